import type { FileHandle } from 'node:fs/promises';
import { checkUnit } from './framing.js';

const READ_CHUNK_BYTES = 4 * 1024 * 1024;

export interface UnitProblem {
  offset: number;
  reason: string;
}

/**
 * Reads framed units front to back, a few megabytes at a time, and stops at the first unit that
 * does not check out. `goodEnd` is then the end of the last good unit: where the file may be
 * truncated without losing anything that was valid.
 */
export class UnitReader {
  private buf: Buffer = Buffer.alloc(0);
  /** File offset of buf[0]. */
  private bufStart = 0;
  private pos = 0;
  problem: UnitProblem | null = null;

  constructor(
    private readonly handle: FileHandle,
    readonly size: number,
  ) {}

  get goodEnd(): number {
    return this.pos;
  }

  /** The next good unit, or null at the end of the file or at the first bad unit (see `problem`). */
  async next(): Promise<{ offset: number; payload: Buffer } | null> {
    while (this.problem === null && this.pos < this.size) {
      const check = checkUnit(this.buf, this.pos - this.bufStart, this.size - this.pos);
      if (check.kind === 'unit') {
        const offset = this.pos;
        this.pos = this.bufStart + check.end;
        return { offset, payload: check.payload };
      }
      if (check.kind === 'bad') this.problem = { offset: this.pos, reason: check.reason };
      else await this.fill(check.needed);
    }
    return null;
  }

  /** Marks a unit that framed correctly but whose content is unusable (e.g. not BSON). */
  reject(offset: number, reason: string): void {
    this.pos = offset;
    this.problem = { offset, reason };
  }

  /** Makes at least `needed` bytes from `pos` available in `buf` (fresh buffer: payloads handed out stay valid). */
  private async fill(needed: number): Promise<void> {
    const kept = this.buf.subarray(this.pos - this.bufStart);
    const target = Math.min(Math.max(needed, READ_CHUNK_BYTES), this.size - this.pos);
    const next = Buffer.allocUnsafe(target);
    kept.copy(next);
    const got = await readFully(this.handle, next, kept.length, this.pos + kept.length);
    this.buf = next.subarray(0, got);
    this.bufStart = this.pos;
    if (got < needed) this.problem = { offset: this.pos, reason: 'the file ended while it was being read' };
  }
}

/** Fills `buf` from `start` with file bytes from `position`; returns how many bytes `buf` now holds. */
export async function readFully(
  handle: FileHandle,
  buf: Buffer,
  start: number,
  position: number,
): Promise<number> {
  let filled = start;
  while (filled < buf.length) {
    const { bytesRead } = await handle.read(buf, filled, buf.length - filled, position + filled - start);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return filled;
}
