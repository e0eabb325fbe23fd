import type { Locator, Page } from '@playwright/test';

/** A toast's title or description, in Radix's "Notifications (F8)" region. */
export const toast = (page: Page, text: string): Locator =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
