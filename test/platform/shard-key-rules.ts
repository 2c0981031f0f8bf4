import type { Placement, ShardedCollection } from '../../src/db/shard-keys.js';

/** A command as the driver sent it (command monitoring's `commandStarted`). */
export interface SentCommand {
  name: string;
  command: Record<string, unknown>;
}

type Filter = Record<string, unknown>;

interface Targeting {
  collection: string;
  command: string;
  filter: Filter;
  upsert: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The filters a command selects documents with, one per statement. */
function targetingOf({ name, command }: SentCommand): Targeting[] {
  const collection = String(command[name]);
  const one = (filter: unknown, upsert = false): Targeting => ({
    collection,
    command: name,
    filter: isObject(filter) ? filter : {},
    upsert,
  });
  switch (name) {
    case 'find':
      return [one(command['filter'])];
    case 'count':
    case 'distinct':
      return [one(command['query'])];
    case 'findAndModify':
      return [one(command['query'], command['upsert'] === true)];
    case 'aggregate': {
      const first = (command['pipeline'] as unknown[] | undefined)?.[0];
      return [one(isObject(first) ? first['$match'] : undefined)];
    }
    case 'update':
      return ((command['updates'] as Record<string, unknown>[] | undefined) ?? []).map((statement) =>
        one(statement['q'], statement['upsert'] === true),
      );
    case 'delete':
      return ((command['deletes'] as Record<string, unknown>[] | undefined) ?? []).map((statement) =>
        one(statement['q']),
      );
    default:
      return [];
  }
}

/**
 * Whether the filter pins `field` to one value or a list of values (`x`, `{$eq: x}`, `{$in: [..]}`),
 * at the top level or in an `$and`: what lets mongos send the command to the shards that hold
 * those values only.
 */
function pins(filter: Filter, field: string, exactly = false): boolean {
  if (field in filter) {
    const value = filter[field];
    if (!isObject(value)) return true;
    if ('$eq' in value) return true;
    if (!exactly && '$in' in value) return true;
    return Object.keys(value).every((operator) => !operator.startsWith('$'));
  }
  const and = filter['$and'];
  return Array.isArray(and) && and.some((part) => isObject(part) && pins(part, field, exactly));
}

/** Every way the commands break the placement table, as readable lines; empty when none. */
export function shardingProblems(sent: SentCommand[], placements: Record<string, Placement>): string[] {
  const problems = new Set<string>();
  for (const entry of sent) {
    const collection = String(entry.command[entry.name]);
    const placement = placements[collection];
    if (placement === undefined || !placement.sharded) continue;
    if (entry.name === 'insert') {
      for (const doc of (entry.command['documents'] as Filter[] | undefined) ?? []) {
        const missing = placement.key.filter((field) => !(field in doc));
        if (missing.length > 0) problems.add(`insert into ${collection} without ${missing.join(', ')}`);
      }
      continue;
    }
    for (const target of targetingOf(entry)) problems.add(problemOf(target, placement) ?? '');
  }
  problems.delete('');
  return [...problems].sort();
}

function problemOf(target: Targeting, placement: ShardedCollection): string | undefined {
  const fields = Object.keys(target.filter).sort();
  const described = `${target.command} on ${target.collection} by {${fields.join(', ')}}`;
  if (target.upsert) {
    // An upsert must name the whole key: the new document needs it to know its shard.
    const missing = placement.key.filter((field) => !pins(target.filter, field, true));
    return missing.length === 0 ? undefined : `${described}: an upsert without ${missing.join(', ')}`;
  }
  if (pins(target.filter, placement.key[0] as string)) return undefined;
  const declared = placement.broadcasts.some(
    (broadcast) => broadcast.command === target.command && broadcast.fields.join() === fields.join(),
  );
  return declared ? undefined : `${described}: no ${placement.key[0]}`;
}
