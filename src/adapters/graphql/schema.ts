import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `schema/petstore.graphql`: the one source of the GraphQL schema, served as written. */
export const SCHEMA_FILE = fileURLToPath(new URL('../../../schema/petstore.graphql', import.meta.url));

export function loadTypeDefs(): string {
  return readFileSync(SCHEMA_FILE, 'utf8');
}
