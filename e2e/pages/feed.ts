import { expect, type Locator, type Page } from '@playwright/test';
import { REPORT_REASON_LABELS, type ReportReason } from '../../shared/schemas/safety.js';

type MenuAction = 'Report' | 'Hide' | 'Block User';

/** The home feed and the safety tools on its cards (Report, Hide, Block User). */
export class FeedPage {
  constructor(private readonly page: Page) {}

  /** Opens the feed and waits until it has loaded: its list, or the empty state when nothing is left to show. */
  async open(): Promise<void> {
    await this.page.goto('/');
    await expect(this.page.getByRole('list', { name: 'Messages' }).or(this.page.getByText('No messages yet'))).toBeVisible();
  }

  /** The card of the message with this text, in the feed's list (not the copy at the top of its open replies). */
  card(content: string): Locator {
    return this.page.getByRole('list', { name: 'Messages' }).getByRole('article').filter({ hasText: content });
  }

  async choose(content: string, action: MenuAction): Promise<void> {
    await this.card(content).getByRole('button', { name: 'Message options' }).click();
    await this.page.getByRole('dialog', { name: 'Message options' }).getByRole('button', { name: action, exact: true }).click();
  }

  async report(content: string, reason: ReportReason): Promise<void> {
    await this.choose(content, 'Report');
    const dialog = this.page.getByRole('dialog', { name: 'Report this message' });
    await expect(dialog).toBeVisible();
    const send = dialog.getByRole('button', { name: 'Send report' });
    await expect(send).toBeDisabled();
    await dialog.getByRole('radio', { name: REPORT_REASON_LABELS[reason] }).check();
    await send.click();
    await expect(dialog).toBeHidden();
  }

  async block(content: string): Promise<void> {
    await this.choose(content, 'Block User');
    const dialog = this.page.getByRole('alertdialog', { name: 'Block this member?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}
