import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensFor } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { failedCall, petstoreClients, unaryCall, withToken, type PetstoreClients } from './grpc-client.js';
import { capturedLogLines } from '../helpers/log-lines.js';

/** What the service logs, as parsed JSON lines. */
const { lines, sink } = capturedLogLines();
const logLine = (requestId: string) =>
  lines.find((line) => line['msg'] === 'request' && line['correlationId'] === requestId);

let service: TestGateway;
let clients: PetstoreClients;
let customer: string;

const conversation = {
  model: 'pet-advisor-1',
  messages: [{ role: 'user', content: 'Which dog suits a small flat and young children?' }],
};

type Chunk = { deltaContent?: string; finishReason?: string; usage?: { totalTokens: number } };

function streamCompletion(
  request: Record<string, unknown>,
  options: grpc.CallOptions = {},
  requestId?: string,
): grpc.ClientReadableStream<Chunk> {
  return (
    clients.chat as unknown as {
      StreamCompletion(
        request: object,
        metadata: grpc.Metadata,
        options: grpc.CallOptions,
      ): grpc.ClientReadableStream<Chunk>;
    }
  ).StreamCompletion(
    request,
    withToken(customer, requestId === undefined ? {} : { 'x-request-id': requestId }),
    options,
  );
}

beforeAll(async () => {
  // Slow enough words that a cancel lands mid-answer.
  service = await startTestGateway({ CHAT_STREAM_DELAY_MS: '5', LOG_LEVEL: 'info' }, sink);
  clients = petstoreClients(service.grpcAddress);
  customer = (await tokensFor(service.url, 'customer')).accessToken;
});
afterAll(async () => {
  clients.close();
  await service.close();
});

describe('ChatService', () => {
  it('answers a completion in one message, with usage', async () => {
    const { response } = await unaryCall(clients.chat, 'CreateCompletion', conversation, withToken(customer));
    expect(response).toMatchObject({
      model: 'pet-advisor-1',
      message: { role: 'assistant' },
      finishReason: 'stop',
    });
    expect(String((response['message'] as { content: string }).content).length).toBeGreaterThan(0);
    expect((response['usage'] as { totalTokens: number }).totalTokens).toBeGreaterThan(0);
  });

  it('streams the same answer as chunks, ending with the finish reason and usage, then the request id', async () => {
    const { response } = await unaryCall(clients.chat, 'CreateCompletion', conversation, withToken(customer));
    const stream = streamCompletion(conversation);
    const chunks: Chunk[] = [];
    const trailers = new Promise<grpc.Metadata>((resolve, reject) => {
      stream.on('data', (chunk: Chunk) => chunks.push(chunk));
      stream.on('status', (status: grpc.StatusObject) => resolve(status.metadata));
      stream.on('error', reject);
    });
    expect((await trailers).get('x-request-id')).toHaveLength(1);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.map((chunk) => chunk.deltaContent ?? '').join('')).toBe(
      (response['message'] as { content: string }).content,
    );
    expect(chunks.find((chunk) => chunk.finishReason !== undefined)?.finishReason).toBe('stop');
    expect(chunks.at(-1)?.usage?.totalTokens).toBeGreaterThan(0);
  });

  it('stops generating when the client cancels, and on a deadline', async () => {
    const cancelled = streamCompletion(conversation, {}, 'chat-cancel-1');
    const code = await new Promise<number>((resolve) => {
      let chunks = 0;
      cancelled.on('data', () => {
        chunks += 1;
        if (chunks === 2) cancelled.cancel();
      });
      cancelled.on('error', (error: grpc.ServiceError) => resolve(error.code));
    });
    expect(code).toBe(grpc.status.CANCELLED);
    // The server saw the cancel and stopped the generation: its call ends CANCELLED, not OK.
    await expect.poll(() => logLine('chat-cancel-1')).toMatchObject({ status: 'CANCELLED' });

    const late = streamCompletion(conversation, { deadline: Date.now() + 60 }, 'chat-deadline-1');
    const deadline = await new Promise<number>((resolve) => {
      late.on('data', () => undefined);
      late.on('error', (error: grpc.ServiceError) => resolve(error.code));
      late.on('end', () => resolve(grpc.status.OK));
    });
    expect(deadline).toBe(grpc.status.DEADLINE_EXCEEDED);
    await expect.poll(() => logLine('chat-deadline-1')).toMatchObject({ status: 'CANCELLED' });
  });

  it('refuses an unknown model with FAILED_PRECONDITION naming the model field, and an anonymous caller', async () => {
    const unknown = await failedCall(
      clients.chat,
      'CreateCompletion',
      { ...conversation, model: 'no-such-model' },
      withToken(customer),
    );
    expect(unknown.code).toBe(grpc.status.FAILED_PRECONDITION);
    expect(unknown.rich.badRequest?.fieldViolations[0]?.field).toBe('model');
    const anonymous = await failedCall(clients.chat, 'CreateCompletion', conversation);
    expect(anonymous.code).toBe(grpc.status.UNAUTHENTICATED);
  });
});
