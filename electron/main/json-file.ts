/**
 * The desktop app's small settings files (remembered communities, window state) in the user-data folder.
 *
 * Exports:
 * - `readJsonFile(file, schema)`: the parsed value, or undefined when the file is absent or unreadable.
 *   A file that is not valid JSON or does not match the schema is moved aside (`<file>.corrupt-<time>`)
 *   so the app starts afresh without losing what was there.
 * - `writeJsonFileAtomic(file, value)`: written to a temporary file, flushed, then renamed over the old
 *   one, so a crash mid-write leaves the previous version whole.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

export function readJsonFile<T>(file: string, schema: z.ZodType<T>): T | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON at all: set aside below.
  }
  try {
    fs.renameSync(file, `${file}.corrupt-${Date.now()}`);
  } catch {
    // Left where it is; the next write replaces it.
  }
  return undefined;
}

export function writeJsonFileAtomic(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const descriptor = fs.openSync(temporary, 'w', 0o600);
  try {
    fs.writeSync(descriptor, `${JSON.stringify(value, null, 2)}\n`);
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
  fs.renameSync(temporary, file);
}
