import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

export interface TsxChild<FirstLine> {
  child: ChildProcessByStdio<null, Readable, null>;
  /** The first line the script prints, parsed as JSON (its "ready" or "reached" signal). */
  firstLine: Promise<FirstLine>;
  /** A crash: SIGKILL, no graceful shutdown, no cleanup. Resolves once the process is gone. */
  kill(): Promise<void>;
}

/** Runs a TypeScript script in a child process (a second server, a process to crash) with extra environment. */
export function spawnTsx<FirstLine>(script: string, args: string[], env: Record<string, string> = {}): TsxChild<FirstLine> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const firstLine = new Promise<FirstLine>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(JSON.parse(text.split('\n')[0]!) as FirstLine);
    });
    child.once('exit', (code, signal) => reject(new Error(`${script} exited (${code ?? signal}) before printing a line`)));
  });
  return {
    child,
    firstLine,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
