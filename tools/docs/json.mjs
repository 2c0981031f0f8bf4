#!/usr/bin/env node
// Reads JSON on standard input and prints the value at a dotted path, as `jq -r .a.b` would:
//   curl -s ... | node tools/docs/json.mjs accessToken
//   curl -s ... | node tools/docs/json.mjs data.0.id
// Strings print bare, anything else as JSON. A missing value is an error (exit 1), so a script
// stops at the step that went wrong instead of carrying an empty variable along.
import { readFileSync } from 'node:fs';

const path = process.argv[2] ?? '';
const text = readFileSync(0, 'utf8');
let value;
try {
  value = JSON.parse(text);
} catch {
  process.stderr.write(`not JSON: ${text.slice(0, 500)}\n`);
  process.exit(1);
}
for (const key of path.split('.').filter(Boolean)) {
  value = value === null || typeof value !== 'object' ? undefined : value[key];
}
if (value === undefined) {
  process.stderr.write(`no "${path}" in: ${text.slice(0, 500)}\n`);
  process.exit(1);
}
process.stdout.write(typeof value === 'string' ? `${value}\n` : `${JSON.stringify(value)}\n`);
