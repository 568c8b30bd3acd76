import { expect, type Locator, type Page } from '@playwright/test';

/** The report screens: list, daily report, occupancy report (English texts). */
export class AdminReports {
  constructor(private readonly page: Page) {}

  async expectList(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  }

  async openDaily(room: string): Promise<void> {
    await this.page.getByRole('link', { name: `Daily report of ${room}`, exact: true }).click();
    await expect(
      this.page.getByRole('heading', { level: 1, name: `Daily report: ${room}` }),
    ).toBeVisible();
  }

  async openOccupancy(room: string): Promise<void> {
    await this.page.getByRole('link', { name: `Occupancy report of ${room}`, exact: true }).click();
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Occupancy report' }),
    ).toBeVisible();
  }

  async backToList(): Promise<void> {
    await this.page.getByRole('link', { name: 'Back to the reports' }).first().click();
    await this.expectList();
  }

  /** Picks the daily report's day (`YYYY-MM-DD`). */
  async chooseDay(date: string): Promise<void> {
    await this.page.getByLabel('Day', { exact: true }).fill(date);
  }

  /** The daily report's table of `room` on the shown date (`DD.MM.YYYY`). */
  dailyTable(room: string, shownDate: string): Locator {
    return this.page.getByRole('table', { name: `Booked seats in ${room} on ${shownDate}` });
  }

  /** The cells of the daily report's data row `n` (1 = first seat). */
  dailyRow(table: Locator, n: number): Locator {
    return table.getByRole('row').nth(n).getByRole('cell');
  }

  async chooseUntil(date: string): Promise<void> {
    await this.page.getByLabel('Until', { exact: true }).fill(date);
  }

  async chooseType(type: 'BOOKED' | 'CANCELLED'): Promise<void> {
    await this.page.getByLabel('Reservations', { exact: true }).selectOption(type);
  }

  /** The occupancy table of `room` for booked or cancelled reservations. */
  occupancyTable(room: string, type: 'booked' | 'cancelled'): Locator {
    const escaped = room.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByRole('table', { name: new RegExp(`^${escaped}: ${type} reservations`) });
  }
}
