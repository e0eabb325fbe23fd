import fs from 'node:fs';
import type SQLite from 'better-sqlite3';

/**
 * SQLite's wal-index header, read from the `-shm` file as a change marker: one `pread` instead of a read
 * transaction (`pragma data_version` takes and releases a shared-memory lock, two `fcntl` calls).
 *
 * In WAL mode every connection, in any process, finds the database's current state through this header
 * (https://www.sqlite.org/walformat.html, "The WAL-Index Header"): a commit writes a new one (its
 * change counter, last valid frame, frame checksums and salts) into the shared memory before any reader
 * can see the commit, and nothing else writes it but a WAL restart (new salts) or recovery (the same
 * state again). So the header differs after every commit, by this connection or any other, and reading
 * it needs no lock: SQLite writes its second copy, then the first, and a reader that finds the two
 * copies unequal has met a write in progress (then `read` answers undefined and the caller asks SQLite).
 *
 * The file is opened once per process for each database file and only closed when the last connection
 * that uses it here closes: closing any descriptor of a file drops every POSIX lock this process holds on
 * it, SQLite's own locks on the shared memory included.
 */
export class WalHeader {
  /** Header bytes: two copies of the 48-byte header. */
  static readonly BYTES = 96;
  private static readonly opened = new Map<string, { fd: number; users: number }>();
  private readonly buffer = Buffer.alloc(WalHeader.BYTES);
  private closed = false;

  private constructor(
    private readonly path: string,
    private readonly fd: number,
  ) {}

  /** The header of `file`'s WAL, or undefined when it is not in WAL mode or has no shared-memory file. */
  static open(file: SQLite.Database): WalHeader | undefined {
    if (file.memory || String(file.pragma('journal_mode', { simple: true })).toLowerCase() !== 'wal') return undefined;
    const path = `${file.name}-shm`;
    let entry = WalHeader.opened.get(path);
    if (!entry) {
      let fd: number;
      try {
        fd = fs.openSync(path, 'r');
      } catch {
        return undefined;
      }
      entry = { fd, users: 0 };
      WalHeader.opened.set(path, entry);
    }
    entry.users += 1;
    return new WalHeader(path, entry.fd);
  }

  /** The header as a string, or undefined when it is being written at this very moment or not yet set up. */
  read(): string | undefined {
    if (this.closed) return undefined;
    return headerMarker(this.buffer, fs.readSync(this.fd, this.buffer, 0, WalHeader.BYTES, 0));
  }

  /** Call after the connection has closed. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    const entry = WalHeader.opened.get(this.path);
    if (!entry) return;
    entry.users -= 1;
    if (entry.users > 0) return;
    WalHeader.opened.delete(this.path);
    fs.closeSync(entry.fd);
  }

  /** How many shared-memory files are open (tests). */
  static openCount(): number {
    return WalHeader.opened.size;
  }
}

/** `bytes` read of a header: its first copy as a marker when both copies agree and it is initialised. */
export function headerMarker(buffer: Buffer, bytes: number): string | undefined {
  const half = WalHeader.BYTES / 2;
  // Byte 12 is isInit; 0 until the first connection has built the wal-index.
  if (bytes < WalHeader.BYTES || buffer[12] === 0 || buffer.compare(buffer, 0, half, half, WalHeader.BYTES) !== 0) return undefined;
  return buffer.toString('latin1', 0, half);
}
