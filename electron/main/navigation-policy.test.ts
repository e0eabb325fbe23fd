import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { decideNavigation, installNavigationPolicy, type NavigableContents } from './navigation-policy.js';

describe('decideNavigation', () => {
  it.each([
    ['app://kindred/', 'stay'],
    ['app://kindred/feed?x=1', 'stay'],
    ['https://988lifeline.org', 'open-externally'],
    ['mailto:support@example.org', 'open-externally'],
    ['tel:988', 'open-externally'],
    ['http://example.org', 'block'],
    ['app://other/feed', 'block'],
    ['app://user@kindred/feed', 'block'],
    ['file:///etc/passwd', 'block'],
    ['javascript:alert(1)', 'block'],
    ['data:text/html,<script>1</script>', 'block'],
    ['chrome://settings', 'block'],
    ['not a url', 'block'],
  ])('%s → %s', (url, decision) => {
    expect(decideNavigation(url)).toBe(decision);
  });
});

/** A webContents as far as the policy sees it: events it listens to, and the window-open handler. */
function contents() {
  const emitter = new EventEmitter();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  const target: NavigableContents = {
    on: (event, listener) => emitter.on(event, listener),
    setWindowOpenHandler: (handler) => (openHandler = handler),
  };
  const attempt = (event: string, url: string, legacy = false) => {
    let prevented = false;
    const navigation = { preventDefault: () => (prevented = true), ...(legacy ? {} : { url }) };
    emitter.emit(event, navigation, url);
    return prevented;
  };
  return { target, attempt, open: (url: string) => openHandler!({ url }) };
}

describe('installNavigationPolicy', () => {
  it('keeps navigations on the app, hands safe links to the OS, and drops the rest', () => {
    const opened: string[] = [];
    const page = contents();
    installNavigationPolicy(page.target, (url) => opened.push(url));
    for (const event of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
      expect(page.attempt(event, 'app://kindred/notifications'), event).toBe(false);
      expect(page.attempt(event, 'https://accounts.example.org/'), event).toBe(true);
      expect(page.attempt(event, 'file:///etc/passwd'), event).toBe(true);
      expect(page.attempt(event, 'http://example.org', true), event).toBe(true);
    }
    expect(opened).toEqual(['https://accounts.example.org/', 'https://accounts.example.org/', 'https://accounts.example.org/']);
    expect(page.attempt('will-attach-webview', 'app://kindred/')).toBe(true);
  });

  it('never opens a window: an external link goes to the OS, anything else is dropped', () => {
    const opened: string[] = [];
    const page = contents();
    installNavigationPolicy(page.target, (url) => opened.push(url));
    expect(page.open('https://988lifeline.org')).toEqual({ action: 'deny' });
    expect(page.open('app://kindred/feed')).toEqual({ action: 'deny' });
    expect(page.open('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(page.open('tel:988')).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://988lifeline.org', 'tel:988']);
  });
});
