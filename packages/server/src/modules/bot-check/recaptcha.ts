import { BOT_CHECK_TOKEN_MAX_LENGTH, RECAPTCHA_ACTION } from '@lesesaal/domain/bot-check/protocol';

/** Google's suggested threshold: 1.0 is very likely a human, 0.0 very likely a bot. */
export const RECAPTCHA_MIN_SCORE = 0.5;

export interface RecaptchaOptions {
  secret: string;
  verifyUrl: string;
}

/**
 * reCAPTCHA v3 check of `POST /transactions`: the token is POSTed with the secret to the
 * verify URL (configurable, so tests use a local fake). Accepted only with `success: true`,
 * the action `createtransaction` and a score of at least 0.5. A missing token, an unreachable
 * verifier or any other answer rejects (fail closed). `fetchImpl` is injectable for tests.
 */
export function createRecaptchaVerifier(
  options: RecaptchaOptions,
  fetchImpl: typeof fetch = fetch,
): (token: string | undefined, remoteIp: string | undefined) => Promise<boolean> {
  return async (token, remoteIp) => {
    if (!token || token.length > BOT_CHECK_TOKEN_MAX_LENGTH) return false;
    const form = new URLSearchParams({ secret: options.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    try {
      const res = await fetchImpl(options.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) return false;
      const body = (await res.json()) as { success?: unknown; action?: unknown; score?: unknown };
      return (
        body.success === true &&
        body.action === RECAPTCHA_ACTION &&
        typeof body.score === 'number' &&
        body.score >= RECAPTCHA_MIN_SCORE
      );
    } catch {
      return false;
    }
  };
}
