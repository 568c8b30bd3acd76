import { expect, type Page } from '@playwright/test';

/** The staff login screen at /admin/ when signed out. */
export class StaffLogin {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/admin/');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByLabel(/E-Mail-Adresse|E-mail address/).fill(email);
    await this.page.getByLabel(/^(Passwort|Password)/).fill(password);
    await this.page.getByRole('button', { name: /^(Anmelden|Sign in)$/ }).click();
  }
}
