import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * TOTP (RFC 6238) through otpauth: SHA-1, 6 digits, 30-second steps — what every
 * authenticator app reads from an otpauth:// URI. A code of the step before or after the
 * server's is accepted too (clocks drift); a step at or before the last accepted one is not.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
const TOTP_WINDOW = 1;
/** 160 bits, the size RFC 4226 recommends for an HMAC-SHA-1 key. */
const SECRET_BYTES = 20;

function totpOf(secretBase32: string, account = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** A new random secret in base32 (what a person types into an app without a camera). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// URI an authenticator app reads (as a QR code or pasted). */
export function totpUri(secretBase32: string, account: string, issuer: string): string {
  return totpOf(secretBase32, account, issuer).toString();
}

/** The time step `at` falls into. */
export function totpStepAt(at: Date): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: at.getTime() });
}

/** The code of `at` (tests; a set-up screen never needs it). */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}

/**
 * The time step the code belongs to, when it is valid at `at` (±1 step) and later than
 * `lastStep`; else null. Only six digits are looked at: anything else is refused outright.
 */
export function acceptedTotpStep(
  secretBase32: string,
  code: string,
  at: Date,
  lastStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({
    token: code,
    timestamp: at.getTime(),
    window: TOTP_WINDOW,
  });
  if (delta === null) return null;
  const step = totpStepAt(at) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

const CIPHER_VERSION = 'v1';

/** Whose secret it is: a staff account's, or a platform administrator's (ids of two tables). */
export type SecretOwner = 'staff' | 'platform';

/**
 * AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, each base64url; the kind of account and its id
 * are bound in, so a secret copied to another row (or table) does not decrypt.
 */
export function encryptSecret(
  key: Buffer,
  plain: string,
  accountId: number,
  owner: SecretOwner = 'staff',
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`${owner}:${accountId}`));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [CIPHER_VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret, or null when it was encrypted under another key (or for another account). */
export function decryptSecret(
  key: Buffer,
  stored: string,
  accountId: number,
  owner: SecretOwner = 'staff',
): string | null {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== CIPHER_VERSION || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`${owner}:${accountId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
