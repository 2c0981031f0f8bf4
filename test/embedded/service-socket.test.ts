import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { createLogger } from '../../src/logger.js';
import { MongoClient } from './helpers.js';

/**
 * The embedded server the service starts for itself has no authentication, so it must not be
 * reachable over TCP: it listens on a Unix socket only its owner may use.
 */
const onLinux = process.platform === 'linux';
let scratch: string;
let database: Database | undefined;

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'service-socket-'));
});

afterEach(async () => {
  await database?.close();
  database = undefined;
  await rm(scratch, { recursive: true, force: true });
});

function open(env: Record<string, string>): Promise<Database> {
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_PASSWORD: 'not-used-here-123', ...env });
  return openDatabase(config, createLogger('silent'));
}

/** The socket path inside `mongodb://%2F...mongod.sock/petstore`. */
function socketPathOf(db: Database): string {
  const uri = db.embedded?.uri;
  if (uri === undefined) throw new Error('no embedded server');
  const host = /^mongodb:\/\/([^/]+)\//.exec(uri)?.[1];
  if (host === undefined || !host.endsWith('.sock')) throw new Error(`not a socket URI: ${uri}`);
  return decodeURIComponent(host);
}

/** TCP sockets this process listens on (any thread, the database worker included), by inode. */
function listeningTcpInodes(): Set<string> {
  const ours = new Set<string>();
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode !== undefined) ours.add(inode);
    } catch {
      // closed while we looked
    }
  }
  const listening = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // st 0A is LISTEN; the inode is the tenth field.
      if (fields[3] === '0A' && fields[9] !== undefined && ours.has(fields[9])) listening.add(fields[9]);
    }
  }
  return listening;
}

async function expectOwnerOnly(socketPath: string): Promise<void> {
  const socket = await stat(socketPath);
  expect(socket.isSocket()).toBe(true);
  expect((socket.mode & 0o777).toString(8)).toBe('600');
  expect(((await stat(dirname(socketPath))).mode & 0o077).toString(8)).toBe('0');
}

async function expectServes(uri: string): Promise<void> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  try {
    expect((await client.db().command({ ping: 1 })).ok).toBe(1);
  } finally {
    await client.close();
  }
}

describe("the service's own embedded database", () => {
  it.runIf(onLinux)('in memory listens on no TCP port, only on a private 0600 socket', async () => {
    const before = listeningTcpInodes();
    database = await open({ EMBEDDED_DB_MEMORY: 'true' });
    const added = [...listeningTcpInodes()].filter((inode) => !before.has(inode));
    expect(added).toEqual([]);

    const socketPath = socketPathOf(database);
    expect(socketPath.startsWith(tmpdir())).toBe(true);
    await expectOwnerOnly(socketPath);
    expect(await database.ping()).toBe(true);
    // Another client of the same user connects, as a second gateway would.
    await expectServes(database.embedded!.uri);

    await database.close();
    database = undefined;
    await expect(stat(dirname(socketPath))).rejects.toThrow(/ENOENT/);
  });

  it.runIf(onLinux)('with a data directory listens in it, and makes the directory owner-only', async () => {
    const dataDir = join(scratch, 'data');
    await mkdir(dataDir);
    await chmod(dataDir, 0o755);
    const before = listeningTcpInodes();
    database = await open({ DATA_DIR: dataDir });
    expect([...listeningTcpInodes()].filter((inode) => !before.has(inode))).toEqual([]);

    expect(socketPathOf(database)).toBe(join(dataDir, 'mongod.sock'));
    await expectOwnerOnly(join(dataDir, 'mongod.sock'));
    await expectServes(database.embedded!.uri);
  });

  it.runIf(onLinux)('a separate process of the same user connects through the socket', async () => {
    database = await open({ EMBEDDED_DB_MEMORY: 'true' });
    const script = [
      "const { MongoClient } = require('mongodb');",
      'const client = new MongoClient(process.argv[1], { serverSelectionTimeoutMS: 5000 });',
      'client.db().command({ ping: 1 }).then((r) => { console.log(r.ok); return client.close(); })',
      '.catch((e) => { console.error(e.message); process.exit(1); });',
    ].join('\n');
    const child = spawn(process.execPath, ['-e', script, database.embedded!.uri], {
      stdio: ['ignore', 'pipe', 'inherit'],
      cwd: process.cwd(),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    expect(output.trim()).toBe('1');
  });

  it.runIf(onLinux)(
    'a data directory whose path is too long for a socket gets one in a private temp directory',
    async () => {
      const dataDir = join(scratch, 'd'.repeat(120));
      database = await open({ DATA_DIR: dataDir });
      const socketPath = socketPathOf(database);
      expect(socketPath.startsWith(tmpdir())).toBe(true);
      expect(Buffer.byteLength(socketPath)).toBeLessThanOrEqual(107);
      await expectOwnerOnly(socketPath);
      await expectServes(database.embedded!.uri);
    },
  );

  it.runIf(onLinux)('a socket file left by a killed server does not stop the next start', async () => {
    const dataDir = join(scratch, 'data');
    await mkdir(dataDir, { mode: 0o700 });
    const socketPath = join(dataDir, 'mongod.sock');
    const crashed = spawn(
      process.execPath,
      ['-e', "require('net').createServer().listen(process.argv[1], () => console.log('up'))", socketPath],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((resolve) => crashed.stdout.once('data', resolve));
    crashed.kill('SIGKILL');
    await new Promise((resolve) => crashed.once('exit', resolve));
    expect((await stat(socketPath)).isSocket()).toBe(true);

    database = await open({ DATA_DIR: dataDir });
    await expectServes(database.embedded!.uri);
  });
});
