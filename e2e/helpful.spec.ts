import { expect, test } from '@playwright/test';
import { SAFETY_ERRORS } from '../shared/schemas/safety.js';
import { postKindText, registerByApi, uniqueTag } from './support/accounts.js';
import { postApprovedVoiceReply, repliesAs } from './support/replies.js';
import { FeedPage } from './pages/feed.js';

test('a member marks another member\'s voice reply as helpful and takes it back; the replier has no Helpful button on their own reply', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // Member A (this page) wrote the message; member B answers by voice in a browser context of their own.
  await registerByApi(page.request);
  const content = `Thank you all for listening tonight, it helped more than I can say (e2e ${uniqueTag()})`;
  const messageId = await postKindText(page.request, content);
  const replierPage = await (await browser.newContext()).newPage();
  await registerByApi(replierPage.request);
  await postApprovedVoiceReply(replierPage.request, messageId, 'Thank you for sharing this. I hear you, and you are not alone.');

  const feed = new FeedPage(page);
  await feed.open();
  await feed.card(content).getByRole('button', { name: '1 reply' }).click();
  const sheet = page.getByRole('dialog', { name: '1 Reply' });
  await expect(sheet.getByRole('button', { name: 'Play voice reply' })).toBeVisible();
  const helpful = sheet.getByRole('button', { name: /^Helpful/ });
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');

  await test.step('pressing Helpful counts one mark', async () => {
    await helpful.click();
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await expect(helpful).toHaveAccessibleName(/^Helpful\s*1$/);
    expect((await repliesAs(page.request, messageId))[0]).toMatchObject({ helpfulCount: 1, markedHelpfulByMe: true });
  });

  await test.step('the replier sees the count on their own reply, and no Helpful button', async () => {
    const replierFeed = new FeedPage(replierPage);
    await replierFeed.open();
    await replierFeed.card(content).getByRole('button', { name: '1 reply' }).click();
    const ownSheet = replierPage.getByRole('dialog', { name: '1 Reply' });
    await expect(ownSheet.getByRole('button', { name: 'Play voice reply' })).toBeVisible();
    await expect(ownSheet.getByText('1 member found this helpful')).toBeVisible();
    await expect(ownSheet.getByRole('button', { name: /Helpful/ })).toHaveCount(0);
    await expect(ownSheet.getByRole('button', { name: 'Reply options' })).toHaveCount(0);
    const ownMark = await replierPage.request.post(`/api/replies/${(await repliesAs(replierPage.request, messageId))[0]?.id}/helpful`);
    expect(ownMark.status()).toBe(400);
    expect(await ownMark.json()).toMatchObject({ error: SAFETY_ERRORS.ownReply });
  });

  await test.step('pressing it again takes the mark back', async () => {
    await helpful.click();
    await expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await expect(helpful).toHaveAccessibleName('Helpful');
    expect((await repliesAs(page.request, messageId))[0]).toMatchObject({ helpfulCount: 0, markedHelpfulByMe: false });
  });
  await replierPage.context().close();
});
