import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  backward = false,
  max = 80,
): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${backward ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/**
 * The visitor's booking steps with the keyboard alone (German texts), shared by the journeys
 * that book this way; after each step the focus is on the new screen's or section's heading.
 */
export class KeyboardBooking {
  constructor(private readonly page: Page) {}

  /** The privacy notice: Space ticks "read", Enter accepts; the room chooser follows. */
  async acceptPrivacyNotice(): Promise<void> {
    const consent = this.page.getByRole('checkbox', { name: /Datenschutzhinweis gelesen/ });
    await tabTo(this.page, consent);
    await this.page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await tabTo(this.page, this.page.getByRole('button', { name: 'Akzeptieren' }));
    await this.page.keyboard.press('Enter');
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Terminreservierung' }),
    ).toBeVisible();
  }

  /** Enter on the room's link: the room's heading has the focus. */
  async openRoom(name: string): Promise<void> {
    await tabTo(this.page, this.page.getByRole('link', { name }));
    await this.page.keyboard.press('Enter');
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeFocused();
  }

  /** Enter on the calendar's tab stop (the first free day): its slots' heading has the focus. */
  async openFirstFreeDay(): Promise<void> {
    await expect(this.page.getByRole('button', { name: /, freie Plätze$/ }).first()).toBeVisible();
    await tabTo(this.page, this.page.locator('.day-button[tabindex="0"]'));
    await this.page.keyboard.press('Enter');
    await expect(this.page.getByRole('heading', { name: /^Termine am / })).toBeFocused();
  }

  /** Space on the slot's book button (`time` as shown, e.g. 09:00–12:00): one in the cart. */
  async addSlot(time: string): Promise<void> {
    await tabTo(this.page, this.page.getByRole('button', { name: `${time} Uhr buchen` }));
    await this.page.keyboard.press('Space');
    await expect(this.page.getByRole('link', { name: 'Meine Auswahl (1)' })).toBeVisible();
  }

  /** Back up (Shift+Tab) to the cart link, Enter: the cart's heading has the focus. */
  async openCart(): Promise<void> {
    await tabTo(this.page, this.page.getByRole('link', { name: 'Meine Auswahl (1)' }), true);
    await this.page.keyboard.press('Enter');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Ihre Auswahl' })).toBeFocused();
  }

  /** From the cart: the personal data typed field by field, then the summary. */
  async enterPersonalData(person: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
  }): Promise<void> {
    await tabTo(this.page, this.page.getByRole('link', { name: 'Weiter zu Ihren Daten' }));
    await this.page.keyboard.press('Enter');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Ihre Daten' })).toBeFocused();
    for (const [label, value] of [
      [/^Vorname/, person.firstName],
      [/^Nachname/, person.lastName],
      [/^E-Mail-Adresse/, person.email],
      [/^Telefonnummer/, person.phone],
    ] as const) {
      await tabTo(this.page, this.page.getByLabel(label));
      await this.page.keyboard.type(value);
    }
    await tabTo(this.page, this.page.getByRole('button', { name: 'Weiter zur Übersicht' }));
    await this.page.keyboard.press('Enter');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeFocused();
  }

  /** From the summary: Enter books; the confirmation's heading has the focus. */
  async confirm(): Promise<void> {
    await tabTo(this.page, this.page.getByRole('button', { name: '1 Termin verbindlich buchen' }));
    await this.page.keyboard.press('Enter');
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Reservierung' }),
    ).toBeFocused();
  }
}
