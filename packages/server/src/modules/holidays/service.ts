import type {
  Holiday,
  HolidayCreate,
  HolidayImportResult,
  HolidayListQuery,
  HolidayUpdate,
  HolidayWritten,
} from '@lesesaal/domain/holidays/schema';
import { PAGE_SIZE_MAX } from '@lesesaal/domain/limits';
import { AppError } from '../../http/app-error';
import type { AppContext } from '../../http/types';
import { readIcalOffThread } from './ical-thread';
import * as repo from './repository';
import { transaction } from '../../db/transaction';

/** Default page size: the largest page (999), so every holiday of a year fits on one. */
const HOLIDAY_PAGE_SIZE = PAGE_SIZE_MAX;

/**
 * Holidays: the days every room is closed. One holiday per date: a second one on a taken
 * date is refused (409 `conflict` [`date`]) and the import skips taken dates, so importing a
 * calendar twice adds nothing. Writes are serialised by an advisory lock, so two instances cannot both add
 * the same date. A holiday closes its day for visitors at once, slots made before it too (the
 * calendar leaves them out, a hold or booking is refused `timeslot_not_open`); visits already
 * booked on it stay booked and are answered (`bookingsOnHolidays`) for staff to handle.
 */
export function createHolidaysService(ctx: AppContext) {
  const { db, clock } = ctx;

  async function found(id: number): Promise<Holiday> {
    const holiday = await repo.findHoliday(db, id);
    if (!holiday) throw AppError.notFound('holiday');
    return holiday;
  }

  return {
    list: (query: HolidayListQuery) =>
      repo.listHolidays(db, {
        searchTerm: query.searchTerm || undefined,
        fromDate: query.fromDate,
        untilDate: query.untilDate,
        limit: query.limit ?? HOLIDAY_PAGE_SIZE,
        offset: query.offset ?? 0,
        sort: query.sort,
      }),

    get: found,

    create: (input: HolidayCreate): Promise<HolidayWritten> =>
      transaction(db, async (tx) => {
        await repo.lockHolidayWrites(tx);
        if (await repo.holidayOnDate(tx, input.date)) throw AppError.conflict('conflict', ['date']);
        const [holiday] = await repo.insertHolidays(tx, [
          { name: input.name, description: input.description ?? null, date: input.date },
        ]);
        return { ...holiday!, bookingsOnHolidays: await repo.bookingsOnDates(tx, [input.date]) };
      }),

    /** With the version last read: a stale one is 409 `conflict` [`version`]. */
    update: (id: number, input: HolidayUpdate): Promise<HolidayWritten> =>
      transaction(db, async (tx) => {
        await repo.lockHolidayWrites(tx);
        if (input.id !== id) throw AppError.validation('body.id');
        if (!(await repo.findHoliday(tx, id))) throw AppError.notFound('holiday');
        if (await repo.holidayOnDate(tx, input.date, id))
          throw AppError.conflict('conflict', ['date']);
        const updated = await repo.updateHoliday(tx, id, input.version, {
          name: input.name,
          description: input.description ?? null,
          date: input.date,
        });
        if (!updated) throw AppError.conflict('conflict', ['version']);
        return { ...updated, bookingsOnHolidays: await repo.bookingsOnDates(tx, [input.date]) };
      }),

    async remove(id: number): Promise<void> {
      if (!(await repo.deleteHoliday(db, id))) throw AppError.notFound('holiday');
    },

    /**
     * Adds the file's holidays on dates without one; 400 [`file`] when it is no iCalendar,
     * 400 [`file.rrule`] when a repeat rule is refused (more often than daily, too many steps,
     * not expandable in time). The file is read in a worker thread.
     */
    async importIcal(text: string): Promise<HolidayImportResult> {
      const result = await readIcalOffThread(text, clock.today());
      if (result.kind === 'not_ical') throw AppError.validation('file');
      if (result.kind === 'bad_rule') throw AppError.validation('file.rrule');
      const read = result.holidays;
      return transaction(db, async (tx) => {
        await repo.lockHolidayWrites(tx);
        const taken = await repo.existingDates(tx, [...new Set(read.map((h) => h.date))]);
        const fresh = new Map<string, (typeof read)[number]>();
        for (const holiday of read)
          if (!taken.has(holiday.date) && !fresh.has(holiday.date))
            fresh.set(holiday.date, holiday);
        await repo.insertHolidays(tx, [...fresh.values()]);
        return {
          importedHolidays: fresh.size,
          skippedHolidays: read.length - fresh.size,
          bookingsOnHolidays: await repo.bookingsOnDates(tx, [...fresh.keys()]),
        };
      });
    },
  };
}
