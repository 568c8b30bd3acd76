import { expect, type Page } from '@playwright/test';

/** The staff's room screens: list, room form, image page (English texts). */
export class AdminRooms {
  constructor(private readonly page: Page) {}

  async expectList(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Reading rooms' })).toBeVisible();
  }

  async openAddForm(): Promise<void> {
    await this.page.getByRole('link', { name: 'Add reading room' }).click();
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Add reading room' }),
    ).toBeVisible();
  }

  async fillRoom(room: { name: string; description: string; capacity: number }): Promise<void> {
    await this.page.getByLabel(/^Name/).fill(room.name);
    await this.page.getByLabel(/^Description/).fill(room.description);
    await this.page.getByLabel(/^Seats/).fill(String(room.capacity));
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save' }).click();
  }

  async openImagePage(name: string): Promise<void> {
    await this.page.getByRole('link', { name: `Edit image of ${name}` }).click();
    await expect(
      this.page.getByRole('heading', { level: 1, name: `Image of “${name}”` }),
    ).toBeVisible();
  }

  async uploadImage(file: string, alt: string): Promise<void> {
    await this.page.locator('input[type="file"]').setInputFiles(file);
    await this.page.getByLabel(/^Alternative text/).fill(alt);
    await this.page.getByRole('button', { name: 'Upload image' }).click();
  }

  async openTimeSlots(name: string): Promise<void> {
    await this.page.getByRole('link', { name: `Manage time slots of ${name}` }).click();
    await expect(
      this.page.getByRole('heading', { level: 1, name: `Time slots of “${name}”` }),
    ).toBeVisible();
  }

  async openEdit(name: string): Promise<void> {
    await this.page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(
      this.page.getByRole('heading', { level: 1, name: `Edit reading room “${name}”` }),
    ).toBeVisible();
  }
}
