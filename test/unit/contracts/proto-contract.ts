import { join } from 'node:path';
import protobuf from 'protobufjs';
import { PETSTORE_PROTO_FILES, PROTO_ROOT } from '../../../src/adapters/grpc/proto-files.js';
import { field, snakeCase, type Door, type Field, type Kind, type Rule } from './fields.js';

/** The petstore.v1 protos as written (field names as in the files, comments kept). */
export function loadProtos(): protobuf.Root {
  const root = new protobuf.Root();
  // protobufjs bundles the google/protobuf well-known types; everything else is under protos/.
  root.resolvePath = (_origin, target) =>
    target.startsWith('google/protobuf/') ? target : join(PROTO_ROOT, target);
  root.loadSync(PETSTORE_PROTO_FILES, { keepCase: true, alternateCommentMode: true });
  root.resolveAll();
  return root;
}

const SCALARS: Record<string, Kind> = {
  string: 'string',
  bool: 'boolean',
  int32: 'integer',
  int64: 'integer',
  uint32: 'integer',
  uint64: 'integer',
  sint32: 'integer',
  sint64: 'integer',
  double: 'number',
  float: 'number',
};

/**
 * Rule PROTO_ENUM_NAMES (buf's ENUM_VALUE_PREFIX and ENUM_ZERO_VALUE_SUFFIX, AIP-126): a value is
 * the core's prefixed with the enum's name (`PET_STATUS_AVAILABLE`), and the zero value
 * `_UNSPECIFIED` means "not given", which is no value of the core's.
 */
function enumValues(type: protobuf.Enum): string[] {
  const prefix = `${snakeCase(type.name).replace(/^_/, '').toUpperCase()}_`;
  return Object.keys(type.values)
    .filter((name) => name !== `${prefix}UNSPECIFIED`)
    .map((name) => (name.startsWith(prefix) ? name.slice(prefix.length) : name));
}

/**
 * Rule PROTO_COMMENT_FACETS: proto3 states no bounds nor defaults, so the files say them in
 * comments; a range written `1..100` and a default written `(default)` or `the default (20)`
 * must be the core's.
 */
