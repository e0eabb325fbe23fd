import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { CRISIS_LINE_URL } from '../shared/constants.js';
import { SAFETY_ERRORS } from '../shared/schemas/safety.js';
import type { AdminMessage } from '../shared/schemas/admin.js';
import { createAdmin, feedMessageIds, PASSWORD, postKindText, registerByApi, uniqueTag } from './support/accounts.js';
import { FeedPage } from './pages/feed.js';
import { ProfilePage } from './pages/profile.js';
import { toast } from './pages/toast.js';

/* Member A uses the app in the page; member B writes through the API, in a context of their own. */

const kindText = (what: string) => `Thank you all for listening tonight, it helped with ${what} (e2e ${uniqueTag()})`;

let author: APIRequestContext;

test.beforeEach(async ({ page, playwright, baseURL }) => {
  author = await playwright.request.newContext({ baseURL });
  await registerByApi(author);
  await registerByApi(page.request);
});

test.afterEach(async () => {
  await author.dispose();
});

/** An admin's page on the moderation queue of messages. */
async function adminOnMessages(browser: Browser): Promise<Page> {
  const email = createAdmin();
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/admin');
  await admin.getByLabel('Email').fill(email);
  await admin.getByLabel('Password').fill(PASSWORD);
  await admin.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await admin.getByRole('link', { name: 'Messages' }).click();
  await expect(admin.getByRole('region', { name: /^Pending Messages/ })).toBeVisible();
  return admin;
}

test('"Someone may be at risk" shows the reporter the crisis resources and sends the message back to the admins, flagged crisis', async ({ page, browser, playwright, baseURL }) => {
  const content = kindText('the long evenings');
  const messageId = await postKindText(author, content);
  const feed = new FeedPage(page);
  await feed.open();

  await feed.report(content, 'at_risk');
  const crisis = page.getByRole('alertdialog', { name: 'Thank you for looking out for them' });
  await expect(crisis).toBeVisible();
  await expect(crisis.getByRole('link', { name: /988/ })).toHaveAttribute('href', CRISIS_LINE_URL);
  await expect(crisis.getByRole('link', { name: /988/ })).toHaveAttribute('target', '_blank');
  await expect(crisis.getByRole('link', { name: /911/ })).toHaveAttribute('href', 'tel:911');
  await crisis.getByRole('button', { name: 'Close' }).click();
  await expect(crisis).toBeHidden();
  await expect(feed.card(content)).toHaveCount(0);

  // It left the feed for everyone, not only for the reporter: it waits for a person again.
  const visitor = await playwright.request.newContext({ baseURL });
  expect(await feedMessageIds(visitor)).not.toContain(messageId);
  await visitor.dispose();
  const again = await page.request.post('/api/reports', { data: { subjectType: 'message', subjectId: messageId, reason: 'spam' } });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ error: SAFETY_ERRORS.alreadyReported });

  const admin = await adminOnMessages(browser);
  const queued = (await (await admin.request.get('/api/admin/messages')).json()) as AdminMessage[];
  expect(queued.find((message) => message.id === messageId)).toMatchObject({ status: 'pending', crisis: 1, reportCount: 1 });
  const card = admin.getByRole('region', { name: /^Pending Messages/ }).getByRole('listitem').filter({ hasText: content });
  await expect(card.getByText('Crisis: this member may be in danger')).toBeVisible();
  await expect(card.getByText('Reported once')).toBeVisible();
  await admin.context().close();
});

test('a report for another reason says "Report sent" and takes the message off the feed', async ({ page }) => {
  const content = kindText('a quiet walk');
  const messageId = await postKindText(author, content);
  const feed = new FeedPage(page);
  await feed.open();

  await feed.report(content, 'spam');
  await expect(toast(page, 'Report sent')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(feed.card(content)).toHaveCount(0);
  expect(await feedMessageIds(author)).toContain(messageId); // the author still sees it, as pending
});

test('Hide removes that message for that member only', async ({ page, playwright, baseURL }) => {
  const content = kindText('my first week back at work');
  const kept = kindText('a letter from a friend');
  const messageId = await postKindText(author, content);
  await postKindText(author, kept);
  const feed = new FeedPage(page);
  await feed.open();
  await expect(feed.card(content)).toBeVisible();

  await feed.choose(content, 'Hide');
  await expect(toast(page, 'Message hidden')).toBeVisible();
  await expect(feed.card(content)).toHaveCount(0);
  // The server keeps it hidden; the same member's other message stays (hiding is not blocking).
  await page.reload();
  await expect(feed.card(kept)).toBeVisible();
  await expect(feed.card(content)).toHaveCount(0);

  // Another member, and a visitor, still see it.
  const other = await playwright.request.newContext({ baseURL });
  await registerByApi(other);
  expect(await feedMessageIds(other)).toContain(messageId);
  await other.dispose();
  const visitor = await playwright.request.newContext({ baseURL });
  expect(await feedMessageIds(visitor)).toContain(messageId);
  await visitor.dispose();
});

test('Block User asks first, then removes every message of that member; unblocking from the profile restores them', async ({ page }) => {
  const first = kindText('the garden');
  const second = kindText('an old song');
  await postKindText(author, first);
  await postKindText(author, second);
  const feed = new FeedPage(page);
  await feed.open();
  await expect(feed.card(first)).toBeVisible();
  await expect(feed.card(second)).toBeVisible();

  await test.step('Cancel keeps everything', async () => {
    await feed.choose(first, 'Block User');
    const confirm = page.getByRole('alertdialog', { name: 'Block this member?' });
    await expect(confirm.getByText('You will no longer see their messages or replies. You can unblock them from your profile.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(feed.card(first)).toBeVisible();
  });

  await test.step('Block removes both of their messages', async () => {
    await feed.block(first);
    await expect(toast(page, 'Member blocked')).toBeVisible();
    await expect(feed.card(first)).toHaveCount(0);
    await expect(feed.card(second)).toHaveCount(0);
  });

  await test.step('unblock from the profile brings them back', async () => {
    const profile = new ProfilePage(page);
    await profile.open();
    await profile.blockedMembers().getByRole('button', { name: /^Unblock / }).click();
    await expect(toast(page, 'Member unblocked')).toBeVisible();
    await feed.open();
    await expect(feed.card(first)).toBeVisible();
    await expect(feed.card(second)).toBeVisible();
  });
});
