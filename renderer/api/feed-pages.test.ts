import { describe, expect, it } from 'vitest';
import { aFeedPage, aMessage } from '../test-support/messages.js';
import { feedMessages, feedUrl, withNewestPage, withoutMessage, type FeedPages } from './feed-pages.js';

describe('feedUrl', () => {
  it("asks for the member's feed, narrowed to the chosen category", () => {
    expect(feedUrl('all')).toBe('/api/messages?myFeed=true');
    expect(feedUrl('grief_loss')).toBe('/api/messages?category=grief_loss&myFeed=true');
    expect(feedUrl('habits_recovery', 'abc+/=')).toBe('/api/messages?category=habits_recovery&myFeed=true&cursor=abc%2B%2F%3D');
  });

  it("asks for a visitor's general feed without the member's own messages", () => {
    expect(feedUrl('all', null, 'visitor')).toBe('/api/messages');
    expect(feedUrl('grief_loss', null, 'visitor')).toBe('/api/messages?category=grief_loss');
    expect(feedUrl('all', 'c1', 'visitor')).toBe('/api/messages?cursor=c1');
  });
});

describe('withoutMessage', () => {
  it('drops one message from whichever page holds it and keeps the cursors', () => {
    const [a, b, c] = [aMessage(), aMessage(), aMessage()];
    const pages: FeedPages = { pages: [aFeedPage([a, b], 'x'), aFeedPage([c])], pageParams: [null, 'x'] };

    expect(withoutMessage(pages, b.id)).toEqual({ pages: [aFeedPage([a], 'x'), aFeedPage([c])], pageParams: [null, 'x'] });
  });
});

describe('feedMessages', () => {
  it('lists every page in order and shows a message repeated across pages once', () => {
    const [a, b, c] = [aMessage(), aMessage(), aMessage()];
    expect(feedMessages([aFeedPage([a, b], 'x'), aFeedPage([b, c])])).toEqual([a, b, c]);
  });
});

describe('withNewestPage', () => {
  const [m1, m2, m3, m4, m5, m6, m7, m8] = Array.from({ length: 8 }, () => aMessage());
  const twoPages: FeedPages = {
    pages: [aFeedPage([m1, m2, m3, m4], 'after-m4'), aFeedPage([m5, m6], 'after-m6')],
    pageParams: [null, 'after-m4'],
  };

  it('replaces a lone first page with the newest one', () => {
    const newest = aFeedPage([m7, m1, m2, m3], 'after-m3');
    expect(withNewestPage({ pages: [aFeedPage([m1, m2, m3, m4], 'after-m4')], pageParams: [null] }, newest)).toEqual({
      pages: [newest],
      pageParams: [null],
    });
  });

  it('keeps older pages and carries over what new messages pushed out of the first page, leaving no gap', () => {
    const newest = aFeedPage([m8, m7, m1, m2], 'after-m2');

    const merged = withNewestPage(twoPages, newest);

    expect(feedMessages(merged.pages)).toEqual([m8, m7, m1, m2, m3, m4, m5, m6]);
    expect(merged.pages[0]?.nextCursor).toBe('after-m4');
    expect(merged.pages[1]).toBe(twoPages.pages[1]);
    expect(merged.pageParams).toEqual([null, 'after-m4']);
  });

  it('takes new statuses from the newest page', () => {
    const approved = { ...m2, status: 'approved' as const };
    const pending = { ...m2, status: 'pending' as const };
    const before: FeedPages = { ...twoPages, pages: [aFeedPage([m1, pending, m3, m4], 'after-m4'), twoPages.pages[1]] };

    const merged = withNewestPage(before, aFeedPage([m1, approved, m3, m4], 'after-m4'));

    expect(feedMessages(merged.pages)[1]).toEqual(approved);
  });

  it('starts again from the newest page when it shares nothing with the first page', () => {
    const newest = aFeedPage([m8, m7], 'after-m7');
    expect(withNewestPage(twoPages, newest)).toEqual({ pages: [newest], pageParams: [null] });
  });

  it('starts again from the newest page when that page is the whole feed', () => {
    const newest = aFeedPage([m1, m2, m3]);
    expect(withNewestPage(twoPages, newest)).toEqual({ pages: [newest], pageParams: [null] });
  });
});
