/**
 * Wire schemas of the readers: visitors who sign in to an archive with a code mailed to their
 * address (no password; docs/decisions/readers.md).
 */
import { z } from 'zod';
import { LANGUAGES } from '../config';
import { emailField } from '../validation';

/** Digits of the mailed sign-in code. */
export const READER_CODE_LENGTH = 6;
/** Minutes a mailed code and its link stay valid. */
export const READER_CODE_MINUTES = 15;
/** Wrong codes after which a sign-in's code is void. */
export const READER_CODE_MAX_ATTEMPTS = 5;

/** The one-time link's token: 32 random bytes in base64url. */
export const READER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const CODE_PATTERN = new RegExp(`^[0-9]{${READER_CODE_LENGTH}}$`);

/**
 * `POST /reader/sign-in`: the address to mail the code and the link to, and the mail's
 * language (default: the archive's).
 */
export const readerSignInSchema = z.object({
  email: emailField(),
  language: z.enum(LANGUAGES).optional(),
});
export type ReaderSignInPayload = z.infer<typeof readerSignInSchema>;

/** `POST /reader/sign-in/verify`: the address and the mailed code, or the link's token. */
export const readerVerifySchema = z.union([
  z.object({
    email: emailField(),
    code: z
      .string()
      .regex(CODE_PATTERN, { error: 'fallback' })
      .describe(`the ${READER_CODE_LENGTH} digits of the mail`),
  }),
  z.object({
    token: z
      .string()
      .regex(READER_TOKEN_PATTERN, { error: 'fallback' })
      .describe('the `token` of the mailed link (`/anmelden?token=…`)'),
  }),
]);
export type ReaderVerifyPayload = z.infer<typeof readerVerifySchema>;

/** A signed-in reader as the API shows them. */
export const readerSchema = z.object({
  email: z.string(),
  /** the name the reader last booked or applied with; null until then */
  name: z.string().nullable(),
  /** ISO timestamp of the first sign-in */
  createdAt: z.string(),
});
export type Reader = z.infer<typeof readerSchema>;

/** `GET /reader/me`, `POST /reader/sign-in/verify`. */
export const readerAnswerSchema = z.object({ reader: readerSchema });

/** The states of a reader's booking. */
export const READER_BOOKING_STATES = ['booked', 'pending', 'cancelled'] as const;

/** One booked visit (a ticket) of a reader. */
export const readerBookingSchema = z.object({
  bookingNumber: z.string(),
  roomId: z.int(),
  roomName: z.string(),
  /** `YYYY-MM-DD` */
  date: z.string(),
  /** `HH:MM`, archive time */
  startTime: z.string(),
  endTime: z.string(),
  state: z.enum(READER_BOOKING_STATES),
  /** the path of the booking's page under the archive's address (`/reservation-confirmation/…`) */
  managePath: z.string(),
});
export type ReaderBooking = z.infer<typeof readerBookingSchema>;

/** `GET /reader/bookings`: upcoming first (by day and time), then the past ones, latest first. */
export const readerBookingsSchema = z.object({ bookings: z.array(readerBookingSchema) });

/**
 * `GET /reader/export`: all the archive holds of the reader. `applications`: the user
 * applications module's part (its own shapes), `[]` when the archive keeps none.
 */
export const readerExportSchema = z.object({
  reader: readerSchema,
  bookings: z.array(readerBookingSchema),
  applications: z.array(z.record(z.string(), z.unknown())),
  /** ISO timestamp of the export */
  exportedAt: z.string(),
});
export type ReaderExport = z.infer<typeof readerExportSchema>;

/**
 * `DELETE /reader`: what stays by law, as keys the web turns into text (e.g. `applications`:
 * applications within their retention period); `[]` when nothing stays.
 */
export const readerDeletedSchema = z.object({ kept: z.array(z.string()) });
