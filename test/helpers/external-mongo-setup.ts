import mongoose from 'mongoose';
import { externalMongoUri, newRunPrefix, RUN_PREFIX_VARIABLE, withDatabase } from './external-mongo.js';

/**
 * On a caller's MongoDB (MONGODB_URI), names this run's databases before the workers start and
 * drops every one of them when the run ends; on the embedded default, does nothing.
 */
export default function setup(): (() => Promise<void>) | undefined {
  const server = externalMongoUri();
  if (server === undefined) return undefined;
  // Several projects share this setup: the first names the run, the others keep that name.
  const prefix = (process.env[RUN_PREFIX_VARIABLE] ??= newRunPrefix());
  return async () => {
    const connection = await mongoose.createConnection(withDatabase(server, 'admin')).asPromise();
    try {
      const { databases } = (await connection.db!.admin().listDatabases()) as {
        databases: { name: string }[];
      };
      const ours = databases.filter(({ name }) => name.startsWith(`${prefix}_`));
      for (const { name } of ours) await connection.useDb(name).dropDatabase();
      if (ours.length > 0) {
        process.stdout.write(`dropped the run's ${ours.length} databases ${prefix}_* on MONGODB_URI\n`);
      }
    } finally {
      await connection.close();
    }
  };
}
