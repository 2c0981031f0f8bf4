import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { TEST_SEED_PASSWORD } from './gateway.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * How a user starts the service in a process of its own:
 * - `npm start`: the README's command (its `prestart` compiles `src/` to `dist/` first);
 * - `built`: what `npm start` then runs, `node dist/main.js`, on the `dist/` the slow tier's setup
 *   compiled once for the run (test/helpers/global-setup.ts), without compiling again. It names
 *   an absolute path, so a test may start it from any working directory.
 */
export type Launch = 'npm start' | 'built';

export function serviceCommand(launch: Launch): [string, string[]] {
  if (launch === 'npm start') return ['npm', ['start', '--silent']];
  return [process.execPath, [path.join(ROOT, 'dist/main.js')]];
}

/** The operator commands of `package.json`, each `node dist/cli/<name>.js` after the build. */
export type OperatorTool = 'tenants' | 'users' | 'oauth-clients';

/**
 * An operator command's program as compiled in `dist/cli/` by the slow tier's setup: what
 * `npm run <name> --` runs after its build (the docs' examples run it that way:
 * test/platform/doc-examples.test.ts), without npm's start-up and the build on every call.
 */
export function operatorProgram(tool: OperatorTool): [string, string[]] {
  return [process.execPath, [path.join(ROOT, 'dist/cli', `${tool}.js`)]];
}

/**
 * The environment of a service started by a test: ephemeral ports on loopback, the test seed
 * password, cheap password hashing and info logs (JSON lines: no terminal), then `overrides`; an override of `undefined`
 * removes the variable (for settings a test wants read from elsewhere, such as a `.env` file).
 */
export function serviceEnvironment(overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    GRPC_PORT: '0',
    HOST: '127.0.0.1',
    SEED_PASSWORD: TEST_SEED_PASSWORD,
    LOG_LEVEL: 'info',
  };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete environment[name];
    else environment[name] = value;
  }
  // Real argon2id at about 1 ms a hash, where the configuration allows it: `npm start` runs in
  // production when NODE_ENV is unset.
  const mode = environment['NODE_ENV'];
  if (mode !== undefined && mode !== 'production' && !('PASSWORD_HASH_COST' in overrides)) {
    environment['PASSWORD_HASH_COST'] = 'minimal';
  }
  return environment;
}

export type LogLine = Record<string, unknown>;

export interface ServiceProcess {
  child: ChildProcess;
  /** Every JSON line the service wrote to standard output so far. */
  lines: LogLine[];
  /** The REST URL and the gRPC address, once the service logs that both doors listen. */
  listening: Promise<{ url: string; grpcAddress: string }>;
  /** Sends `signal` (SIGTERM by default) unless the process has ended; resolves at its exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ServiceOptions {
  launch: Launch;
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** Where the service's standard error goes: the test's (default) or nowhere. */
  stderr?: 'inherit' | 'ignore';
}

/** Starts the service in a process of its own and reads its JSON log lines as they come. */
export function spawnService(options: ServiceOptions): ServiceProcess {
  const [command, args] = serviceCommand(options.launch);
  const stdio: StdioOptions = ['ignore', 'pipe', options.stderr ?? 'inherit'];
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: serviceEnvironment(options.env),
    stdio,
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const lines: LogLine[] = [];
  let url = '';
  let grpcAddress = '';
  const listening = new Promise<{ url: string; grpcAddress: string }>((resolve, reject) => {
    void exited.then(({ code, signal }) =>
      reject(new Error(`the service exited (${code ?? signal}) before listening`)),
    );
    createInterface({ input: child.stdout! }).on('line', (text) => {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        return;
      }
      lines.push(line);
      // The HTTP doors listen first, the gRPC door right after: the service is up once both are.
      if (line['msg'] === 'petstore gateway listening') url = String(line['url']);
      if (line['msg'] === 'grpc door listening') grpcAddress = String(line['address']);
      if (url !== '' && grpcAddress !== '') resolve({ url, grpcAddress });
    });
  });
  // A test that only waits for the exit must not see an unhandled rejection of `listening`.
  listening.catch(() => undefined);
  return {
    child,
    lines,
    listening,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
