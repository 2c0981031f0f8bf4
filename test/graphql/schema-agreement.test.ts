import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isNonNullType,
  type GraphQLEnumType,
  type GraphQLInputObjectType,
} from 'graphql';
import type { z } from 'zod';
import { describe, expect, test } from 'vitest';
import { PET_SORT_VALUES } from '../../src/adapters/graphql/resolvers/pets.js';
import { SCHEMA_FILE } from '../../src/adapters/graphql/schema.js';
import { ChatCompletionRequestSchema } from '../../src/core/chat/schemas.js';
import { CHAT_ROLES } from '../../src/core/chat/types.js';
import { ROLES } from '../../src/core/context.js';
import { CreatePetSchema, ListPetsQuerySchema, ReplacePetSchema } from '../../src/core/pets/schemas.js';
import {
  GENDERS,
  PET_SORTS,
  PET_STATUSES,
  SIZES,
  SPECIES,
  STAFF_SETTABLE_STATUSES,
} from '../../src/core/pets/types.js';
import { PlaceOrderSchema } from '../../src/core/store/schemas.js';
import { ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from '../../src/core/store/types.js';
import { USER_STATUSES } from '../../src/core/users/model.js';
import { SignUpSchema, UpdateUserSchema } from '../../src/core/users/schemas.js';
import { zodJsonSchema } from '../platform/schema-agreement.js';

/** The SDL's input types against the core's zod schemas, as the OpenAPI tests do for REST. */
const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));

function inputType(name: string): GraphQLInputObjectType {
  return schema.getType(name) as GraphQLInputObjectType;
}

function zodShape(zodSchema: z.ZodType): { fields: string[]; required: string[] } {
  const json = zodJsonSchema(zodSchema) as { properties?: Record<string, unknown>; required?: string[] };
  return { fields: Object.keys(json.properties ?? {}).sort(), required: [...(json.required ?? [])].sort() };
}

describe('input types have the core schema fields, required alike', () => {
  const pairs: [string, z.ZodType, string[]][] = [
    ['CreatePetInput', CreatePetSchema, []],
    ['UpdatePetInput', ReplacePetSchema, []],
    ['PlaceOrderInput', PlaceOrderSchema, []],
    ['SignUpInput', SignUpSchema, []],
    ['UpdateMeInput', UpdateUserSchema, []],
    // Paging and sorting are the connection's own arguments, not the filter's.
    ['PetFilter', ListPetsQuerySchema, ['sort', 'limit', 'cursor']],
    // Streaming is the operation's choice (mutation or subscription), and `maxTokens` is the one
    // spelling of the convention's `max_tokens` and `max_completion_tokens`.
    [
      'ChatCompletionInput',
      ChatCompletionRequestSchema,
      ['stream', 'stream_options', 'max_tokens', 'max_completion_tokens'],
    ],
  ];
  test.each(pairs)('%s', (name, zodSchema, elsewhere) => {
    const type = inputType(name);
    const fields = Object.values(type.getFields());
    const core = zodShape(zodSchema);
    expect(fields.map((field) => field.name).sort()).toEqual(
      core.fields.filter((f) => !elsewhere.includes(f)),
    );
    const required = fields.filter((field) => isNonNullType(field.type)).map((field) => field.name);
    expect(required.sort()).toEqual(core.required.filter((f) => !elsewhere.includes(f)));
  });

  test('chat messages take the fields the core reads, roles its vocabulary', () => {
    const request = zodJsonSchema(ChatCompletionRequestSchema) as {
      properties: { messages: { items: { properties: object; required: string[] } } };
    };
    const message = request.properties.messages.items;
    const fields = Object.values(inputType('ChatMessageInput').getFields());
    expect(fields.map((field) => field.name).sort()).toEqual(Object.keys(message.properties).sort());
    expect(
      fields
        .filter((field) => isNonNullType(field.type))
        .map((field) => field.name)
        .sort(),
    ).toEqual([...message.required].sort());
  });

  test('medical info takes the fields the core keeps', () => {
    const medical = zodJsonSchema(CreatePetSchema) as { properties: Record<string, { anyOf?: unknown[] }> };
    const branches = (medical.properties['medicalInfo']?.anyOf ?? []) as { properties?: object }[];
    const coreFields = Object.keys(branches.find((branch) => branch.properties)?.properties ?? {}).sort();
    expect(Object.keys(inputType('MedicalInfoInput').getFields()).sort()).toEqual(coreFields);
    expect(coreFields.length).toBeGreaterThan(0);
  });
});

test('enums are the core vocabulary, value for value', () => {
  const values = (name: string) =>
    (schema.getType(name) as GraphQLEnumType).getValues().map((value) => value.name);
  const expected: Record<string, readonly string[]> = {
    Species: SPECIES,
    PetSize: SIZES,
    Gender: GENDERS,
    PetStatus: PET_STATUSES,
    SettablePetStatus: STAFF_SETTABLE_STATUSES,
    OrderStatus: ORDER_STATUSES,
    OrderPaymentStatus: ORDER_PAYMENT_STATUSES,
    Role: ROLES,
    UserStatus: USER_STATUSES,
    ChatRole: CHAT_ROLES,
  };
  for (const [name, vocabulary] of Object.entries(expected))
    expect(values(name), name).toEqual([...vocabulary]);
  // Every enum-typed input field names one of these enums.
  for (const name of ['CreatePetInput', 'UpdatePetInput', 'PetFilter']) {
    for (const field of Object.values(inputType(name).getFields())) {
      const named = getNamedType(field.type);
      if (isEnumType(named)) expect(Object.keys(expected), `${name}.${field.name}`).toContain(named.name);
    }
  }
  // The sort enum maps each of its values to one REST sort, and covers them all.
  expect(
    values('PetSort')
      .map((value) => PET_SORT_VALUES[value])
      .sort(),
  ).toEqual([...PET_SORTS].sort());
});
