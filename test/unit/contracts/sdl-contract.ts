import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  type GraphQLObjectType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
} from 'graphql';
import { SCOPE_VALUES } from '../../../src/adapters/graphql/resolvers/admin.js';
import { PET_SORT_VALUES } from '../../../src/adapters/graphql/resolvers/pets.js';
import { SCHEMA_FILE } from '../../../src/adapters/graphql/schema.js';
import { camelCase, field, type Door, type Field, type Kind, type Rule } from './fields.js';

export const sdl = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));

type Root = 'Query' | 'Mutation' | 'Subscription';

function rootType(root: Root): GraphQLObjectType | null | undefined {
  return root === 'Query'
    ? sdl.getQueryType()
    : root === 'Mutation'
      ? sdl.getMutationType()
      : sdl.getSubscriptionType();
}

const SCALARS: Record<string, Kind> = {
  String: 'string',
  ID: 'string',
  Int: 'integer',
  Float: 'number',
  Boolean: 'boolean',
  DateTime: 'date',
};

/**
 * Rule GRAPHQL_ENUM_NAMES: an enum value is a name, so values the core spells otherwise
 * (`-createdAt`, `read:pets`) are renamed, and the door maps them back with its own table.
 */
const ENUM_VALUES: Record<string, Record<string, string>> = {
  PetSort: PET_SORT_VALUES,
  Scope: SCOPE_VALUES,
};

function typeField(name: string, type: GraphQLInputType, hasDefault: boolean): Field {
  const required = isNonNullType(type) && !hasDefault;
  const inner = isNonNullType(type) ? type.ofType : type;
  const list = isListType(inner);
  const named = getNamedType(type);
  const common = { required, list };
  if (isEnumType(named)) {
    const mapped = ENUM_VALUES[named.name];
    const values = named.getValues().map((value) => mapped?.[value.name] ?? value.name);
    return field(name, ['string'], { ...common, enum: values });
  }
  if (isInputObjectType(named)) {
    return field(name, ['object'], { ...common, fields: Object.values(named.getFields()).map(inputField) });
  }
  return field(name, [SCALARS[named.name] ?? 'any'], common);
}

function inputField(each: GraphQLInputField | GraphQLArgument): Field {
  const described = typeField(each.name, each.type, each.defaultValue !== undefined);
  return each.defaultValue === undefined ? described : { ...described, default: each.defaultValue };
}

/**
 * An operation's request as fields: its arguments, with Rule GRAPHQL_INPUT_ARGUMENT, an `input`
 * or `filter` argument (one input object, as GraphQL style has it) holds fields of the request.
 */
export function operationFields(root: Root, name: string): Field[] | undefined {
  const operation = rootType(root)?.getFields()[name];
  if (operation === undefined) return undefined;
  return operation.args.flatMap((argument) => {
    const described = inputField(argument);
    return ['input', 'filter'].includes(argument.name) ? (described.fields ?? []) : [described];
  });
}

/** Every operation of the schema, by root type. */
export function operations(): { root: Root; name: string }[] {
  return (['Query', 'Mutation', 'Subscription'] as const).flatMap((root) =>
    Object.keys(rootType(root)?.getFields() ?? {}).map((name) => ({ root, name })),
  );
}

/** Rule RELAY_PAGING: a connection pages with `first` and `after` (REST's `limit`, `cursor`). */
const RELAY_NAMES: Record<string, string> = { limit: 'first', cursor: 'after' };

export const SDL_DOOR: Door = {
  contract: 'SDL',
  nameOf: (core) => RELAY_NAMES[core.name] ?? camelCase(core.name),
  // Rule SDL_NO_BOUNDS: GraphQL types state no lengths, ranges or patterns; descriptions say
  // them and the core's error (extensions.fieldErrors) names the field.
  states: { required: true, enums: true, bounds: false, patterns: false, defaults: false },
  // Rule GRAPHQL_ONE_OF_INPUTS: a union told apart by a tag is one optional input per variant
  // (`card`, `bankAccount`): GraphQL has no input unions.
  unions: 'field-per-variant',
};

/** Rule GRAPHQL_IDS_AND_HEADERS: REST's path id and headers are arguments of the operation. */
export const GRAPHQL_IDS_AND_HEADERS: Rule = {
  why: 'REST carries these in its path and headers; a GraphQL operation takes them as arguments.',
  contractOnly: ['id', 'orderId', 'petId', 'clientId', 'ifMatch', 'idempotencyKey'],
};

/**
 * Rule GRAPHQL_GAPS: what REST offers and GraphQL does not yet (a missing capability, not a field
 * that disagrees; docs/contracts.md lists them): the orders connection filters by status only.
 */
export const GRAPHQL_GAPS: Rule = {
  why: 'the orders connection has no petId, userId or date filters',
  coreOnly: ['petId', 'userId', 'from', 'to'],
};
