import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import {
  ChatEngine,
  countPromptTokens,
  type ChatCompletionChunk,
  type ChatMessage,
} from '../../src/core/chat/index.js';
import { UpstreamError } from '../../src/core/errors.js';
import { advisorService, CONTEXT } from './support/ask.js';
import { EndlessProvider, FailingProvider } from './support/scripted-provider.js';

const chat = advisorService();
const messages: ChatMessage[] = [{ role: 'user', content: 'How do I stop my dog pulling on the leash?' }];

async function collect(chunks: AsyncIterable<ChatCompletionChunk>): Promise<ChatCompletionChunk[]> {
  const all: ChatCompletionChunk[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all;
}

describe('non-streaming completions', () => {
  it('have the seed’s shape with snake_case twins, and usage from the tokenizer', async () => {
    const completion = await chat.complete(chat.parseRequest({ model: 'pet-advisor-1', messages }), CONTEXT);
    const content = completion.choices[0]?.message.content ?? '';

    expect(completion).toMatchObject({
      id: expect.stringMatching(/^chatcmpl-/),
      object: 'chat.completion',
      created: expect.any(Number),
      model: 'pet-advisor-1',
      choices: [{ index: 0, message: { role: 'assistant' }, finishReason: 'stop' }],
    });
    expect(Math.abs(completion.created - Date.now() / 1000)).toBeLessThan(5);

    const { usage } = completion;
    // o200k_base counts; the prompt adds OpenAI's chat framing (3 per message + 3 for the reply).
    expect(usage.completionTokens).toBe(countTokens(content));
    expect(usage.promptTokens).toBe(3 + 3 + countTokens('user') + countTokens(messages[0]?.content ?? ''));
    expect(usage.promptTokens).toBe(countPromptTokens(messages));
    expect(usage.totalTokens).toBe(usage.promptTokens + usage.completionTokens);
    // The core speaks camelCase only; the convention's snake_case twins are the REST/WS doors'.
    expect(Object.keys(usage).sort()).toEqual(['completionTokens', 'promptTokens', 'totalTokens']);
    expect(completion.choices[0]).not.toHaveProperty('finish_reason');
  });

  it('are cut at maxTokens with finish reason "length"', async () => {
    const request = chat.parseRequest({ model: 'pet-advisor-1', messages, max_tokens: 12 });
    const completion = await chat.complete(request, CONTEXT);
    expect(completion.choices[0]?.finishReason).toBe('length');
    expect(completion.usage.completionTokens).toBeGreaterThan(0);
    expect(completion.usage.completionTokens).toBeLessThanOrEqual(12);
  });
});

describe('streaming completions', () => {
  it('start with the assistant role, end with the finish reason, and carry the same answer', async () => {
    const request = chat.parseRequest({ model: 'pet-advisor-1', messages, stream: true });
    const chunks = await collect(await chat.stream(request, CONTEXT));
    const whole = await chat.complete(request, CONTEXT);

    const [first] = chunks;
    const last = chunks.at(-1);
    expect(first?.choices[0]?.delta.role).toBe('assistant');
    expect(last?.choices[0]).toEqual({ index: 0, delta: {}, finishReason: 'stop' });
    for (const chunk of chunks) {
      expect(chunk).toMatchObject({ id: first?.id, object: 'chat.completion.chunk', model: 'pet-advisor-1' });
      expect(chunk.created).toBe(first?.created);
      expect(chunk.usage).toBeUndefined();
    }
    const middle = chunks.slice(1, -1);
    expect(middle.length).toBeGreaterThan(20);
    for (const chunk of middle) expect(chunk.choices[0]?.finishReason).toBeNull();
    const streamed = middle.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('');
    expect(streamed).toBe(whole.choices[0]?.message.content);
  });

  it('deliver the answer word by word', async () => {
    const request = chat.parseRequest({ model: 'pet-advisor-1', messages, stream: true });
    const chunks = await collect(await chat.stream(request, CONTEXT));
    for (const chunk of chunks.slice(1, -1)) expect(chunk.choices[0]?.delta.content).toMatch(/^\S+\s*$/);
  });

  it('with include_usage end with one extra chunk without choices that carries the usage', async () => {
    const request = chat.parseRequest({
      model: 'pet-advisor-1',
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    const chunks = await collect(await chat.stream(request, CONTEXT));
    const usageChunk = chunks.at(-1);
    const finishChunk = chunks.at(-2);
    expect(finishChunk?.choices[0]?.finishReason).toBe('stop');
    expect(usageChunk?.choices).toEqual([]);
    const content = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('');
    expect(usageChunk?.usage).toEqual({
      promptTokens: request.promptTokens,
      completionTokens: countTokens(content),
      totalTokens: request.promptTokens + countTokens(content),
    });
    expect(chunks.filter((chunk) => chunk.usage !== undefined)).toHaveLength(1);
  });

  it('honour maxTokens: the stream is cut and the last choice says "length"', async () => {
    const request = chat.parseRequest({
      model: 'pet-advisor-1',
      messages,
      stream: true,
      maxTokens: 5,
      stream_options: { include_usage: true },
    });
    const chunks = await collect(await chat.stream(request, CONTEXT));
    expect(chunks.at(-2)?.choices[0]?.finishReason).toBe('length');
    expect(chunks.at(-1)?.usage?.completionTokens).toBeLessThanOrEqual(5);
  });

  it('reject before the first chunk when the provider fails at once, so the adapter can answer with a status', async () => {
    const failing = new ChatEngine({
      providers: [new FailingProvider(new UpstreamError('service_unavailable', 'busy'))],
    });
    const request = failing.parseRequest({ model: 'failing-1', messages, stream: true });
    await expect(failing.stream(request, CONTEXT)).rejects.toMatchObject({ kind: 'service_unavailable' });
  });
});

describe('aborting a completion', () => {
  it('stops the stream promptly and stops the provider generating', async () => {
    const provider = new EndlessProvider();
    const service = new ChatEngine({ providers: [provider] });
    const request = service.parseRequest({ model: 'endless-1', messages, stream: true });
    const controller = new AbortController();
    const received: ChatCompletionChunk[] = [];

    const reading = (async () => {
      for await (const chunk of await service.stream(request, CONTEXT, controller.signal)) {
        received.push(chunk);
        if (received.length === 4) controller.abort();
      }
    })();

    const startedAt = Date.now();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - startedAt).toBeLessThan(1000);
    const producedAtAbort = provider.produced;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(provider.produced).toBe(producedAtAbort);
    expect(provider.stopped).toBe(true);
    expect(received).toHaveLength(4);
  });

  it('stops the built-in advisor mid-answer when the caller goes away', async () => {
    const paced = advisorService(undefined, 20);
    const request = paced.parseRequest({ model: 'pet-advisor-1', messages, stream: true });
    const controller = new AbortController();
    let contentChunks = 0;
    const reading = (async () => {
      for await (const chunk of await paced.stream(request, CONTEXT, controller.signal)) {
        if (chunk.choices[0]?.delta.content) contentChunks += 1;
        if (contentChunks === 3) controller.abort();
      }
    })();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(contentChunks).toBe(3);
  });

  it('a non-streaming completion rejects when aborted', async () => {
    const service = new ChatEngine({ providers: [new EndlessProvider()] });
    const request = service.parseRequest({ model: 'endless-1', messages });
    await expect(service.complete(request, CONTEXT, AbortSignal.timeout(50))).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('paces the built-in advisor’s words by the configured delay', async () => {
    const paced = advisorService(undefined, 10);
    const request = paced.parseRequest({ model: 'pet-advisor-1', messages, stream: true });
    const startedAt = Date.now();
    let contentChunks = 0;
    for await (const chunk of await paced.stream(request, CONTEXT)) {
      if (chunk.choices[0]?.delta.content) contentChunks += 1;
      if (contentChunks === 11) break;
    }
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(90);
  });
});
