/**
 * Writes the doors' generated types: the gRPC messages from `protos/` and the GraphQL resolvers
 * from `schema/petstore.graphql`. `--check` generates into a temporary folder instead and fails,
 * naming the files, when the committed ones differ (`npm run check` runs it): a contract changed
 * without its types, or generated files edited by hand.
 *
 * gRPC: `proto-loader-gen-types`, shipped with `@grpc/proto-loader` and given the very options the
 * server loads the protos with (`LOADER_OPTIONS`), so the types describe the plain objects the
 * loader hands the handlers (`X__Output`) and takes from them (`X`), oneof names included.
 * GraphQL: GraphQL Code Generator's plugins with the settings of `codegen.ts`. Both run offline
 * from `node_modules`.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { codegen } from '@graphql-codegen/core';
import * as typescriptPlugin from '@graphql-codegen/typescript';
import * as resolversPlugin from '@graphql-codegen/typescript-resolvers';
import { parse } from 'graphql';
import { graphqlCodegen } from '../codegen.js';
import { LOADER_OPTIONS, PETSTORE_PROTO_FILES, PROTO_ROOT } from '../src/adapters/grpc/proto-files.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GRPC_TYPES = 'src/adapters/grpc/generated';
const GRAPHQL_TYPES = 'src/adapters/graphql/generated';
const GENERATOR = createRequire(import.meta.url).resolve(
  '@grpc/proto-loader/build/bin/proto-loader-gen-types.js',
);

/** The loader's options as the generator's flags: one description of the messages for both. */
function loaderFlags(): string[] {
  const { keepCase, longs, enums, defaults, oneofs } = LOADER_OPTIONS;
  return [
    ...(keepCase === true ? ['--keepCase'] : []),
    ...(longs === undefined ? [] : [`--longs=${longs.name}`]),
    ...(enums === undefined ? [] : [`--enums=${enums.name}`]),
    ...(defaults === true ? ['--defaults'] : []),
    ...(oneofs === true ? ['--oneofs'] : []),
  ];
}

async function generateGrpcTypes(outDir: string): Promise<void> {
  // Relative paths, so the files' "Original file" notes are the same on every machine.
  const includeDir = path.relative(ROOT, PROTO_ROOT);
  await promisify(execFile)(
    process.execPath,
    [
      GENERATOR,
      ...loaderFlags(),
      '--includeComments',
      '--grpcLib=@grpc/grpc-js',
      '--importFileExtension=.js',
      `--includeDirs=${includeDir}`,
      `--outDir=${outDir}`,
      ...PETSTORE_PROTO_FILES,
    ],
    { cwd: ROOT },
  );
}

async function generateGraphqlTypes(outDir: string): Promise<void> {
  const { schema, output, plugins, config } = graphqlCodegen;
  const pluginMap = { typescript: typescriptPlugin, 'typescript-resolvers': resolversPlugin };
  const text = await codegen({
    filename: output,
    schema: parse(await readFile(path.join(ROOT, schema), 'utf8')),
    documents: [],
    plugins: plugins.map((name) => ({ [name]: {} })),
    pluginMap,
    config,
  });
  const file = path.join(outDir, path.relative(GRAPHQL_TYPES, output));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

async function generateAll(grpcDir: string, graphqlDir: string): Promise<void> {
  await Promise.all([
    rm(grpcDir, { recursive: true, force: true }),
    rm(graphqlDir, { recursive: true, force: true }),
  ]);
  await generateGrpcTypes(grpcDir);
  await generateGraphqlTypes(graphqlDir);
}

/** Every file under `directory`, by its path relative to it, with its text. */
async function contentsOf(directory: string): Promise<Map<string, string>> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  return new Map(
    await Promise.all(
      files.map(async (file) => [path.relative(directory, file), await readFile(file, 'utf8')] as const),
    ),
  );
}

/** The paths (under `label`) that are missing, extra or different in `actual`. */
async function differences(label: string, expectedDir: string, actualDir: string): Promise<string[]> {
  const [expected, actual] = await Promise.all([contentsOf(expectedDir), contentsOf(actualDir)]);
  const names = new Set([...expected.keys(), ...actual.keys()]);
  return [...names]
    .filter((name) => expected.get(name) !== actual.get(name))
    .sort()
    .map(
      (name) =>
        `${path.join(label, name)}${actual.has(name) ? (expected.has(name) ? '' : ' (not generated)') : ' (missing)'}`,
    );
}

async function check(): Promise<number> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'petstore-types-'));
  try {
    const grpcDir = path.join(scratch, 'grpc');
    const graphqlDir = path.join(scratch, 'graphql');
    await generateAll(grpcDir, graphqlDir);
    const stale = [
      ...(await differences(GRPC_TYPES, grpcDir, path.join(ROOT, GRPC_TYPES))),
      ...(await differences(GRAPHQL_TYPES, graphqlDir, path.join(ROOT, GRAPHQL_TYPES))),
    ];
    if (stale.length === 0) return 0;
    console.error(`Generated types differ from the protos or the schema; run \`npm run generate:types\`:`);
    for (const file of stale) console.error(`  ${file}`);
    return 1;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

if (process.argv.includes('--check')) {
  process.exitCode = await check();
} else {
  await generateAll(path.join(ROOT, GRPC_TYPES), path.join(ROOT, GRAPHQL_TYPES));
}
