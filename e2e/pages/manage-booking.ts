import { expect, type Locator, type Page } from '@playwright/test';

/** The booking's page (`/reservation-confirmation/{ownerId}`), German texts. */
export class ManageBooking {
  constructor(private readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Ihre Reservierung' });
  }

  /** The cancel button of the visit at `time` ("09:00–10:00"). */
  cancelButton(time: string): Locator {
    return this.page.getByRole('button', {
      name: new RegExp(`^Termin ${time} Uhr am .* stornieren$`),
    });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Buchung stornieren?' });
  }

  /** Cancels the visit at `time` through the dialog and waits for the pop-up saying so. */
  async cancel(time: string): Promise<void> {
    await this.cancelButton(time).click();
    await this.dialog().getByRole('button', { name: 'Buchung stornieren' }).click();
    await expect(
      this.page.getByRole('alert').filter({ hasText: '1 Termin storniert' }),
    ).toBeVisible();
  }
}
