import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MongoClient } from './helpers.js';

// Compiled, as `npm run embedded-mongo` runs it (the slow tier's setup builds `dist/`).
const CLI = fileURLToPath(new URL('../../dist/db/embedded/cli.js', import.meta.url));

/** Runs the CLI, waits for its "listening" log line, and returns the URI and the process. */
async function startCli(args: string[]) {
  const child = spawn(process.execPath, [CLI, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const uri = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`CLI did not start:\n${output}`)), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"uri":"([^"]+)"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1] as string);
      }
    });
    child.once('exit', () => reject(new Error(`CLI exited:\n${output}`)));
  });
  const exitCode = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, uri, exitCode };
}

describe('the embedded-mongo command', () => {
  it('serves clients and shuts down cleanly on SIGTERM, keeping data in --dbpath', async () => {
    const dbpath = await mkdtemp(join(tmpdir(), 'embedded-cli-'));
    try {
      const first = await startCli(['--port', '0', '--dbpath', dbpath]);
      const client = new MongoClient(first.uri);
      await client.db('cli').collection('notes').insertOne({ text: 'kept' });
      await client.close();
      first.child.kill('SIGTERM');
      expect(await first.exitCode).toBe(0);

      const second = await startCli(['--port', '0', '--dbpath', dbpath]);
      const again = new MongoClient(second.uri);
      expect(
        await again
          .db('cli')
          .collection('notes')
          .findOne({}, { projection: { _id: 0 } }),
      ).toEqual({ text: 'kept' });
      await again.close();
      second.child.kill('SIGINT');
      expect(await second.exitCode).toBe(0);
    } finally {
      await rm(dbpath, { recursive: true, force: true });
    }
  });

  it('listens on an owner-only Unix socket with --socket, and on no TCP port', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'embedded-cli-socket-'));
    try {
      const socketPath = join(dir, 'mongod.sock');
      const server = await startCli(['--socket', socketPath, '--memory']);
      expect(server.uri).toBe(`mongodb://${encodeURIComponent(socketPath)}`);
      expect(((await stat(socketPath)).mode & 0o777).toString(8)).toBe('600');
      const client = new MongoClient(server.uri);
      expect((await client.db('admin').command({ ping: 1 })).ok).toBe(1);
      await client.close();
      server.child.kill('SIGTERM');
      expect(await server.exitCode).toBe(0);
      await expect(stat(socketPath)).rejects.toThrow(/ENOENT/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('runs in memory with --memory', async () => {
    const server = await startCli(['--port', '0', '--memory']);
    const client = new MongoClient(server.uri);
    expect((await client.db('admin').command({ ping: 1 })).ok).toBe(1);
    await client.close();
    server.child.kill('SIGTERM');
    expect(await server.exitCode).toBe(0);
  });
});
