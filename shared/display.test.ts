import { describe, expect, it } from 'vitest';
import { avatarFallback, displayName, formatDateTime, formatDay, formatDuration } from './display.js';

describe('displayName', () => {
  it('prefers the username', () => {
    expect(displayName({ username: 'Owl', firstName: 'Ann', lastName: 'Lee', isPremium: 1 })).toBe('Owl');
  });
  it('shows a premium member their full name when no username is set', () => {
    expect(displayName({ username: null, firstName: 'Ann', lastName: 'Lee', isPremium: 1 })).toBe('Ann Lee');
    expect(displayName({ firstName: null, lastName: 'Lee', isPremium: true })).toBe('Lee');
  });
  it('keeps everyone else anonymous', () => {
    expect(displayName({ username: null, firstName: 'Ann', lastName: 'Lee', isPremium: 0 })).toBe('Anonymous');
    expect(displayName({ isPremium: 1 })).toBe('Anonymous');
  });
});

describe('avatarFallback', () => {
  it('uses an emoji image value as is, else the first letter, else A', () => {
    expect(avatarFallback({ profileImageUrl: '🦉' })).toBe('🦉');
    expect(avatarFallback({ profileImageUrl: 'https://x/y.png', firstName: 'zoe' })).toBe('Z');
    expect(avatarFallback({ username: 'fox' })).toBe('F');
    expect(avatarFallback({})).toBe('A');
  });
});

describe('formatDuration', () => {
  it('formats m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(9.7)).toBe('0:09');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });
});

describe('dates', () => {
  it('formats days and date-times as the spec says', () => {
    const date = new Date(2025, 9, 5, 14, 7);
    expect(formatDay(date)).toBe('Oct 5, 2025');
    expect(formatDateTime(date)).toBe('Oct 5, 2025 at 2:07 PM');
  });
});
