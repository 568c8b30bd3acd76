import { useCallback, useState } from 'react';
import { ApiError } from '../../api/client';
import { useApi } from '../../api/api-context';
import { useConfig } from '../../config';

export type BotCheckStatus = 'idle' | 'checking';

/** The refusal the server would give, raised in the browser when no answer could be made. */
function refused(cause?: unknown): ApiError {
  return new ApiError({
    status: 0,
    code: 'recaptcha__validation_error',
    messageKey: 'recaptcha__validation_error',
    cause,
  });
}

/**
 * The bot check of cart creation (BOT_PROTECTION, sent on the mount element): `answer()`
 * gives the value for `POST /transactions` — a solved ALTCHA payload, a reCAPTCHA v3 token,
 * or null when the check is off. `status` is `checking` meanwhile, for a status message.
 * The altcha widget and Google's script are loaded only here, on the first cart of a visit.
 */
export function useBotCheck(): { status: BotCheckStatus; answer: () => Promise<string | null> } {
  const api = useApi();
  const { botProtection, recaptchaPublicToken, recaptchaSrc } = useConfig();
  const [status, setStatus] = useState<BotCheckStatus>('idle');

  const answer = useCallback(async (): Promise<string | null> => {
    if (botProtection === 'off') return null;
    setStatus('checking');
    try {
      if (botProtection === 'recaptcha') {
        if (!recaptchaPublicToken || !recaptchaSrc) throw refused();
        const { recaptchaToken } = await import('./recaptcha');
        return await recaptchaToken(recaptchaSrc, recaptchaPublicToken).catch((err: unknown) => {
          throw refused(err);
        });
      }
      const challenge = await api.GET('/api/bot-check/challenge');
      const { solveAltchaChallenge } = await import('./altcha-solver');
      const payload = await solveAltchaChallenge(challenge).catch((err: unknown) => {
        throw refused(err);
      });
      if (!payload) throw refused();
      return payload;
    } finally {
      setStatus('idle');
    }
  }, [api, botProtection, recaptchaPublicToken, recaptchaSrc]);

  return { status, answer };
}
