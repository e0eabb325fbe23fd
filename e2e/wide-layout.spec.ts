import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CATEGORY_LABELS } from '../shared/constants.js';
import { postKindText, registerByApi, uniqueTag } from './support/accounts.js';
import { E2E_PORT } from './support/paths.js';
import { postApprovedVoiceReply } from './support/replies.js';
import { FeedPage } from './pages/feed.js';

/* The web build in a desktop window (1280×800) and on a phone (390×844). One message with one approved
   voice reply, written by other members through the API, is shared by every test. */

const CATEGORIES = [
  CATEGORY_LABELS.stress_anxiety,
  CATEGORY_LABELS.family_friendships,
  CATEGORY_LABELS.grief_loss,
  CATEGORY_LABELS.habits_recovery,
];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let content: string;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  const baseURL = `http://127.0.0.1:${E2E_PORT}`;
  const author: APIRequestContext = await playwright.request.newContext({ baseURL });
  const replier: APIRequestContext = await playwright.request.newContext({ baseURL });
  await registerByApi(author);
  await registerByApi(replier);
  content = `Thank you all for listening tonight, it helped more than I can say (e2e ${uniqueTag()})`;
  const messageId = await postKindText(author, content);
  await postApprovedVoiceReply(replier, messageId, 'Thank you for sharing this. I hear you, and you are not alone.');
  await Promise.all([author.dispose(), replier.dispose()]);
});

async function signedInFeed(page: Page): Promise<FeedPage> {
  await registerByApi(page.request);
  const feed = new FeedPage(page);
  await feed.open();
  await expect(feed.card(content)).toBeVisible();
  return feed;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
}

