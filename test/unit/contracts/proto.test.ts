import protobuf from 'protobufjs';
import type { z } from 'zod';
import { describe, expect, test } from 'vitest';
import { LoginSchema } from '../../../src/core/auth/schemas.js';
import { ChatCompletionRequestSchema } from '../../../src/core/chat/schemas.js';
import { OrderPaymentSchema } from '../../../src/core/payments/schemas.js';
import { CreatePetSchema, ListPetsQuerySchema, ReplacePetSchema } from '../../../src/core/pets/schemas.js';
import {
  CancelOrderSchema,
  ListOrdersQuerySchema,
  PlaceOrderSchema,
} from '../../../src/core/store/schemas.js';
import { SignUpSchema, UpdateUserSchema } from '../../../src/core/users/schemas.js';
import { CHAT_CONVENTION_SPELLINGS, coreFields, disagreements, type Field, type Rule } from './fields.js';
import {
  GRPC_GAPS,
  PET_OUTPUT_ONLY,
  PROTO_DOOR,
  REST_PATH_AND_HEADERS,
  STATUS_SET_BY_UPDATE_ONLY,
  USER_OUTPUT_ONLY,
  loadProtos,
  protoFields,
  withResource,
} from './proto-contract.js';

/** Every request message of protos/petstore/v1 against the core schema the RPC's handler feeds. */
const root = loadProtos();
const message = (name: string) => root.lookupType(`petstore.v1.${name}`);

interface Pair {
  request: string;
  schema: z.ZodType;
  /** Rule RESOURCE_IN_REQUEST: the field holding the resource, when there is one. */
  resource?: string;
  rules?: Rule[];
}

const PAIRS: Pair[] = [
  {
    request: 'CreatePetRequest',
    schema: CreatePetSchema,
    resource: 'pet',
    rules: [PET_OUTPUT_ONLY, STATUS_SET_BY_UPDATE_ONLY],
  },
  {
    request: 'UpdatePetRequest',
    schema: ReplacePetSchema,
    resource: 'pet',
    rules: [PET_OUTPUT_ONLY, REST_PATH_AND_HEADERS],
  },
  { request: 'ListPetsRequest', schema: ListPetsQuerySchema },
  { request: 'PlaceOrderRequest', schema: PlaceOrderSchema },
  { request: 'ListOrdersRequest', schema: ListOrdersQuerySchema, rules: [GRPC_GAPS] },
  { request: 'CancelOrderRequest', schema: CancelOrderSchema, rules: [REST_PATH_AND_HEADERS] },
  { request: 'PayOrderRequest', schema: OrderPaymentSchema, rules: [REST_PATH_AND_HEADERS] },
  { request: 'CreateUserRequest', schema: SignUpSchema, resource: 'user', rules: [USER_OUTPUT_ONLY] },
  {
    request: 'UpdateUserRequest',
    schema: UpdateUserSchema,
    resource: 'user',
    rules: [USER_OUTPUT_ONLY, REST_PATH_AND_HEADERS],
  },
  { request: 'CreateTokenRequest', schema: LoginSchema },
  {
    request: 'CreateCompletionRequest',
    schema: ChatCompletionRequestSchema,
    rules: [CHAT_CONVENTION_SPELLINGS, GRPC_GAPS],
  },
  {
    request: 'StreamCompletionRequest',
    schema: ChatCompletionRequestSchema,
    rules: [CHAT_CONVENTION_SPELLINGS, GRPC_GAPS],
  },
];

function fieldsOf(pair: Pair): Field[] {
  const type = message(pair.request);
  return pair.resource === undefined ? protoFields(type) : withResource(type, pair.resource);
}

describe('every gRPC request message agrees with the core, field by field', () => {
  test.each(PAIRS)('$request', (pair) => {
    expect(
      disagreements(coreFields(pair.schema), fieldsOf(pair), PROTO_DOOR, pair.request, pair.rules),
    ).toEqual([]);
  });

  test('every RPC takes a compared message, or ids and nothing else', () => {
    const compared = new Set(PAIRS.map((pair) => pair.request));
    const ids = new Set(REST_PATH_AND_HEADERS.contractOnly);
    const unchecked: string[] = [];
    for (const service of (root.lookup('petstore.v1') as protobuf.Namespace).nestedArray) {
      if (!(service instanceof protobuf.Service)) continue;
      for (const method of service.methodsArray) {
        const request = method.resolvedRequestType as protobuf.Type;
        if (compared.has(request.name)) continue;
        const others = request.fieldsArray.filter((each) => !ids.has(each.name)).map((each) => each.name);
        if (others.length > 0) unchecked.push(`${service.name}.${method.name}: ${request.name} [${others}]`);
      }
    }
    expect(unchecked).toEqual([]);
  });
});
