import { expect, type Page } from '@playwright/test';

/** The auth screen (onboarding step 6) in either mode. */
export class AuthPage {
  constructor(private readonly page: Page) {}

  async signUp(email: string, password: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm Password').fill(password);
    await this.page.getByRole('button', { name: /^(Create account|Sign up)$/i }).click();
  }

  async signIn(email: string, password: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
}
