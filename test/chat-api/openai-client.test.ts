import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { tokensFor } from '../helpers/auth.js';
import { ADVISOR } from './support/chat-http.js';

/** An unmodified OpenAI SDK (6.x) pointed at the service must work as it does against OpenAI. */
let service: TestGateway;
let client: OpenAI;

beforeAll(async () => {
  service = await startTestGateway({ RATE_LIMIT_CHAT_PER_MINUTE: '1000' });
  const { accessToken } = await tokensFor(service.url, 'customer');
  client = new OpenAI({ baseURL: `${service.url}/v1`, apiKey: accessToken, maxRetries: 0 });
});

afterAll(async () => {
  await service?.close();
});

describe('the OpenAI SDK against the service', () => {
  it('creates a completion: content, usage that adds up, snake_case and camelCase fields', async () => {
    const completion = await client.chat.completions.create({
      model: ADVISOR,
      messages: [{ role: 'user', content: 'What should I feed a pet rabbit?' }],
    });
    expect(completion.object).toBe('chat.completion');
    const [choice] = completion.choices;
    expect(choice?.message.role).toBe('assistant');
    expect(choice?.message.content).toMatch(/hay/i);
    expect(choice?.finish_reason).toBe('stop');
    expect(choice).toHaveProperty('finishReason', 'stop');
    const usage = completion.usage;
    expect(usage?.total_tokens).toBe((usage?.prompt_tokens ?? 0) + (usage?.completion_tokens ?? 0));
    expect(usage).toMatchObject({
      promptTokens: usage?.prompt_tokens,
      completionTokens: usage?.completion_tokens,
      totalTokens: usage?.total_tokens,
    });
  });

  it('honours max_tokens: the answer is cut with finish_reason length', async () => {
    const completion = await client.chat.completions.create({
      model: ADVISOR,
      messages: [{ role: 'user', content: 'How do I house-train a puppy?' }],
      max_tokens: 5,
    });
    expect(completion.choices[0]?.finish_reason).toBe('length');
    expect(completion.usage?.completion_tokens).toBeLessThanOrEqual(5);
  });

  it('streams: the first chunk is the assistant role, the last before usage carries finish_reason', async () => {
    const stream = await client.chat.completions.create({
      model: ADVISOR,
      messages: [{ role: 'user', content: 'How often should I trim my cat’s claws?' }],
      stream: true,
      stream_options: { include_usage: true },
    });
    const chunks: OpenAI.Chat.Completions.ChatCompletionChunk[] = [];
    for await (const chunk of stream) chunks.push(chunk);

    expect(chunks[0]?.choices[0]?.delta.role).toBe('assistant');
    const usageChunk = chunks.at(-1);
    expect(usageChunk?.choices).toEqual([]);
    expect(usageChunk?.usage?.total_tokens).toBe(
      (usageChunk?.usage?.prompt_tokens ?? 0) + (usageChunk?.usage?.completion_tokens ?? 0),
    );
    expect(chunks.at(-2)?.choices[0]?.finish_reason).toBe('stop');
    const content = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('');
    expect(content).toMatch(/claw|nail/i);
    expect(chunks.length).toBeGreaterThan(5);
  });

  it('streams without usage unless asked', async () => {
    const stream = await client.chat.completions.create({
      model: ADVISOR,
      messages: [{ role: 'user', content: 'Can rabbits live alone?' }],
      stream: true,
    });
    const chunks: OpenAI.Chat.Completions.ChatCompletionChunk[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(chunks.some((chunk) => chunk.usage !== undefined && chunk.usage !== null)).toBe(false);
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('stop');
  });

  it('lists the models', async () => {
    const ids: string[] = [];
    for await (const model of client.models.list()) ids.push(model.id);
    expect(ids).toContain(ADVISOR);
  });

  it('raises the service’s 422 as an UnprocessableEntityError', async () => {
    const attempt = client.chat.completions.create({
      model: 'no-such-model',
      messages: [{ role: 'user', content: 'Hello' }],
    });
    await expect(attempt).rejects.toBeInstanceOf(OpenAI.UnprocessableEntityError);
  });

  it('raises a missing token as an AuthenticationError', async () => {
    const anonymous = new OpenAI({ baseURL: `${service.url}/v1`, apiKey: 'not-a-token', maxRetries: 0 });
    await expect(anonymous.models.list()).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
  });
});

/** The SDK's error for a call that must fail (its message, code, param and type are what users see). */
async function sdkError(attempt: Promise<unknown>): Promise<InstanceType<typeof OpenAI.APIError>> {
  const error: unknown = await attempt.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(OpenAI.APIError);
  const apiError = error as InstanceType<typeof OpenAI.APIError>;
  expect(apiError.message).not.toContain('(no body)');
  return apiError;
}

describe('the OpenAI SDK shows why a call failed', () => {
  it('an unknown model: 422 naming the model, param model, code unknown_model', async () => {
    const error = await sdkError(
      client.chat.completions.create({ model: 'no-such-model', messages: [{ role: 'user', content: 'Hi' }] }),
    );
    expect(error).toBeInstanceOf(OpenAI.UnprocessableEntityError);
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/^422 .*no-such-model/);
    expect(error).toMatchObject({ code: 'unknown_model', param: 'model', type: 'invalid_request_error' });
  });

  it('an empty message list: the cause and the field messages', async () => {
    const error = await sdkError(client.chat.completions.create({ model: ADVISOR, messages: [] }));
    expect(error.status).toBeGreaterThanOrEqual(400);
    expect(error.status).toBeLessThan(500);
    expect(error.param).toBe('messages');
    expect(error.type).toBe('invalid_request_error');
    expect(typeof error.code).toBe('string');
    expect(error.message.length).toBeGreaterThan(10);
  });

  it('a bad key: 401 AuthenticationError with code invalid_api_key and the reason', async () => {
    const stranger = new OpenAI({ baseURL: `${service.url}/v1`, apiKey: 'not-a-token', maxRetries: 0 });
    const error = await sdkError(
      stranger.chat.completions.create({ model: ADVISOR, messages: [{ role: 'user', content: 'Hi' }] }),
    );
    expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_api_key', type: 'authentication_error' });
    expect(error.message).toMatch(/^401 \S/);
    const listing = await sdkError(stranger.models.list());
    expect(listing).toMatchObject({ status: 401, code: 'invalid_api_key' });
  });

  describe('past the chat budget', () => {
    let limited: TestGateway;
    beforeAll(async () => {
      limited = await startTestGateway({ RATE_LIMIT_CHAT_PER_MINUTE: '1' });
    });
    afterAll(async () => {
      await limited?.close();
    });

    it('a 429 RateLimitError with code rate_limit_exceeded and when to retry', async () => {
      const { accessToken } = await tokensFor(limited.url, 'customer');
      const sdk = new OpenAI({ baseURL: `${limited.url}/v1`, apiKey: accessToken, maxRetries: 0 });
      const ask = () =>
        sdk.chat.completions.create({
          model: ADVISOR,
          messages: [{ role: 'user', content: 'Can cats eat tuna?' }],
        });
      await ask();
      const error = await sdkError(ask());
      expect(error).toBeInstanceOf(OpenAI.RateLimitError);
      expect(error).toMatchObject({ status: 429, code: 'rate_limit_exceeded', type: 'rate_limit_error' });
      expect(error.message).toMatch(/^429 Too many requests\. Retry after \d+ seconds/);
    });
  });
});
