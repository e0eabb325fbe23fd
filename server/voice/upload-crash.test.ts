import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SAFETY_STEPS_TAKEN } from '../../shared/schemas/auth.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { eventually } from '../test-support/eventually.js';
import { testDatabaseUrl } from '../test-support/test-database.js';
import { spawnTsx } from '../test-support/tsx-child.js';

const opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

/** Every file under the audio folder, recursively, relative to it. */
function audioFilesIn(dataDir: string): string[] {
  const root = path.join(dataDir, 'audio');
  return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((name) => fs.statSync(path.join(root, name)).isFile()) : [];
}

describe('a server killed in the middle of a voice upload', () => {
  it('leaves nothing behind after the next start: no row, no temporary file', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-upload-crash-'));
    const databaseUrl = await testDatabaseUrl(dataDir);
    const instance = spawnTsx<{ port: number }>(path.join(import.meta.dirname, '../test-support/serve-instance.ts'), [dataDir, '2'], databaseUrl ? { DATABASE_URL: databaseUrl } : {});
    const { port } = await instance.firstLine;
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `crash.${Date.now()}@example.org`, password: 'a-kind-password', ...SAFETY_STEPS_TAKEN }),
    });
    const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;

    // Half of a recording, then silence: the server is receiving it into its temporary folder.
    const boundary = 'kindred-crash-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="voice.webm"\r\nContent-Type: audio/webm\r\n\r\n`;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/messages/voice',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + 2_000_000) },
    });
    request.on('error', () => undefined); // the server is about to die
    request.write(head);
    request.write(Buffer.alloc(500_000, 1));
    await eventually(() => audioFilesIn(dataDir).some((file) => file.startsWith('incoming')));

    await instance.kill();
    request.destroy();
    expect(audioFilesIn(dataDir).filter((file) => file.startsWith('incoming'))).toHaveLength(1);

    const restarted = await startTestApp({ dataDir });
    opened.push(restarted);
    await eventually(() => audioFilesIn(dataDir).length === 0);
    const rows = await restarted.ctx.db.selectFrom('messages').select('id').execute();
    expect(rows).toEqual([]);
  }, 60_000);
});
