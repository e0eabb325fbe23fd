import { expect, test } from '@playwright/test';
import { ANIMAL_NAME, newEmail, PASSWORD } from './support/accounts.js';
import { AuthPage } from './pages/auth.js';
import { OnboardingPage } from './pages/onboarding.js';

test('a new member walks onboarding with the microphone granted, signs up, signs out and signs back in', async ({ page }) => {
  const onboarding = new OnboardingPage(page);
  const auth = new AuthPage(page);
  const email = newEmail();

  await onboarding.open();
  await onboarding.walkToSafetyStep();
  const crisisLink = page.getByRole('link', { name: /988/ });
  await expect(crisisLink).toHaveAttribute('target', '_blank');
  await onboarding.acknowledgeSafety();
  await onboarding.agreeToPledge();

  await page.getByRole('button', { name: 'Allow Microphone' }).click();
  await expect(page.getByText('Access granted!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Granted!' })).toBeDisabled();
  // The flow moves on by itself after a second.
  await auth.signUp(email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  // A new member is a random animal ("Owl", or "Owl-2f7" when the plain name is taken), never "Anonymous".
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ANIMAL_NAME);

  // Signed out, "/" is the visitor's read-only feed with its invitation to join.
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Join Kindred to share and reply' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await auth.signIn(email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'My Feed' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link')).toHaveCount(3);
});

test('the auth screen shows the spec\'s validation messages and the server\'s refusal', async ({ page }) => {
  const onboarding = new OnboardingPage(page);
  await onboarding.open();
  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Email').fill(newEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Sign in failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Incorrect email or password.', { exact: true })).toBeVisible();
});
