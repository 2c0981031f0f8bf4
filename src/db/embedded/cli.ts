import { parseArgs } from 'node:util';
import { startEmbeddedMongoInProcess } from './index.js';

/**
 * `npm run embedded-mongo -- --port 27017 --dbpath ./data` (or `--memory`): the embedded server
 * on its own, for any MongoDB client (mongosh, drivers in other languages). `--socket <path>`
 * listens on an owner-only Unix domain socket instead of TCP; TCP has no authentication, so any
 * local process can use it.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    socket: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    dbpath: { type: 'string', default: './data' },
    memory: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  process.stdout.write(
    'Usage: embedded-mongo [--port 27017 [--host 127.0.0.1] | --socket ./mongod.sock] [--dbpath ./data | --memory]\n',
  );
  process.exit(0);
}

if (values.socket !== undefined && values.port !== undefined) {
  process.stderr.write('give --port (TCP) or --socket (Unix domain socket), not both\n');
  process.exit(2);
}
const port = Number(values.port ?? '27017');
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`invalid --port: ${values.port}\n`);
  process.exit(2);
}

const log = (msg: string, fields: Record<string, unknown> = {}): void => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), msg, ...fields })}\n`);
};

const server = await startEmbeddedMongoInProcess({
  port,
  host: values.host,
  socketPath: values.socket,
  dbpath: values.dbpath,
  memory: values.memory,
});
log('embedded MongoDB-compatible server listening', {
  uri: server.uri,
  storage: values.memory ? 'memory' : values.dbpath,
});

let stopping = false;
const shutdown = (signal: string): void => {
  if (stopping) return;
  stopping = true;
  log('shutting down', { signal });
  server.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`shutdown failed: ${String(error)}\n`);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
