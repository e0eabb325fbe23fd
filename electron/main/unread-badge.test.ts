import { describe, expect, it } from 'vitest';
import { createUnreadBadge, type SystemNotice } from './unread-badge.js';

function badge() {
  const badges: number[] = [];
  const notices: SystemNotice[] = [];
  let opened = 0;
  const unread = createUnreadBadge({ setBadgeCount: (count) => badges.push(count), notify: (notice) => notices.push(notice), openNotifications: () => (opened += 1) });
  return { unread, badges, notices, opened: () => opened };
}

describe('the unread badge', () => {
  it('shows the count, and notifies only when it rises after the first count', () => {
    const { unread, badges, notices } = badge();
    unread.update(3);
    expect(badges).toEqual([3]);
    expect(notices).toEqual([]);
    unread.update(3);
    unread.update(4);
    unread.update(6);
    unread.update(0);
    unread.update(1);
    expect(badges).toEqual([3, 4, 6, 0, 1]);
    expect(notices.map(({ title, body }) => ({ title, body }))).toEqual([
      { title: 'Kindred', body: 'You have a new notification.' },
      { title: 'Kindred', body: 'You have 2 new notifications.' },
      { title: 'Kindred', body: 'You have a new notification.' },
    ]);
  });

  it('opens the notifications when a notice is clicked', () => {
    const { unread, notices, opened } = badge();
    unread.update(0);
    unread.update(2);
    notices[0]!.onClick();
    expect(opened()).toBe(1);
  });

  it('ignores what is not a count', () => {
    const { unread, badges } = badge();
    for (const value of [-1, 1.5, Number.NaN, Infinity, '3', null, undefined, 1e9]) unread.update(value);
    expect(badges).toEqual([]);
  });
});
