import { expect, type Locator, type Page } from '@playwright/test';

/** The voice recorder, wherever it is shown (post screen or the reply dialog). */
export async function recordFor(page: Page, scope: Locator | Page, seconds: number): Promise<void> {
  await scope.getByRole('button', { name: 'Start recording' }).click();
  await expect(scope.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  await page.waitForTimeout(seconds * 1000);
  await scope.getByRole('button', { name: 'Stop recording' }).click();
  await expect(scope.getByRole('button', { name: 'Re-record' })).toBeVisible();
}
