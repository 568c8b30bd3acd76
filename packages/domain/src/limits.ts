/**
 * Every input limit, named once. Schemas, forms, the server and the
 * docs all read these constants, so a limit can only change here.
 * Lengths count UTF-16 code units after trimming (what `string.length` and zod measure).
 */

/** Room name length. */
export const ROOM_NAME = { min: 3, max: 50 } as const;
/** Room (location) description length. */
export const ROOM_DESCRIPTION = { min: 3, max: 100 } as const;
/** Seats of a room and of a time slot. */
export const CAPACITY = { min: 0, max: 99_999 } as const;
/** openStart/openEnd values (days or working days). */
export const OPEN_VALUE = { min: 0, max: 365 } as const;
/**
 * Minutes after a slot's start after which a no-show's seat is given back (room option):
 * at least one minute, at most a day.
 */
export const NO_SHOW_RELEASE_MINUTES = { min: 1, max: 1440 } as const;
/**
 * A room's longest research stay (`maxStayDays`, first to last day in calendar days): two days
 * at least (one day is a visit), at most 60. Also the most days of one stay or staff series.
 */
export const STAY_DAYS = { min: 2, max: 60 } as const;
/** Room names are cut to this many characters (plus an ellipsis) in tables. */
export const ROOM_NAME_TRUNCATE = 18;

/** Alt text of a room image. */
export const IMAGE_ALT = { min: 5, max: 150 } as const;
/**
 * Largest room image upload: 20 MiB. The spec said 0.5 MB, which refused every photo a
 * phone takes (3–6 MB); the server makes the picture small itself (at most IMAGE_MAX_EDGE on
 * its long side, re-encoded, no metadata), so what is stored and served stays small.
 */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** Accepted room image types (PNG or JPEG). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
/**
 * Largest room image by its header dimensions (not in the spec): a small file can
 * announce a huge picture, and decoding 40 MP takes about 160 MB, so more is refused
 * before decoding.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** A stored room image is at most this many pixels on its long side (scaled down, never up). */
export const IMAGE_MAX_EDGE = 1_600;

/** Holiday name and description lengths. */
export const HOLIDAY_NAME_MAX = 100;
export const HOLIDAY_DESCRIPTION_MAX = 500;
/** Largest iCal upload for the holiday import: 5 MB, read as MiB like the image limit. */
export const ICAL_MAX_BYTES = 5 * 1_048_576;
/** Accepted iCal types (text/calendar; browsers may send nothing for `.ics`). */
export const ICAL_MIME_TYPES = ['text/calendar'] as const;

/** First name, last name, title, organisation and phone. */
export const PERSON_FIELD_MAX = 40;
/** E-mail address length (RFC 5321 path limit). */
export const EMAIL_MAX = 320;
/** Blacklist note length. */
export const BLACKLIST_DESCRIPTION_MAX = 250;
/** Default blacklist expiry: this many years after today. */
export const BLACKLIST_DEFAULT_YEARS = 1;

/**
 * Longest series one create-slot request may span (startDate..repeatUntil, inclusive).
 * Not in the spec: it keeps one request from creating unbounded rows. Two years.
 */
export const SLOT_SERIES_MAX_DAYS = 731;

/** Longest search term of the staff lists (reservations, blacklist): an e-mail address fits. */
export const SEARCH_TERM_MAX = EMAIL_MAX;

/** Largest `limit` a list request may ask for (the holiday screen pages by 999). */
export const PAGE_SIZE_MAX = 999;

/** Characters of a booking number; see tickets/booking-number.ts. */
export const BOOKING_NUMBER_LENGTH = 8;

/** Notification pop-ups vanish this long after their date, re-evaluated each second. */
export const NOTIFICATION_LIFETIME_MS = 10_000;
/** The visitor UI checks the cart's expiry this often. */
export const CART_EXPIRY_CHECK_MS = 5_000;
/** The visitor UI warns this long before the cart expires. */
export const CART_EXPIRY_WARNING_MS = 2 * 60_000;

/**
 * Waiting list: entries one e-mail address may have in line (waiting or offered)
 * for one slot — a second seat for a companion, not a queue of one's own — and entries one
 * client address may add for one slot (a family or an office sharing a connection).
 */
export const WAITING_LIST_PER_EMAIL = 2;
export const WAITING_LIST_PER_ADDRESS = 5;

/**
 * Records ordered with a visit: lengths of an order line's fields, and the bounds
 * of a room's ordering settings (units per visit and per person and day, lead time in
 * working days, pull times per day). Not in the spec; generous for real call numbers
 * ("Rep. 2 A Nr. 1234/5 Bd. 3").
 */
export const CALL_NUMBER_MAX = 100;
export const UNIT_TITLE_MAX = 200;
export const UNIT_NOTE_MAX = 500;
/** The longest text of each field of a unit, by field (forms map their fields over it). */
export const UNIT_FIELD_MAX = {
  callNumber: CALL_NUMBER_MAX,
  title: UNIT_TITLE_MAX,
  note: UNIT_NOTE_MAX,
} as const;
export const UNITS_PER_VISIT = { min: 1, max: 50 } as const;
export const UNITS_PER_DAY = { min: 1, max: 200 } as const;
export const RECORDS_LEAD_WORKING_DAYS = { min: 0, max: 30 } as const;
export const PULL_TIMES_MAX = 12;
