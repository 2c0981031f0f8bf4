import { createRequire } from 'node:module';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import type protobuf from 'protobufjs';
import descriptor from 'protobufjs/ext/descriptor/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { petstoreClients, unaryCall, type PetstoreClients } from './grpc-client.js';

const require = createRequire(import.meta.url);

/** A reflection client knows the reflection protocol only, never the service's own protos. */
function reflectionClient(address: string, version: 'v1' | 'v1alpha'): grpc.Client {
  const file = require.resolve(`@grpc/reflection/build/proto/grpc/reflection/${version}/reflection.proto`);
  const loaded = grpc.loadPackageDefinition(protoLoader.loadSync(file, { keepCase: true })) as unknown as {
    grpc: { reflection: Record<string, { ServerReflection: grpc.ServiceClientConstructor }> };
  };
  const ctor = loaded.grpc.reflection[version]?.ServerReflection as grpc.ServiceClientConstructor;
  return new ctor(address, grpc.credentials.createInsecure());
}

type ReflectionAnswer = Record<string, unknown>;

/** One request on the bidirectional reflection stream, one answer back. */
function reflect(client: grpc.Client, request: Record<string, unknown>): Promise<ReflectionAnswer> {
  return new Promise((resolve, reject) => {
    const stream = (
      client as unknown as { ServerReflectionInfo(): grpc.ClientDuplexStream<object, ReflectionAnswer> }
    ).ServerReflectionInfo();
    stream.once('data', (answer: ReflectionAnswer) => {
      resolve(answer);
      stream.end();
    });
    stream.once('error', reject);
    stream.write(request);
  });
}

let service: TestGateway;
let clients: PetstoreClients;

beforeAll(async () => {
  service = await sharedTestGateway();
  clients = petstoreClients(service.grpcAddress);
});
afterAll(async () => {
  clients.close();
});

describe('server reflection', () => {
  for (const version of ['v1', 'v1alpha'] as const) {
    it(`lists every service, health included (${version})`, async () => {
      const client = reflectionClient(service.grpcAddress, version);
      const answer = await reflect(client, { list_services: '' });
      client.close();
      const names = (answer['list_services_response'] as { service: { name: string }[] }).service.map(
        (s) => s.name,
      );
      expect(names).toEqual(
        expect.arrayContaining([
          'petstore.v1.PetService',
          'petstore.v1.StoreService',
          'petstore.v1.UserService',
          'petstore.v1.ChatService',
          'grpc.health.v1.Health',
        ]),
      );
    });
  }

  it('describes PetService with its methods and message types', async () => {
    const client = reflectionClient(service.grpcAddress, 'v1');
    const answer = await reflect(client, { file_containing_symbol: 'petstore.v1.PetService' });
    client.close();
    const files = (answer['file_descriptor_response'] as { file_descriptor_proto: Buffer[] })
      .file_descriptor_proto;
    const FileDescriptorProto = (descriptor as unknown as { FileDescriptorProto: protobuf.Type })
      .FileDescriptorProto;
    const decoded = files.map(
      (bytes) =>
        FileDescriptorProto.toObject(FileDescriptorProto.decode(bytes)) as {
          name: string;
          service?: {
            name: string;
            method: { name: string; inputType: string; outputType: string; serverStreaming?: boolean }[];
          }[];
        },
    );
    const petService = decoded.flatMap((file) => file.service ?? []).find((s) => s.name === 'PetService');
    expect(petService?.method.map((method) => [method.name, method.outputType])).toEqual([
      ['GetPet', '.petstore.v1.Pet'],
      ['ListPets', '.petstore.v1.ListPetsResponse'],
      ['CreatePet', '.petstore.v1.Pet'],
      ['UpdatePet', '.petstore.v1.Pet'],
      ['DeletePet', '.google.protobuf.Empty'],
      ['WatchPetStatus', '.petstore.v1.WatchPetStatusResponse'],
    ]);
    const streaming = petService?.method.filter((method) => method.serverStreaming === true);
    expect(streaming?.map((method) => method.name)).toEqual(['WatchPetStatus']);
  });
});

describe('server reflection of the error model', () => {
  // Details travel as google.protobuf.Any in grpc-status-details-bin: a client decodes them by
  // asking reflection for the type its type URL names (grpcurl and `buf curl` print base64 else).
  for (const symbol of [
    'google.rpc.Status',
    'google.rpc.ErrorInfo',
    'google.rpc.BadRequest',
    'google.rpc.RetryInfo',
  ]) {
    it(`describes ${symbol}`, async () => {
      const client = reflectionClient(service.grpcAddress, 'v1');
      const answer = await reflect(client, { file_containing_symbol: symbol });
      client.close();
      const files = (answer['file_descriptor_response'] as { file_descriptor_proto: Buffer[] } | undefined)
        ?.file_descriptor_proto;
      expect(files, JSON.stringify(answer['error_response'])).toBeDefined();
      const FileDescriptorProto = (descriptor as unknown as { FileDescriptorProto: protobuf.Type })
        .FileDescriptorProto;
      const decoded = files!.map(
        (bytes) =>
          FileDescriptorProto.toObject(FileDescriptorProto.decode(bytes)) as {
            name: string;
            package: string;
            messageType?: { name: string; field?: { typeName?: string }[] }[];
          },
      );
      const name = symbol.split('.').at(-1);
      const file = decoded.find((each) => each.messageType?.some((message) => message.name === name));
      expect(file?.package).toBe('google.rpc');
      // Every type it names is absolute and defined in a file the answer carries, as a client
      // that builds a schema from it (grpcurl, `buf curl`) needs.
      type Message = { name: string; field?: { typeName?: string }[]; nestedType?: Message[] };
      const messages = (scope: string, list: Message[] = []): [string, Message][] =>
        list.flatMap((message) => [
          [`${scope}.${message.name}`, message] as [string, Message],
          ...messages(`${scope}.${message.name}`, message.nestedType),
        ]);
      const all = decoded.flatMap((each) => messages(`.${each.package}`, each.messageType as Message[]));
      const defined = new Set(all.map(([name]) => name));
      const references = all.flatMap(([, message]) =>
        (message.field ?? []).flatMap((field) => (field.typeName === undefined ? [] : [field.typeName])),
      );
      for (const reference of references) expect(defined, reference).toContain(reference);
    });
  }
});

describe('health', () => {
  it('says SERVING for the server and each service, NOT_FOUND for an unknown one', async () => {
    for (const name of ['', 'petstore.v1.PetService', 'petstore.v1.StoreService']) {
      const { response } = await unaryCall(clients.health, 'Check', { service: name });
      expect(response).toEqual({ status: 'SERVING' });
    }
    await expect(unaryCall(clients.health, 'Check', { service: 'nope.Service' })).rejects.toMatchObject({
      code: grpc.status.NOT_FOUND,
    });
  });
});
