import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { errorFrame } from '../../../src/adapters/ws/frames.js';
import { ERROR_TABLE } from '../../../src/core/error-table.js';
import { DomainError, type ErrorKind } from '../../../src/core/errors.js';

/** The one error table of docs/architecture-doors.md, §3, against the one the doors read. */
const DOC = fileURLToPath(new URL('../../../docs/architecture-doors.md', import.meta.url));

function documentedRows(): string[][] {
  const lines = readFileSync(DOC, 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith('| kind ') && line.includes('GraphQL'));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim().replaceAll('`', '')),
    );
  }
  return rows;
}

/** A row as the doors answer it, each column spelled as the document spells it. */
function answeredRow(kind: ErrorKind): string[] {
  const view = ERROR_TABLE[kind];
  const frame = errorFrame(new DomainError(kind, 'a failure'));
  const socketCode = frame.type === 'error' ? frame.error.code : '';
  return [
    kind,
    String(view.status),
    view.slug,
    view.graphql,
    `${view.grpc.code} ${view.grpc.name}`,
    `${view.soap.v11} / ${view.soap.v12}`,
    socketCode,
  ];
}

describe('the error table in docs/architecture-doors.md', () => {
  test('has a row for each kind, each door spelled as the doors answer it (the chat socket too)', () => {
    const kinds = Object.keys(ERROR_TABLE) as ErrorKind[];
    expect(documentedRows()).toEqual(kinds.map(answeredRow));
  });
});
