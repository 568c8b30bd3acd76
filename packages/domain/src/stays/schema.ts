/**
 * Research stays: several days of one room held and booked in one step, and the staff's
 * series of one person's visits (docs/decisions/research-stays.md).
 */
import { z } from 'zod';
import { WEEKDAYS } from '../dates';
import { RULE_CODES } from '../errors';
import { STAY_DAYS } from '../limits';
import { statesRefusals, type StatedRefusal } from '../refusals';
import { adminBookingRequestSchema } from '../owners/schema';
import { ticketSchema } from '../tickets/schema';
import { idListQuerySchema } from '../tickets/schema';
import { idSchema, isoDateField, timeField } from '../validation';

/** Body of `POST /transactions/stays` and `POST /transactions/{id}/stays`: one slot a day. */
export const stayHoldSchema = z.object({
  timeSlotIds: statesRefusals(
    z
      .array(idSchema)
      .min(STAY_DAYS.min)
      .max(STAY_DAYS.max)
      .describe('the slot of each day of the stay (one a day, of one room); full days left out'),
    { fields: [], when: 'slots of more than one room' },
  ),
});

/** A stay's hold request. */
export type StayHold = z.infer<typeof stayHoldSchema>;

/** Query of `GET /rooms/{id}/stay-days`: the slot of each day the visitor chose. */
export const stayDaysQuerySchema = z.object({ timeSlotIds: idListQuerySchema });

/** How a day of a stay looks now: a seat free, full, or not bookable for another rule. */
export const STAY_DAY_STATES = ['free', 'full', 'notBookable'] as const;

/** One day of a stay's preview. */
export const stayDaySchema = z.object({
  timeSlotId: idSchema,
  date: z.iso.date(),
  startTime: z.string(),
  endTime: z.string(),
  state: z.enum(STAY_DAY_STATES),
  /** the first rule the day fails (`timeslot_no_tickets_left` when full); null: free */
  reason: z.enum(RULE_CODES).nullable(),
});

/** A day of a stay's preview. */
export type StayDay = z.infer<typeof stayDaySchema>;

/** `GET /rooms/{id}/stay-days`: the days by date, and the room's longest stay. */
export const stayDaysSchema = z.object({
  roomId: idSchema,
  maxStayDays: z.int(),
  days: z.array(stayDaySchema),
});

/** A stay's preview. */
export type StayDays = z.infer<typeof stayDaysSchema>;

/**
 * A staff series: the person (as a staff booking), the slot's start time, and the days —
 * a weekday from `from` until `until`, or a list of `dates` (not both).
 */
/** `weekday`, `from` and `until` come together (a series by weekday) or not at all. */
const BY_WEEKDAY: StatedRefusal = {
  fields: [],
  when: 'missing while another of `weekday`, `from` and `until` is given',
};

export const seriesRequestSchema = z
  .object({
    startTime: timeField(),
    weekday: statesRefusals(z.enum(WEEKDAYS).optional(), BY_WEEKDAY),
    from: statesRefusals(isoDateField().optional(), BY_WEEKDAY),
    until: statesRefusals(isoDateField().optional(), BY_WEEKDAY, {
      fields: [],
      when: 'before `from`',
    }),
    dates: statesRefusals(z.array(isoDateField()).min(1).max(STAY_DAYS.max).optional(), {
      fields: [],
      when: 'given together with `weekday`, `from` or `until`, or left out with all three',
    }),
    person: adminBookingRequestSchema,
  })
  .superRefine((body, ctx) => {
    const byWeekday =
      body.weekday !== undefined || body.from !== undefined || body.until !== undefined;
    if (byWeekday === (body.dates !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['dates'], message: 'fallback' });
      return;
    }
    if (!byWeekday) return;
    for (const key of ['weekday', 'from', 'until'] as const)
      if (body[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: 'fallback' });
    if (body.from !== undefined && body.until !== undefined && body.until < body.from)
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'fallback' });
  });

/** A staff series request. */
export type SeriesRequest = z.infer<typeof seriesRequestSchema>;

/** Why a day of a series cannot be booked. */
export const SERIES_REFUSALS = ['no_slot', 'full', 'started'] as const;

/** One day of a series' answer. */
export const seriesDaySchema = z.object({
  date: z.iso.date(),
  /** the room's slot of that day starting at `startTime`; null: none */
  timeSlotId: idSchema.nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  bookable: z.boolean(),
  reason: z.enum(SERIES_REFUSALS).nullable(),
  /** confirmed: the ticket booked for the day; null otherwise */
  ticketId: idSchema.nullable(),
});

/** A day of a series. */
export type SeriesDay = z.infer<typeof seriesDaySchema>;

/** Answer of the series' preview (nothing written) and of its confirmation. */
export const seriesResultSchema = z.object({
  days: z.array(seriesDaySchema),
  /** days booked (confirmation) or bookable now (preview) */
  booked: z.int().min(0),
  /** the stay of the booked days; null: preview */
  stayId: z.string().nullable(),
  /** the booked tickets (confirmation); empty for the preview */
  tickets: z.array(ticketSchema),
});

/** A series' answer. */
export type SeriesResult = z.infer<typeof seriesResultSchema>;
