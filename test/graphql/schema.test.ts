import { readFileSync } from 'node:fs';
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  printSchema,
  type IntrospectionQuery,
} from 'graphql';
import { beforeAll, expect, test } from 'vitest';
import { SCHEMA_FILE } from '../../src/adapters/graphql/schema.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { graphql } from './client.js';

let service: TestGateway;

beforeAll(async () => {
  service = await sharedTestGateway();
});

test('the served schema, read by introspection over HTTP, is schema/petstore.graphql', async () => {
  const answer = await graphql<IntrospectionQuery>(
    service.url,
    getIntrospectionQuery({ descriptions: true, schemaDescription: true }),
  );
  expect(answer.status).toBe(200);
  expect(answer.errors).toBeUndefined();
  const served = printSchema(buildClientSchema(answer.data as IntrospectionQuery));
  const file = printSchema(buildSchema(readFileSync(SCHEMA_FILE, 'utf8')));
  expect(served).toBe(file);
  // Not a comparison of two empty schemas: the file names the operations of the door.
  expect(file).toMatch(/pets\(first: Int, after: String, filter: PetFilter, sort: PetSort\): PetConnection!/);
  expect(file).toMatch(/scalar DateTime/);
});
