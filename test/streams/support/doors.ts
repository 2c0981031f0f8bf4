import * as grpc from '@grpc/grpc-js';
import type { Client } from 'graphql-ws';
import { SseClient } from '../../helpers/sse.js';
import { bearer } from '../../helpers/auth.js';
import { Collected, wsClient } from '../../graphql/ws-client.js';
import { petstoreClients, withToken, type PetstoreClients } from '../../grpc/grpc-client.js';
import { ChatSocket } from '../../chat-api/support/chat-socket.js';
import type { TestGateway } from '../../helpers/gateway.js';

export const PET_WATCH = 'subscription { petStatusChanged { petId status } }';

export type WatchOrderStream = grpc.ClientReadableStream<{ order: { status: string } }>;

/** `StoreService.WatchOrder` over a grpc-js client. */
export function watchOrder(clients: PetstoreClients, token: string, orderId: string): WatchOrderStream {
  return (
    clients.store as unknown as {
      WatchOrder(request: object, metadata: grpc.Metadata): WatchOrderStream;
    }
  ).WatchOrder({ orderId }, withToken(token));
}

/** `PetService.WatchPetStatus` over a grpc-js client: every pet of the caller's tenant. */
export function watchPetStatus(
  clients: PetstoreClients,
  token: string,
): grpc.ClientReadableStream<Record<string, unknown>> {
  return (
    clients.pets as unknown as {
      WatchPetStatus(
        request: object,
        metadata: grpc.Metadata,
      ): grpc.ClientReadableStream<Record<string, unknown>>;
    }
  ).WatchPetStatus({}, withToken(token));
}

/** How a gRPC stream ended: its status code and details. */
export function grpcEnd(
  stream: grpc.ClientReadableStream<unknown>,
): Promise<{ code: number; details: string }> {
  return new Promise((resolve) => {
    stream.on('data', () => undefined);
    stream.on('error', (error: grpc.ServiceError) => resolve({ code: error.code, details: error.details }));
    stream.on('end', () => resolve({ code: grpc.status.OK, details: '' }));
  });
}

/** One stream of one caller through each streaming door, all open. */
export interface OpenDoors {
  sse: SseClient;
  graphqlClient: Client;
  graphql: Collected;
  grpcClients: PetstoreClients;
  grpc: Promise<{ code: number; details: string }>;
  /** gRPC `WatchPetStatus`, which ends as `WatchOrder` does. */
  grpcPets: Promise<{ code: number; details: string }>;
  chat: ChatSocket;
}

/**
 * Opens SSE `/v1/events`, a graphql-ws subscription, gRPC `WatchOrder` and `WatchPetStatus` and the
 * chat socket.
 */
export async function openEveryDoor(
  service: TestGateway,
  token: string,
  orderId: string,
): Promise<OpenDoors> {
  const sse = await SseClient.open(`${service.url}/v1/events`, bearer(token));
  if (sse.status !== 200) throw new Error(`SSE refused: ${sse.status}`);
  const graphqlClient = wsClient(service.url, { authorization: `Bearer ${token}` });
  const graphql = new Collected(graphqlClient, PET_WATCH);
  const grpcClients = petstoreClients(service.grpcAddress);
  const stream = watchOrder(grpcClients, token, orderId);
  const grpcEnded = grpcEnd(stream);
  const firstUpdate = new Promise<void>((resolve) => stream.once('data', () => resolve()));
  const pets = watchPetStatus(grpcClients, token);
  const petsStarted = new Promise<void>((resolve) => pets.once('metadata', () => resolve()));
  const grpcPets = grpcEnd(pets);
  const chat = await ChatSocket.open(service.url, token);
  // Every stream is running before the test changes anything.
  await Promise.all([firstUpdate, petsStarted]);
  await waitUntil(() => service.gateway.core.streams.openCount >= 5);
  return { sse, graphqlClient, graphql, grpcClients, grpc: grpcEnded, grpcPets, chat };
}

export async function closeEveryDoor(doors: OpenDoors): Promise<void> {
  doors.sse.close();
  doors.chat.ws.terminate();
  doors.grpcClients.close();
  await doors.graphqlClient.dispose();
}

export async function waitUntil(done: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves once the SSE response has ended (the server closed it). */
export async function sseEnded(sse: SseClient, timeoutMs = 10_000): Promise<void> {
  await sse
    .waitFor(() => false, timeoutMs)
    .catch((error: Error) => {
      if (!/stream ended/.test(error.message)) throw error;
    });
}
