/**
 * A staff member's one-time code of the second factor (TOTP, RFC 6238): six digits. The web
 * form drops the spaces a person may type between them before checking; the server refuses
 * anything else with the `pattern` validation error.
 */
export const ONE_TIME_CODE_PATTERN = /^\d{6}$/;
