import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SAFETY_STEPS_TAKEN } from '../shared/schemas/auth.js';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Starts the real CLI on a free port and resolves with its URL once it says it is running. */
function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts'), '--port', '0', '--data-dir', dataDir], {
    env: { ...process.env, LOG_LEVEL: 'warn', KINDRED_WEB_DIR: path.join(dataDir, 'no-web') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Kindred is running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

describe('server/main.ts', () => {
  it('finishes a request in flight on SIGTERM, then exits cleanly', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-main-'));
    const { child, url } = await startServer(dataDir);
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);

    const body = JSON.stringify({ email: 'late@example.org', password: 'a-kind-password', ...SAFETY_STEPS_TAKEN });
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(`${url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      request.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      request.on('error', reject);
      // Half the body now, the rest after the signal: the request is mid-flight when shutdown starts.
      request.write(body.slice(0, 10));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(10)), 300);
      }, 200);
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

    const answered = await response;
    expect(answered.status).toBe(201);
    expect(JSON.parse(answered.text).email).toBe('late@example.org');
    expect(await exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a bad configuration with a clear message and exit code 1', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, PORT: 'not-a-port' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(child);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Configuration error: PORT must be a port number (0-65535), got "not-a-port"');
  });

  it('refuses a data folder it cannot write with a sentence, not a stack trace, before opening any database', async () => {
    const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-main-')), 'a-file');
    fs.writeFileSync(blocker, 'not a folder');
    const dataDir = path.join(blocker, 'data');
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts'), '--data-dir', dataDir, '--port', '0'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(child);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `Kindred cannot write to its data folder ${dataDir} (ENOTDIR). Choose another with --data-dir or KINDRED_DATA_DIR, or let this user write there.`,
    );
    fs.rmSync(path.dirname(blocker), { recursive: true, force: true });
  });
});
