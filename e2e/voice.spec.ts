import { expect, test, type Browser } from '@playwright/test';
import { registerByApi } from './support/accounts.js';
import { recordFor } from './pages/voice.js';

/* Chromium's fake microphone plays an espeak-ng sentence (e2e/support/global-setup.ts):
   "Today was hard, but talking about it helps me feel less alone." */

async function memberPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerByApi(page.request);
  return page;
}

test('a member records a voice post, another answers by voice, and the author is notified', async ({ browser }) => {
  test.setTimeout(180_000);
  const author = await memberPage(browser);

  // Record and send a voice post.
  await author.goto('/post');
  await author.getByRole('radio', { name: 'Grief & Loss' }).check();
  await author.getByRole('button', { name: 'Voice Message' }).click();
  await expect(author.getByRole('heading', { name: 'Record your message' })).toBeVisible();
  await recordFor(author, author, 5);
  await author.getByRole('button', { name: 'Send' }).click();
  await expect(author.getByText('Message posted!')).toBeVisible({ timeout: 90_000 });
  await author.getByRole('button', { name: 'Continue' }).click();
  await expect(author).toHaveURL(/\/$/);

  // It is in the feed with its player and the words Whisper heard.
  const authorCard = author.getByRole('article').first();
  await authorCard.getByRole('button', { name: 'Show transcript' }).click();
  await expect(authorCard.getByText(/talking about it/i)).toBeVisible();
  await authorCard.getByRole('button', { name: 'Play voice message' }).click();
  await expect(authorCard.getByRole('button', { name: 'Pause voice message' })).toBeVisible();

  // Another member replies by voice.
  const replier = await memberPage(browser);
  await replier.goto('/');
  const card = replier.getByRole('article').filter({ has: replier.getByRole('button', { name: 'Play voice message' }) }).first();
  await card.getByRole('button', { name: 'Show transcript' }).click();
  await expect(card.getByText(/talking about it/i)).toBeVisible();
  await card.getByRole('button', { name: 'Reply with voice' }).click();
  const recorder = replier.getByRole('dialog', { name: 'Record your reply' });
  await expect(recorder).toBeVisible();
  await recordFor(replier, recorder, 4);
  await recorder.getByRole('button', { name: 'Send' }).click();
  await expect(replier.getByText('Message posted!')).toBeVisible({ timeout: 90_000 });
  await replier.getByRole('button', { name: 'Continue' }).click();
  await expect(replier.getByRole('dialog', { name: 'Record your reply' })).toHaveCount(0);

  // The author sees the notification, opens it (marking it read) and hears the reply.
  await author.reload();
  const bell = author.getByRole('button', { name: 'Notifications' });
  await expect(bell).toHaveAccessibleDescription('1 unread', { timeout: 40_000 });
  await bell.click();
  const item = author.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: /replied to your message/ });
  await item.click();
  const sheet = author.getByRole('dialog', { name: '1 Reply' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Play voice reply' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(bell).toBeVisible();
  await expect(bell).not.toHaveAccessibleDescription('1 unread');
});
