import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Only what the web app uses: its own scripts, inline styles from the UI kit, images from https, audio blobs. */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

export async function installSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Audio and images are fetched by our own pages only; cross-origin isolation would break nothing we use.
    crossOriginEmbedderPolicy: false,
  });
}
