import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirError, ensureWritableDataDir } from './data-dir.js';

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

  const address = await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? address.replace(/\/\/[^:]+:/, '//localhost:') : address;
  app.log.info(`Kindred is running at ${shown}`);
  console.warn(`\n  Kindred is running at ${shown}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof DataDirError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
