import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  type GraphQLEnumType,
  type GraphQLInputObjectType,
} from 'graphql';
import { expect, test } from 'vitest';
import { SCOPE_VALUES } from '../../src/adapters/graphql/resolvers/admin.js';
import { PET_SORT_VALUES } from '../../src/adapters/graphql/resolvers/pets.js';
import { SCHEMA_FILE } from '../../src/adapters/graphql/schema.js';
import { CreateStaffAccountSchema, StatusChangeSchema } from '../../src/core/admin/schemas.js';
import { AUDIT_OUTCOMES } from '../../src/core/audit/model.js';
import { ListAuditLogsQuerySchema } from '../../src/core/audit/query.js';
import {
  OAUTH_GRANT_TYPES,
  OAuthClientRegistrationSchema,
} from '../../src/core/auth/oauth-client-schemas.js';
import { CHAT_ROLES } from '../../src/core/chat/types.js';
import { ROLES, SCOPES } from '../../src/core/context.js';
import {
  GENDERS,
  PET_SORTS,
  PET_STATUSES,
  SIZES,
  SPECIES,
  STAFF_SETTABLE_STATUSES,
} from '../../src/core/pets/types.js';
import { ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from '../../src/core/store/types.js';
import { USER_STATUSES } from '../../src/core/users/model.js';

/**
 * The SDL's enumerations against the core's vocabulary, answers included. Every operation's
 * arguments are held to the core's schemas field by field in test/unit/contracts/sdl.test.ts.
 */
const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));

function inputType(name: string): GraphQLInputObjectType {
  return schema.getType(name) as GraphQLInputObjectType;
}

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
    SettableUserStatus: StatusChangeSchema.shape.status.options,
    StaffRole: CreateStaffAccountSchema.shape.role.options,
    Protocol: ListAuditLogsQuerySchema.shape.protocol.unwrap().options,
    AuditOutcome: AUDIT_OUTCOMES,
    OAuthClientKind: OAuthClientRegistrationSchema.shape.kind.options,
    OAuthGrantType: OAUTH_GRANT_TYPES,
  };
  for (const [name, vocabulary] of Object.entries(expected))
    expect(values(name), name).toEqual([...vocabulary]);
  // Every enum-typed input field names one of these enums (or Scope, below).
  for (const name of [
    'CreatePetInput',
    'UpdatePetInput',
    'PetFilter',
    'CreateAccountInput',
    'AdminUserFilter',
    'AdminOrderFilter',
    'AuditLogFilter',
    'RegisterOAuthClientInput',
  ]) {
    for (const field of Object.values(inputType(name).getFields())) {
      const named = getNamedType(field.type);
      if (isEnumType(named))
        expect([...Object.keys(expected), 'Scope'], `${name}.${field.name}`).toContain(named.name);
    }
  }
  // The sort enum maps each of its values to one REST sort, and covers them all.
  expect(
    values('PetSort')
      .map((value) => PET_SORT_VALUES[value])
      .sort(),
  ).toEqual([...PET_SORTS].sort());
  // Each scope is named once, and every scope of the core has its name.
  expect(values('Scope').map((value) => SCOPE_VALUES[value as keyof typeof SCOPE_VALUES])).toEqual([
    ...SCOPES,
  ]);
});
