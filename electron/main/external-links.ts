/** Links leave the app only to the OS browser, and only on web schemes (the 988 line, legal pages). */
export function isSafeExternalUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' || protocol === 'mailto:' || protocol === 'tel:';
  } catch {
    return false;
  }
}
