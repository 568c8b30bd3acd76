import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { BOT_CHECK_TOKEN_MAX_LENGTH } from '@lesesaal/domain/bot-check/protocol';
import { altchaChallengeSchema, type AltchaChallenge } from '@lesesaal/domain/bot-check/schema';
import type { Db } from '../../db/client';
import type { Clock } from '../../http/types';
import { deleteExpiredSpentChallenges, findOrCreateSecret, markChallengeSpent } from './repository';

/** PBKDF2 runs on WebCrypto in every browser the widget supports, and in Node for checks. */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/**
 * The solver tries counters from 0 up to a secret one drawn from this range, each try one
 * PBKDF2 of ALTCHA_COST iterations: about 1,500 tries, ~2 s on one core in Node and well
 * under that with the widget's workers in a browser.
 */
export const ALTCHA_COUNTER_RANGE = { min: 1_000, max: 2_000 } as const;
/** A challenge is fetched right before the first cart is created: 10 minutes is ample. */
export const ALTCHA_CHALLENGE_MINUTES = 10;
/** How often an instance forgets expired spent challenges (on the next verified payload). */
const CLEANUP_INTERVAL_MS = 60 * 60_000;
/** Name of the generated HMAC key in `server_secrets` (used when ALTCHA_HMAC_KEY is unset). */
export const ALTCHA_SECRET_NAME = 'altcha-hmac-key';

const payloadSchema = z.object({
  challenge: altchaChallengeSchema,
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
});

export interface AltchaChecker {
  /** A new signed challenge that expires ALTCHA_CHALLENGE_MINUTES from now. */
  createChallenge(): Promise<AltchaChallenge>;
  /**
   * True for a correct solution of an unexpired challenge of ours that was never used before;
   * the challenge is then spent (in the database, for every instance).
   */
  verify(payload: string | undefined): Promise<boolean>;
}

/**
 * ALTCHA proof of work (PoW v2, deterministic mode): the challenge carries an HMAC of the key
 * the secret counter derives, so checking a solution costs two HMACs and no key derivation.
 * `hmacKey` undefined: a random key generated once and shared through the database.
 */
export function createAltchaChecker(deps: {
  db: Db;
  clock: Clock;
  hmacKey: string | undefined;
  cost: number;
}): AltchaChecker {
  const { db, clock, cost } = deps;
  let keys: Promise<{ signature: string; keySignature: string }> | null = null;
  let lastCleanup = 0;

  function loadKeys() {
    keys ??= (async () => {
      const key =
        deps.hmacKey ??
        (await findOrCreateSecret(db, ALTCHA_SECRET_NAME, () =>
          randomBytes(32).toString('base64url'),
        ));
      // A second, derived secret for the key signatures (never equal to the first).
      const keySignature = createHmac('sha256', key).update('altcha key signature').digest('hex');
      return { signature: key, keySignature };
    })().catch((err: unknown) => {
      keys = null; // a database hiccup must not disable the check for the process's lifetime
      throw err;
    });
    return keys;
  }

  return {
    async createChallenge() {
      const { signature, keySignature } = await loadKeys();
      const expiresAt = new Date(clock.now().getTime() + ALTCHA_CHALLENGE_MINUTES * 60_000);
      const challenge = await createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost,
        counter: randomInt(ALTCHA_COUNTER_RANGE.min, ALTCHA_COUNTER_RANGE.max),
        deriveKey,
        expiresAt,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
      });
      return altchaChallengeSchema.parse(challenge);
    },

    async verify(payload) {
      if (!payload || payload.length > BOT_CHECK_TOKEN_MAX_LENGTH) return false;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        return false;
      }
      const parsed = payloadSchema.safeParse(decoded);
      if (!parsed.success) return false;
      const { challenge, solution } = parsed.data;
      // Expiry by our clock (altcha-lib checks the wall clock too; both agree in production).
      const expiresAt = new Date(challenge.parameters.expiresAt * 1000);
      if (expiresAt <= clock.now()) return false;
      const { signature, keySignature } = await loadKeys();
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
      });
      if (!result.verified) return false;
      // Only verified payloads reach the table, so forged ones cannot fill it.
      const fresh = await markChallengeSpent(db, challenge.signature, expiresAt);
      const now = clock.now();
      if (Math.abs(now.getTime() - lastCleanup) >= CLEANUP_INTERVAL_MS) {
        lastCleanup = now.getTime();
        await deleteExpiredSpentChallenges(db, now);
      }
      return fresh;
    },
  };
}
