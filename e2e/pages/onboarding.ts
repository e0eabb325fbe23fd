import { expect, type Page } from '@playwright/test';

/** The seven onboarding steps, as a member walks them. */
export class OnboardingPage {
  constructor(private readonly page: Page) {}

  /** Onboarding lives at /welcome; "/" is the visitor's read-only feed. */
  async open(): Promise<void> {
    await this.page.goto('/welcome');
    await expect(this.page.getByText('A safe space to share your thoughts and find support from others who care')).toBeVisible();
  }

  async walkToSafetyStep(): Promise<void> {
    await this.page.getByRole('button', { name: 'Get Started' }).click();
    await expect(this.page.getByText('Kind & Caring')).toBeVisible();
    await this.page.getByRole('button', { name: 'Next' }).click();
    await expect(this.page.getByText('How it works', { exact: false }).first()).toBeVisible();
    await this.page.getByRole('button', { name: 'Next' }).click();
    await expect(this.page.getByText('Stop: Kindred Is Not Emergency Care')).toBeVisible();
  }

  async acknowledgeSafety(): Promise<void> {
    const acknowledge = this.page.getByRole('button', { name: 'Acknowledge Safety & Continue' });
    await expect(acknowledge).toBeDisabled();
    await this.page.getByLabel('I understand that I am not receiving professional medical care.').check();
    await expect(acknowledge).toBeEnabled();
    await acknowledge.click();
  }

  async agreeToPledge(): Promise<void> {
    await expect(this.page.getByText('Community Safety Pledge')).toBeVisible();
    await this.page.getByRole('button', { name: 'I Agree to Uphold the Pledge' }).click();
    await expect(this.page.getByRole('button', { name: 'Allow Microphone' })).toBeVisible();
  }

  async walkToMicrophoneStep(): Promise<void> {
    await this.open();
    await this.walkToSafetyStep();
    await this.acknowledgeSafety();
    await this.agreeToPledge();
  }
}
