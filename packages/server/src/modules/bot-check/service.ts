import type { BotProtectionMode } from '@lesesaal/domain/bot-check/protocol';
import type { AltchaChallenge } from '@lesesaal/domain/bot-check/schema';
import type { AppContext } from '../../http/types';
import { createAltchaChecker } from './altcha';
import { createRecaptchaVerifier } from './recaptcha';

/** Checks a bot-check answer; true when the request may proceed. */
export type BotCheckVerifier = (
  token: string | undefined,
  remoteIp: string | undefined,
) => Promise<boolean>;

export interface BotCheckService {
  mode: BotProtectionMode;
  /** A new ALTCHA challenge; null unless the mode is `altcha`. */
  challenge(): Promise<AltchaChallenge | null>;
  verify: BotCheckVerifier;
}

/**
 * The bot check of cart creation, as BOT_PROTECTION says: `altcha` (self-hosted proof of
 * work, single-use payloads), `recaptcha` (v3 at the configured verify URL) or `off`.
 * `fetchImpl` reaches the reCAPTCHA verifier (injectable for tests).
 */
export function createBotCheckService(
  ctx: Pick<AppContext, 'config' | 'db' | 'clock'>,
  fetchImpl: typeof fetch = fetch,
): BotCheckService {
  const bp = ctx.config.botProtection;
  switch (bp.mode) {
    case 'altcha': {
      const altcha = createAltchaChecker({
        db: ctx.db,
        clock: ctx.clock,
        hmacKey: bp.hmacKey,
        cost: bp.cost,
      });
      return {
        mode: bp.mode,
        challenge: () => altcha.createChallenge(),
        verify: (token) => altcha.verify(token),
      };
    }
    case 'recaptcha':
      return {
        mode: bp.mode,
        challenge: async () => null,
        verify: createRecaptchaVerifier(bp, fetchImpl),
      };
    case 'off':
      return { mode: bp.mode, challenge: async () => null, verify: async () => true };
  }
}
