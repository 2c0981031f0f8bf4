/**
 * The client side of bench/orders.ts, run in a worker thread so that load generation and the
 * webhook receiver do not compete with the gateway for its event loop: a local receiver that
 * answers 200 `{}`, and customers placing and paying for orders concurrently.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parentPort } from 'node:worker_threads';
import { postCreated } from './http.js';

export type LoadRequest =
  | { method: 'startReceiver' }
  | { method: 'received' }
  | { method: 'adopt'; base: string; token: string; petIds: string[]; concurrency: number; price: string };

let received = 0;

async function startReceiver(): Promise<string> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
}

/** Order then pay, for each pet, `concurrency` customers at a time; each pair timed. */
async function adopt(
  request: Extract<LoadRequest, { method: 'adopt' }>,
): Promise<{ seconds: number; latencies: number[] }> {
  const card = {
    type: 'card',
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
    holderName: 'Bench',
  };
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: request.concurrency }, async () => {
      while (next < request.petIds.length) {
        const petId = request.petIds[next++] as string;
        const t0 = performance.now();
        const order = await postCreated(`${request.base}/v1/store/orders`, request.token, { petId });
        await postCreated(`${request.base}/v1/store/orders/${order['id'] as string}/payment`, request.token, {
          amount: request.price,
          currency: 'USD',
          method: card,
        });
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latencies };
}

parentPort?.on('message', (message: { id: number; request: LoadRequest }) => {
  const { id, request } = message;
  const run = async (): Promise<unknown> => {
    if (request.method === 'startReceiver') return startReceiver();
    if (request.method === 'received') return received;
    return adopt(request);
  };
  run().then(
    (result) => parentPort?.postMessage({ id, result }),
    (error: unknown) => parentPort?.postMessage({ id, error: String(error) }),
  );
});
