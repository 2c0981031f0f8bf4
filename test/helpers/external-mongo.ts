import { randomBytes } from 'node:crypto';

/**
 * `MONGODB_URI=mongodb://host:port npm run test:doors` runs the gateways of the tests on a MongoDB
 * the caller provides instead of the embedded server. A run names its databases
 * `petstore_test_<run>_<n>` (one per gateway, so every gateway starts as on an empty database) and
 * drops them all when it ends (external-mongo-setup.ts).
 */
export const EXTERNAL_MONGODB_URI_VARIABLE = 'MONGODB_URI';
/** Set by the global setup, read by the test workers (they inherit the environment). */
export const RUN_PREFIX_VARIABLE = 'PETSTORE_TEST_DATABASE_PREFIX';

/** The caller's server, or undefined on the embedded default. */
export function externalMongoUri(): string | undefined {
  const uri = process.env[EXTERNAL_MONGODB_URI_VARIABLE]?.trim();
  return uri === undefined || uri === '' ? undefined : uri;
}

export function newRunPrefix(): string {
  return `petstore_test_${randomBytes(4).toString('hex')}`;
}

let gateways = 0;

/** The caller's URI pointed at a database of this run that no gateway used before. */
export function freshDatabaseUri(server: string): string {
  // The embedded server of a worker needs no run prefix: nothing outlives the worker.
  const prefix = process.env[RUN_PREFIX_VARIABLE] ?? 'petstore_test';
  gateways += 1;
  const worker = process.env['VITEST_POOL_ID'] ?? process.pid.toString();
  return withDatabase(server, `${prefix}_${worker}_${process.pid}_${gateways}`);
}

/** `mongodb://h:1/old?x=1` + `db` -> `mongodb://h:1/db?x=1` (credentials and options kept). */
export function withDatabase(uri: string, database: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(uri);
  if (match === null) throw new Error('MONGODB_URI is not a mongodb:// or mongodb+srv:// URI');
  return `${match[1]}/${database}${match[2] ?? ''}`;
}
