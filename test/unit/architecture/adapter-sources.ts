import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `src/adapters`: the doors and what they share. */
export const ADAPTERS = path.resolve(import.meta.dirname, '../../../src/adapters');

export interface Source {
  /** Relative to src/adapters, e.g. `rest/pet-json.ts`. */
  file: string;
  text: string;
}

/** Every TypeScript file under src/adapters, with its text: what the structural rules read. */
export function adapterSources(): Source[] {
  return readdirSync(ADAPTERS, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file: path.relative(ADAPTERS, file), text: readFileSync(file, 'utf8') };
    });
}
