import type { EmbeddedServerMessage } from '../shared/desktop-bridge.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirError, ensureWritableDataDir } from './data-dir.js';

interface ParentPort {
  postMessage(message: EmbeddedServerMessage): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
}

/**
 * Electron's utilityProcess gives the child `process.parentPort`; `child_process.fork` gives it
 * `process.send`. Either way the parent learns the address once the server listens, and may ask it to stop
 * (`{ type: 'stop' }`: graceful on every platform, where a signal is not).
 */
function linkToParent(stop: () => void): (message: EmbeddedServerMessage) => void {
  const parentPort = (process as NodeJS.Process & { parentPort?: ParentPort }).parentPort;
  const isStop = (data: unknown) => (data as { type?: unknown } | null)?.type === 'stop';
  parentPort?.on('message', (event) => isStop(event.data) && stop());
  if (process.send) {
    process.on('message', (data) => isStop(data) && stop());
    // A parent that went away without a word (crashed) leaves no one to serve.
    process.on('disconnect', stop);
  }
  return (message) => {
    parentPort?.postMessage(message);
    process.send?.(message);
  };
}

async function main(): Promise<void> {
  const config = loadConfig(process.env, process.argv.slice(2));
  ensureWritableDataDir(config.dataDir);
  const { app } = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // close() stops accepting, waits for in-flight requests, then runs onClose hooks (the db closes there).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  const tellParent = linkToParent(() => shutdown('stop message'));

  const address = await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? address.replace(/\/\/[^:]+:/, '//localhost:') : address;
  app.log.info(`Kindred is running at ${shown}`);
  console.warn(`\n  Kindred is running at ${shown}\n`);
  tellParent({ type: 'ready', url: shown });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof DataDirError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
