import { z } from 'zod';

/**
 * One description of a request's fields that every published contract (OpenAPI, the SDL, the
 * protos, the WSDL, the SOAP door's field lists) is read into, and that the core's zod schemas
 * are walked into. A contract test reads its contract into `Field`s (one adapter per door) and
 * calls `disagreements` with the core's fields: adding a door is adding one adapter.
 */

/** What a value is, in every contract's vocabulary: `date` for Timestamps, xs:dateTime, DateTime. */
export type Kind = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'date' | 'any';

export interface Bounds {
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

export interface Field {
  /** As the contract spells it (the core's fields: as the core spells them). */
  name: string;
  /** One per alternative the field accepts (an amount: a string or a number). */
  kinds: Kind[];
  /** A list of values (repeated, `[T]`, maxOccurs="unbounded", an array). */
  list: boolean;
  required: boolean;
  enum?: string[];
  bounds: Bounds;
  pattern?: string;
  default?: unknown;
  /** An object's own fields. */
  fields?: Field[];
  /** A union told apart by a tag (a payment method by `type`): each variant's fields, by tag value. */
  variants?: { tag: string; byValue: Record<string, Field[]> };
  /** Whether the contract can tell "not given" from a zero value (proto3 presence). */
  presence?: boolean;
  /** What the contract says of the field in prose (a proto comment). */
  comment?: string;
}

/**
 * A documented difference between a door's contract and the core, encoded once with its reason:
 * fields only the contract has (the id REST carries in its path, a field the server sets) or only
 * the core has (what the door's protocol says another way).
 */
export interface Rule {
  why: string;
  contractOnly?: readonly string[];
  coreOnly?: readonly string[];
}

export function field(name: string, kinds: Kind[], rest: Partial<Omit<Field, 'name' | 'kinds'>> = {}): Field {
  return { name, kinds, list: false, required: false, bounds: {}, ...rest };
}

type JsonSchema = Record<string, unknown>;

/** The core's request schema as fields: zod's own JSON Schema of what it accepts as input. */
export function coreFields(schema: z.ZodType): Field[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return objectFields(json);
}

function objectFields(json: JsonSchema): Field[] {
  const required = new Set((json['required'] as string[] | undefined) ?? []);
  const properties = (json['properties'] as Record<string, JsonSchema> | undefined) ?? {};
  return Object.entries(properties).map(([name, property]) => {
    const described = describe(property);
    return { ...described, name, required: required.has(name) };
  });
}

const KINDS: Record<string, Kind> = {
  string: 'string',
  integer: 'integer',
  number: 'number',
  boolean: 'boolean',
  object: 'object',
};

/** A JSON Schema property as a field: nullable branches dropped, alternatives merged. */
function describe(json: JsonSchema): Field {
  const result = field('', []);
  const kinds = new Set<Kind>();
  const visit = (node: JsonSchema) => {
    const branches = [...((node['anyOf'] as JsonSchema[]) ?? []), ...((node['oneOf'] as JsonSchema[]) ?? [])];
    const tagged = taggedUnion(branches);
    if (tagged !== undefined) {
      kinds.add('object');
      result.variants = tagged;
      return;
    }
    for (const branch of branches) visit(branch);
    const types = node['type'];
    for (const type of Array.isArray(types) ? types : types === undefined ? [] : [types]) {
      if (type === 'array') {
        result.list = true;
        visit(node['items'] as JsonSchema);
      } else if (type !== 'null') kinds.add(KINDS[String(type)] ?? 'any');
    }
    if (branches.length === 0 && types === undefined && node['enum'] === undefined) kinds.add('any');
    if (Array.isArray(node['enum']))
      result.enum = (node['enum'] as unknown[]).filter((v) => v !== null).map(String);
    if ('const' in node) result.enum = [String(node['const'])];
    for (const key of ['minimum', 'maximum', 'minLength', 'maxLength'] as const) {
      if (typeof node[key] === 'number') result.bounds[key] ??= node[key] as number;
    }
    if (typeof node['pattern'] === 'string') result.pattern ??= node['pattern'] as string;
    if ('default' in node) result.default = node['default'];
    if (node['properties'] !== undefined) result.fields = objectFields(node);
  };
  visit(json);
  result.kinds = [...kinds].sort();
  return result;
}

/** `oneOf` objects each with a `const` in the same property: a union told apart by that tag. */
function taggedUnion(branches: JsonSchema[]): Field['variants'] {
  if (branches.length < 2 || !branches.every((branch) => branch['properties'] !== undefined))
    return undefined;
  const [first] = branches as [JsonSchema];
  const tag = Object.entries(first['properties'] as Record<string, JsonSchema>).find(
    ([, property]) => 'const' in property,
  )?.[0];
  if (tag === undefined) return undefined;
  const byValue: Record<string, Field[]> = {};
  for (const branch of branches) {
    const value = ((branch['properties'] as Record<string, JsonSchema>)[tag] ?? {})['const'];
    if (value === undefined) return undefined;
    byValue[String(value)] = objectFields(branch).filter((each) => each.name !== tag);
  }
  return { tag, byValue };
}

/**
 * What a door's contract can say, and how it names things. Each difference from the core is a
 * named rule of the door's adapter with its reason, never an exception for one field.
 */
export interface Door {
  /** How the failure messages name the contract: "proto", "WSDL", ... */
  contract: string;
  /** The contract's name for a field of the core. */
  nameOf(core: Field): string;
  /** The facets this contract states for every field: absent there is a disagreement. */
  states: { required: boolean; enums: boolean; bounds: boolean; patterns: boolean; defaults: boolean };
  /**
   * How a union told apart by a tag reads: `tagged` as the core (one object with the tag),
   * `flattened` (one record of every variant's fields, all optional, and the tag), or
   * `field-per-variant` (one field per variant, named by `nameOf` of the tag value, without the tag).
   */
  unions: 'tagged' | 'flattened' | 'field-per-variant';
  /**
   * A resource message that is also the answer keeps the answer's vocabulary (every pet status);
   * where the core accepts fewer values as input, the contract's comment names them.
   */
  enumsNarrowedInProse?: boolean;
  /** Checks a door makes on its own (proto3 presence), after the common ones. */
  extra?: (core: Field, contract: Field, at: string) => string[];
}

/**
 * Every difference between the core's fields and a contract's, as readable lines
 * (`UpdatePetRequest.pet.age_months: kind core integer, proto string`). Empty: they agree.
 */
export function disagreements(
  core: Field[],
  contract: Field[],
  door: Door,
  at: string,
  rules: readonly Rule[] = [],
): string[] {
  const problems: string[] = [];
  const byName = new Map(contract.map((each) => [each.name, each]));
  const expected = new Set<string>(rules.flatMap((rule) => rule.contractOnly ?? []));
  const elsewhere = new Set<string>(rules.flatMap((rule) => rule.coreOnly ?? []));
  for (const coreField of core) {
    if (elsewhere.has(coreField.name)) continue;
    if (coreField.variants !== undefined && door.unions !== 'tagged') {
      problems.push(...unionDisagreements(coreField, byName, door, at, expected));
      continue;
    }
    const name = door.nameOf(coreField);
    expected.add(name);
    const theirs = byName.get(name);
    if (theirs === undefined) {
      problems.push(`${at}.${name}: in the core, missing from the ${door.contract}`);
      continue;
    }
    problems.push(...fieldDisagreements(coreField, theirs, door, `${at}.${name}`));
  }
  for (const each of contract) {
    if (!expected.has(each.name))
      problems.push(`${at}.${each.name}: in the ${door.contract}, not in the core`);
  }
  return problems;
}

function fieldDisagreements(core: Field, theirs: Field, door: Door, at: string): string[] {
  const problems: string[] = [];
  const say = (facet: string, mine: unknown, their: unknown) =>
    problems.push(`${at}: ${facet} core ${JSON.stringify(mine)}, ${door.contract} ${JSON.stringify(their)}`);
  // A contract may offer fewer alternatives than the core accepts (an amount as a string only),
  // never one the core refuses; `any` (a zod date) takes the contract's date kind.
  const accepts = (kind: Kind) => core.kinds.includes(kind) || core.kinds.includes('any');
  if (theirs.kinds.length === 0 || theirs.kinds.some((kind) => !accepts(kind)))
    say('kind', core.kinds, theirs.kinds);
  if (core.list !== theirs.list) say('list', core.list, theirs.list);
  if (door.states.required && core.required !== theirs.required)
    say('required', core.required, theirs.required);
  if (core.enum !== undefined || theirs.enum !== undefined) {
    const mine = [...(core.enum ?? [])].sort();
    const their = [...(theirs.enum ?? [])].sort();
    const missing = theirs.enum === undefined && !door.states.enums;
    const narrowed =
      door.enumsNarrowedInProse === true &&
      mine.every((value) => their.includes(value) && (theirs.comment ?? '').includes(value));
    if (!missing && !narrowed && mine.join() !== their.join()) say('enum', mine, their);
  }
  for (const key of ['minimum', 'maximum', 'minLength', 'maxLength'] as const) {
    const mine = core.bounds[key];
    const their = theirs.bounds[key];
    if (their !== undefined ? mine !== their : door.states.bounds && mine !== undefined)
      say(key, mine, their);
  }
  if (theirs.pattern !== undefined || (door.states.patterns && core.pattern !== undefined)) {
    if (anchored(core.pattern) !== anchored(theirs.pattern)) say('pattern', core.pattern, theirs.pattern);
  }
  if (theirs.default !== undefined || (door.states.defaults && core.default !== undefined)) {
    if (JSON.stringify(core.default) !== JSON.stringify(theirs.default))
      say('default', core.default, theirs.default);
  }
  if (core.fields !== undefined || theirs.fields !== undefined) {
    problems.push(...disagreements(core.fields ?? [], theirs.fields ?? [], door, at));
  }
  if (core.variants !== undefined) {
    if (theirs.variants === undefined) say('union tagged by', core.variants.tag, undefined);
    else {
      for (const [value, variant] of Object.entries(core.variants.byValue)) {
        problems.push(
          ...disagreements(variant, theirs.variants.byValue[value] ?? [], door, `${at}(${value})`),
        );
      }
    }
  }
  problems.push(...(door.extra?.(core, theirs, at) ?? []));
  return problems;
}

/** A union's variants as the door spells them (see `Door.unions`). */
function unionDisagreements(
  core: Field,
  byName: Map<string, Field>,
  door: Door,
  at: string,
  expected: Set<string>,
): string[] {
  const variants = core.variants as NonNullable<Field['variants']>;
  if (door.unions === 'field-per-variant') {
    return Object.entries(variants.byValue).flatMap(([value, fields]) => {
      const name = door.nameOf(field(value, ['object']));
      expected.add(name);
      const theirs = byName.get(name);
      if (theirs === undefined)
        return [`${at}.${name}: a variant of the core's ${core.name}, missing from the ${door.contract}`];
      return disagreements(fields, theirs.fields ?? [], door, `${at}.${name}`);
    });
  }
  // Flattened: one record holding the tag and every variant's fields, none of them required (which
  // ones a variant needs is the core's to say, by the tag).
  const name = door.nameOf(core);
  expected.add(name);
  const theirs = byName.get(name);
  if (theirs === undefined) return [`${at}.${name}: in the core, missing from the ${door.contract}`];
  const seen = new Map<string, Field>();
  for (const fields of Object.values(variants.byValue)) {
    for (const each of fields) seen.set(each.name, { ...each, required: false });
  }
  const tag = field(variants.tag, ['string'], { required: true, enum: Object.keys(variants.byValue) });
  return disagreements([tag, ...seen.values()], theirs.fields ?? [], door, `${at}.${name}`);
}

/** Patterns compared as whole-value matches: XML Schema's are anchored without `^...$`. */
function anchored(pattern: string | undefined): string | undefined {
  if (pattern === undefined) return undefined;
  return `^${pattern.replace(/^\^/, '').replace(/\$$/, '')}$`;
}

/** `ageMonths` as proto and AIP spell it: `age_months`. */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** `bank_account` as GraphQL spells a field: `bankAccount`. */
export function camelCase(name: string): string {
  return name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Rule CHAT_CONVENTION_SPELLINGS: streaming is the operation's choice (an RPC or a subscription
 * that streams), which asks for usage itself; `max_tokens` and `max_completion_tokens` are the
 * chat-completions convention's other spellings of `maxTokens` (REST takes all three).
 */
export const CHAT_CONVENTION_SPELLINGS: Rule = {
  why: 'transport choices and the convention’s other spellings of maxTokens',
  coreOnly: ['stream', 'stream_options', 'max_tokens', 'max_completion_tokens'],
};
