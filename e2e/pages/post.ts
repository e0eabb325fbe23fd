import { expect, type Page } from '@playwright/test';

/** The post screen's text path, as a member writes and sends. */
export class PostPage {
  constructor(private readonly page: Page) {}

  async writeText(content: string, category = 'Grief & Loss'): Promise<void> {
    await this.page.goto('/post');
    await this.page.getByRole('radio', { name: category }).check();
    await this.page.getByRole('button', { name: 'Text Message' }).click();
    const box = this.page.getByRole('textbox', { name: 'Your message' });
    await box.fill(content);
    await expect(this.page.getByText(`${content.length}/500`)).toBeVisible();
    await this.page.getByRole('button', { name: 'Send' }).click();
  }
}
