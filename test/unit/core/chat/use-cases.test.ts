import { describe, expect, it } from 'vitest';
import { createChatService } from '../../../../src/core/chat/index.js';
import type { ChatCompletionChunk } from '../../../../src/core/chat/index.js';
import type { CallerContext } from '../../../../src/core/context.js';
import { TooManyStreamsError } from '../../../../src/core/access/stream-admission.js';
import { RateLimits } from '../../../../src/core/limits/rate-limits.js';
import { callBy, principal, without } from '../callers.js';

const QUESTION = { model: 'pet-advisor-1', messages: [{ role: 'user', content: 'Do you have cats?' }] };

/** The use cases as the core wires them: the built-in advisor, a chat budget of `perMinute`. */
function chatUseCases(perMinute = 20) {
  const limits = new RateLimits({
    store: 'memory',
    anonymousPerMinute: 100,
    authenticatedPerMinute: 100,
    chatPerMinute: perMinute,
    loginPerMinute: 100,
  });
  return createChatService({ streamDelayMs: 0 }, undefined, limits);
}

/** The request as a door hands it over, counting how often it was read. */
function countedRequest(body: unknown = QUESTION) {
  const source = Object.assign(
    () => {
      source.reads += 1;
      return body;
    },
    { reads: 0 },
  );
  return source;
}

async function kindOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'allowed';
  } catch (error) {
    const kind = (error as { kind?: unknown }).kind;
    if (typeof kind !== 'string') throw error;
    return kind;
  }
}

async function drain(chunks: AsyncIterable<ChatCompletionChunk>): Promise<number> {
  let count = 0;
  for await (const _chunk of chunks) count += 1;
  return count;
}

const anonymous = (): CallerContext => callBy(null);
const withoutChat = (): CallerContext =>
  callBy(principal('CUSTOMER', { scopes: without('CUSTOMER', 'chat:write') }));

describe('the chat use cases admit their caller themselves', () => {
  it.each([
    ['an anonymous caller', anonymous, 'unauthenticated'],
    ['a customer whose token lacks chat:write', withoutChat, 'forbidden'],
  ])(
    'refuse %s a completion, a stream and an answer, without reading the request',
    async (_who, caller, kind) => {
      const chat = chatUseCases();
      const request = countedRequest();
      expect(await kindOf(chat.complete(caller(), request))).toBe(kind);
      expect(await kindOf(chat.stream(caller(), request))).toBe(kind);
      expect(await kindOf(chat.answer(caller(), request))).toBe(kind);
      expect(request.reads).toBe(0);
    },
  );

  it('answer a customer with chat:write, in either form', async () => {
    const chat = chatUseCases();
    const customer = callBy(principal('CUSTOMER'));
    const completion = await chat.complete(customer, () => QUESTION);
    expect(completion.choices[0]?.message.content).not.toBe('');
    expect(await drain(await chat.stream(customer, () => QUESTION))).toBeGreaterThan(2);
    const answer = await chat.answer(customer, () => ({ ...QUESTION, stream: true }));
    expect(answer.stream).toBe(true);
  });

  it('spend the chat budget before reading the request: an exhausted caller gets 429, even for a malformed one', async () => {
    const chat = chatUseCases(1);
    const customer = principal('CUSTOMER');
    await chat.complete(callBy(customer), () => QUESTION);
    const malformed = countedRequest({ model: 'pet-advisor-1' });
    expect(await kindOf(chat.complete(callBy(customer), malformed))).toBe('rate_limited');
    expect(malformed.reads).toBe(0);
    // Another user's budget is their own: the same malformed request is read, and refused as such.
    expect(await kindOf(chat.complete(callBy(principal('CUSTOMER')), malformed))).toBe('validation');
    expect(malformed.reads).toBe(1);
  });

  it('a stream is given its place only once its request is valid', async () => {
    const chat = chatUseCases();
    const customer = principal('CUSTOMER');
    let admitted = 0;
    const refuseStream = () => {
      admitted += 1;
      throw new TooManyStreamsError('per user', 1, 5);
    };
    const unknownModel = { ...QUESTION, model: 'no-such-model' };
    expect(
      await kindOf(chat.stream(callBy(customer), () => unknownModel, { admitStream: refuseStream })),
    ).toBe('unprocessable');
    expect(admitted).toBe(0);
    expect(await kindOf(chat.stream(callBy(customer), () => QUESTION, { admitStream: refuseStream }))).toBe(
      'rate_limited',
    );
    expect(admitted).toBe(1);
  });
});
