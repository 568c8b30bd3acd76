/**
 * The bot check of cart creation (`BOT_PROTECTION`), without zod so the
 * visitor's entry bundle can import it.
 */

/** The bot-check modes: `altcha` (self-hosted proof of work), `recaptcha` (v3), `off`. */
export const BOT_PROTECTION_MODES = ['altcha', 'recaptcha', 'off'] as const;

/** A bot-check mode. */
export type BotProtectionMode = (typeof BOT_PROTECTION_MODES)[number];

/**
 * The query parameter of `POST /transactions` that carries the bot-check answer: the
 * reCAPTCHA token, or the ALTCHA payload (base64 JSON of challenge and solution). One name for
 * both so the cart flow stays the same in every mode.
 */
export const BOT_CHECK_PARAM = 'g-recaptcha-response';

/** Longest accepted answer (an ALTCHA payload is ~600 characters, a reCAPTCHA token ~2,000). */
export const BOT_CHECK_TOKEN_MAX_LENGTH = 4096;

/** The reCAPTCHA v3 action of cart creation (booking flow). */
export const RECAPTCHA_ACTION = 'createtransaction';
