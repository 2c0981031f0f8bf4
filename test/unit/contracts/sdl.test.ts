import type { z } from 'zod';
import { describe, expect, test } from 'vitest';
import {
  CreateStaffAccountSchema,
  ForceCancelOrderSchema,
  ListUsersQuerySchema,
  RoleChangeSchema,
  StatusChangeSchema,
} from '../../../src/core/admin/schemas.js';
import { ListAuditLogsQuerySchema } from '../../../src/core/audit/query.js';
import { OAuthClientRegistrationSchema } from '../../../src/core/auth/oauth-client-schemas.js';
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
import { CHAT_CONVENTION_SPELLINGS, coreFields, disagreements, type Rule } from './fields.js';
import {
  GRAPHQL_GAPS,
  GRAPHQL_IDS_AND_HEADERS,
  SDL_DOOR,
  operationFields,
  operations,
} from './sdl-contract.js';

/** Every GraphQL operation's arguments against the core schema its resolver feeds. */
const PAIRS: {
  root: 'Query' | 'Mutation' | 'Subscription';
  name: string;
  schema: z.ZodType;
  rules?: Rule[];
}[] = [
  { root: 'Query', name: 'pets', schema: ListPetsQuerySchema },
  { root: 'Query', name: 'orders', schema: ListOrdersQuerySchema, rules: [GRAPHQL_GAPS] },
  { root: 'Mutation', name: 'createPet', schema: CreatePetSchema },
  { root: 'Mutation', name: 'updatePet', schema: ReplacePetSchema },
  { root: 'Mutation', name: 'placeOrder', schema: PlaceOrderSchema },
  { root: 'Mutation', name: 'cancelOrder', schema: CancelOrderSchema },
  { root: 'Mutation', name: 'payOrder', schema: OrderPaymentSchema },
  { root: 'Mutation', name: 'signUp', schema: SignUpSchema },
  { root: 'Mutation', name: 'updateMe', schema: UpdateUserSchema },
  { root: 'Mutation', name: 'createToken', schema: LoginSchema },
  {
    root: 'Mutation',
    name: 'chatCompletion',
    schema: ChatCompletionRequestSchema,
    rules: [CHAT_CONVENTION_SPELLINGS],
  },
  { root: 'Query', name: 'adminUsers', schema: ListUsersQuerySchema },
  { root: 'Query', name: 'adminOrders', schema: ListOrdersQuerySchema },
  { root: 'Query', name: 'auditLogs', schema: ListAuditLogsQuerySchema },
  { root: 'Mutation', name: 'createAccount', schema: CreateStaffAccountSchema },
  { root: 'Mutation', name: 'setUserStatus', schema: StatusChangeSchema },
  { root: 'Mutation', name: 'setUserRole', schema: RoleChangeSchema },
  { root: 'Mutation', name: 'forceCancelOrder', schema: ForceCancelOrderSchema },
  { root: 'Mutation', name: 'registerOAuthClient', schema: OAuthClientRegistrationSchema },
  {
    root: 'Subscription',
    name: 'chatCompletionStream',
    schema: ChatCompletionRequestSchema,
    rules: [CHAT_CONVENTION_SPELLINGS],
  },
];

describe('every GraphQL operation agrees with the core, field by field', () => {
  test.each(PAIRS)('$root.$name', ({ root, name, schema, rules = [] }) => {
    const fields = operationFields(root, name) ?? [];
    expect(
      disagreements(coreFields(schema), fields, SDL_DOOR, `${root}.${name}`, [
        GRAPHQL_IDS_AND_HEADERS,
        ...rules,
      ]),
    ).toEqual([]);
  });

  test('every operation is compared, or takes ids and nothing else', () => {
    const compared = new Set(PAIRS.map((pair) => `${pair.root}.${pair.name}`));
    const ids = new Set(GRAPHQL_IDS_AND_HEADERS.contractOnly);
    const unchecked = operations()
      .filter(({ root, name }) => !compared.has(`${root}.${name}`))
      .map(({ root, name }) => ({
        at: `${root}.${name}`,
        others: (operationFields(root, name) ?? []).map((each) => each.name).filter((each) => !ids.has(each)),
      }))
      .filter(({ others }) => others.length > 0)
      .map(({ at, others }) => `${at}: [${others}]`);
    expect(unchecked).toEqual([]);
  });
});
