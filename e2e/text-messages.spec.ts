import { expect, test } from '@playwright/test';
import { registerByApi } from './support/accounts.js';
import { PostPage } from './pages/post.js';

test.beforeEach(async ({ page }) => {
  await registerByApi(page.request);
});

test('a kind message is checked, posted, and shows in the feed', async ({ page }) => {
  const content = `Tonight feels heavy, but writing this down helps a little, note ${Date.now().toString(36)}.`;
  await new PostPage(page).writeText(content);
  await expect(page.getByText('Message posted!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Your message has been shared with the community')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(content)).toBeVisible();
});

test('an unkind message gets "Let\'s rephrase that" with its reason, and the words are kept for editing', async ({ page }) => {
  const content = 'You are a pathetic idiot and everyone hates you.';
  await new PostPage(page).writeText(content);
  await expect(page.getByText("Let's rephrase that")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Our pledge is/)).toBeVisible();
  await page.getByRole('button', { name: 'Edit Message' }).click();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveValue(content);
});

test('contact details are refused with the anonymity reason', async ({ page }) => {
  await new PostPage(page).writeText('Text me at 555-123-4567 if you want to talk.');
  await expect(page.getByText("Let's rephrase that")).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText("To protect everyone's anonymity, please don't share contact details or other identifying information."),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Got it' }).click();
});

test('a crisis message shows crisis support first and is held for a person', async ({ page }) => {
  const content = `I want to end my life tonight. I have the pills ready, note ${Date.now().toString(36)}.`;
  await new PostPage(page).writeText(content);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Let's rephrase that")).toHaveCount(0);
  const lifeline = dialog.getByRole('link', { name: /988/ });
  await expect(lifeline).toHaveAttribute('target', '_blank');
  await expect(dialog.getByRole('link', { name: /911/ })).toHaveAttribute('href', 'tel:911');
  await dialog.getByRole('button', { name: 'Go to my feed' }).click();
  await expect(page).toHaveURL(/\/$/);
  const card = page.getByRole('article').filter({ hasText: content });
  await expect(card.getByText('Checking...')).toBeVisible();

  const visitorFeed = await page.request.fetch('/api/messages', { headers: { cookie: '' } });
  expect(JSON.stringify(await visitorFeed.json())).not.toContain(content);
});
