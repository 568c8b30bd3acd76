import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

/** The visitor's booking screens (German texts, the default language). */
export class VisitorBooking {
  constructor(private readonly page: Page) {}

  async chooseRoom(name: string): Promise<void> {
    await this.page.getByRole('link', { name }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  /** Clicks the first day with free seats (the calendar opens on its month). */
  async chooseFirstFreeDay(): Promise<void> {
    const free = this.page.getByRole('button', { name: /, freie Plätze$/ });
    await expect(free.first()).toBeVisible();
    await free.first().click();
    await expect(this.page.getByRole('heading', { name: /^Termine am / })).toBeVisible();
  }

  async bookSlot(time: string): Promise<void> {
    await this.page.getByRole('button', { name: `${time} Uhr buchen` }).click();
    // the pop-up says what was added: "Zu Ihrer Auswahl hinzugefügt" + room, date, time
    await expect(
      this.page
        .getByRole('alert')
        .filter({ hasText: 'Zu Ihrer Auswahl hinzugefügt' })
        .filter({ hasText: `${time} Uhr` }),
    ).toBeVisible();
  }

  async fillPersonalData(data: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
  }): Promise<void> {
    await this.page.getByLabel(/^Vorname/).fill(data.firstName);
    await this.page.getByLabel(/^Nachname/).fill(data.lastName);
    await this.page.getByLabel(/^E-Mail-Adresse/).fill(data.email);
    await this.page.getByLabel(/^Telefonnummer/).fill(data.phone);
  }

  async scan(screen: string): Promise<void> {
    await expectNoAxeViolations(this.page, screen);
  }
}
