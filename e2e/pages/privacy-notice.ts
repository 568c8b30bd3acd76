import { expect, type Page } from '@playwright/test';

/** The privacy notice every visitor accepts first (user mode). */
export class PrivacyNotice {
  constructor(private readonly page: Page) {}

  async expectShown(): Promise<void> {
    await expect(
      this.page.getByRole('heading', { name: /Datenschutzhinweis|Privacy notice/ }),
    ).toBeVisible();
  }

  async accept(): Promise<void> {
    await this.page
      .getByRole('checkbox', { name: /Datenschutzhinweis gelesen|read the privacy notice/ })
      .check();
    await this.page.getByRole('button', { name: /^(Akzeptieren|Accept)$/ }).click();
  }
}
