import { describe, expect, it } from 'vitest';
import { isSafeExternalUrl } from './external-links.js';

describe('isSafeExternalUrl', () => {
  it('lets https, mail and phone links open in the OS', () => {
    for (const url of ['https://988lifeline.org', 'https://example.org/terms?x=1', 'mailto:support@example.org', 'tel:988']) {
      expect(isSafeExternalUrl(url), url).toBe(true);
    }
  });
  it('refuses plain http, local files, scripts, other schemes, credentials in the URL and garbage', () => {
    for (const url of ['http://example.org', 'file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share', 'app://kindred/feed', 'https://user:pass@example.org', 'not a url', '']) {
      expect(isSafeExternalUrl(url), url).toBe(false);
    }
  });
});
