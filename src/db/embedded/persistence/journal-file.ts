import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { fsyncDir, journalName, pathIn } from './data-dir.js';

/**
 * The journal being appended to. Writes go to explicit positions (not O_APPEND) so the size we
 * track is the size on disk, including after a repair truncated a torn tail.
 */
export class JournalFile {
  private constructor(
    readonly generation: number,
    readonly path: string,
    private readonly handle: FileHandle,
    private position: number,
  ) {}

  /** Creates a new, empty journal; fails if it exists. The directory is fsync'd so the file survives a crash. */
  static async create(dir: string, generation: number): Promise<JournalFile> {
    const path = pathIn(dir, journalName(generation));
    const handle = await open(path, 'wx');
    await fsyncDir(dir);
    return new JournalFile(generation, path, handle, 0);
  }

  /** Opens an existing journal to append after its first `size` bytes (all good). */
  static async reopen(dir: string, generation: number, size: number): Promise<JournalFile> {
    const path = pathIn(dir, journalName(generation));
    return new JournalFile(generation, path, await open(path, 'r+'), size);
  }

  get size(): number {
    return this.position;
  }

  /**
   * Writes `bytes` after the last unit and waits for them to reach the disk. fdatasync suffices:
   * it also flushes the file size, which is the only metadata a reader needs.
   */
  async appendDurably(bytes: Buffer): Promise<void> {
    let written = 0;
    while (written < bytes.length) {
      const { bytesWritten } = await this.handle.write(
        bytes,
        written,
        bytes.length - written,
        this.position + written,
      );
      written += bytesWritten;
    }
    this.position += written;
    await this.handle.datasync();
  }

  async close(): Promise<void> {
    await this.handle.close();
  }
}
