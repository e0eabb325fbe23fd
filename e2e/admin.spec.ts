import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAdmin, PASSWORD, registerByApi } from './support/accounts.js';

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

test('an admin moderates messages, manages a member and a badge, each with its toast', async ({ page, request }) => {
  const run = Date.now();
  const toApprove = `I keep thinking I want to end my life (e2e ${run}-a)`;
  const toReject = `Some nights I want to die and I do not know who to tell (e2e ${run}-b)`;
  // The `request` fixture has its own cookies: the member's session never reaches the admin's page.
  const memberEmail = await registerByApi(request);
  await postHeldMessage(request, toApprove);
  await postHeldMessage(request, toReject);
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
