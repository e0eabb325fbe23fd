import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '../components/ThemeToggle.js';
import { readStoredTheme, useThemeStore } from './theme-store.js';

describe('theme', () => {
  it('defaults to light when nothing (or nonsense) is stored', () => {
    expect(readStoredTheme()).toBe('light');
    window.localStorage.setItem('theme', 'purple');
    expect(readStoredTheme()).toBe('light');
  });

  it('stores the choice under "theme" and marks <html> as dark', () => {
    useThemeStore.getState().setTheme('dark');

    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');

    useThemeStore.getState().toggleTheme();

    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('starts from the stored theme on the next visit', async () => {
    window.localStorage.setItem('theme', 'dark');
    vi.resetModules();

    const { useThemeStore: freshStore } = await import('./theme-store.js');

    expect(freshStore.getState().theme).toBe('dark');
  });

  it('toggles through the theme switch', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    const themeSwitch = screen.getByRole('switch', { name: 'Dark mode' });
    expect(themeSwitch).toHaveAttribute('aria-checked', 'false');

    await user.click(themeSwitch);

    expect(themeSwitch).toHaveAttribute('aria-checked', 'true');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });
});
