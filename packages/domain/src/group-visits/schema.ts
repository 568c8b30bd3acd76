/**
 * Wire schemas of group visits (docs/decisions/group-visits.md): an organiser asks for
 * seats of one slot — or the whole room — with a topic and the units the group will use;
 * staff confirm (the seats are taken at once, one booking number) or decline; the organiser
 * manages the request through the link of its mails (participants up to the day before,
 * cancellation).
 */
import { z } from 'zod';
import { LANGUAGES } from '../config';
import { PERSON_FIELD_MAX } from '../limits';
import { statesRefusals } from '../refusals';
import {
  emailField,
  evenWithFieldErrors,
  idSchema,
  integerBetween,
  optionalPhoneField,
  optionalPlainText,
  optionalText,
  pathTokenSchema,
  requiredPlainText,
  requiredText,
} from '../validation';
import { pagingQuerySchema } from '../paging';

/**
 * `REQUESTED` (sent, staff have not decided), `CONFIRMED` (seats taken, booking number
 * given), `DECLINED` (by staff, with a reason), `CANCELLED` (by the organiser).
 */
export const GROUP_STATUSES = ['REQUESTED', 'CONFIRMED', 'DECLINED', 'CANCELLED'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

/** The fewest seats a group asks for (one seat is an individual booking). */
export const GROUP_SEATS_MIN = 2;
/** The most participants a group can name (a room is never larger). */
export const GROUP_PARTICIPANTS_MAX = 999;
export const GROUP_TOPIC_MAX = 500;
export const GROUP_UNITS_MAX = 2000;
export const GROUP_DECLINE_REASON_MAX = 1000;
/** Open (REQUESTED) requests one e-mail address (any case) may have at once. */
export const GROUP_OPEN_REQUESTS_PER_EMAIL = 3;

/** `POST /group-requests`: a group's request for seats of a slot, or the whole room. */
export const groupRequestInputSchema = statesRefusals(
  z
    .strictObject({
      roomId: idSchema,
      timeSlotId: idSchema,
      /** the whole room: every seat free at confirmation, the slot closed to individuals */
      wholeRoom: z.boolean().default(false),
      /** the seats asked for, 2 up to the slot's capacity; null or absent with `wholeRoom` */
      seats: integerBetween(GROUP_SEATS_MIN, GROUP_PARTICIPANTS_MAX).nullish(),
      organiserName: requiredPlainText(PERSON_FIELD_MAX),
      institution: optionalPlainText(PERSON_FIELD_MAX),
      email: emailField(),
      phone: optionalPhoneField(),
      topic: requiredText({ max: GROUP_TOPIC_MAX, kind: 'lines' }),
      units: optionalText(GROUP_UNITS_MAX, { kind: 'lines' }),
      /** may be given later on the manage page; at most the seats asked for */
      participants: integerBetween(1, GROUP_PARTICIPANTS_MAX).nullish(),
      /** the language of the mails */
      language: z.enum(LANGUAGES),
    })
    .refine((v) => (v.wholeRoom ? v.seats == null : v.seats != null), {
      ...evenWithFieldErrors,
      path: ['seats'],
      error: 'required',
    })
    .refine((v) => v.participants == null || v.seats == null || v.participants <= v.seats, {
      ...evenWithFieldErrors,
      path: ['participants'],
      error: 'between',
    }),
  {
    fields: ['seats'],
    when: "`seats` is missing without `wholeRoom`, given with `wholeRoom: true`, or more than the slot's capacity",
  },
  { fields: ['participants'], when: '`participants` is more than `seats`' },
);
export type GroupRequestInput = z.infer<typeof groupRequestInputSchema>;

/** The manage link's token (32 characters; anything else is simply not found). */
export const groupTokenSchema = pathTokenSchema;

/** `PUT /group-requests/{token}/participants`. */
export const groupParticipantsSchema = statesRefusals(
  z.strictObject({ participants: integerBetween(1, GROUP_PARTICIPANTS_MAX) }),
  {
    fields: ['participants'],
    when: 'more than the seats held (confirmed) or asked for (requested)',
  },
);
export type GroupParticipants = z.infer<typeof groupParticipantsSchema>;

/** `POST /admin/group-requests/{id}/decline`. */
export const groupDeclineSchema = z.strictObject({
  reason: requiredText({ max: GROUP_DECLINE_REASON_MAX, kind: 'lines' }),
});

/** `GET /admin/group-requests`: the status (all when absent) and the page. */
export const groupListQuerySchema = z.object({
  status: z.enum(GROUP_STATUSES).optional(),
  ...pagingQuerySchema.shape,
});
export type GroupListQuery = z.infer<typeof groupListQuerySchema>;

/** A request as its organiser and staff read it (personal fields null after the erasure). */
const groupFields = {
  status: z.enum(GROUP_STATUSES),
  /** given at confirmation */
  bookingNumber: z.string().nullable(),
  roomId: idSchema,
  roomName: z.string(),
  timeSlotId: idSchema,
  date: z.iso.date(),
  startTime: z.string(),
  endTime: z.string(),
  wholeRoom: z.boolean(),
  /** the seats asked for; null: the whole room */
  seatsRequested: z.int().nullable(),
  /** the seats held since the confirmation (the whole room: what was free then); null before */
  seats: z.int().nullable(),
  /** null: not given yet */
  participants: z.int().nullable(),
  organiserName: z.string().nullable(),
  institution: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  topic: z.string().nullable(),
  units: z.string().nullable(),
  /** a declined request's reason */
  declineReason: z.string().nullable(),
};

/** `GET /group-requests/{token}` (the manage page). */
export const groupRequestViewSchema = z.object({
  ...groupFields,
  /** the last day the participants can be changed: the day before the visit */
  participantsUntil: z.iso.date(),
  canChangeParticipants: z.boolean(),
  canCancel: z.boolean(),
});
export type GroupRequestView = z.infer<typeof groupRequestViewSchema>;

/** A request in the staff's list and decisions. */
export const staffGroupRequestSchema = z.object({
  id: idSchema,
  ...groupFields,
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  /** the deciding staff member's e-mail */
  decidedBy: z.string().nullable(),
  capacity: z.int(),
  /** the slot's free seats now */
  freeSeats: z.int(),
});
export type StaffGroupRequest = z.infer<typeof staffGroupRequestSchema>;

/** A confirmed group as one line of the check-in list. */
export const checkInGroupLineSchema = z.object({
  id: idSchema,
  timeSlotId: idSchema,
  roomId: idSchema,
  roomName: z.string(),
  date: z.iso.date(),
  startTime: z.string(),
  endTime: z.string(),
  bookingNumber: z.string().nullable(),
  organiserName: z.string().nullable(),
  institution: z.string().nullable(),
  seats: z.int(),
  participants: z.int().nullable(),
  wholeRoom: z.boolean(),
});
export type CheckInGroupLine = z.infer<typeof checkInGroupLineSchema>;

/** A confirmed group as one line of the daily report. */
export const dailyReportGroupLineSchema = z.object({
  id: idSchema,
  timeSlotId: idSchema,
  startTime: z.string(),
  endTime: z.string(),
  bookingNumber: z.string().nullable(),
  organiserName: z.string().nullable(),
  institution: z.string().nullable(),
  seats: z.int(),
  participants: z.int().nullable(),
  wholeRoom: z.boolean(),
  topic: z.string().nullable(),
  units: z.string().nullable(),
});
export type DailyReportGroupLine = z.infer<typeof dailyReportGroupLineSchema>;
