import { describe, expect, it } from 'vitest';
import { notificationPreview, unreadBadgeText } from './notification-text.js';

describe('unreadBadgeText', () => {
  it('shows the count up to 9 and "9+" above', () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('9+');
    expect(unreadBadgeText(250)).toBe('9+');
  });
});

describe('notificationPreview', () => {
  const fifty = 'I read your message and I wanted you to know this.';

  it('keeps a message of up to 50 characters whole', () => {
    expect(fifty).toHaveLength(50);
    expect(notificationPreview(fifty)).toBe(fifty);
    expect(notificationPreview('Short and kind')).toBe('Short and kind');
  });

  it('cuts a longer message at 50 characters and adds "..."', () => {
    expect(notificationPreview(`${fifty} More words follow here`)).toBe(`${fifty}...`);
    expect(notificationPreview('x'.repeat(51))).toBe(`${'x'.repeat(50)}...`);
  });
});
