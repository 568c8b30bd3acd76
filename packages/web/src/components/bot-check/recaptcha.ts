/**
 * reCAPTCHA v3 (BOT_PROTECTION=recaptcha): loads Google's script once, then asks for a token
 * of the action `createtransaction`. Only in this mode does the page talk to Google.
 */
import { RECAPTCHA_ACTION } from '@lesesaal/domain/bot-check/protocol';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

let loading: Promise<Grecaptcha> | null = null;

function loadScript(src: string, siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    const url = new URL(src, document.baseURI);
    url.searchParams.set('render', siteKey);
    script.src = url.toString();
    script.async = true;
    script.onload = () => {
      const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error('grecaptcha missing'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA script failed to load'));
    document.head.append(script);
  }).catch((err: unknown) => {
    loading = null; // try again on the next cart
    throw err;
  });
  return loading;
}

/** A fresh v3 token for creating a cart. */
export async function recaptchaToken(src: string, siteKey: string): Promise<string> {
  const grecaptcha = await loadScript(src, siteKey);
  return grecaptcha.execute(siteKey, { action: RECAPTCHA_ACTION });
}
