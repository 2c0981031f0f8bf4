import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { EnvSchema } from '../../src/config.js';
import { declaredDefaults } from '../helpers/config-defaults.js';

const EXAMPLE = readFileSync(fileURLToPath(new URL('../../.env.example', import.meta.url)), 'utf8');

/** `# NAME=value` lines of `.env.example` (commented: the file as shipped sets nothing): name → value. */
function exampleSettings(): Map<string, string> {
  const settings = new Map<string, string>();
  for (const line of EXAMPLE.split('\n')) {
    const match = /^#? ?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match === null) continue;
    const [, name, value] = match as unknown as [string, string, string];
    expect(settings.has(name), `${name} appears twice`).toBe(false);
    settings.set(name, value);
  }
  return settings;
}

test('.env.example lists exactly the variables the service reads', () => {
  expect([...exampleSettings().keys()].sort()).toEqual(Object.keys(EnvSchema.shape).sort());
});

test('.env.example gives each variable its real default, and an empty value where it is unset', () => {
  const settings = exampleSettings();
  for (const [name, value] of Object.entries(declaredDefaults())) {
    expect(settings.get(name), name).toBe(value === undefined ? '' : String(value));
  }
});

test('each variable in .env.example is explained by the comment line above it', () => {
  const lines = EXAMPLE.split('\n');
  lines.forEach((line, index) => {
    if (!/^# ?[A-Z][A-Z0-9_]*=/.test(line)) return;
    const above = lines[index - 1] ?? '';
    expect(above, line).toMatch(/^# \S/);
    expect(above, line).not.toMatch(/^# ?[A-Z][A-Z0-9_]*=/);
  });
});

test('.env.example sets nothing when copied as it is: every setting is commented out', () => {
  expect(EXAMPLE.split('\n').filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))).toEqual([]);
});
