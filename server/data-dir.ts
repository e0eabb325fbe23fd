import fs from 'node:fs';
import path from 'node:path';

export class DataDirError extends Error {}

/**
 * Fails at start, with a sentence, when the data folder cannot be written (a file in the way, no
 * permission, a read-only disk), instead of failing later half-way through someone's post.
 */
export function ensureWritableDataDir(dataDir: string): void {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(probe, 'ok');
    fs.rmSync(probe, { force: true });
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new DataDirError(
      `Kindred cannot write to its data folder ${dataDir} (${reason}). Choose another with --data-dir or KINDRED_DATA_DIR, or let this user write there.`,
    );
  }
}
