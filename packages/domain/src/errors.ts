/**
 * Error codes of the product's API (the reservation spec's list) plus the few the server adds
 * (docs/decisions/api-contract.md, docs/api.md).
 * Every error response body is `{ error: ErrorCode, payload?: string[] }`.
 */
export const ERROR_CODES = [
  /** error during booking; the failing rule code is the first payload item */
  'ticket__validation_error',
  /** invalid input; payload lists the failing field paths */
  'validation__error',
  /** appointment overlaps one in the cart or a booked one of the same e-mail */
  'max_tickets_per_time_reached',
  /** maximum tickets per e-mail and day reached */
  'max_tickets_per_day_reached',
  /** slot fully booked */
  'timeslot_no_tickets_left',
  /** the visitor's maximum ticket count is reached */
  'max_tickets_by_user_reached',
  /** slot outside the room's opening window */
  'timeslot_not_open',
  /** a slot of the room already exists within those times */
  'timeslot__overlapping',
  /** unknown error */
  'unknown',
  /**
   * the database cannot be reached right now (503, with `Retry-After` in seconds): nothing was
   * changed, the same request may be sent again
   */
  'service_unavailable',
  /** not signed in (401) or role may not use this (403) */
  'http__access_denied_exception',
  /** the e-mail is on the blacklist */
  'booking__email_blacklisted',
  /** bot check failed */
  'recaptcha__validation_error',
  /** blacklist entry with this e-mail exists */
  'blacklist__email_already_exists',
  /** mail could not be sent */
  'generic__mail_send_exception',
  /** unknown id or path (404) */
  'not_found',
  /** stale version or other conflict (409) */
  'conflict',
  /** request body too large (413) */
  'payload_too_large',
  /** too many requests (429) */
  'too_many_requests',
  /** sign-in failed: unknown e-mail, wrong password or disabled account (401) */
  'auth__invalid_credentials',
  /** unsupported media type of an upload (415) */
  'unsupported_media_type',
  /** slot or room still has tickets (409); payload is the count */
  'delete__has_tickets',
  /** waiting list: the slot still has free seats, book it instead (409) */
  'waiting_list__slot_not_full',
  /** waiting list: this e-mail address or client address is already in line for the slot often enough (409) */
  'waiting_list__limit_reached',
  /**
   * waiting list: the e-mail address (any case) is already in line or offered for as many
   * slots as the archive allows at once (409); payload: that maximum
   */
  'waiting_list__max_entries_reached',
  /** waiting list: the entry is no longer in line or offered (taken, left or expired) (409) */
  'waiting_list__closed',
  /** a cart offered from the waiting list holds only the offered seat: nothing can be added (409) */
  'waiting_list__offer_only',
  /** the path exists, but not with this method (405); the `Allow` header lists the methods */
  'method_not_allowed',
  /**
   * records ordering (also a rule code of the calendar's `failedRules`): the room requires records and
   * their order deadline for the slot has passed, so the slot cannot be booked
   */
  'records_deadline_passed',
  /** records ordering: the room requires records and a visit has none (409); payload: the ticket id */
  'records__required',
  /** records ordering: the room takes no record orders (409); payload: the ticket id */
  'records__not_orderable',
  /**
   * records ordering: the order deadline of the visit has passed (409); payload: the ticket id, the
   * deadline's date (`YYYY-MM-DD`) and time (`HH:MM`)
   */
  'records__deadline_passed',
  /** records ordering: more units for one visit than the room allows (409); payload: ticket id, maximum */
  'records__max_per_visit_reached',
  /**
   * records ordering: more units for one person on one day in the room than allowed (409); payload:
   * ticket id, maximum
   */
  'records__max_per_day_reached',
  /**
   * records ordering: the units of this visit can no longer be changed: it is cancelled, or (owner
   * link) has started or the unit is no longer ORDERED (409); payload: the ticket id
   */
  'records__visit_closed',
  /**
   * records ordering: the person (e-mail, any case) has booked as many visits as allowed in that week
   * or month (409); payload: `week` or `month`, the maximum, the period's first day
   */
  'ticket__person_limit_reached',
  /**
   * the `Idempotency-Key` was sent before by the same staff account with another request
   * (409): nothing is booked; a new request needs a new key
   */
  'idempotency_key_reused',
  /**
   * the staff account is a platform administrator's support account (409): it signs in only
   * through the platform's support session, so no password, e-mail or directory link can be
   * set on it
   */
  'staff__support_account',
  /**
   * fair opening: the room's opening of this day is still admitting, and the request carries no
   * `X-Queue-Pass` of a place whose turn it is now (409)
   */
  'opening_not_your_turn',
  /** fair opening: no waiting room is open — no draw, before the pre-window, or over (409) */
  'opening_closed',
  /** fair opening: no place of this room has this pass (404) */
  'opening_pass_unknown',
  /**
   * reader sign-in (400): the code or link is wrong, expired, used, or void after five wrong
   * codes — one code for all, so an answer tells nothing about the address
   */
  'reader_code_invalid',
  /** the call needs a signed-in reader (401): no reader session, or an ended one */
  'reader_signed_out',
  /**
   * user application: the room needs an approved user application of the signed-in reader and
   * the booking carries none (409): send `application` with the booking
   */
  'application_required',
  /** user application: the reader's application is no longer valid on the visit's day (409) */
  'application_expired',
  /** user application: the reader's application was refused (409) */
  'application_refused',
  /** user application: decided already — approved or refused — so it cannot be decided again (409) */
  'application_already_decided',
  /**
   * group visit: this e-mail address (any case) already has as many open group requests as
   * allowed (409); payload: that maximum
   */
  'group__limit_reached',
  /** group visit: the request is declined or cancelled, nothing can be changed (409) */
  'group__closed',
  /**
   * group visit: too late for this change — the participants on the visit's day or later,
   * the cancellation once the slot has started (409)
   */
  'group__too_late',
  /** group visit: decided already — confirmed, declined or cancelled — so staff cannot decide it (409) */
  'group__already_decided',
  /** a group has the whole room in this slot: it is closed to individual bookings (409) */
  'timeslot_closed_for_group',
  /** research stay: the room takes no stays (its `maxStayDays` is null), or not this way (409) */
  'stay__not_offered',
  /**
   * research stay: from the first to the last day is longer than the room's `maxStayDays` (409);
   * payload: that maximum
   */
  'stay__too_long',
  /** research stay: two of its slots are on the same day (409) */
  'stay__one_slot_a_day',
  /**
   * research stay: some of its days are no longer free (409), nothing was held; payload: those
   * slot ids — offer the stay without them
   */
  'stay__days_unavailable',
  /** staff series: none of its days can be booked (409), nothing was booked */
  'series__nothing_bookable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Booking-rule codes: what `failedRules` of a slot and booking failures carry. */
export const RULE_CODES = [
  'timeslot_not_open',
  'max_tickets_per_time_reached',
  'max_tickets_per_day_reached',
  'timeslot_no_tickets_left',
  'max_tickets_by_user_reached',
  /**
   * records ordering: the room requires records and their order deadline for this slot has passed:
   * the slot cannot be booked (calendar only; the booking refuses with `records__deadline_passed`)
   */
  'records_deadline_passed',
] as const;

export type RuleCode = (typeof RULE_CODES)[number];

/** The wire shape of every error response. */
export interface ErrorBody {
  error: ErrorCode;
  payload?: string[];
}

/**
 * The message key the UI shows for an error body (see docs/api.md, "Errors"): the error, plus an
 * underscore and the first payload item when present; `unknown` when there is no error.
 */
export function errorMessageKey(body: unknown): string {
  if (typeof body !== 'object' || body === null) return 'unknown';
  const { error, payload } = body as { error?: unknown; payload?: unknown };
  if (typeof error !== 'string' || error === '') return 'unknown';
  if (Array.isArray(payload) && payload.length > 0 && typeof payload[0] === 'string') {
    return `${error}_${payload[0]}`;
  }
  return error;
}
