import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenAiCompletion as ChatCompletion } from '../../src/adapters/shared/presenters/openai-chat.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { signUp, tokensFor } from '../helpers/auth.js';
import { expectProblem } from '../platform/problem.js';
import {
  ADVISOR,
  answerOf,
  chunksOf,
  contentOf,
  postChat,
  sseData,
  userMessage,
} from './support/chat-http.js';

let service: TestGateway;
let customer: string;

beforeAll(async () => {
  service = await startTestGateway({ RATE_LIMIT_CHAT_PER_MINUTE: '1000' });
  customer = (await tokensFor(service.url, 'customer')).accessToken;
});

afterAll(async () => {
  await service?.close();
});

describe('POST /v1/chat/completions answers 201 in both forms', () => {
  it('a completion without stream is a 201 JSON chat.completion with usage', async () => {
    const response = await postChat(service.url, customer, {
      model: ADVISOR,
      messages: userMessage('How often should I feed an adult cat?'),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const completion = (await response.json()) as ChatCompletion;
    expect(completion.object).toBe('chat.completion');
    expect(completion.model).toBe(ADVISOR);
    expect(answerOf(completion)).toMatch(/cat/i);
    expect(completion.choices[0]).toMatchObject({ index: 0, finishReason: 'stop', finish_reason: 'stop' });
    const { usage } = completion;
    expect(usage.totalTokens).toBe(usage.promptTokens + usage.completionTokens);
    expect(usage.total_tokens).toBe(usage.totalTokens);
  });

  it('a streamed completion is a 201 event stream of chunks ending with data: [DONE]', async () => {
    const response = await postChat(service.url, customer, {
      model: ADVISOR,
      messages: userMessage('How do I stop my puppy from biting?'),
      stream: true,
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('ratelimit-remaining')).not.toBeNull();
    const text = await response.text();
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
    for (const event of text.split('\n\n').filter(Boolean)) expect(event).toMatch(/^data: /);
    const chunks = chunksOf(text);
    expect(chunks.length).toBeGreaterThan(3);
    expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1);
    expect(chunks.every((chunk) => chunk.object === 'chat.completion.chunk')).toBe(true);
    expect(chunks[0]?.choices[0]?.delta.role).toBe('assistant');
    expect(chunks.at(-1)?.choices[0]).toMatchObject({ finishReason: 'stop', finish_reason: 'stop' });
    expect(contentOf(chunks)).toMatch(/bit/i);
  });

  it('stream_options.include_usage adds one usage chunk before [DONE]', async () => {
    const response = await postChat(service.url, customer, {
      model: ADVISOR,
      messages: userMessage('Is chocolate bad for dogs?'),
      stream: true,
      stream_options: { include_usage: true },
    });
    const events = sseData(await response.text());
    expect(events.at(-1)).toBe('[DONE]');
    const usageChunk = JSON.parse(events.at(-2) ?? '{}') as ChatCompletion;
    expect(usageChunk.choices).toEqual([]);
    expect(usageChunk.usage.totalTokens).toBe(
      usageChunk.usage.promptTokens + usageChunk.usage.completionTokens,
    );
    expect(usageChunk.usage.completion_tokens).toBeGreaterThan(0);
  });
});

describe('chat requests that cannot be served', () => {
  it('malformed JSON is a 400 problem', async () => {
    const response = await postChat(service.url, customer, undefined, { raw: '{"model": "pet-' });
    const problem = await expectProblem(response, 400);
    expect(problem.errors?.[0]?.code).toBe('malformed_json');
  });

  it('a request without messages is a 400 naming the field', async () => {
    const problem = await expectProblem(await postChat(service.url, customer, { model: ADVISOR }), 400);
    expect(problem.errors?.map((error) => error.field)).toContain('messages');
  });

  it('an unknown model is a 422 problem listing the available ones', async () => {
    const response = await postChat(service.url, customer, {
      model: 'gpt-imaginary',
      messages: userMessage('Hello'),
    });
    const problem = await expectProblem(response, 422);
    expect(problem.errors?.[0]).toMatchObject({ field: 'model', code: 'unknown_model' });
    expect(problem.detail).toContain(ADVISOR);
  });

  it('an unknown model asked to stream is still a plain 422 problem, not a stream', async () => {
    const response = await postChat(service.url, customer, {
      model: 'gpt-imaginary',
      messages: userMessage('Hello'),
      stream: true,
    });
    await expectProblem(response, 422);
  });

  it('a request without a token is a 401 with WWW-Authenticate', async () => {
    const response = await postChat(service.url, undefined, { model: ADVISOR, messages: userMessage('Hi') });
    await expectProblem(response, 401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('who may chat is decided before the body is read: no token is a 401 even for malformed JSON or another media type', async () => {
    await expectProblem(await postChat(service.url, undefined, undefined, { raw: '{"model": "pet-' }), 401);
    const text = await fetch(`${service.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'Hello',
    });
    await expectProblem(text, 401);
  });

  it('a token narrowed to read:pets (no chat:write) gets 403', async () => {
    const account = await signUp(service.url);
    const narrowed = await fetch(`${service.url}/v1/auth/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: account.username, password: account.password, scope: 'read:pets' }),
    });
    expect(narrowed.status).toBe(201);
    const { accessToken, scope } = (await narrowed.json()) as { accessToken: string; scope: string };
    expect(scope).toBe('read:pets');
    const response = await postChat(service.url, accessToken, {
      model: ADVISOR,
      messages: userMessage('Hi'),
    });
    const problem = await expectProblem(response, 403);
    expect(problem.detail).toContain('chat:write');
  });
});

describe('the advisor knows this store’s catalog', () => {
  it('"which dogs here are good with kids?" lists the AVAILABLE dogs that are, and no others', async () => {
    const listing = await fetch(`${service.url}/v1/pets?species=dog&goodWithKids=true&limit=100`);
    const { data: kidFriendly } = (await listing.json()) as { data: Array<{ name: string }> };
    expect(kidFriendly.length).toBeGreaterThan(0);
    const allDogs = await fetch(
      `${service.url}/v1/pets?species=dog&status=NOT_AVAILABLE,AVAILABLE&limit=100`,
    );
    const others = ((await allDogs.json()) as { data: Array<{ name: string }> }).data.filter(
      (dog) => !kidFriendly.some((friendly) => friendly.name === dog.name),
    );

    const response = await postChat(service.url, customer, {
      model: ADVISOR,
      messages: userMessage('Which dogs here are good with kids?'),
    });
    expect(response.status).toBe(201);
    const answer = answerOf((await response.json()) as ChatCompletion);
    for (const dog of kidFriendly) expect(answer).toContain(dog.name);
    for (const dog of others) expect(answer).not.toContain(dog.name);
  });

  it('"what is the cheapest dog?" names the cheapest AVAILABLE dog, and "how old is he?" follows it', async () => {
    const listing = await fetch(`${service.url}/v1/pets?species=dog&sort=price&limit=1`);
    const [cheapest] = (
      (await listing.json()) as { data: Array<{ name: string; price: string; gender: string }> }
    ).data;
    expect(cheapest).toBeDefined();
    const question = 'What is the cheapest dog you have?';
    const first = await postChat(service.url, customer, { model: ADVISOR, messages: userMessage(question) });
    const answer = answerOf((await first.json()) as ChatCompletion);
    expect(answer).toMatch(
      new RegExp(`^The cheapest of the available dogs is ${cheapest?.name}, at ${cheapest?.price}`),
    );

    const pronoun = cheapest?.gender === 'FEMALE' ? 'she' : cheapest?.gender === 'MALE' ? 'he' : 'it';
    const followUp = await postChat(service.url, customer, {
      model: ADVISOR,
      messages: [
        { role: 'user', content: question },
        { role: 'assistant', content: answer },
        { role: 'user', content: `How old is ${pronoun}?` },
      ],
    });
    expect(answerOf((await followUp.json()) as ChatCompletion)).toMatch(
      new RegExp(`^${cheapest?.name}('s age| is)`),
    );
  });
});

describe('GET /v1/models', () => {
  it('lists pet-advisor-1 in the chat-completions list shape', async () => {
    const response = await fetch(`${service.url}/v1/models`, {
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(response.status).toBe(200);
    const list = (await response.json()) as { object: string; data: Array<Record<string, unknown>> };
    expect(list.object).toBe('list');
    expect(list.data).toContainEqual(
      expect.objectContaining({
        id: ADVISOR,
        object: 'model',
        owned_by: 'petstore',
        created: expect.any(Number),
      }),
    );
  });

  it('needs a token like completions do', async () => {
    await expectProblem(await fetch(`${service.url}/v1/models`), 401);
  });
});
