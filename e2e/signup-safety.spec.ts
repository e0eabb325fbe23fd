import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES } from '../shared/schemas/auth.js';
import { ANIMAL_NAME, newEmail, PASSWORD } from './support/accounts.js';
import { AuthPage } from './pages/auth.js';
import { OnboardingPage } from './pages/onboarding.js';

test('sign-up reached through "Already have an account?" still walks the safety notice and the pledge first', async ({ page }) => {
  const onboarding = new OnboardingPage(page);
  const safetyStep = page.getByRole('heading', { name: 'Stop: Kindred Is Not Emergency Care' });
  await onboarding.open();
  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await test.step('toggling to sign-up offers no form: it leads to the safety step', async () => {
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await expect(safetyStep).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Acknowledge Safety & Continue' })).toBeDisabled();
  });

  await test.step('the pledge alone is not enough: without the acknowledgement, sign-up leads back to the safety step', async () => {
    // Back to sign-in (steps 2, 1, 0, then "Sign in"), and from the sign-in screen back to the pledge.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByText('How it works', { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Voice messages' })).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Community Safety Pledge' })).toBeVisible();
    await page.getByRole('button', { name: 'I Agree to Uphold the Pledge' }).click();
    await page.getByRole('button', { name: 'Allow Microphone' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await expect(safetyStep).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);
  });

  await test.step('with the acknowledgement ticked and the pledge accepted, the account is created', async () => {
    await onboarding.acknowledgeSafety();
    await onboarding.agreeToPledge();
    await page.getByRole('button', { name: 'Allow Microphone' }).click();
    await new AuthPage(page).signUp(newEmail('pledged'), PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ANIMAL_NAME);
  });
});

test('the server refuses an account without both safety steps', async ({ request }) => {
  const cases = [
    {},
    { safetyAcknowledged: true },
    { pledgeAccepted: true },
    { safetyAcknowledged: false, pledgeAccepted: true },
    { safetyAcknowledged: 'yes', pledgeAccepted: true },
  ];
  const email = newEmail('unpledged');
  for (const steps of cases) {
    const response = await request.post('/api/auth/register', { data: { email, password: PASSWORD, ...steps } });
    expect(response.status(), JSON.stringify(steps)).toBe(400);
    expect((await response.json()).error).toBe(AUTH_MESSAGES.safetyStepsRequired);
  }
  // None of those attempts created the account: signing in with it fails.
  const signIn = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(401);
  expect((await request.get('/api/auth/user')).status()).toBe(401);
});
