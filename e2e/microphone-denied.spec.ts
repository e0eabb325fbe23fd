import { expect, test } from '@playwright/test';
import { OnboardingPage } from './pages/onboarding.js';

test('with the microphone blocked, onboarding explains and lets the member continue with text', async ({ page }) => {
  const onboarding = new OnboardingPage(page);
  await onboarding.walkToMicrophoneStep();
  await page.getByRole('button', { name: 'Allow Microphone' }).click();
  await expect(page.getByText('Microphone access denied')).toBeVisible();
  await expect(
    page.getByText('Please enable microphone access in your browser settings to record voice messages. You can still use text messages.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue Anyway' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});
