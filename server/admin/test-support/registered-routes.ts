import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const TREE_LINE = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app has registered, read from Fastify's own route tree (`printRoutes`), so a route
 * added anywhere later shows up here without anyone listing it.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    const url = (depth > 0 ? pathAtDepth[depth - 1] : '') + segment;
    pathAtDepth[depth] = url;
    for (const method of methods?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
