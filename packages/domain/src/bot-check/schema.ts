/**
 * Wire schema of the ALTCHA challenge (bot check of cart creation, see ./protocol.ts).
 */
import { z } from 'zod';

/**
 * An ALTCHA (PoW v2) challenge as `GET /bot-check/challenge` returns it: the parameters the
 * widget needs to solve it and the server's HMAC signature over them.
 */
export const altchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().int().describe('seconds since the epoch'),
  }),
  signature: z.string(),
});

/** An ALTCHA challenge. */
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;
