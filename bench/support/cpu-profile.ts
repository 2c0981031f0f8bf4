/**
 * Reads V8 CPU profiles (`node --cpu-prof`) and prints where the time went: the functions with
 * the most self time, and self time by package (or by file for our own code).
 *
 *   npx tsx bench/support/cpu-profile.ts <file.cpuprofile>... [--top N]
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  ms: number;
  share: number;
}

/** Where a frame's code lives: `pkg:<name>` for dependencies, the repository path for ours. */
function placeOf(url: string): string {
  if (url === '') return '(native)';
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency !== null) return `pkg:${dependency[1]}`;
  if (url.startsWith('node:')) return url;
  const ours = /\/(src|bench)\/(.+)$/.exec(url);
  return ours === null ? url : `${ours[1]}/${ours[2]}`;
}

/**
 * A stretch of time on the monotonic clock, in µs (`process.hrtime` in any process of the machine
 * reads the same clock as the profile's timestamps): only samples taken within it count.
 */
export interface Window {
  fromMicros: number;
  toMicros: number;
}

export function monotonicMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

export async function summarise(
  file: string,
  top = 25,
  window?: Window,
): Promise<{ totalMs: number; busyMs: number; functions: SelfTime[]; places: SelfTime[] }> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const functions = new Map<string, number>();
  const places = new Map<string, number>();
  let totalMicros = 0;
  let idleMicros = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    at += micros;
    if (window !== undefined && (at < window.fromMicros || at > window.toMicros)) return;
    const frame = byId.get(id)?.callFrame;
    if (frame === undefined) return;
    totalMicros += micros;
    if (frame.functionName === '(idle)') idleMicros += micros;
    const place = placeOf(frame.url);
    const name = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
    places.set(place, (places.get(place) ?? 0) + micros);
  });
  const rank = (entries: Map<string, number>): SelfTime[] =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({ name, ms: micros / 1000, share: micros / Math.max(1, totalMicros) }));
  return {
    totalMs: totalMicros / 1000,
    busyMs: (totalMicros - idleMicros) / 1000,
    functions: rank(functions),
    places: rank(places),
  };
}

export async function printSummary(file: string, top = 25, window?: Window, title = file): Promise<void> {
  const { totalMs, busyMs, functions, places } = await summarise(file, top, window);
  const line = (row: SelfTime) =>
    `${(row.share * 100).toFixed(1).padStart(6)}% ${row.ms.toFixed(0).padStart(8)} ms  ${row.name}`;
  console.log(
    `\n${title}: ${totalMs.toFixed(0)} ms sampled, ${busyMs.toFixed(0)} ms busy\n-- self time by function`,
  );
  for (const row of functions) console.log(line(row));
  console.log('-- self time by package or file');
  for (const row of places) console.log(line(row));
}

/**
 * The hot spots of the profiles in `profileDir` (a service stopped after `--cpu-prof`) while each
 * row was under load: one summary per row and thread (the main thread, the embedded database's
 * worker), leaving out threads busy less than `minBusyMs` in that window.
 */
export async function printProfileWindows(
  profileDir: string,
  windows: Map<string, Window>,
  minBusyMs: number,
): Promise<void> {
  const profiles = (await readdir(profileDir)).sort();
  for (const [row, window] of windows) {
    for (const file of profiles) {
      const [, , , , thread] = file.split('.');
      const busy = (await summarise(path.join(profileDir, file), 1, window)).busyMs;
      if (busy > minBusyMs) {
        await printSummary(path.join(profileDir, file), 20, window, `${row}, thread ${thread ?? '?'}`);
      }
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const topAt = args.indexOf('--top');
  const top = topAt === -1 ? 25 : Number(args[topAt + 1]);
  const files = topAt === -1 ? args : args.filter((_, index) => index !== topAt && index !== topAt + 1);
  for (const file of files) await printSummary(file, top);
}
