import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { CONTENT_SECURITY_POLICY } from '../../shared/content-security-policy.js';

export async function installSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY } },
    // Audio and images are fetched by our own pages only; cross-origin isolation would break nothing we use.
    crossOriginEmbedderPolicy: false,
  });
}
