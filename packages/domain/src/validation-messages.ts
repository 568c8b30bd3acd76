/**
 * The validation messages as stable keys with parameters. Every issue a domain
 * schema raises carries one as its message: a key of {@link VALIDATION_KEYS}, optionally
 * followed by parameters, e.g. `required`, `maxLength?max=40`, `between?min=0&max=99999`.
 * The web splits it with {@link parseValidationMessage} and translates `validation.<key>`
 * with the field label and the parameters; the server ignores messages (its 400 payload
 * lists field paths). No zod here, so rules can use it without pulling zod in.
 */

/** The validation messages, plus the few the domain schemas add. */
export const VALIDATION_KEYS = [
  /** Value is required (missing, null, empty or whitespace-only) */
  'required',
  /** Value is not a valid email address */
  'email',
  /** The maximum length allowed is {max} */
  'maxLength',
  /** This field should be at least {min} characters long */
  'minLength',
  /** The value must be between {min} and {max} */
  'between',
  /** an integer value is required */
  'requiredInteger',
  /** not a valid date (YYYY-MM-DD) */
  'invalidDate',
  /** not a valid time (HH:MM, hour 0-23, minute 0-59) */
  'invalidTime',
  /** the date must lie in the future (after today) */
  'futureDate',
  /** end time must be after start time */
  'endAfterStart',
  /** end date must not be before start date */
  'notBeforeStart',
  /** a phone number with other signs than digits, spaces, - / . ( ) and a leading plus */
  'phone',
  /** a phone number with fewer than {min} digits */
  'phoneTooShort',
  /** a phone number with more than {max} digits */
  'phoneTooLong',
  /** at least one weekday must be chosen */
  'weekdayRequired',
  /** date range longer than {max} days */
  'rangeTooLong',
  /** file type not accepted; {types} lists the accepted ones */
  'fileType',
  /** file larger than {maxBytes} bytes */
  'fileTooLarge',
  /** a staff password the server refuses as common or guessable */
  'weakPassword',
  /** line breaks, tabs or other control characters (a single-line text a visitor writes) */
  'controlCharacters',
  /** a web address (`://`, `www.`) in a text a visitor writes */
  'noLinks',
  /** a valid value (fallback for anything else) */
  'fallback',
] as const;

/** A validation message key. */
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** Parameters of a validation message (limits, shown in the text). */
export type ValidationParams = Record<string, number | string>;

/** Encodes a message: `maxLength?max=40`. */
export function validationMessage(key: ValidationKey, params?: ValidationParams): string {
  if (!params || Object.keys(params).length === 0) return key;
  const query = Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return `${key}?${query}`;
}

const safeDecode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * Decodes a message made by {@link validationMessage}. Numbers come back as numbers.
 * Anything that is not a known key (e.g. a zod default message) becomes `fallback`.
 */
export function parseValidationMessage(message: string | undefined): {
  key: ValidationKey;
  params: ValidationParams;
} {
  const [rawKey = '', query = ''] = (message ?? '').split('?', 2);
  if (!(VALIDATION_KEYS as readonly string[]).includes(rawKey)) {
    return { key: 'fallback', params: {} };
  }
  const params: ValidationParams = {};
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const [k = '', raw = ''] = pair.split('=', 2).map(safeDecode);
    params[k] = raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
  }
  return { key: rawKey as ValidationKey, params };
}
