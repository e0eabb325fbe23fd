import { expect, test, type Locator, type Page } from '@playwright/test';
import { CATEGORY_LABELS } from '../shared/constants.js';
import { DESKTOP_CONNECT_ERRORS } from '../shared/desktop-bridge.js';
import { unreadNotificationText } from '../electron/main/unread-badge.js';
import { currentUser, newEmail, PASSWORD, registerByApi, uniqueTag } from './support/accounts.js';
import { DESKTOP_HARNESS_URL, startDesktopHarness, type DesktopHarness } from './support/desktop-harness.js';
import { E2E_PORT } from './support/paths.js';
import { postApprovedVoiceReply } from './support/replies.js';
import { AuthPage } from './pages/auth.js';
import { OnboardingPage } from './pages/onboarding.js';
import { PostPage } from './pages/post.js';
import { recordFor } from './pages/voice.js';

/*
 * The desktop app in a browser: the desktop renderer's build (out/renderer) behind a harness made of the
 * main process's own modules (e2e/support/desktop-harness.ts). Community A is the e2e server Playwright
 * starts; community B is hosted "on this computer" by the harness (a second Kindred server, its own data).
 */

const DESKTOP = { width: 1280, height: 800 };
const COMMUNITY_A = `127.0.0.1:${E2E_PORT}`;
const NOWHERE = 'http://127.0.0.1:9';

test.use({ baseURL: DESKTOP_HARNESS_URL, viewport: DESKTOP });

let harness: DesktopHarness;

test.beforeAll(async () => {
  harness = await startDesktopHarness();
});

test.afterAll(async () => {
  await harness?.close();
});

const switcher = (page: Page) => page.getByRole('button', { name: /^Community: / });

async function openSwitcher(page: Page) {
  await switcher(page).click();
  const popover = page.getByRole('dialog', { name: 'Communities' });
  await expect(popover).toBeVisible();
  return popover;
}

/**
 * After Send: "Message posted!", or, when the kindness check takes longer than the server waits (a busy
 * machine), "Still checking..."; either way on to the feed, where the card waits until it is approved.
 */
async function sentAndApproved(page: Page, card: (page: Page) => Locator): Promise<Locator> {
  const posted = page.getByText('Message posted!');
  const stillChecking = page.getByRole('dialog', { name: 'Still checking...' });
  await expect(posted.or(stillChecking)).toBeVisible({ timeout: 120_000 });
  if (await posted.isVisible()) await page.getByRole('button', { name: 'Continue' }).click();
  else await stillChecking.getByRole('button', { name: 'Go to my feed' }).click();
  await expect(page).toHaveURL(/\/$/);
  const sent = card(page);
  await expect(sent).toBeVisible();
  await expect(sent.getByText('Checking...')).toHaveCount(0, { timeout: 120_000 });
  return sent;
}

const messageIdOf = async (page: Page, content: string): Promise<string> => {
  const response = await page.request.get('/api/messages?myFeed=true&limit=50');
  const { messages } = (await response.json()) as { messages: { id: string; content: string | null }[] };
  const found = messages.find((message) => message.content === content);
  if (!found) throw new Error(`"${content}" is not in the feed`);
  return found.id;
};