/** Waits until the element's own animations (the sheet rising, the panel sliding in) have finished. */
async function settled(locator: Locator): Promise<void> {
  await locator.evaluate((element) => {
    const animated = element as unknown as { getAnimations(): { finished: Promise<unknown> }[] };
    return Promise.all(animated.getAnimations().map((animation) => animation.finished));
  });
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('in a desktop window', () => {
  test.use({ viewport: DESKTOP });

  test('the navigation stands at the side, with the same three links, and no tab bar at the bottom', async ({ page }) => {
    await signedInFeed(page);
    const navigation = mainNavigation(page);
    const home = navigation.getByRole('link', { name: 'Home' });
    const post = navigation.getByRole('link', { name: 'Post' });
    const profile = navigation.getByRole('link', { name: 'Profile' });

    await expect(navigation.getByRole('link')).toHaveCount(3);
    await expect(home).toHaveAttribute('aria-current', 'page');
    const side = await box(navigation);
    expect(side).toMatchObject({ x: 0, y: 0, height: DESKTOP.height });
    expect(side.width).toBeLessThan(DESKTOP.width / 4);
    // One above the other, not side by side along the bottom edge.
    const [homeBox, postBox, profileBox] = [await box(home), await box(post), await box(profile)];
    expect(postBox.x).toBe(homeBox.x);
    expect(postBox.y).toBeGreaterThan(homeBox.y);
    expect(profileBox.y).toBeGreaterThan(postBox.y);
    expect(profileBox.y + profileBox.height).toBeLessThan(DESKTOP.height / 2);

    await profile.click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(profile).toHaveAttribute('aria-current', 'page');
    await expect(home).not.toHaveAttribute('aria-current');
  });

  test('all four category chips are in view, none cut off, and each can be chosen', async ({ page }) => {
    await signedInFeed(page);
    const chips = page.getByRole('group', { name: 'Categories' });

    await expect(chips.getByRole('button', { name: 'My Feed' })).toBeInViewport({ ratio: 1 });
    for (const label of CATEGORIES) await expect(chips.getByRole('button', { name: label })).toBeInViewport({ ratio: 1 });
    for (const label of CATEGORIES) {
      const chip = chips.getByRole('button', { name: label });
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
    }
  });

  test("a message's replies open beside the feed, both in view and in use, and close with Escape", async ({ page }) => {
    const feed = await signedInFeed(page);
    const card = feed.card(content);
    const repliesButton = card.getByRole('button', { name: '1 reply' });

    await repliesButton.click();

    const panel = page.getByRole('dialog', { name: '1 Reply' });
    await expect(panel.getByRole('button', { name: 'Play voice reply' })).toBeVisible();
    await expect(panel.getByText(content)).toBeVisible();
    await settled(panel);
    await expect(card).toBeInViewport();
    await expect(panel).toBeInViewport({ ratio: 1 });
    const [cardBox, panelBox] = [await box(card), await box(panel)];
    expect(panelBox.x).toBeGreaterThanOrEqual(cardBox.x + cardBox.width);
    // Not a modal: the feed stays reachable, and using it leaves the replies open.
    await expect(page.getByRole('list', { name: 'Messages' })).toBeVisible();
    await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'My Feed' }).click();
    await expect(panel).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await repliesButton.click();
    await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await expect(repliesButton).toBeFocused();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the tab bar stays along the bottom and the replies open in the bottom sheet over the feed', async ({ page }) => {
    const feed = await signedInFeed(page);
    const navigation = mainNavigation(page);
    const home = navigation.getByRole('link', { name: 'Home' });
    const post = navigation.getByRole('link', { name: 'Post' });

    await expect(home).toHaveAttribute('aria-current', 'page');
    const bar = await box(navigation);
    expect(bar).toMatchObject({ x: 0, width: PHONE.width });
    expect(bar.y + bar.height).toBe(PHONE.height);
    const [homeBox, postBox] = [await box(home), await box(post)];
    expect(postBox.y).toBe(homeBox.y);
    expect(postBox.x).toBeGreaterThan(homeBox.x);

    await feed.card(content).getByRole('button', { name: '1 reply' }).click();

    const sheet = page.getByRole('dialog', { name: '1 Reply' });
    await expect(sheet.getByRole('button', { name: 'Play voice reply' })).toBeVisible();
    await settled(sheet);
    const sheetBox = await box(sheet);
    expect(sheetBox).toMatchObject({ x: 0, width: PHONE.width });
    expect(sheetBox.y + sheetBox.height).toBe(PHONE.height);
    expect(sheetBox.height).toBeCloseTo(PHONE.height * 0.85, 0);
    // Modal: the feed behind is out of reach until the sheet closes.
    await expect(page.getByRole('list', { name: 'Messages' })).toHaveCount(0);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('list', { name: 'Messages' })).toBeVisible();
  });

  test('the chips scroll sideways, with a faded edge where more follow, and every one can be reached', async ({ page }) => {
    await signedInFeed(page);
    const chips = page.getByRole('group', { name: 'Categories' });
    const last = chips.getByRole('button', { name: CATEGORY_LABELS.habits_recovery });

    await expect(last).not.toBeInViewport({ ratio: 1 });
    await expect(chips).toHaveCSS('mask-image', /linear-gradient/);
    await last.click();
    await expect(last).toHaveAttribute('aria-pressed', 'true');
    await expect(last).toBeInViewport({ ratio: 1 });
  });
});

/* The stylesheet (`@media (min-width: 1024px)`) and the replies' hook (WIDE_LAYOUT_MIN_WIDTH_PX) must
   switch at the same width: one pixel either side of it, the navigation and the replies agree. */
for (const width of [1023, 1024]) {
  const wide = width >= 1024;

  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: DESKTOP.height } });

    test(`the navigation and the replies both take the ${wide ? 'wide' : 'phone'} layout`, async ({ page }) => {
      const feed = await signedInFeed(page);
      const navigation = await box(mainNavigation(page));
      if (wide) {
        expect(navigation).toMatchObject({ x: 0, y: 0, height: DESKTOP.height });
      } else {
        expect(navigation.y + navigation.height).toBe(DESKTOP.height);
        expect(navigation.height).toBeLessThan(DESKTOP.height / 4);
      }

      await feed.card(content).getByRole('button', { name: '1 reply' }).click();

      const replies = page.getByRole('dialog', { name: '1 Reply' });
      await expect(replies.getByRole('button', { name: 'Play voice reply' })).toBeVisible();
      // Beside the panel the feed stays in reach; behind the modal sheet it does not.
      await expect(page.getByRole('list', { name: 'Messages' })).toHaveCount(wide ? 1 : 0);
    });
  });
}
