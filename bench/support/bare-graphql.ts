/**
 * The floor of a GraphQL read: graphql-js alone behind a tiny Koa app, one parse, validation and
 * execution per request over constant data. Child processes start it through this file's entry
 * point (`node --import tsx bench/support/bare-graphql.ts [pet as JSON]`), which prints
 * `{"url": ...}` once listening:
 *   - without an argument (bench/graphql.ts): a four-field schema, queried with `BARE_QUERY`;
 *   - with a pet (bench/doors.ts): the service's own schema (`schema/petstore.graphql`) whose
 *     `pet(id)` answers that pet, so the floor parses, validates and executes the very query the
 *     service is sent, field for field.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
// First: graphql-js reads NODE_ENV when it is loaded.
import './production-mode.js';
import { buildSchema, graphql as execute, type GraphQLSchema } from 'graphql';
import Koa from 'koa';
import { listen } from './load.js';

export const BARE_QUERY = '{ pet { id name species price } }';

const SERVICE_SCHEMA = new URL('../../schema/petstore.graphql', import.meta.url);

function startBareGraphql(schema: GraphQLSchema, rootValue: object): ReturnType<typeof listen> {
  const app = new Koa();
  app.use(async (ctx) => {
    const chunks: Buffer[] = [];
    for await (const chunk of ctx.req as AsyncIterable<Buffer>) chunks.push(chunk);
    const { query } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { query: string };
    ctx.body = await execute({ schema, source: query, rootValue });
  });
  return listen(app);
}

function constantFloor(): ReturnType<typeof listen> {
  const schema = buildSchema(
    'type Pet { id: ID! name: String! species: String! price: String! } type Query { pet: Pet }',
  );
  const pet = {
    id: '01900000-0000-7000-8000-000000000000',
    name: 'Biscuit',
    species: 'DOG',
    price: '150.00',
  };
  return startBareGraphql(schema, { pet });
}

/** The service's schema, every `pet(id)` answered with `pet` (the service's own answer, as data). */
function serviceSchemaFloor(pet: object): ReturnType<typeof listen> {
  return startBareGraphql(buildSchema(readFileSync(SERVICE_SCHEMA, 'utf8')), { pet: () => pet });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pet = process.argv[2];
  const listening =
    pet === undefined ? await constantFloor() : await serviceSchemaFloor(JSON.parse(pet) as object);
  process.stdout.write(`${JSON.stringify({ url: listening.url })}\n`);
  process.once('SIGTERM', () => {
    void listening.close().then(() => process.exit(0));
  });
}
