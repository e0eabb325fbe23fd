import { expect, test } from '@playwright/test';
import { AVATARS } from '../shared/constants.js';
import { PROFILE_ERRORS } from '../shared/schemas/profile.js';
import { ANIMAL_NAME, currentUser, postKindText, registerByApi, uniqueTag } from './support/accounts.js';
import { FeedPage } from './pages/feed.js';
import { ProfilePage } from './pages/profile.js';
import { toast } from './pages/toast.js';

test('choosing an avatar sets the animal and its name in the header', async ({ page }) => {
  await registerByApi(page.request);
  const before = await currentUser(page.request);
  // A new member already is a random animal; choose another one, so both the emoji and the name change.
  const animal = AVATARS.find((candidate) => candidate.emoji !== before.profileImageUrl) ?? AVATARS[0];
  const profile = new ProfilePage(page);
  await profile.open();
  await expect(profile.name()).toHaveText(ANIMAL_NAME);

  await profile.chooseAvatar(animal.username);
  await expect(toast(page, 'Profile updated')).toBeVisible();
  // "Fox", or "Fox-2f7" when another member already is the plain Fox.
  const animalName = new RegExp(`^${animal.username}(-[0-9a-f]{3,6})?$`);
  await expect(profile.name()).toHaveText(animalName);
  await expect(profile.avatar()).toHaveText(animal.emoji);
  await expect(profile.usernameField()).toHaveValue(animalName);
  expect(await currentUser(page.request)).toMatchObject({ profileImageUrl: animal.emoji, username: expect.stringMatching(animalName) });
});

test('the username follows the server rules: length, taken by another member in any case, then saved', async ({ page, playwright, baseURL }) => {
  const taken = `Listener${uniqueTag()}`;
  const other = await playwright.request.newContext({ baseURL });
  await registerByApi(other);
  expect((await other.post('/api/profile/username', { data: { username: taken } })).status()).toBe(200);

  await registerByApi(page.request);
  const profile = new ProfilePage(page);
  await profile.open();

  await test.step('too short: the rule under the field', async () => {
    await profile.saveUsername('ab');
    await expect(profile.usernameField()).toHaveAccessibleDescription(PROFILE_ERRORS.usernameLength);
  });

  await test.step('taken by another member, whatever the case: the 409 sentence under the field', async () => {
    await profile.saveUsername(taken.toLowerCase());
    await expect(toast(page, 'Failed to update username')).toBeVisible();
    await expect(profile.usernameField()).toHaveAccessibleDescription(PROFILE_ERRORS.usernameTaken);
    await expect(profile.name()).not.toHaveText(taken.toLowerCase());
  });

  await test.step('a free name is saved and shown', async () => {
    const mine = `Kindly${uniqueTag()}`;
    await profile.saveUsername(mine);
    await expect(toast(page, 'Profile updated')).toBeVisible();
    await expect(profile.name()).toHaveText(mine);
    await expect(profile.usernameField()).not.toHaveAttribute('aria-invalid', 'true');
    expect((await currentUser(page.request)).username).toBe(mine);
  });
  await other.dispose();
});

test('Premium through the demo verifier awards the gold crown badge', async ({ page }) => {
  await registerByApi(page.request);
  const profile = new ProfilePage(page);
  await profile.open();
  const card = profile.premiumCard();
  await expect(card.getByText('$4.99/month')).toBeVisible();
  await expect(card.getByText('This community uses a demo checkout: no payment is taken.')).toBeVisible();
  await expect(profile.header().getByText('Premium', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'Gold Crown' }).getByText('Earned')).toHaveCount(0);

  await card.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(toast(page, 'Premium activated!')).toBeVisible();
  await expect(profile.header().getByText('Premium', { exact: true })).toBeVisible();
  const crown = profile.header().getByRole('list', { name: 'Badges' }).getByRole('listitem').filter({ hasText: 'Gold Crown' });
  await expect(crown).toBeVisible();
  await expect(crown).toHaveClass(/badge-colour--yellow/);
  await expect(page.getByRole('listitem', { name: 'Gold Crown' }).getByText('Earned')).toBeVisible();
  await expect(card).toHaveCount(0);

  const member = await currentUser(page.request);
  expect(member.isPremium).toBe(1);
  expect(member.badges.map((badge) => badge.id)).toContain('gold-crown');
  await page.reload();
  await expect(profile.header().getByText('Premium', { exact: true })).toBeVisible();
  await expect(profile.premiumCard()).toHaveCount(0);
});

test('a blocked member is listed under Blocked Members and unblocking there brings their messages back', async ({ page, playwright, baseURL }) => {
  const other = await playwright.request.newContext({ baseURL });
  await registerByApi(other);
  const otherName = (await currentUser(other)).username ?? '';
  const content = `Thank you all for listening tonight, it helped (e2e ${uniqueTag()})`;
  const messageId = await postKindText(other, content);

  await registerByApi(page.request);
  const profile = new ProfilePage(page);
  await profile.open();
  await expect(profile.blockedMembers().getByText("You haven't blocked anyone.")).toBeVisible();
  // Blocking from a card is safety.spec.ts's subject; here it is only the way to a listed member.
  expect((await page.request.post('/api/blocks', { data: { subjectType: 'message', subjectId: messageId } })).status()).toBe(200);

  await page.reload();
  const blocked = profile.blockedMembers();
  const row = blocked.getByRole('listitem').filter({ hasText: otherName });
  await expect(row).toBeVisible();
  await expect(row.getByText(/^Blocked on /)).toBeVisible();
  const feed = new FeedPage(page);
  await feed.open();
  await expect(feed.card(content)).toHaveCount(0);

  await profile.open();
  await blocked.getByRole('button', { name: `Unblock ${otherName}` }).click();
  await expect(toast(page, 'Member unblocked')).toBeVisible();
  await expect(blocked.getByText("You haven't blocked anyone.")).toBeVisible();

  await feed.open();
  await expect(feed.card(content)).toBeVisible();
  await other.dispose();
});
