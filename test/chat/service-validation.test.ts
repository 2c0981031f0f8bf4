import { describe, expect, it } from 'vitest';
import { UnprocessableError, ValidationError, type DomainError } from '../../src/core/errors.js';
import { systemContext, type Scope } from '../../src/core/context.js';
import { ChatService } from '../../src/core/chat/index.js';
import { advisorService } from './support/ask.js';

const chat = advisorService();
/** The use cases over that engine, as doors reach them. */
const useCases = new ChatService(chat);
const user = (content: string) => ({ role: 'user', content });

function rejection(body: unknown): DomainError {
  try {
    chat.parseRequest(body);
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('the request was accepted');
}

describe('chat request validation: malformed requests are 400 validation errors', () => {
  it.each([
    ['a body that is not an object', null, ''],
    ['no messages', { model: 'pet-advisor-1' }, 'messages'],
    ['no model', { messages: [user('hi')] }, 'model'],
    [
      'an unknown role',
      { model: 'pet-advisor-1', messages: [{ role: 'robot', content: 'hi' }] },
      'messages[0].role',
    ],
    [
      'content that is not a string',
      { model: 'pet-advisor-1', messages: [{ role: 'user', content: 42 }] },
      'messages[0].content',
    ],
    [
      'a temperature above 2',
      { model: 'pet-advisor-1', messages: [user('hi')], temperature: 2.5 },
      'temperature',
    ],
    ['maxTokens of 0', { model: 'pet-advisor-1', messages: [user('hi')], maxTokens: 0 }, 'maxTokens'],
    [
      'max_tokens above 4096',
      { model: 'pet-advisor-1', messages: [user('hi')], max_tokens: 5000 },
      'max_tokens',
    ],
    [
      'stream that is not a boolean',
      { model: 'pet-advisor-1', messages: [user('hi')], stream: 'yes' },
      'stream',
    ],
    [
      'include_usage that is not a boolean',
      {
        model: 'pet-advisor-1',
        messages: [user('hi')],
        stream: true,
        stream_options: { include_usage: 'yes' },
      },
      'stream_options.include_usage',
    ],
    [
      'more than 100 messages',
      { model: 'pet-advisor-1', messages: Array.from({ length: 101 }, () => user('hi')) },
      'messages',
    ],
    [
      'a message over 32,000 characters',
      { model: 'pet-advisor-1', messages: [user('a'.repeat(32_001))] },
      'messages[0].content',
    ],
    [
      'conflicting maxTokens and max_tokens',
      { model: 'pet-advisor-1', messages: [user('hi')], maxTokens: 10, max_tokens: 20 },
      'max_tokens',
    ],
  ])('%s', (_case, body, field) => {
    const error = rejection(body);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.kind).toBe('validation');
    expect(error.fields).toContainEqual(
      expect.objectContaining({ field, message: expect.any(String), code: expect.any(String) }),
    );
  });
});

describe('chat request validation: well-formed but unanswerable requests are 422', () => {
  it.each([
    ['an unknown model', { model: 'gpt-imaginary', messages: [user('hi')] }, 'unknown_model', 'model'],
    ['an empty conversation', { model: 'pet-advisor-1', messages: [] }, 'empty_conversation', 'messages'],
    [
      'no user message',
      { model: 'pet-advisor-1', messages: [{ role: 'system', content: 'Be brief.' }] },
      'no_user_message',
      'messages',
    ],
    [
      'an assistant message last',
      { model: 'pet-advisor-1', messages: [user('hi'), { role: 'assistant', content: 'Hello!' }] },
      'last_message_not_user',
      'messages[1].role',
    ],
    [
      'a system message after the conversation started',
      { model: 'pet-advisor-1', messages: [user('hi'), { role: 'system', content: 'x' }, user('and?')] },
      'system_message_position',
      'messages[1].role',
    ],
    [
      'a conversation longer than the context window',
      {
        model: 'pet-advisor-1',
        messages: Array.from({ length: 12 }, () => user('my dog likes walks '.repeat(1500))),
      },
      'context_length_exceeded',
      'messages',
    ],
  ])('%s', (_case, body, code, field) => {
    const error = rejection(body);
    expect(error).toBeInstanceOf(UnprocessableError);
    expect(error.kind).toBe('unprocessable');
    expect(error.fields).toContainEqual({ field, code, message: expect.any(String) });
  });

  it('counts maxTokens against the context window', () => {
    const nearlyFull = { model: 'pet-advisor-1', messages: [user('my dog likes walks '.repeat(1600))] };
    expect(() => chat.parseRequest(nearlyFull)).not.toThrow();
    expect(rejection({ ...nearlyFull, maxTokens: 4096 })).toBeInstanceOf(UnprocessableError);
  });
});

describe('chat request normalisation', () => {
  it('defaults stream to false and accepts the convention’s spellings', () => {
    const request = chat.parseRequest({
      model: 'pet-advisor-1',
      messages: [{ role: 'system', content: 'Be brief.' }, user('hi')],
      max_tokens: 64,
      stream_options: { include_usage: true },
      temperature: null,
      user: 'user-1',
      top_p: 1,
    });
    expect(request).toMatchObject({
      stream: false,
      maxTokens: 64,
      includeUsage: true,
      temperature: undefined,
      user: 'user-1',
    });
    expect(request.promptTokens).toBeGreaterThan(0);
    expect(
      chat.parseRequest({ model: 'pet-advisor-1', messages: [user('hi')], max_completion_tokens: 9 })
        .maxTokens,
    ).toBe(9);
  });

  it('lists the built-in model to a caller who may chat', () => {
    expect(useCases.listModels(chatCaller(['chat:write']))).toEqual([
      { id: 'pet-advisor-1', ownedBy: 'petstore', created: expect.any(Number), contextWindow: 8192 },
    ]);
  });

  it('refuses the model list to a caller without chat:write (403) and to anonymous callers (401)', () => {
    expect(() => useCases.listModels(chatCaller(['read:pets']))).toThrow(
      expect.objectContaining({ kind: 'forbidden' }),
    );
    expect(() => useCases.listModels(systemContext('tenant', 'test'))).toThrow(
      expect.objectContaining({ kind: 'unauthenticated' }),
    );
  });
});

function chatCaller(scopes: Scope[]) {
  return systemContext('tenant', 'test', { userId: 'u1', tenantId: 'tenant', role: 'CUSTOMER', scopes });
}
