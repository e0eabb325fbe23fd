/**
 * The pages' Content Security Policy, one list for the web server (helmet, server/http/security.ts) and the
 * desktop app's app:// pages (electron/main/app-protocol.ts). Only what the web app uses: its own scripts,
 * inline styles from the UI kit, images from https, audio blobs.
 */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[] | null>> = {
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

/** The policy as a header value; a directive set to null is left out. */
export function contentSecurityPolicyHeader(): string {
  return Object.entries(CONTENT_SECURITY_POLICY)
    .flatMap(([name, sources]) => (sources ? [`${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${sources.join(' ')}`] : []))
    .join('; ');
}
