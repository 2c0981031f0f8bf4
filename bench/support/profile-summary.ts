/**
 * A `.cpuprofile` (from `node --cpu-prof`) in a few lines: where the main thread spent its time,
 * by function (self time) and by package or source folder, the idle and GC shares apart.
 *
 *   npx tsx bench/support/profile-summary.ts <file>.cpuprofile [top=25] [inclusive filter, e.g. src/]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  parent?: number;
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArgument] = process.argv.slice(2);
if (file === undefined) throw new Error('usage: profile-summary.ts <file>.cpuprofile [top]');
const top = Number(topArgument ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
for (const node of profile.nodes) {
  for (const child of node.children ?? []) (nodes.get(child) as ProfileNode).parent = node.id;
}

/**
 * Microseconds of self time per sampled node. Every sample weighs the median interval: on a busy
 * machine the thread is often descheduled, and the wall-clock gap before the next sample would
 * be charged to whatever happened to run last.
 */
const interval =
  [...profile.timeDeltas].sort((a, b) => a - b)[Math.floor(profile.timeDeltas.length / 2)] ?? 0;
const selfTime = new Map<number, number>();
for (const id of profile.samples) selfTime.set(id, (selfTime.get(id) ?? 0) + interval);

/** `node_modules/<package>` or the project folder a script lives in; the engine's own apart. */
function placeOf(url: string): string {
  if (url === '') return '(engine)';
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency !== null) return dependency[1] as string;
  if (url.startsWith('node:')) return 'node:internal';
  const own = /\/(src|bench)\/(.*)\/[^/]+$/.exec(url);
  return own === null ? url : `${own[1]}/${own[2]}`;
}

function functionKey({ functionName, url, lineNumber }: ProfileNode['callFrame']): string {
  return `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules|src|bench)\//, '$1/')}:${lineNumber + 1}`;
}

/** Time with the function anywhere on the stack (each sample counted once per function). */
const inclusive = new Map<string, number>();
for (const [id, time] of selfTime) {
  const onStack = new Set<string>();
  for (let node = nodes.get(id); node !== undefined; node = nodes.get(node.parent ?? -1)) {
    onStack.add(functionKey(node.callFrame));
  }
  for (const key of onStack) inclusive.set(key, (inclusive.get(key) ?? 0) + time);
}

const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
let total = 0;
for (const [id, time] of selfTime) {
  const { callFrame } = nodes.get(id) as ProfileNode;
  const { functionName, url } = callFrame;
  const name = functionKey(callFrame);
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  const place = ['(idle)', '(garbage collector)', '(program)'].includes(functionName)
    ? functionName
    : placeOf(url);
  byPlace.set(place, (byPlace.get(place) ?? 0) + time);
  total += time;
}

function print(title: string, entries: Map<string, number>, limit: number): void {
  console.log(`\n${title}`);
  for (const [name, time] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    console.log(
      `${((time / total) * 100).toFixed(1).padStart(6)}%  ${(time / 1000).toFixed(0).padStart(7)} ms  ${name}`,
    );
  }
}

console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print('by package or folder (self time)', byPlace, top);
print('by function (self time)', byFunction, top);
const matching = process.argv[4];
print(
  `by function, inclusive${matching === undefined ? '' : ` (matching ${matching})`}`,
  new Map([...inclusive].filter(([name]) => matching === undefined || name.includes(matching))),
  top,
);
