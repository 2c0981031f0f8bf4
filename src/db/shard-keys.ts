/**
 * How each collection is placed on a sharded MongoDB cluster (see docs/scaling.md, which mirrors
 * this table). Sharded collections are tenant-first, so a tenant's reads and writes go to the
 * shard(s) holding that tenant. `test/platform/shard-key.test.ts` runs the service and checks that
 * every query, update and delete it sends to a sharded collection names the first field of the
 * key (unless it is a broadcast listed here), that every insert carries the whole key, and that
 * every collection the service creates is in this table.
 *
 * The service does not shard anything itself: an operator runs `sh.shardCollection` with these
 * keys (docs/scaling.md). Unique indexes of a sharded collection start with its whole key, as
 * MongoDB requires.
 */

/** A deliberate query without the shard key: sent to every shard. */
export interface Broadcast {
  /** The command: `find`, `update`, `delete`, `findAndModify`, `aggregate`, `count`. */
  command: string;
  /** The filter's top-level fields, sorted: how the test recognises this query. */
  fields: string[];
  why: string;
}

export interface ShardedCollection {
  sharded: true;
  /** The shard key, in order; the first field is what every targeted query carries. */
  key: string[];
  why: string;
  broadcasts: Broadcast[];
}

export interface UnshardedCollection {
  sharded: false;
  why: string;
}

export type Placement = ShardedCollection | UnshardedCollection;

const tenantScoped = (key: string[], why: string, broadcasts: Broadcast[] = []): ShardedCollection => ({
  sharded: true,
  key,
  why,
  broadcasts,
});

const unsharded = (why: string): UnshardedCollection => ({ sharded: false, why });

export const COLLECTION_PLACEMENT: Record<string, Placement> = {
  pets: tenantScoped(['tenantId', '_id'], 'The catalog grows with every tenant; every read is one tenant’s.'),
  orders: tenantScoped(['tenantId', '_id'], 'Orders are read and changed by tenant and id.', [
    {
      command: 'find',
      fields: ['outbox.0', 'updatedAt'],
      why: 'The outbox sweep looks for orders of any tenant whose events were not relayed (a crash); every 5 s, 100 at most, on an index-free predicate that is empty in normal operation.',
    },
  ]),
  payments: tenantScoped(
    ['tenantId', 'orderId'],
    'Payments are found by tenant and order; "an order is paid once" is a unique index on this key.',
  ),
  idempotency_keys: tenantScoped(
    ['tenantId', 'callerId'],
    'Keys are per tenant and caller; the unique index (tenant, caller, scope, key) starts with this key.',
  ),
  users: tenantScoped(
    ['tenantId'],
    'Usernames and emails are unique per tenant: both unique indexes start with tenantId, so the key can hold nothing more (one tenant’s accounts stay in one chunk).',
    [
      {
        command: 'find',
        fields: ['_id', 'status'],
        why: 'The OAuth authorization server names an account by its id alone (the `sub` it stored); one document, found by the _id index of each shard, once per authorization.',
      },
    ],
  ),
  audit_logs: tenantScoped(
    ['tenantId', '_id'],
    'The trail is read per tenant, newest first; it grows with every change.',
  ),
  domain_events: tenantScoped(
    ['tenantId'],
    'A tenant’s log is read in sequence order and appended with consecutive numbers; re-appending an event is refused by its _id, which holds only while a tenant’s events are in one chunk.',
  ),
  webhooks: tenantScoped(['tenantId', '_id'], 'Subscriptions are listed and resolved per tenant.'),
  'pet_images.chunks': {
    sharded: true,
    key: ['files_id', 'n'],
    why: 'GridFS chunks hold the bytes of photos, the bulk of the data; MongoDB’s recommended key for GridFS. Every chunk read names its file.',
    broadcasts: [],
  },
  rate_limits: {
    sharded: true,
    key: ['key'],
    why: 'Written on every request; budgets are per user or client address, not per tenant. The library’s unique index is on key.',
    broadcasts: [],
  },
  webhook_deliveries: unsharded(
    'The dispatcher claims the next due delivery of any tenant with one findAndModify sorted by due time; on a sharded collection that needs MongoDB 7.1+ and runs on every shard. The 30-day TTL bounds it.',
  ),
  'pet_images.files': unsharded(
    'One small document per photo; an image URL may be read without a tenant (see the REST image route), so it is looked up by id.',
  ),
  tenants: unsharded('A handful of documents, read by id and slug before a tenant is known.'),
  counters: unsharded('One document per tenant (the event log sequence), changed by id.'),
  signing_keys: unsharded('A few keys, shared by every tenant; one is current (a unique partial index).'),
  refresh_tokens: unsharded(
    'Found by the token’s hash before the tenant is known; bounded by live sessions and a TTL index. If it outgrows one shard, shard on { tokenHash: 1 } (its unique index).',
  ),
  oauth_artifacts: unsharded(
    'The authorization server’s flows, found by artifact id, uid or user code before a tenant is known; TTL-bounded.',
  ),
  oauth_clients: unsharded('Registrations, found by client_id before the tenant is known; small.'),
  admin_order_stats: unsharded('One document per tenant, keyed by the tenant id.'),
  admin_chat_usage: unsharded('One document per tenant and day, keyed by both; small.'),
};
