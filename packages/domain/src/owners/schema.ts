/**
 * The owner (booker) of tickets: the personal data a visitor enters before
 * booking, and what staff enter when they book for someone or edit a reservation.
 */
import { z } from 'zod';
import { LANGUAGES } from '../config';
import { PERSON_FIELD_MAX } from '../limits';
import { bookingApplicationFields } from '../applications/schema';
import { bookingRecordsSchema } from '../record-orders/schema';
import {
  emailField,
  optionalEmailField,
  optionalPhoneField,
  optionalPlainText,
  phoneField,
  requiredPlainText,
} from '../validation';

/** Salutations, shown as none, Mr, Ms. */
export const SALUTATIONS = ['NONE', 'MR', 'MS'] as const;

/** A salutation. */
export type Salutation = (typeof SALUTATIONS)[number];

/** A salutation on input: missing or null means `NONE`. */
export const salutationSchema = z
  .enum(SALUTATIONS)
  .nullish()
  .transform((v) => v ?? 'NONE');

const common = {
  salutation: salutationSchema,
  // Names reach the confirmation mail: no control characters, no links.
  title: optionalPlainText(PERSON_FIELD_MAX),
  firstName: requiredPlainText(PERSON_FIELD_MAX),
  lastName: requiredPlainText(PERSON_FIELD_MAX),
  organisation: optionalPlainText(PERSON_FIELD_MAX),
  accessibility: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
};

/**
 * A visitor's personal data ("Visitor personal data"): names required, e-mail and
 * phone required; title and organisation optional (empty → null); all trimmed.
 */
export const visitorOwnerSchema = z.object({
  ...common,
  email: emailField(),
  phone: phoneField(),
});

/** Personal data entered by a visitor. */
export type VisitorOwner = z.infer<typeof visitorOwnerSchema>;

/**
 * Owner data entered by staff ("Admin reservation edit and admin booking"): as the
 * visitor's, but e-mail and phone are optional (empty → null). Also the payload of
 * `PUT /admin/tickets/{id}/owner`.
 */
export const adminOwnerSchema = z.object({
  ...common,
  email: optionalEmailField(),
  phone: optionalPhoneField(),
});

/** Owner data entered by staff. */
export type AdminOwner = z.infer<typeof adminOwnerSchema>;

/** Any owner data a ticket can carry. */
export type Owner = VisitorOwner | AdminOwner;

/** Language of the confirmation e-mail (the booking's language). */
export const languageSchema = z.enum(LANGUAGES).catch('de');

/**
 * Payload of `PUT /transactions/{id}/booking`: the visitor's data plus the language, and
 * optionally the records to order per ticket of the cart, and the user application's
 * `purpose` and `topic` (archive mode `with-booking`) or `application` (mode `required`).
 */
export const bookingRequestSchema = visitorOwnerSchema.extend({
  language: languageSchema,
  records: bookingRecordsSchema.optional(),
  /** the user application's fields (docs/decisions/user-applications.md) */
  ...bookingApplicationFields,
});

/** A visitor's booking request. */
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/**
 * Payload of `POST /admin/rooms/{id}/timeslots/{timeSlotId}/tickets`: staff book a person
 * (possibly beyond capacity) with optional e-mail and phone, plus the language.
 */
export const adminBookingRequestSchema = adminOwnerSchema.extend({ language: languageSchema });

/** A staff booking request. */
export type AdminBookingRequest = z.infer<typeof adminBookingRequestSchema>;

/** Empty personal-data form values (what a reset leaves in session storage). */
export const EMPTY_OWNER_FORM = {
  salutation: 'NONE',
  title: '',
  firstName: '',
  lastName: '',
  organisation: '',
  email: '',
  phone: '',
  accessibility: false,
} as const satisfies z.input<typeof visitorOwnerSchema>;
