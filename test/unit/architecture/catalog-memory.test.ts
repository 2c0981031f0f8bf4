import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { adapterSources, type Source } from './adapter-sources.js';

/**
 * One catalog cache, in the core (src/core/pets/cache.ts): a door keeps no catalog memory with
 * freshness rules of its own. What a door may keep is a rendering of a core record (REST's JSON
 * text, SOAP's element, gRPC's bytes) in a WeakMap keyed by that record, which dies with it; and
 * GraphQL's whole answers live in Apollo's response cache under the core's catalog version
 * (src/adapters/graphql/catalog-response-cache.ts, the one file allowed its packages).
 */

/** A package whose name speaks of caching, expiry or eviction (lru-cache, keyv, @isaacs/ttlcache...). */
const CACHE_PACKAGE = /lru|cache|ttl|keyv|memoize/i;
/** The GraphQL response cache's packages, and the one file that uses them. */
const RESPONSE_CACHE_FILE = path.join('graphql', 'catalog-response-cache.ts');
const RESPONSE_CACHE_PACKAGES = [
  '@apollo/server-plugin-response-cache',
  '@apollo/server/plugin/cacheControl',
];
/** The core's catalog records, and what would hold them. */
const CATALOG_TYPE = /\b(Pet|Page)\b/;
const CONTAINER = /(Map|Cache|Set)$/;
/** A core record a rendering may be keyed by. */
const CORE_RECORD_KEY = /^(Readonly<)?(Pet|Page<Pet>)>?$/;

/** `file: package` for each caching package a file imports, but the response cache's own. */
function cachePackageImports({ file, text }: Source): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((name) => !name.startsWith('.') && CACHE_PACKAGE.test(name))
    .filter((name) => !(file === RESPONSE_CACHE_FILE && RESPONSE_CACHE_PACKAGES.includes(name)))
    .map((name) => `${file}: ${name}`);
}

/**
 * `file: new X<...>` for each container made with a catalog type among its type arguments that is
 * not a WeakMap keyed by a core record: a Map, Set or cache of pets or pages is catalog memory
 * whose entries outlive the core's, and so need freshness of their own.
 */
function catalogContainers({ file, text }: Source): string[] {
  const offences: string[] = [];
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && CONTAINER.test(node.expression.getText(sourceFile))) {
      const args = (node.typeArguments ?? []).map((arg) => arg.getText(sourceFile).replace(/\s+/g, ''));
      const holdsCatalog = args.some((arg) => CATALOG_TYPE.test(arg));
      const rendering =
        node.expression.getText(sourceFile) === 'WeakMap' && CORE_RECORD_KEY.test(args[0] ?? '');
      if (holdsCatalog && !rendering) offences.push(`${file}: ${node.getText(sourceFile).slice(0, 80)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return offences;
}

describe('catalog memory in the doors', () => {
  const sources = adapterSources();

  it('reads every door', () => {
    expect(sources.length).toBeGreaterThan(50);
    expect(sources.map((source) => source.file)).toContain(path.join('rest', 'pet-json.ts'));
  });

  it('no door imports a caching library (the GraphQL response cache is the one exception)', () => {
    expect(sources.flatMap(cachePackageImports)).toEqual([]);
  });

  it('no door keeps pets or pages in a container other than a WeakMap keyed by the record', () => {
    expect(sources.flatMap(catalogContainers)).toEqual([]);
  });

  it('tells an answer cache and a map of pets from a rendering', () => {
    const answerCache = `import { LRUCache } from 'lru-cache';\nconst answers = new LRUCache<string, string>({ max: 10 });`;
    expect(cachePackageImports({ file: 'graphql/answers.ts', text: answerCache })).toEqual([
      'graphql/answers.ts: lru-cache',
    ]);
    const petsById = `const pets = new Map<string, { pet: Pet; at: number }>();`;
    expect(catalogContainers({ file: 'grpc/pets.ts', text: petsById })).toHaveLength(1);
    const pages = `const pages = new WeakMap<object, Page<Pet>>();`;
    expect(catalogContainers({ file: 'soap/pages.ts', text: pages })).toHaveLength(1);
    const rendering = `const bytes = new WeakMap<Pet, { version: number; bytes: Uint8Array }>();`;
    expect(catalogContainers({ file: 'grpc/pet-bytes.ts', text: rendering })).toEqual([]);
    const plugin = `import responseCachePlugin from '@apollo/server-plugin-response-cache';`;
    expect(cachePackageImports({ file: 'graphql/elsewhere.ts', text: plugin })).toHaveLength(1);
  });
});
