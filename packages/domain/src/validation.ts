/**
 * Field building blocks for the wire schemas: trimmed required and optional texts,
 * integers in a range, dates, times, e-mail, phone, ids. Their issues carry the messages
 * of validation-messages.ts, in the fixed order (required first). The one place to import
 * them from; they are written in validation-text.ts (texts), validation-fields.ts (integers,
 * dates, times, e-mail, phone) and validation-ids.ts (ids and whole numbers on the wire).
 */
export {
  CONTROL_CHARACTER_PATTERN,
  controlFreeText,
  DOMAIN_LIKE_PATTERN,
  LINK_PATTERN,
  NOT_BLANK,
  optionalPlainText,
  optionalText,
  pathTokenSchema,
  requiredPlainText,
  requiredText,
  TEXT_PATTERNS,
  type PlainTextOptions,
  type TextKind,
} from './validation-text';
export {
  emailField,
  integerBetween,
  ISO_DATE_PATTERN,
  isoDateField,
  isValidEmail,
  optionalEmailField,
  optionalPhoneField,
  phoneField,
  TIME_PATTERN,
  timeField,
} from './validation-fields';
export {
  idParamSchema,
  idSchema,
  MAX_INT4,
  MIN_ID,
  versionSchema,
  WIRE_INTEGER_PATTERN,
  wireInteger,
  wireIntegerPattern,
} from './validation-ids';

/**
 * `when` option for object-level refinements: run them even when a field already failed,
 * so a form shows "end after start" together with a bad capacity. Refinements using it
 * must cope with invalid field values.
 */
export const evenWithFieldErrors = {
  when: (payload: { value: unknown }): boolean =>
    typeof payload.value === 'object' && payload.value !== null,
};
