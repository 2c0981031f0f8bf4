import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { COLLECTION_PLACEMENT } from '../../src/db/shard-keys.js';

const SCALING = readFileSync(fileURLToPath(new URL('../../docs/scaling.md', import.meta.url)), 'utf8');

/** The "Shard keys" section's tables: collection → `{ a, b }` for sharded rows, `unsharded` for the others. */
function documentedPlacement(): Map<string, string> {
  const section = SCALING.split(/^### /m).find((part) => part.startsWith('Shard keys'));
  if (section === undefined) throw new Error('docs/scaling.md has no "### Shard keys" section');
  const tables = section.split('**Unique indexes')[0] as string;
  const rows = new Map<string, string>();
  for (const line of tables.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = /^`([a-z_.]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name === undefined) continue;
    const key = /^`(\{ [^`]+ \})`$/.exec(cells[2] ?? '')?.[1];
    rows.set(name, key ?? 'unsharded');
  }
  return rows;
}

test('docs/scaling.md places every collection as src/db/shard-keys.ts does', () => {
  const expected = new Map(
    Object.entries(COLLECTION_PLACEMENT).map(([name, placement]) => [
      name,
      placement.sharded ? `{ ${placement.key.join(', ')} }` : 'unsharded',
    ]),
  );
  expect(Object.fromEntries(documentedPlacement())).toEqual(Object.fromEntries(expected));
});
