import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test-support/eventually.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import { audioFiles } from './test-support/voice-state.js';

/** pino's numeric levels. */
const WARN = 40;

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

let t: TestApp;
let port: number;
let publishedMessage: string;
const logged: LogLine[] = [];

beforeAll(async () => {
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  t = await startTestApp({ logLevel: 'debug' }, { logger: true, logStream: capture });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => t?.close());

beforeAll(async () => {
  const author = await registerMember(t.app);
  const now = new Date().toISOString();
  publishedMessage = crypto.randomUUID();
  await t.ctx.db
    .insertInto('messages')
    .values({ id: publishedMessage, userId: author.user.id, type: 'text', content: 'The evenings are hard.', category: 'grief_loss', status: 'approved', createdAt: now, updatedAt: now })
    .execute();
});

/** Opens a real socket, sends the head of a multipart voice post and `bytes` of its recording, and returns the socket. */
async function startUpload(url: string, cookie: string, bytes: number): Promise<net.Socket> {
  const boundary = 'kindred-disconnect-boundary';
  const partHead = `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\ngrief_loss\r\n--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="voice.webm"\r\nContent-Type: audio/webm\r\n\r\n`;
  const socket = net.connect({ host: '127.0.0.1', port });
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${partHead.length + 4_000_000}\r\n\r\n${partHead}`,
  );
  socket.write(Buffer.alloc(bytes, 1));
  return socket;
}

const incomingFiles = () => audioFiles(t).filter((file) => file.startsWith('incoming'));

describe('a member whose connection drops in the middle of sending a recording', () => {
  it.each([
    ['a voice post', () => '/api/messages/voice'],
    ['a voice reply', () => `/api/messages/${publishedMessage}/replies`],
  ])('%s: no temporary file is left, and it is logged as the client\'s choice, not as a server error', async (_, url) => {
    const member = await registerMember(t.app);
    logged.length = 0;
    const socket = await startUpload(url(), member.cookie, 1_000_000);
    await eventually(() => incomingFiles().length === 1 && fs.statSync(path.join(t.dataDir, 'audio', incomingFiles()[0]!)).size > 0);

    socket.destroy();
    await eventually(() => logged.some((line) => line.msg === 'the client went away before its request was received'));
    await eventually(() => incomingFiles().length === 0);
    // A moment for anything logged late about this request (there is no "completed" line for a closed socket).
    await new Promise((resolve) => setTimeout(resolve, 500));

    const problems = logged.filter((line) => line.level >= WARN);
    expect(problems).toEqual([]);
    const note = logged.find((line) => line.msg === 'the client went away before its request was received')!;
    expect(note.level).toBeLessThan(WARN);
    expect(await t.ctx.db.selectFrom('messages').select('id').where('userId', '=', member.user.id).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('replies').select('id').where('userId', '=', member.user.id).execute()).toEqual([]);
  });
});
