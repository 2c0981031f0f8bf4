import { existsSync } from 'node:fs';
import { ConfigError } from './config.js';

/**
 * Reads `.env` from the working directory into `process.env`, when there is one (see
 * `.env.example`): `npm start` and `node dist/main.js` then need no wrapper. Variables already set
 * in the environment win over the file, as with `node --env-file`, so a deployment's own settings
 * are never overridden by a file left in the directory. Gives the path read, or undefined.
 */
export function loadEnvFile(path = '.env'): string | undefined {
  if (!existsSync(path)) return undefined;
  try {
    process.loadEnvFile(path);
  } catch (error) {
    throw new ConfigError(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return path;
}
