import { expect, type Page } from '@playwright/test';

/** The staff's time-slot screens: month, add, edit, staff booking, overbooked (English texts). */
export class AdminTimeSlots {
  constructor(private readonly page: Page) {}

  async openAddForm(): Promise<void> {
    await this.page.getByRole('link', { name: 'Add time slots' }).click();
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Add time slots' }),
    ).toBeVisible();
  }

  /** Fills the series form; `allDays` ticks every weekday and holidays so the count is the day count. */
  async fillSeries(series: {
    startTime: string;
    endTime: string;
    startDate: string;
    repeatUntil: string;
    capacity: number;
    allDays: boolean;
  }): Promise<void> {
    await this.page.getByLabel(/^Start/).fill(series.startTime);
    await this.page.getByLabel(/^End/).fill(series.endTime);
    await this.page.getByLabel(/^First day/).fill(series.startDate);
    await this.page.getByLabel(/^Repeat until/).fill(series.repeatUntil);
    if (series.allDays) {
      for (const day of ['Saturday', 'Sunday'])
        await this.page.getByRole('checkbox', { name: day }).check();
      await this.page.getByRole('checkbox', { name: 'Also on holidays' }).check();
    }
    await this.page.getByLabel(/^Seats/).fill(String(series.capacity));
  }

  async submitSeries(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add time slots' }).click();
  }

  /** Opens the first slot of the month grid that starts with `time` (e.g. `09:00–12:00`). */
  async openFirstSlot(time: string): Promise<void> {
    await this.page
      .getByRole('table')
      .getByRole('link', { name: new RegExp(`^${time}`) })
      .first()
      .click();
    await expect(
      this.page.getByRole('heading', { level: 1, name: /^Edit time slot on / }),
    ).toBeVisible();
  }

  async openStaffBooking(): Promise<void> {
    await this.page.getByRole('link', { name: 'Add a reservation for a person' }).click();
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Reservation for a person' }),
    ).toBeVisible();
  }

  async bookPerson(person: { firstName: string; lastName: string; email?: string }): Promise<void> {
    await this.page.getByLabel(/^First name/).fill(person.firstName);
    await this.page.getByLabel(/^Last name/).fill(person.lastName);
    if (person.email) await this.page.getByLabel(/^E-mail address/).fill(person.email);
    await this.page.getByRole('button', { name: 'Reserve' }).click();
    await expect(
      this.page.getByRole('heading', { level: 1, name: /^Edit time slot on / }),
    ).toBeVisible();
  }

  async setCapacity(capacity: number): Promise<void> {
    await this.page.getByLabel(/^Seats/).fill(String(capacity));
    await this.page.getByRole('button', { name: 'Save' }).click();
  }
}
