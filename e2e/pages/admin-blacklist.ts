import { expect, type Page } from '@playwright/test';

/** The staff's blacklist screens: list with search, add form, edit form (English texts). */
export class AdminBlacklist {
  constructor(private readonly page: Page) {}

  async expectList(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Blacklist' })).toBeVisible();
  }

  async openAddForm(): Promise<void> {
    await this.page.getByRole('link', { name: 'Add entry' }).click();
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Add blacklist entry' }),
    ).toBeVisible();
  }

  emailField() {
    return this.page.getByLabel(/^E-mail address/);
  }

  async fillEntry(entry: { email?: string; note: string }): Promise<void> {
    if (entry.email !== undefined) await this.emailField().fill(entry.email);
    await this.page.getByLabel(/^Note/).fill(entry.note);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save' }).click();
  }

  async cancel(): Promise<void> {
    await this.page.getByRole('button', { name: 'Cancel' }).click();
  }

  /** Types the term and presses Enter (the spec's "Enter runs the search"). */
  async search(term: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search e-mail address or note' }).fill(term);
    await this.page.keyboard.press('Enter');
  }

  resetButton() {
    return this.page.getByRole('button', { name: 'Reset search' });
  }

  row(email: string) {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: email }) });
  }

  async openEdit(email: string): Promise<void> {
    await this.page.getByRole('link', { name: `Edit ${email}` }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  }

  async remove(): Promise<void> {
    await this.page.getByRole('button', { name: 'Remove entry' }).click();
    await this.page.getByRole('button', { name: 'Yes, remove' }).click();
  }
}
