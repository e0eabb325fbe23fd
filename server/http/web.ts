import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { GENERIC_ERRORS } from './errors.js';

/**
 * Serves the built web app. Any GET that is not an API call and not a file gets index.html, so the
 * client router decides what `/admin/anything` or an unknown path shows. Unknown `/api/*` is JSON 404.
 */
export async function installWebApp(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const indexFile = webDir ? path.join(webDir, 'index.html') : undefined;
  const hasWebBuild = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasWebBuild && webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so those files never change under the same name.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDir }, 'no web build found: serving the API only (run `npm run build:web`)');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && wantsPage && hasWebBuild) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: GENERIC_ERRORS.notFound });
  });
}
