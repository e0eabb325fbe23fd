import { describe, expect, it } from 'vitest';
import { isSafeExternalUrl } from './external-links.js';

describe('isSafeExternalUrl', () => {
  it('lets web, mail and phone links open in the OS', () => {
    for (const url of ['https://988lifeline.org', 'http://example.org', 'mailto:support@example.org', 'tel:988']) {
      expect(isSafeExternalUrl(url)).toBe(true);
    }
  });
  it('refuses local files, scripts and garbage', () => {
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share', 'not a url']) {
      expect(isSafeExternalUrl(url)).toBe(false);
    }
  });
});
