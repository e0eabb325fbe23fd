import { expect, test } from '@playwright/test';
import { createAdmin, PASSWORD, registerByApi } from './support/accounts.js';

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});

test('/admin asks a visitor to sign in as admin', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page.getByText('Admin Portal')).toBeVisible();
  await expect(page.getByText('Admin Sign In')).toBeVisible();
  await expect(page.getByText('Enter your credentials to access the admin panel')).toBeVisible();
});

test('/admin tells a member they have no admin privileges', async ({ page }) => {
  await registerByApi(page.request);
  await page.goto('/admin');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('You do not have admin privileges')).toBeVisible();
});

test('an admin made with admin:create signs in at /admin and gets the admin layout', async ({ page }) => {
  const email = createAdmin();
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Admin Panel')).toBeVisible();
  await expect(page.getByText('Admin Dashboard')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/nowhere');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});

test('a failed admin sign-in shows the server message', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Email').fill('nobody@example.org');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Sign in failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Incorrect email or password.', { exact: true })).toBeVisible();
});
