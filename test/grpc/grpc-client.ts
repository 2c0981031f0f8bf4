import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import {
  LOADER_OPTIONS,
  PETSTORE_PROTO_FILES,
  loadHealthDefinition,
} from '../../src/adapters/grpc/proto-files.js';
import { decodeStatusDetails } from '../../src/adapters/grpc/status-details.js';

type Message = Record<string, unknown>;
type Constructor = grpc.ServiceClientConstructor;

/** Clients built from the same proto files as the server, as an internal consumer would build them. */
export interface PetstoreClients {
  pets: grpc.Client;
  store: grpc.Client;
  users: grpc.Client;
  chat: grpc.Client;
  health: grpc.Client;
  close(): void;
}

export function petstoreClients(address: string): PetstoreClients {
  const definition = protoLoader.loadSync(PETSTORE_PROTO_FILES, LOADER_OPTIONS);
  const loaded = grpc.loadPackageDefinition({ ...definition, ...loadHealthDefinition() }) as unknown as {
    petstore: { v1: Record<string, Constructor> };
    grpc: { health: { v1: { Health: Constructor } } };
  };
  const credentials = grpc.credentials.createInsecure();
  const make = (ctor: Constructor | undefined) => new (ctor as Constructor)(address, credentials);
  const clients = {
    pets: make(loaded.petstore.v1['PetService']),
    store: make(loaded.petstore.v1['StoreService']),
    users: make(loaded.petstore.v1['UserService']),
    chat: make(loaded.petstore.v1['ChatService']),
    health: make(loaded.grpc.health.v1.Health),
  };
  return { ...clients, close: () => Object.values(clients).forEach((client) => client.close()) };
}

export interface CallOutcome {
  response: Message;
  trailers: grpc.Metadata;
}

export interface CallFailure {
  code: grpc.status;
  details: string;
  trailers: grpc.Metadata;
}

type UnaryMethod = (
  request: Message,
  metadata: grpc.Metadata,
  options: grpc.CallOptions,
  callback: (error: grpc.ServiceError | null, answer: Message) => void,
) => grpc.ClientUnaryCall;

/** Metadata of a call: a bearer token, a tenant, a request id. */
export function metadataOf(entries: Record<string, string> = {}): grpc.Metadata {
  const metadata = new grpc.Metadata();
  for (const [key, value] of Object.entries(entries)) metadata.set(key, value);
  return metadata;
}

export function withToken(token: string, extra: Record<string, string> = {}): grpc.Metadata {
  return metadataOf({ authorization: `Bearer ${token}`, ...extra });
}

/** One unary call; resolves with the answer and trailers, rejects with the status and trailers. */
export function unaryCall(
  client: grpc.Client,
  method: string,
  request: Message,
  metadata: grpc.Metadata = new grpc.Metadata(),
  options: grpc.CallOptions = {},
): Promise<CallOutcome> {
  return new Promise((resolve, reject) => {
    let response: Message | undefined;
    const invoke = (client as unknown as Record<string, UnaryMethod>)[method];
    if (invoke === undefined) throw new Error(`no method ${method}`);
    const call = invoke.call(
      client,
      request,
      metadata,
      options,
      (error: grpc.ServiceError | null, answer: Message) => {
        if (error !== null) reject({ code: error.code, details: error.details, trailers: error.metadata });
        else response = answer;
      },
    ) as grpc.ClientUnaryCall;
    // grpc-js tells the status (with the trailers) just after the callback.
    call.on('status', (status: grpc.StatusObject) => {
      if (response !== undefined) resolve({ response, trailers: status.metadata });
    });
  });
}

/** The refusal of a call that must fail, with its rich error model decoded. */
export async function failedCall(
  client: grpc.Client,
  method: string,
  request: Message,
  metadata?: grpc.Metadata,
): Promise<CallFailure & { rich: ReturnType<typeof decodeStatusDetails> }> {
  try {
    await unaryCall(client, method, request, metadata);
  } catch (failure) {
    const { code, details, trailers } = failure as CallFailure;
    const bytes = trailers.get('grpc-status-details-bin')[0];
    if (!(bytes instanceof Buffer))
      throw new Error(`no status details on ${grpc.status[code]}: ${details}`, { cause: failure });
    return { code, details, trailers, rich: decodeStatusDetails(bytes) };
  }
  throw new Error(`${method} succeeded where it should have failed`);
}
