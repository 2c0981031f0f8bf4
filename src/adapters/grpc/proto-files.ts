import { fileURLToPath } from 'node:url';
import * as protoLoader from '@grpc/proto-loader';
import { protoPath as healthProtoPath } from 'grpc-health-check';

/** `protos/` at the repository root: the contract, read at start (no generated code). */
export const PROTO_ROOT = fileURLToPath(new URL('../../../protos', import.meta.url));

export const PETSTORE_PROTO_FILES = [
  'petstore/v1/pet_service.proto',
  'petstore/v1/store_service.proto',
  'petstore/v1/user_service.proto',
  'petstore/v1/chat_service.proto',
];

/**
 * How messages look in JavaScript, for the server and for clients built from the same files:
 * camelCase fields, enums by name, 64-bit integers as numbers (versions stay far below 2^53),
 * unset fields absent (so "not given" differs from a zero value), oneofs named.
 */
export const LOADER_OPTIONS: protoLoader.Options = {
  keepCase: false,
  longs: Number,
  enums: String,
  defaults: false,
  oneofs: true,
  includeDirs: [PROTO_ROOT],
};

let petstoreDefinition: protoLoader.PackageDefinition | undefined;

/**
 * Parsed once per process: the files ship with the code and do not change while it runs, and
 * parsing them is a tenth of a second that a second gateway of the process (a test's) would pay again.
 */
export function loadPetstoreDefinition(): protoLoader.PackageDefinition {
  petstoreDefinition ??= protoLoader.loadSync(PETSTORE_PROTO_FILES, LOADER_OPTIONS);
  return petstoreDefinition;
}

/** The standard health service's definition, for reflection to describe it too. */
export function loadHealthDefinition(): protoLoader.PackageDefinition {
  return protoLoader.loadSync(healthProtoPath, LOADER_OPTIONS);
}

/**
 * The rich error model whose messages the door packs into `grpc-status-details-bin`
 * (status-details.ts): described by reflection too, so grpcurl and `buf curl` decode the details
 * by their type URLs instead of printing base64.
 */
export const ERROR_MODEL_PROTO_FILES = ['google/rpc/status.proto', 'google/rpc/error_details.proto'];

/**
 * Every file as reflection describes it: fields by their names in the proto files (`page_size`),
 * so grpcurl and `buf curl` accept the JSON the docs show (the server's own messages use
 * camelCase in JavaScript only).
 */
export function loadReflectionDefinition(): protoLoader.PackageDefinition {
  const options = { ...LOADER_OPTIONS, keepCase: true };
  return {
    // One load: proto-loader describes the types of each package as one file per load
    // (`google_protobuf.proto`), and two loads would give two different files of that name.
    ...protoLoader.loadSync([...PETSTORE_PROTO_FILES, ...ERROR_MODEL_PROTO_FILES], options),
    ...protoLoader.loadSync(healthProtoPath, options),
  };
}

export const PETSTORE_SERVICES = [
  'petstore.v1.PetService',
  'petstore.v1.StoreService',
  'petstore.v1.UserService',
  'petstore.v1.ChatService',
] as const;