function commentFacets(comment: string | null): Partial<Field> {
  if (comment === null) return {};
  const facets: Partial<Field> = { comment, bounds: {} };
  const range = /(-?\d+)\.\.(-?\d+)/.exec(comment);
  if (range !== null) facets.bounds = { minimum: Number(range[1]), maximum: Number(range[2]) };
  const named = /(\S+) \(default\)/.exec(comment) ?? /the default \(([^)]+)\)/.exec(comment);
  if (named?.[1] !== undefined) {
    const value = named[1].replace(/[,"]/g, '');
    facets.default = /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return facets;
}

/** A message's fields, nested messages read as objects of their own fields. */
export function protoFields(type: protobuf.Type): Field[] {
  return type.fieldsArray.map((each) => {
    const resolved = each.resolvedType;
    const facets = commentFacets(each.comment);
    // Explicit presence: `optional`, a message, or a member of a oneof (proto3 leaves the others
    // at their zero value when not given).
    const presence =
      each.options?.['proto3_optional'] === true || resolved instanceof protobuf.Type || each.partOf !== null;
    const base = { list: each.repeated, presence, ...facets, bounds: facets.bounds ?? {} };
    if (resolved instanceof protobuf.Enum)
      return field(each.name, ['string'], { ...base, enum: enumValues(resolved) });
    if (resolved instanceof protobuf.Type) {
      if (resolved.fullName === '.google.protobuf.Timestamp') return field(each.name, ['date'], base);
      return field(each.name, ['object'], { ...base, fields: protoFields(resolved) });
    }
    return field(each.name, [SCALARS[each.type] ?? 'any'], base);
  });
}

/**
 * Rule AIP_STANDARD_NAMES (AIP-132, AIP-158): a list request says `page_size`, `page_token`,
 * `order_by` and `query` where the core (and REST) say `limit`, `cursor`, `sort` and `q`.
 */
const AIP_STANDARD_NAMES: Record<string, string> = {
  limit: 'page_size',
  cursor: 'page_token',
  sort: 'order_by',
  q: 'query',
};

/** Rule AIP_PLURAL_REPEATED (AIP-140): a repeated field is named in the plural (`statuses`). */
function plural(name: string): string {
  if (name.endsWith('us')) return `${name}es`;
  return name.endsWith('s') ? name : `${name}s`;
}

export const PROTO_DOOR: Door = {
  contract: 'proto',
  nameOf(core) {
    const name = AIP_STANDARD_NAMES[core.name] ?? snakeCase(core.name);
    return core.list ? plural(name) : name;
  },
  // Rule PROTO3_HAS_NO_REQUIRED: every proto3 field may be left out; the core says what is
  // required, and its error names the field. Enums, bounds, patterns and defaults are said where
  // the language can (enum types, comments: PROTO_COMMENT_FACETS), checked when said.
  states: { required: false, enums: false, bounds: false, patterns: false, defaults: false },
  // Rule PROTO_ONEOF_UNION: a union told apart by a tag is a `oneof` of one message per variant,
  // named after the tag's value (`card`, `bank_account`), as AIP-146 advises over a type field.
  unions: 'field-per-variant',
  // Rule RESOURCE_MESSAGE_ENUMS: `Pet.status` is the answer's PetStatus; UpdatePet's comment says
  // which of its values a request may set.
  enumsNarrowedInProse: true,
  extra(core, theirs, at) {
    const problems: string[] = [];
    // Rule PROTO_ENUM_AS_TEXT: a core vocabulary that is no proto enum (lowercase values such as
    // "checking", or sort keys such as "-price") is a string whose comment names every value.
    if (core.enum !== undefined && theirs.enum === undefined) {
      const missing = core.enum.filter((value) => !(theirs.comment ?? '').includes(value));
      if (missing.length > 0)
        problems.push(
          `${at}: a string standing for the core's values, its comment lacks ${missing.join(', ')}`,
        );
    }
    // Rule PROTO3_PRESENCE: a field the caller may leave out must be told apart from its zero
    // value: it has presence (`optional`, a message, a oneof), or the zero value is one the core
    // refuses anyway (an empty string: the doors read it as "not given"; 0 below the minimum;
    // an enum's _UNSPECIFIED), or it is a list (empty: not given).
    const zeroIsFree =
      theirs.kinds.includes('string') ||
      theirs.enum !== undefined ||
      (theirs.kinds.includes('integer') && (core.bounds.minimum ?? 0) > 0);
    if (!core.required && !theirs.presence && !theirs.list && !zeroIsFree) {
      problems.push(
        `${at}: optional in the core, but proto3 cannot tell it unset from its zero value (add \`optional\`)`,
      );
    }
    return problems;
  },
};

/**
 * Rule REST_PATH_AND_HEADERS (AIP-131, AIP-134, AIP-155): what REST carries in its path (the
 * resource's id), its `If-Match` header (the version) and its `Idempotency-Key` header, and the
 * field mask of a partial update, a request message carries as fields of its own.
 */
export const REST_PATH_AND_HEADERS: Rule = {
  why: 'REST carries these in its path and headers; a gRPC request has only its message.',
  contractOnly: ['pet_id', 'order_id', 'user_id', 'expected_version', 'idempotency_key', 'update_mask'],
};

/**
 * Rule OUTPUT_ONLY (AIP-203): a resource message (`Pet`, `User`) is also what the server answers,
 * so it carries the fields the server sets; a request's copy of them is ignored.
 */
export const PET_OUTPUT_ONLY: Rule = {
  why: 'Pet is the answer too: the server sets these.',
  contractOnly: ['id', 'create_time', 'update_time', 'tenant_id', 'photos', 'version'],
};

/** The status is set by the order flow, or by UpdatePet: CreatePet ignores it (AVAILABLE). */
export const STATUS_SET_BY_UPDATE_ONLY: Rule = {
  why: 'a new pet is AVAILABLE; only UpdatePet (REST PUT) sets the status',
  contractOnly: ['status'],
};

export const USER_OUTPUT_ONLY: Rule = {
  why: 'User is the answer too: the server sets these, and role and status change through the Admin API.',
  contractOnly: ['id', 'role', 'status', 'tenant_id', 'create_time', 'update_time'],
};

/**
 * Rule GRPC_GAPS: what REST offers and gRPC does not yet; each is a missing capability, not a
 * field that disagrees (docs/contracts.md lists them). Adding one to the proto removes it here.
 */
export const GRPC_GAPS: Rule = {
  why: 'ListOrders has no date range; a completion request no end-user label (`user`)',
  coreOnly: ['from', 'to', 'user'],
};

/**
 * Rule RESOURCE_IN_REQUEST (AIP-133, AIP-134): a create or update request holds the resource
 * (`pet`, `user`) beside its own fields; its fields are the request's.
 */
export function withResource(type: protobuf.Type, resource: string): Field[] {
  const fields = protoFields(type);
  const held = fields.find((each) => each.name === resource);
  return [...fields.filter((each) => each !== held), ...(held?.fields ?? [])];
}
