import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAdmin, PASSWORD, registerByApi } from './support/accounts.js';
import { spokenWav } from './support/speech.js';

/**
 * Crisis wording is the one deterministic way to a pending message on a real server: the pledge's crisis
 * rule holds it for a person (flagged) before any model runs, whether or not the models are installed.
 */
async function postHeldMessage(member: APIRequestContext, content: string): Promise<void> {
  const response = await member.post('/api/messages/text', { data: { content, category: 'grief_loss' } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'pending', crisis: true });
}

async function signInAsAdmin(page: Page, email: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

/** A voice reply whose spoken words the crisis rule holds for a person, so it waits in the admin queue. */
async function postHeldReply(replier: APIRequestContext, messageId: string, words: string): Promise<void> {
  const response = await replier.post(`/api/messages/${messageId}/replies`, {
    multipart: { audio: { name: 'reply.wav', mimeType: 'audio/wav', buffer: spokenWav(words) }, duration: '4' },
    timeout: 120_000,
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'pending', crisis: true });
}

test('an admin moderates messages and replies, manages a member and a badge, each with its toast', async ({ page, request, playwright, baseURL }) => {
  test.setTimeout(240_000);
  const run = Date.now();
  const toApprove = `I keep thinking I want to end my life (e2e ${run}-a)`;
  const toReject = `Some nights I want to die and I do not know who to tell (e2e ${run}-b)`;
  // The `request` fixture has its own cookies: the member's session never reaches the admin's page.
  const memberEmail = await registerByApi(request);
  await postHeldMessage(request, toApprove);
  await postHeldMessage(request, toReject);
  const shared = await request.post('/api/messages/text', {
    data: { content: `Thank you all for listening tonight, it helped (e2e ${run.toString(36)})`, category: 'grief_loss' },
  });
  const sharedMessage = await shared.json();
  expect(sharedMessage).toMatchObject({ status: 'approved' });
  const replier = await playwright.request.newContext({ baseURL });
  await registerByApi(replier);
  await postHeldReply(replier, sharedMessage.id, 'Honestly, I want to end my life tonight. I cannot go on.');
  await postHeldReply(replier, sharedMessage.id, 'Honestly, I want to kill myself. I have a plan.');
  const adminEmail = createAdmin();

  await test.step('the dashboard shows the counts and the crisis items waiting', async () => {
    await signInAsAdmin(page, adminEmail);
    await expect(page.getByText('Overview of platform statistics and pending moderation items')).toBeVisible();
    for (const label of ['Total Users', 'Total Messages', 'Total Replies', 'Pending Messages', 'Pending Replies']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    const crisis = page.getByRole('region', { name: /Crisis items waiting/ });
    await expect(crisis.getByText(toApprove)).toBeVisible();
    await expect(crisis.getByText(toReject)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Messages over the last 14 days' })).toBeVisible();
  });

  await test.step('approve one pending message and reject another', async () => {
    await page.getByRole('link', { name: 'Messages' }).click();
    const pending = page.getByRole('region', { name: /^Pending Messages/ });
    await pending.getByRole('listitem').filter({ hasText: toApprove }).getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'Message status updated')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Approved Messages/ }).getByText(toApprove)).toBeVisible();

    await pending.getByRole('listitem').filter({ hasText: toReject }).getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page, 'Message status updated')).toBeVisible();
    const rejected = page.getByRole('region', { name: /^Rejected Messages/ }).getByRole('listitem').filter({ hasText: toReject });
    await expect(rejected.getByText('Rejection reason: Manual moderation')).toBeVisible();
  });

  await test.step('approve one pending reply and reject another; the approval notifies the author', async () => {
    await page.getByRole('link', { name: 'Replies' }).click();
    const pending = page.getByRole('region', { name: /^Pending Replies/ });
    const approved = page.getByRole('region', { name: /^Approved Replies/ }).getByRole('listitem');
    await expect(pending.getByRole('listitem')).toHaveCount(2);
    const approvedBefore = await approved.count();
    await pending.getByRole('listitem').first().getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'Reply status updated')).toBeVisible();
    await expect(approved).toHaveCount(approvedBefore + 1);
    await pending.getByRole('listitem').first().getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page, 'Reply status updated')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Rejected Replies/ }).getByText('Rejection reason: Manual moderation')).toBeVisible();
    const unread = await request.get('/api/notifications/unread-count');
    expect(await unread.json()).toEqual({ count: 1 });
  });

  await test.step('make the member admin and premium', async () => {
    await page.getByRole('link', { name: 'Users' }).click();
    const member = page.getByRole('listitem').filter({ hasText: memberEmail });
    await member.getByRole('button', { name: 'Make Admin' }).click();
    await expect(toast(page, 'User admin status updated')).toBeVisible();
    await expect(member.getByRole('button', { name: 'Remove Admin' })).toBeVisible();

    await member.getByRole('button', { name: 'Grant Premium' }).click();
    await expect(toast(page, 'User premium status updated')).toBeVisible();
    await expect(member.getByRole('button', { name: 'Remove Premium' })).toBeVisible();
    await expect(member.getByText('Premium', { exact: true })).toBeVisible();
  });

  await test.step('create a badge, then delete it', async () => {
    const name = `Night Owl ${run}`;
    await page.getByRole('link', { name: 'Badges' }).click();
    await page.getByRole('button', { name: 'Create Badge' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Badge' });
    await dialog.getByLabel('Badge ID').fill(`night-owl-${run}`);
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill('Listened to someone after midnight');
    await dialog.getByLabel('Icon').fill('Moon');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(toast(page, 'Badge created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('listitem', { name });
    await expect(card.getByText('community', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(toast(page, 'Badge deleted successfully')).toBeVisible();
    await expect(card).toBeHidden();
  });
});
