import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { signUp } from '../helpers/auth.js';
import { expectProblem } from '../platform/problem.js';
import { ADVISOR, postChat, userMessage } from './support/chat-http.js';
import { ChatSocket } from './support/chat-socket.js';

/** A chat budget of 3 per minute (RATE_LIMIT_CHAT_PER_MINUTE), one counter for REST and WebSocket. */
let service: TestGateway;

beforeAll(async () => {
  service = await startTestGateway({ RATE_LIMIT_CHAT_PER_MINUTE: '3' });
});

afterAll(async () => {
  await service?.close();
});

const question = { model: ADVISOR, messages: userMessage('Should I brush my dog’s teeth?') };

async function spendOverRest(token: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const response = await postChat(service.url, token, question);
    expect(response.status).toBe(201);
    await response.arrayBuffer();
  }
}

describe('the chat budget', () => {
  it('the fourth completion in a minute is a 429 with Retry-After and the chat policy in the headers', async () => {
    const { accessToken } = await signUp(service.url);
    const first = await postChat(service.url, accessToken, question);
    expect(first.status).toBe(201);
    expect(first.headers.get('ratelimit-limit')).toBe('3');
    expect(first.headers.get('ratelimit-remaining')).toBe('2');
    await first.arrayBuffer();
    await spendOverRest(accessToken, 2);
    const refused = await postChat(service.url, accessToken, { ...question, stream: true });
    const problem = await expectProblem(refused, 429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(problem.detail).toMatch(/retry/i);
  });

  it('budgets are per user: another user still chats', async () => {
    const spent = await signUp(service.url);
    await spendOverRest(spent.accessToken, 3);
    const other = await signUp(service.url);
    expect((await postChat(service.url, other.accessToken, question)).status).toBe(201);
  });

  it('a budget spent over REST refuses the next WebSocket request with a 429 error frame; the socket stays open', async () => {
    const { accessToken } = await signUp(service.url);
    await spendOverRest(accessToken, 3);
    const socket = await ChatSocket.open(service.url, accessToken);
    socket.request('over', question);
    const refused = await socket.ending('over');
    expect(refused).toMatchObject({
      type: 'error',
      id: 'over',
      error: { code: 'rate_limited', status: 429 },
    });
    expect(refused.type === 'error' ? refused.error.retryAfter : 0).toBeGreaterThan(0);
    await socket.roundTrip();
    socket.close();
  });

  it('a budget spent over WebSocket refuses the next REST request with 429', async () => {
    const { accessToken } = await signUp(service.url);
    const socket = await ChatSocket.open(service.url, accessToken);
    for (const id of ['w1', 'w2', 'w3']) {
      socket.request(id, question);
      expect((await socket.ending(id)).type).toBe('chat.completed');
    }
    socket.close();
    await expectProblem(await postChat(service.url, accessToken, question), 429);
  });
});
