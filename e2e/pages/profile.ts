import { expect, type Locator, type Page } from '@playwright/test';

/** The member's profile screen (spec §2 Profile). */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/profile');
    await expect(this.header()).toBeVisible();
  }

  /** Avatar, name, Premium and badges, streak and voice count. */
  header(): Locator {
    return this.page.locator('header.profile__header');
  }

  name(): Locator {
    return this.header().getByRole('heading', { level: 1 });
  }

  /** The avatar circle (hidden from assistive technology: the name beside it says who this is). */
  avatar(): Locator {
    return this.header().locator('.avatar');
  }

  async chooseAvatar(animalName: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Choose Avatar' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Choose Avatar' });
    await expect(dialog.getByRole('button', { name: animalName, exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: animalName, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  usernameField(): Locator {
    return this.page.getByRole('textbox', { name: 'Username' });
  }

  async saveUsername(username: string): Promise<void> {
    await this.usernameField().fill(username);
    await this.page.getByRole('button', { name: 'Save username' }).click();
  }

  premiumCard(): Locator {
    return this.page.getByRole('region', { name: 'Upgrade to Premium' });
  }

  blockedMembers(): Locator {
    return this.page.getByRole('region', { name: 'Blocked Members' });
  }
}