test('the desktop app connects to a community, signs up, posts, plays audio, and keeps each community its own session', async ({
  page,
  playwright,
}) => {
  test.setTimeout(480_000);
  const email = newEmail('desktop');
  const content = `Writing this in the desktop app helps me breathe a little easier tonight (e2e ${uniqueTag()})`;

  await test.step('first launch: connect, with the sentences for a wrong address', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Connect to a community' })).toBeVisible();
    const address = page.getByRole('textbox', { name: 'Server address' });

    await address.fill(NOWHERE);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('alert')).toHaveText(DESKTOP_CONNECT_ERRORS.unreachable);

    // The harness answers HTTP, but as no Kindred community does.
    await address.fill(DESKTOP_HARNESS_URL);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('alert')).toHaveText(DESKTOP_CONNECT_ERRORS.notKindred);

    await address.fill(`http://${COMMUNITY_A}`);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('heading', { name: 'Join Kindred to share and reply' })).toBeVisible();
    await expect(switcher(page)).toHaveAccessibleName(`Community: ${COMMUNITY_A}`);
  });

  await test.step('sign up through the forwarder; the session stays out of the page', async () => {
    const onboarding = new OnboardingPage(page);
    await onboarding.walkToMicrophoneStep();
    await page.getByRole('button', { name: 'Allow Microphone' }).click();
    await new AuthPage(page).signUp(email, PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    expect((await currentUser(page.request)).email).toBe(email);
    expect(await page.context().cookies()).toEqual([]);
    const [communityA] = harness.communities().communities;
    expect(harness.cookieNames(communityA!.id)).not.toEqual([]);
    await expect.poll(() => harness.badgeCounts.at(-1)).toBe(0);
    expect(harness.systemNotices).toEqual([]);
  });

  await test.step('post a text message', async () => {
    await new PostPage(page).writeText(content);
    await sentAndApproved(page, (feed) => feed.getByRole('article').filter({ hasText: content }));
  });

  await test.step('the wide layout at 1280×800', async () => {
    const navigation = page.getByRole('navigation', { name: 'Main' });
    const side = await navigation.boundingBox();
    expect(side).toMatchObject({ x: 0, y: 0, height: DESKTOP.height });
    const chips = page.getByRole('group', { name: 'Categories' });
    await expect(chips.getByRole('button', { name: 'My Feed' })).toBeInViewport({ ratio: 1 });
    for (const category of ['stress_anxiety', 'family_friendships', 'grief_loss', 'habits_recovery'] as const) {
      await expect(chips.getByRole('button', { name: CATEGORY_LABELS[category] })).toBeInViewport({ ratio: 1 });
    }
    // The switcher sits at the foot of the side navigation's column, clear of the feed.
    const corner = await switcher(page).boundingBox();
    expect(corner!.x + corner!.width).toBeLessThanOrEqual(side!.width);
    expect(corner!.y).toBeGreaterThan(DESKTOP.height / 2);
  });

  await test.step('a page opened on a nested route still loads the app', async () => {
    // A member, not an admin: the admin area's own screen says so, which needs the app's scripts.
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });

  await test.step('post a voice message and play it through the forwarder', async () => {
    await page.goto('/post');
    await page.getByRole('radio', { name: CATEGORY_LABELS.grief_loss }).check();
    await page.getByRole('button', { name: 'Voice Message' }).click();
    await expect(page.getByRole('heading', { name: 'Record your message' })).toBeVisible();
    await recordFor(page, page, 5);
    await page.getByRole('button', { name: 'Send' }).click();
    // The newest message, at the top of the member's feed: this voice message.
    const card = await sentAndApproved(page, (feed) => feed.getByRole('article').first());
    const audio = page.waitForResponse((response) => /\/api\/messages\/[^/]+\/audio$/.test(new URL(response.url()).pathname));
    await card.getByRole('button', { name: 'Play voice message' }).click();
    const answer = await audio;
    expect([200, 206]).toContain(answer.status());
    expect(answer.headers()['content-type']).toMatch(/^audio\//);
    await expect(card.getByRole('button', { name: 'Pause voice message' })).toBeVisible();
    await expect.poll(() => card.locator('audio').evaluate((element) => (element as unknown as { currentTime: number }).currentTime)).toBeGreaterThan(0);
  });

  await test.step('a reply raises the count on the app\'s badge, with a system notification', async () => {
    const replier = await playwright.request.newContext({ baseURL: `http://${COMMUNITY_A}` });
    await registerByApi(replier);
    await postApprovedVoiceReply(replier, await messageIdOf(page, content), 'Thank you for sharing this. I hear you, and you are not alone.');
    await replier.dispose();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Notifications' })).toHaveAccessibleDescription('1 unread', { timeout: 40_000 });
    await expect.poll(() => harness.badgeCounts.at(-1)).toBe(1);
    expect(harness.systemNotices).toEqual([unreadNotificationText(1).body]);
  });

  await test.step('host a second community on this computer: signed out there, whatever A holds', async () => {
    const popover = await openSwitcher(page);
    await popover.getByRole('button', { name: 'Add another community' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connect to a community' })).toBeVisible();
    await page.getByRole('button', { name: 'Host a community on this computer' }).click();
    await expect(page.getByRole('button', { name: 'Starting the community on this computer…' })).toBeDisabled();

    await expect(switcher(page)).toHaveAccessibleName('Community: This computer', { timeout: 120_000 });
    await expect(page.getByRole('heading', { name: 'Join Kindred to share and reply' })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    const { communities, activeId } = harness.communities();
    const hosted = communities.find((community) => community.kind === 'hosted')!;
    expect(activeId).toBe(hosted.id);
    expect(harness.cookieNames(hosted.id)).toEqual([]);
  });

  const emailB = newEmail('hosted');
  await test.step('a member of B signs in there; back on A, A\'s member is still signed in', async () => {
    await registerByApi(page.request, emailB);
    await page.reload();
    await expect(page.getByRole('button', { name: 'My Feed' })).toBeVisible();
    expect((await currentUser(page.request)).email).toBe(emailB);

    const popover = await openSwitcher(page);
    await popover.getByRole('button', { name: `Switch to ${COMMUNITY_A}` }).click();
    await expect(switcher(page)).toHaveAccessibleName(`Community: ${COMMUNITY_A}`);
    await expect(page.getByRole('button', { name: 'My Feed' })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: content })).toBeVisible();
    expect((await currentUser(page.request)).email).toBe(email);
  });

  await test.step('forget the hosted community', async () => {
    const popover = await openSwitcher(page);
    await popover.getByRole('button', { name: 'Remove This computer' }).click();
    // The main process stops the hosted server first (it may take its time finishing what it was doing).
    await expect(popover.getByRole('button', { name: 'Remove This computer' })).toHaveCount(0, { timeout: 30_000 });
    expect(harness.communities().communities.map((community) => community.name)).toEqual([COMMUNITY_A]);
  });
});
