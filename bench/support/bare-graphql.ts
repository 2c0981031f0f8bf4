/**
 * The floor of a GraphQL read: graphql-js alone behind a tiny Koa app, one parse, validation and
 * execution per request over constant data. bench/graphql.ts runs it as a child process through
 * this file's entry point (`node --import tsx bench/support/bare-graphql.ts`), which prints
 * `{"url": ...}` once listening.
 */
import { pathToFileURL } from 'node:url';
// First: graphql-js reads NODE_ENV when it is loaded.
import './production-mode.js';
import { buildSchema, graphql as execute } from 'graphql';
import Koa from 'koa';
import { listen } from './load.js';

export const BARE_QUERY = '{ pet { id name species price } }';

function startBareGraphql(): ReturnType<typeof listen> {
  const schema = buildSchema(
    'type Pet { id: ID! name: String! species: String! price: String! } type Query { pet: Pet }',
  );
  const rootValue = {
    pet: { id: '01900000-0000-7000-8000-000000000000', name: 'Biscuit', species: 'DOG', price: '150.00' },
  };
  const app = new Koa();
  app.use(async (ctx) => {
    const chunks: Buffer[] = [];
    for await (const chunk of ctx.req as AsyncIterable<Buffer>) chunks.push(chunk);
    const { query } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { query: string };
    ctx.body = await execute({ schema, source: query, rootValue });
  });
  return listen(app);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const listening = await startBareGraphql();
  process.stdout.write(`${JSON.stringify({ url: listening.url })}\n`);
  process.once('SIGTERM', () => {
    void listening.close().then(() => process.exit(0));
  });
}
