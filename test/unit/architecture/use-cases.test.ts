import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Core } from '../../../src/core/core.js';

/**
 * Use cases that doors call once: a chat completion and a pet patch are decided in the core (who
 * may, what it costs, what the input means, how the pet changes). These read the doors' sources
 * and fail when a door starts sequencing those steps itself again.
 */

const ADAPTERS = path.resolve(import.meta.dirname, '../../../src/adapters');

interface Source {
  file: string;
  tree: ts.SourceFile;
}

function doorSources(): Source[] {
  return readdirSync(ADAPTERS, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const text = readFileSync(file, 'utf8');
      return {
        file: path.relative(ADAPTERS, file),
        tree: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true),
      };
    });
}

function visit(node: ts.Node, found: (node: ts.Node) => void): void {
  found(node);
  node.forEachChild((child) => visit(child, found));
}

/** `<receiver>.<area>.<method>(...)` calls, as `area.method` (e.g. `core.chat.complete` -> `chat.complete`). */
function areaCalls(node: ts.Node, area: string): { method: string; call: ts.CallExpression }[] {
  const calls: { method: string; call: ts.CallExpression }[] = [];
  visit(node, (child) => {
    if (!ts.isCallExpression(child) || !ts.isPropertyAccessExpression(child.expression)) return;
    const target = child.expression.expression;
    const onArea =
      (ts.isPropertyAccessExpression(target) && target.name.text === area) ||
      (ts.isIdentifier(target) && target.text === area);
    if (onArea) calls.push({ method: child.expression.name.text, call: child });
  });
  return calls;
}

/** The innermost function around `node`: one handler of a door. */
function enclosingFunction(node: ts.Node): ts.Node {
  let current = node.parent;
  while (current.parent !== undefined && !ts.isFunctionLike(current)) current = current.parent;
  return current;
}

function importsOf(source: Source): string[] {
  return source.tree.statements
    .filter(ts.isImportDeclaration)
    .map((declaration) => (declaration.moduleSpecifier as ts.StringLiteral).text);
}

const sources = doorSources();
const where = (source: Source, node: ts.Node) =>
  `${source.file}:${source.tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

describe('chat is one core call', () => {
  it('doors call only the chat use cases: one call per completion, nothing they could sequence', () => {
    const allowed = new Set(['complete', 'stream', 'answer', 'listModels', 'authorize']);
    const offences = sources.flatMap((source) =>
      areaCalls(source.tree, 'chat')
        .filter(({ method }) => !allowed.has(method))
        .map(({ method, call }) => `${where(source, call)} chat.${method}`),
    );
    expect(offences).toEqual([]);
  });

  it('no door makes a chat decision of its own: the engine, the chat policy and the request schema stay in the core', () => {
    const offences = sources.flatMap((source) =>
      importsOf(source)
        .filter((specifier) => /core\/chat\/(engine|policy|schemas|service)\.js$/.test(specifier))
        .map((specifier) => `${source.file} imports ${specifier}`),
    );
    expect(offences).toEqual([]);
  });

  it('no handler calls more than one chat use case', () => {
    const offences = sources.flatMap((source) => {
      const byHandler = new Map<ts.Node, string[]>();
      for (const { method, call } of areaCalls(source.tree, 'chat')) {
        const handler = enclosingFunction(call);
        byHandler.set(handler, [...(byHandler.get(handler) ?? []), method]);
      }
      return [...byHandler.entries()]
        .filter(([, methods]) => methods.length > 1)
        .map(([handler, methods]) => `${where(source, handler)} calls chat.${methods.join(', chat.')}`);
    });
    expect(offences).toEqual([]);
  });

  it("the doors' core has no chat step that checks no caller", () => {
    expectTypeOf<Core['chat']>().not.toHaveProperty('parseRequest');
    expectTypeOf<Core['chat']>().not.toHaveProperty('begin');
    expectTypeOf<Core['chat']>().toHaveProperty('complete');
  });
});

describe('a pet patch is decided in the core', () => {
  it('no door handler reads a pet and then changes it: a partial update is core.pets.patch', () => {
    const offences = sources.flatMap((source) =>
      areaCalls(source.tree, 'pets')
        .filter(({ method }) => method === 'replace' || method === 'patch')
        .filter(({ call }) =>
          areaCalls(enclosingFunction(call), 'pets').some(({ method }) => method === 'get'),
        )
        .map(({ method, call }) => `${where(source, call)} pets.${method} after pets.get`),
    );
    expect(offences).toEqual([]);
  });

  it('the gRPC door builds no replacement of its own from a stored pet', () => {
    const grpc = sources.filter((source) => source.file.startsWith(`grpc${path.sep}`));
    const offences = grpc.flatMap((source) => {
      const found: string[] = [];
      visit(source.tree, (node) => {
        if (
          ts.isIdentifier(node) &&
          /^(replacePetInput|mergeMedicalFact|populatedPetFields)$/.test(node.text)
        ) {
          found.push(`${where(source, node)} ${node.text}`);
        }
      });
      return found;
    });
    expect(offences).toEqual([]);
  });

  it("the doors' core hands out no pet step that checks no caller", () => {
    expectTypeOf<Core['pets']>().not.toHaveProperty('reserveForOrder');
    expectTypeOf<Core['pets']>().not.toHaveProperty('releaseReservation');
    expectTypeOf<Core['pets']>().not.toHaveProperty('markAdopted');
    expectTypeOf<Core['pets']>().toHaveProperty('patch');
    expectTypeOf<Core>().not.toHaveProperty('rateLimits');
    expectTypeOf<Core>().not.toHaveProperty('audit');
    expectTypeOf<Core>().not.toHaveProperty('events');
  });
});
