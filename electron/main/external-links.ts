/**
 * Links leave the app only to the OS, and only on https:, mailto: and tel: (the 988 line, legal pages,
 * the support address). Plain http is refused: the OS browser would send it unencrypted.
 *
 * Exports: `isSafeExternalUrl(url)`.
 */
const EXTERNAL_SCHEMES = new Set(['https:', 'mailto:', 'tel:']);

export function isSafeExternalUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return EXTERNAL_SCHEMES.has(parsed.protocol) && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}
