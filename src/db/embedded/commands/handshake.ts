import os from 'node:os';
import type { Document } from 'bson';
import type { CommandContext, CommandHandler } from './context.js';

/**
 * The handshake and the cheap server-information commands drivers and shells send. As a
 * standalone server, hello carries no topologyVersion (that would promise streaming hello) and
 * no setName (that would make drivers send txnNumber on every retryable write).
 */
export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE_BYTES = 48_000_000;
export const MAX_WRITE_BATCH_SIZE = 100_000;
const VERSION = '7.0.0';

function hello(legacyName: boolean): CommandHandler {
  return (cmd: Document, ctx: CommandContext) => ({
    ...(legacyName ? { ismaster: true } : { isWritablePrimary: true }),
    ...(cmd.helloOk === true ? { helloOk: true } : {}),
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE_BYTES,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: 21,
    readOnly: false,
    ok: 1,
  });
}

const buildInfo: CommandHandler = () => ({
  version: VERSION,
  gitVersion: 'embedded',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ['embedded'],
  javascriptEngine: 'none',
  modules: [],
  openssl: { running: 'disabled' },
  ok: 1,
});

const serverStatus: CommandHandler = (_cmd, ctx) => {
  const c = ctx.counters;
  const memory = process.memoryUsage();
  return {
    host: `${os.hostname()}:${ctx.port}`,
    version: VERSION,
    process: 'embedded-mongo',
    pid: process.pid,
    uptime: Math.floor((Date.now() - ctx.startedAt.getTime()) / 1000),
    uptimeMillis: Date.now() - ctx.startedAt.getTime(),
    localTime: new Date(),
    connections: { current: c.connectionsCurrent, available: 10_000, totalCreated: c.connectionsTotal },
    mem: { bits: 64, resident: Math.round(memory.rss / 1048576), virtual: 0 },
    opcounters: {
      insert: c.inserted,
      query: c.returned,
      update: c.updated,
      delete: c.deleted,
      getmore: 0,
      command: c.commands,
    },
    metrics: {
      cursor: { open: { total: ctx.cursors.openCount } },
      queryExecutor: { scanned: c.keysExamined, scannedObjects: c.docsExamined },
      commands: { failed: c.failedCommands },
    },
    storageEngine: { name: ctx.memory ? 'inMemory' : 'embeddedJournal', persistent: !ctx.memory },
    ok: 1,
  };
};

const ok: CommandHandler = () => ({ ok: 1 });

export const handshakeCommands: Record<string, CommandHandler> = {
  hello: hello(false),
  ismaster: hello(true),
  ping: ok,
  buildinfo: buildInfo,
  serverstatus: serverStatus,
  endsessions: ok,
  killallsessions: ok,
  refreshsessions: ok,
  logout: ok,
  startsession: () => ({ ok: 1, timeoutMinutes: 30 }),
  whatsmyuri: (_cmd, ctx) => ({ you: `127.0.0.1:${ctx.connectionId}`, ok: 1 }),
  connectionstatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  getparameter: (cmd) => ({
    ...(cmd.featureCompatibilityVersion !== undefined
      ? { featureCompatibilityVersion: { version: '7.0' } }
      : {}),
    ok: 1,
  }),
  getcmdlineopts: (_cmd, ctx) => ({
    argv: ['embedded-mongo'],
    parsed: { net: { port: ctx.port, bindIp: ctx.host } },
    ok: 1,
  }),
  hostinfo: () => ({
    system: {
      currentTime: new Date(),
      hostname: os.hostname(),
      numCores: os.cpus().length,
      memSizeMB: Math.round(os.totalmem() / 1048576),
    },
    os: { type: os.type(), name: os.platform(), version: os.release() },
    extra: {},
    ok: 1,
  }),
  getlog: () => ({ totalLinesWritten: 0, log: [], ok: 1 }),
  getfreemonitoringstatus: () => ({ state: 'disabled', ok: 1 }),
  features: () => ({ ok: 1 }),
  listcommands: () => ({ commands: {}, ok: 1 }),
  getdefaultrwconcern: () => ({
    defaultReadConcern: { level: 'local' },
    defaultWriteConcern: { w: 1, wtimeout: 0 },
    ok: 1,
  }),
};
