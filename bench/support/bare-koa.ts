/**
 * The floors the REST benches compare with: a bare Koa app answering a constant JSON body, and a
 * bare Koa app answering one mongoose `findOne().lean()` by `_id` on the service's database.
 * bench/rest.ts runs the first in its own process; bench/http.ts runs both as child processes
 * through this file's entry point (`node --import tsx bench/support/bare-koa.ts [uri collection]`),
 * which prints `{"url": ...}` once listening.
 */
import { pathToFileURL } from 'node:url';
import Koa from 'koa';
import mongoose, { Schema } from 'mongoose';
import { listen } from './load.js';

const CONSTANT_BODY = {
  id: '01900000-0000-7000-8000-000000000000',
  name: 'Biscuit',
  species: 'DOG',
  price: '150.00',
};

export type Listening = Awaited<ReturnType<typeof listen>>;

/** `GET /` answers the same small JSON object every time: Koa and Node's HTTP server, nothing else. */
export function startBareKoa(): Promise<Listening> {
  const app = new Koa();
  app.use((ctx) => {
    ctx.body = CONSTANT_BODY;
  });
  return listen(app);
}

/**
 * `GET /<id>` answers the document of `collection` with that string `_id` (404 when none): one
 * mongoose `findOne().lean()` per request over a default connection, nothing else.
 */
export async function startBareKoaMongoose(uri: string, collection: string): Promise<Listening> {
  const connection = await mongoose.createConnection(uri).asPromise();
  const model = connection.model(
    'BenchDocument',
    new Schema({ _id: String }, { strict: false, versionKey: false }),
    collection,
  );
  const app = new Koa();
  app.use(async (ctx) => {
    const doc = await model.findOne({ _id: ctx.path.slice(1) }).lean();
    if (doc === null) ctx.status = 404;
    else ctx.body = doc;
  });
  const listening = await listen(app);
  return {
    url: listening.url,
    close: async () => {
      await listening.close();
      await connection.close();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [uri, collection] = process.argv.slice(2);
  const listening =
    uri === undefined ? await startBareKoa() : await startBareKoaMongoose(uri, collection ?? 'orders');
  process.stdout.write(`${JSON.stringify({ url: listening.url })}\n`);
  process.once('SIGTERM', () => {
    void listening.close().then(() => process.exit(0));
  });
}
