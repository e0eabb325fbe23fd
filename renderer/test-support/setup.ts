import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useOnboardingStore } from '../stores/onboarding-store.js';
import { useThemeStore } from '../stores/theme-store.js';
import { useToastStore } from '../stores/toast-store.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.className = '';
  useOnboardingStore.getState().reset();
  useToastStore.getState().clear();
  useThemeStore.setState({ theme: 'light' });
});
