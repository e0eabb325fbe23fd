/**
 * A real Kindred community listening on a free port of 127.0.0.1, for the desktop modules' tests (the
 * forwarder, the connect check) that must talk to it over HTTP like the app does.
 */
import type { BuildOptions } from '../../server/app.js';
import type { ServerConfig } from '../../server/config.js';
import { startTestApp, type TestApp } from '../../server/test-support/test-app.js';

export interface ListeningCommunity extends TestApp {
  /** The community's origin, e.g. http://127.0.0.1:40123. */
  url: string;
}

export async function startListeningCommunity(overrides: Partial<ServerConfig> = {}, options: BuildOptions = {}): Promise<ListeningCommunity> {
  const t = await startTestApp(overrides, options);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test community is not listening on a port');
  return { ...t, url: `http://127.0.0.1:${address.port}` };
}

/** A port nothing listens on: bound once by the OS, then released. */
export async function closedPort(): Promise<number> {
  const net = await import('node:net');
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
