/**
 * Wire schemas of holidays. Holidays close the reading rooms: slot series
 * skip them and working days do not count them.
 */
import { z } from 'zod';
import { statesRefusals } from '../refusals';
import { HOLIDAY_DESCRIPTION_MAX, HOLIDAY_NAME_MAX } from '../limits';
import { pagingQuerySchema, sortQuerySchema } from '../paging';
import {
  controlFreeText,
  idSchema,
  isoDateField,
  optionalText,
  requiredText,
  versionSchema,
} from '../validation';

/** A holiday as the API returns it. */
export const holidaySchema = z.object({
  id: idSchema,
  version: versionSchema,
  name: z.string(),
  description: z.string().nullable(),
  date: z.iso.date(),
});

/** A holiday. */
export type Holiday = z.infer<typeof holidaySchema>;

/**
 * The booked visits (tickets BOOKED) on holidays just entered, by date. A holiday closes its
 * day for new bookings, but never cancels a booking: staff decide what becomes of these
 * (call the visitor, cancel, move) from the reservations of that day.
 */
export const bookingsOnHolidaysSchema = z.object({
  /** booked visits on all the dates together */
  count: z.int().min(0),
  days: z.array(
    z.object({
      date: z.iso.date(),
      /** the booking numbers of that day's booked visits (stored form, without the dash) */
      bookingNumbers: z.array(z.string()),
    }),
  ),
});

/** Booked visits on the holidays of a write. */
export type BookingsOnHolidays = z.infer<typeof bookingsOnHolidaysSchema>;

/** A holiday as `POST` and `PUT` answer it: with the booked visits already on its date. */
export const holidayWrittenSchema = holidaySchema.extend({
  bookingsOnHolidays: bookingsOnHolidaysSchema,
});

/** Answer of a holiday's creation or change. */
export type HolidayWritten = z.infer<typeof holidayWrittenSchema>;

/** Payload creating a holiday: name required ≤ 100, description ≤ 500 (empty → null), date. */
export const holidayCreateSchema = z.object({
  name: requiredText({ max: HOLIDAY_NAME_MAX }),
  description: optionalText(HOLIDAY_DESCRIPTION_MAX, { kind: 'lines' }),
  date: isoDateField(),
});

/** Payload of `POST /admin/holidays`. */
export type HolidayCreate = z.infer<typeof holidayCreateSchema>;

/** Payload updating a holiday: the create fields plus id and the version last read. */
export const holidayUpdateSchema = holidayCreateSchema.extend({
  id: statesRefusals(idSchema, { fields: [], when: '`id` is not the id of the path' }),
  version: versionSchema,
});

/** Payload of `PUT /admin/holidays/{id}`; a stale `version` is a conflict (409). */
export type HolidayUpdate = z.infer<typeof holidayUpdateSchema>;

/** Sortable fields of `GET /admin/holidays`. */
export const HOLIDAY_SORT_FIELDS = ['date', 'name', 'id'] as const;

/** Query of `GET /admin/holidays`; default order by date. */
export const holidayListQuerySchema = z.object({
  searchTerm: controlFreeText().trim().max(HOLIDAY_NAME_MAX).optional(),
  fromDate: isoDateField().optional(),
  untilDate: isoDateField().optional(),
  ...pagingQuerySchema.shape,
  sort: sortQuerySchema(HOLIDAY_SORT_FIELDS, [{ field: 'date', direction: 'ASC' }]),
});

/** Filters of the holiday list. */
export type HolidayListQuery = z.infer<typeof holidayListQuerySchema>;

/**
 * Response of `POST /admin/holidays/ical`: how many holidays were added, how many dates
 * of the file were left out because a holiday exists on them already, and the booked visits
 * on the added holidays.
 */
export const holidayImportResultSchema = z.object({
  importedHolidays: z.int().min(0),
  skippedHolidays: z.int().min(0),
  bookingsOnHolidays: bookingsOnHolidaysSchema,
});

/** Result of an iCal import. */
export type HolidayImportResult = z.infer<typeof holidayImportResultSchema>;
