import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { EnvSchema } from '../../src/config.js';
import { declaredDefaults } from '../helpers/config-defaults.js';

const README = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');

/** Rows of the README's "Configuration" table: variable name → default cell. */
function configurationTable(): Map<string, string> {
  const section = README.split(/^## /m).find((part) => part.startsWith('Configuration'));
  if (section === undefined) throw new Error('README.md has no "## Configuration" section');
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = /^`([A-Z0-9_]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name !== undefined) rows.set(name, cells[2] ?? '');
  }
  return rows;
}

test('the README configuration table lists exactly the variables the service reads', () => {
  const documented = [...configurationTable().keys()].sort();
  expect(documented).toEqual(Object.keys(EnvSchema.shape).sort());
});

test("the README states each variable's real default", () => {
  const table = configurationTable();
  for (const [name, value] of Object.entries(declaredDefaults())) {
    const cell = table.get(name);
    if (value === undefined) expect(cell, name).toBe('unset');
    else expect(cell, name).toBe(`\`${String(value)}\``);
  }
});
