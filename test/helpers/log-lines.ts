import { Writable } from 'node:stream';

/** What a service logs, as parsed JSON lines, and the destination to hand `startTestGateway`. */
export function capturedLogLines(): { lines: Record<string, unknown>[]; sink: Writable } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, sink };
}
