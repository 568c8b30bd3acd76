/**
 * Wire schemas of the user application (Benutzungsantrag): what a reader submits (with a
 * booking or alone), what the reader and the staff read, and the staff's list and decisions.
 */
import { z } from 'zod';
import { SEARCH_TERM_MAX } from '../limits';
import { pagingQuerySchema } from '../paging';
import { statesRefusals } from '../refusals';
import {
  controlFreeText,
  idSchema,
  optionalPhoneField,
  optionalPlainText,
  requiredPlainText,
  requiredText,
} from '../validation';
import { purposeField, USER_APPLICATION_MODES } from './settings';
import { APPLICATION_STATES } from './validity';

export const APPLICATION_NAME_MAX = 200;
export const APPLICATION_ADDRESS_MAX = 200;
export const APPLICATION_POSTCODE_MAX = 20;
export const APPLICATION_INSTITUTION_MAX = 200;
/** The research topic, also the `topic` of a `with-booking` booking. */
export const TOPIC_MAX = 500;
export const REFUSAL_REASON_MAX = 1000;

/** ISO 3166-1 alpha-2, upper case (a lower-case code is taken and upper-cased). */
const countryField = z
  .string()
  .regex(/^[A-Za-z]{2}$/, { error: 'fallback' })
  .transform((v) => v.toUpperCase());

/** The research topic: one or more lines, no control characters, ≤ 500 characters. */
export const topicField = () => requiredText({ max: TOPIC_MAX, kind: 'lines' });

const mustAccept = z.literal(true, { error: 'required' });

/**
 * A user application as the reader sends it (the e-mail is the signed-in reader's).
 * `purpose` must be one of the archive's purposes (400 [`…purpose`] otherwise).
 */
export const applicationInputSchema = z.strictObject({
  name: requiredPlainText(APPLICATION_NAME_MAX),
  street: requiredPlainText(APPLICATION_ADDRESS_MAX, { allowDomains: true }),
  postcode: requiredPlainText(APPLICATION_POSTCODE_MAX),
  town: requiredPlainText(APPLICATION_ADDRESS_MAX),
  country: countryField.optional().transform((v) => v ?? 'DE'),
  phone: optionalPhoneField(),
  institution: optionalPlainText(APPLICATION_INSTITUTION_MAX, { allowDomains: true }),
  topic: topicField(),
  purpose: statesRefusals(purposeField(), {
    fields: [],
    when: "not one of the archive's `applicationPurposes`",
  }),
  publicationPlanned: z.boolean(),
  rulesAccepted: mustAccept,
  privacyAccepted: mustAccept,
});
export type ApplicationInput = z.output<typeof applicationInputSchema>;
export type ApplicationInputBody = z.input<typeof applicationInputSchema>;

/** An application as its reader and the staff read it. */
export const applicationSchema = z.object({
  id: idSchema,
  state: z.enum(APPLICATION_STATES),
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  town: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  institution: z.string().nullable(),
  topic: z.string(),
  purpose: z.string(),
  publicationPlanned: z.boolean(),
  rulesAccepted: z.literal(true),
  privacyAccepted: z.literal(true),
  email: z.string(),
  /** the version of the reading-room rules accepted (the archive's `readingRulesVersion` then) */
  rulesVersion: z.string().nullable(),
  submittedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  refusalReason: z.string().nullable(),
  validFrom: z.iso.date().nullable(),
  validUntil: z.iso.date().nullable(),
  identityCheckedAt: z.iso.datetime().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

/** The staff's detail: the application, who decided and checked, and its bookings. */
export const staffApplicationSchema = applicationSchema.extend({
  decidedBy: z.string().nullable(),
  identityCheckedBy: z.string().nullable(),
  /** the bookings waiting for the decision (PENDING tickets) and those booked with it */
  bookings: z.array(
    z.object({
      ticketId: idSchema,
      bookingNumber: z.string().nullable(),
      status: z.string(),
      roomName: z.string(),
      date: z.iso.date(),
      startTime: z.string(),
      endTime: z.string(),
    }),
  ),
});
export type StaffApplication = z.infer<typeof staffApplicationSchema>;

/** A line of the staff list. */
export const applicationListItemSchema = applicationSchema.pick({
  id: true,
  state: true,
  name: true,
  email: true,
  topic: true,
  purpose: true,
  submittedAt: true,
  decidedAt: true,
  validUntil: true,
  identityCheckedAt: true,
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

/** `GET /admin/applications`: state filter, search term (name, e-mail, topic), paging. */
export const applicationListQuerySchema = z.object({
  state: z.enum(APPLICATION_STATES).optional(),
  q: controlFreeText().trim().max(SEARCH_TERM_MAX).optional(),
  ...pagingQuerySchema.shape,
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/** `POST /admin/applications/{id}/refuse`. */
export const refuseApplicationSchema = z.strictObject({
  reason: requiredText({ max: REFUSAL_REASON_MAX, kind: 'lines' }),
});

/** `GET /reader/applications`. */
export const readerApplicationsSchema = z.object({ applications: z.array(applicationSchema) });

/** The mode as the web app's client configuration names it. */
export const userApplicationModeSchema = z.enum(USER_APPLICATION_MODES);

/**
 * What a booking carries for the user application: `purpose` and `topic` (the `with-booking`
 * mode: required there, refused otherwise), or a whole `application` (the `required` mode, a
 * reader without a valid approved application).
 */
export const bookingApplicationFields = {
  purpose: statesRefusals(purposeField().optional(), {
    fields: [],
    when: "sent while the archive's `userApplication` is not `with-booking`, missing in that mode, or not one of its `applicationPurposes`",
  }),
  topic: statesRefusals(topicField().optional(), {
    fields: [],
    when: "sent while the archive's `userApplication` is not `with-booking`, or missing in that mode",
  }),
  application: statesRefusals(applicationInputSchema.optional(), {
    fields: [],
    when: "sent while no room of the cart requires an application under the archive's `userApplication: required`",
  }),
};
