import type { AppConfig } from '../../config';

/** Checks a bot-protection token; true when the request may proceed. */
export type RecaptchaVerifier = (
  token: string | undefined,
  remoteIp: string | undefined,
) => Promise<boolean>;

/** The action the visitor UI names when it asks for a token (spec §4). */
const ACTION = 'createtransaction';
const MIN_SCORE = 0.5;

/**
 * The reCAPTCHA check of `POST /transactions`: off (always true) without RECAPTCHA_SECRET;
 * otherwise the token is POSTed with the secret to the verify URL. A missing token, an
 * unreachable verifier or a failed answer all reject (fail closed). `fetchImpl` is
 * injectable for tests.
 */
export function createRecaptchaVerifier(
  config: AppConfig,
  fetchImpl: typeof fetch = fetch,
): RecaptchaVerifier {
  const recaptcha = config.recaptcha;
  if (!recaptcha) return async () => true;
  return async (token, remoteIp) => {
    if (!token || token.length > 4096) return false;
    const form = new URLSearchParams({ secret: recaptcha.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    try {
      const res = await fetchImpl(recaptcha.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) return false;
      const body = (await res.json()) as { success?: unknown; action?: unknown; score?: unknown };
      if (body.success !== true) return false;
      if (typeof body.action === 'string' && body.action !== ACTION) return false;
      return typeof body.score !== 'number' || body.score >= MIN_SCORE;
    } catch {
      return false;
    }
  };
}
