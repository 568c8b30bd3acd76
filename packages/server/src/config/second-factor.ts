import { z } from 'zod';

/** The second factor (TOTP) of local staff accounts. */
export interface SecondFactorConfig {
  /** true: every local account signs in with a code; one without a second factor sets it up first */
  required: boolean;
  /** AES-256 key for the stored secrets; null: a key generated once and kept in the database */
  encryptionKey: Buffer | null;
}

/** 32 bytes as 64 hexadecimal digits or as base64 (44 characters with padding, 43 without). */
export function parseKey(value: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return key.length === 32 ? key : null;
  }
  return null;
}

/** The variables of the second factor, spread into the environment schema of config.ts. */
export const secondFactorEnvSchema = {
  /** `required`: local staff accounts must sign in with a code; `optional` (default): who set one up */
  STAFF_SECOND_FACTOR: z
    .string()
    .default('optional')
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.enum(['optional', 'required'], { error: 'must be optional or required' })),
  TOTP_ENCRYPTION_KEY: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .refine(
      (v) => v === undefined || parseKey(v) !== null,
      'must be 32 random bytes as 64 hexadecimal digits or base64 (e.g. openssl rand -base64 32)',
    ),
};

type SecondFactorEnv = z.output<z.ZodObject<typeof secondFactorEnvSchema>>;

export function parseSecondFactorConfig(e: SecondFactorEnv): SecondFactorConfig {
  return {
    required: e.STAFF_SECOND_FACTOR === 'required',
    encryptionKey: e.TOTP_ENCRYPTION_KEY === undefined ? null : parseKey(e.TOTP_ENCRYPTION_KEY),
  };
}
