import { expect, test } from '@playwright/test';
import { postKindText, registerByApi, uniqueTag } from './support/accounts.js';

/* The `page` fixture is a fresh context without a session cookie: a visitor. The `request` fixture has
   cookies of its own, so the member who writes never signs the visitor in. */

test('a visitor reads the approved general feed, with no member actions and an invitation to join', async ({ page, request }) => {
  await registerByApi(request);
  const approved = `Thank you all for listening tonight, it helped (e2e ${uniqueTag()})`;
  await postKindText(request, approved);
  const held = `I want to end my life tonight, I cannot go on (e2e ${uniqueTag()})`;
  const heldAnswer = await request.post('/api/messages/text', { data: { content: held, category: 'grief_loss' } });
  expect(await heldAnswer.json()).toMatchObject({ status: 'pending', crisis: true });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Join Kindred to share and reply' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: approved });
  await expect(card).toBeVisible();
  await expect(page.getByText(held)).toHaveCount(0);

  await expect(page.getByRole('button', { name: 'Reply with voice' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Message options' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Notifications' })).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await page.goto('/post');
  await expect(page.getByText('A safe space to share your thoughts and find support from others who care')).toBeVisible();
});

test('"Get Started" leads a visitor to onboarding, and the privacy policy and terms are readable before signing up', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Kindred' })).toBeVisible();
  await expect(page.getByText('A safe space to share your thoughts and find support from others who care')).toBeVisible();

  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What we collect' })).toBeVisible();

  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Last updated: /)).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});
