import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import protobuf from 'protobufjs';
import { parse as parseYaml } from 'yaml';
import { OPENAPI_SOURCE } from '../../../src/adapters/rest/openapi.js';
import { CLIENT_FRAME_TYPES } from '../../../src/adapters/ws/frames.js';
import { loadProtos } from './proto-contract.js';
import { sdl } from './sdl-contract.js';
import { wsdlOperations } from './soap-contract.js';

/** docs/operations.md: which operation is on which door, and why a door leaves one out. */
const TABLE_FILE = fileURLToPath(new URL('../../../docs/operations.md', import.meta.url));
const DOORS = ['REST', 'GraphQL', 'gRPC', 'SOAP', 'WebSocket'] as const;
type Door = (typeof DOORS)[number];
const WHY = 'Why a door leaves it out';

interface Row {
  operation: string;
  names: Record<Door, string[]>;
  why: string;
}

function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

/** The table's rows; a cell's names are its code spans, `—` naming none. */
function tableRows(): Row[] {
  const lines = readFileSync(TABLE_FILE, 'utf8').split('\n');
  const start = lines.findIndex((line) => /^\| Operation +\|/.test(line));
  if (start < 0) throw new Error('docs/operations.md has no table headed "| Operation |"');
  const header = cellsOf(lines[start] ?? '');
  const rows: Row[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = cellsOf(line);
    const cell = (name: string): string => cells[header.indexOf(name)] ?? '';
    const names = Object.fromEntries(
      DOORS.map((door) => [door, [...cell(door).matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '')]),
    ) as Record<Door, string[]>;
    rows.push({ operation: cell('Operation'), names, why: cell(WHY) });
  }
  return rows;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Each door's operations, read from its contract. */
function served(): Record<Door, string[]> {
  const openapi = parseYaml(readFileSync(OPENAPI_SOURCE, 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const rest = Object.entries(openapi.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => HTTP_METHODS.includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
  const graphql = [sdl.getQueryType(), sdl.getMutationType(), sdl.getSubscriptionType()].flatMap((root) =>
    root === null || root === undefined
      ? []
      : Object.keys(root.getFields()).map((field) => `${root.name}.${field}`),
  );
  const petstore = loadProtos().lookup('petstore.v1') as protobuf.Namespace;
  const grpc = petstore.nestedArray
    .filter((nested): nested is protobuf.Service => nested instanceof protobuf.Service)
    .flatMap((service) => service.methodsArray.map((method) => `${service.name}.${method.name}`));
  return {
    REST: rest,
    GraphQL: graphql,
    gRPC: grpc,
    SOAP: wsdlOperations(),
    WebSocket: [...CLIENT_FRAME_TYPES],
  };
}

describe('docs/operations.md names what each door serves', () => {
  const rows = tableRows();
  const contracts = served();

  test('the table has a row for each operation', () => {
    expect(rows.length).toBeGreaterThan(40);
    expect(new Set(rows.map((row) => row.operation)).size).toBe(rows.length);
  });

  test.each(DOORS)('%s: every name in the table is served, and everything served is in the table', (door) => {
    const inTable = new Set(rows.flatMap((row) => row.names[door]));
    const missingFromContract = [...inTable].filter((name) => !contracts[door].includes(name));
    const missingFromTable = contracts[door].filter((name) => !inTable.has(name));
    expect({ missingFromContract, missingFromTable }).toEqual({
      missingFromContract: [],
      missingFromTable: [],
    });
  });

  test('a row that a door leaves out says why', () => {
    const unexplained = rows
      .filter((row) => DOORS.some((door) => row.names[door].length === 0))
      .filter((row) => row.why === '' || row.why === '—')
      .map((row) => row.operation);
    expect(unexplained).toEqual([]);
  });
});
