/**
 * The client side of bench/grpc.ts, in a worker thread so load generation does not compete with
 * the servers for their event loop: `concurrency` calls in flight at all times, spread over a few
 * channels (HTTP/2 connections, as real clients multiplex), for `seconds`; every call's latency
 * is kept, with the share of the time this thread was busy (its event loop utilisation).
 *
 * The request message is encoded once, before the clock starts. `client` says who sends it:
 * - `frames`: HTTP/2 frames written by hand over TCP (grpc-frames-connection.ts), the gRPC peer
 *   of what autocannon is for HTTP/1.1: the load generator costs next to nothing;
 * - `http2`: node:http2's client with gRPC's framing (a 5-byte prefix, `grpc-status` in the
 *   trailers): a stream object and its events per call;
 * - `grpc-js`: a grpc-js client sending the encoded bytes and keeping the answer as bytes (the
 *   channel, call and metadata machinery of a real client, without the message mapping);
 * - `grpc-js-decoded`: a grpc-js client from the proto files, mapping messages both ways as an
 *   application does.
 */
import http2 from 'node:http2';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import * as grpc from '@grpc/grpc-js';
import { loadPetstoreDefinition } from '../../src/adapters/grpc/proto-files.js';
import { framesConnection, type FramesConnection } from './grpc-frames-connection.js';

export type GrpcLoadClient = 'frames' | 'http2' | 'grpc-js' | 'grpc-js-decoded';

export interface GrpcLoad {
  address: string;
  method: 'GetPet' | 'ListPets';
  request: Record<string, unknown>;
  client: GrpcLoadClient;
  channels: number;
  concurrency: number;
  seconds: number;
}

export interface GrpcLoadResult {
  calls: number;
  errors: number;
  latencies: number[];
  /** The share of the run this thread was busy: near 1, the load generator is the limit. */
  busy: number;
}

/** Sends one call and calls back once it has ended, `ok` when its status was OK. */
type Send = (done: (ok: boolean) => void) => void;

interface Sender {
  send: Send;
  close(): void;
}

function methodOf(load: GrpcLoad): grpc.MethodDefinition<object, object> {
  const service = loadPetstoreDefinition()['petstore.v1.PetService'] as grpc.ServiceDefinition;
  return service[load.method] as grpc.MethodDefinition<object, object>;
}

/** The request as gRPC sends it on the wire: not compressed, its length, the message. */
function grpcFrame(load: GrpcLoad, method: grpc.MethodDefinition<object, object>): Buffer {
  const message = method.requestSerialize(load.request);
  const frame = Buffer.alloc(5 + message.length);
  frame.writeUInt32BE(message.length, 1);
  message.copy(frame, 5);
  return frame;
}

/** HTTP/2 frames by hand: one connection per channel. */
function framesSender(load: GrpcLoad, method: grpc.MethodDefinition<object, object>): Sender {
  const frame = grpcFrame(load, method);
  const connections = Array.from({ length: load.channels }, () =>
    framesConnection(load.address, method.path, frame),
  );
  let next = 0;
  return {
    send: (done) => (connections[next++ % connections.length] as FramesConnection).call(done),
    close: () => connections.forEach((connection) => connection.close()),
  };
}

/** gRPC over node:http2: one session per channel, one stream per call. */
function http2Sender(load: GrpcLoad, method: grpc.MethodDefinition<object, object>): Sender {
  const frame = grpcFrame(load, method);
  const headers = {
    ':method': 'POST',
    ':path': method.path,
    'content-type': 'application/grpc',
    te: 'trailers',
  };
  const sessions = Array.from({ length: load.channels }, () => http2.connect(`http://${load.address}`));
  let next = 0;
  return {
    send(done) {
      const session = sessions[next++ % sessions.length] as http2.ClientHttp2Session;
      const stream = session.request(headers, { endStream: false });
      let status: string | undefined;
      stream.on('response', (answer) => {
        // A failure may come as headers only, with the status in them.
        status ??= answer['grpc-status'] as string | undefined;
      });
      stream.on('trailers', (trailers) => {
        status = trailers['grpc-status'] as string | undefined;
      });
      stream.on('data', () => undefined);
      stream.on('close', () => done(status === '0'));
      stream.on('error', () => undefined);
      stream.end(frame);
    },
    close: () => sessions.forEach((session) => session.close()),
  };
}

/** grpc-js clients, one per channel; `decoded` maps messages as an application does. */
function grpcJsSender(
  load: GrpcLoad,
  method: grpc.MethodDefinition<object, object>,
  decoded: boolean,
): Sender {
  const message = method.requestSerialize(load.request);
  const clients = Array.from(
    { length: load.channels },
    // A distinct option per client: grpc-js shares one channel among identical clients.
    (_, index) =>
      new grpc.Client(load.address, grpc.credentials.createInsecure(), { 'bench.channel': index }),
  );
  const serialize = decoded ? method.requestSerialize : () => message;
  const deserialize = decoded ? method.responseDeserialize : (bytes: Buffer) => bytes;
  let next = 0;
  return {
    send(done) {
      const client = clients[next++ % clients.length] as grpc.Client;
      client.makeUnaryRequest(method.path, serialize, deserialize, load.request, (error) =>
        done(error === null),
      );
    },
    close: () => clients.forEach((client) => client.close()),
  };
}

async function run(load: GrpcLoad): Promise<GrpcLoadResult> {
  const method = methodOf(load);
  const sender =
    load.client === 'frames'
      ? framesSender(load, method)
      : load.client === 'http2'
        ? http2Sender(load, method)
        : grpcJsSender(load, method, load.client === 'grpc-js-decoded');
  const latencies: number[] = [];
  let errors = 0;
  const startedAt = performance.eventLoopUtilization();
  const until = Date.now() + load.seconds * 1000;
  const lane = () =>
    new Promise<void>((resolve) => {
      const one = () => {
        if (Date.now() >= until) return resolve();
        const started = process.hrtime.bigint();
        sender.send((ok) => {
          if (!ok) errors += 1;
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          one();
        });
      };
      one();
    });
  await Promise.all(Array.from({ length: load.concurrency }, lane));
  const { utilization } = performance.eventLoopUtilization(startedAt);
  sender.close();
  return { calls: latencies.length, errors, latencies, busy: utilization };
}

parentPort?.postMessage(await run(workerData as GrpcLoad));
