/**
 * Solves an ALTCHA challenge with the `altcha` web component, invisibly. A lazy chunk: only
 * imported when a visitor creates a cart in altcha mode (use-bot-check.ts), so the widget
 * (~35 KB gzip) stays out of the entry bundle. The widget runs the proof of work in Web
 * Workers made from blobs (CSP `worker-src 'self' blob:`) and needs a secure context
 * (https, or localhost).
 */
import 'altcha';
import type { AltchaChallenge } from '@lesesaal/domain/bot-check/schema';

type AltchaWidget = HTMLElementTagNameMap['altcha-widget'];

/** The widget's methods exist once its component has mounted ('load' event). */
function whenLoaded(widget: AltchaWidget): Promise<void> {
  if (typeof widget.verify === 'function' && typeof widget.configure === 'function')
    return Promise.resolve();
  return new Promise((resolve) => widget.addEventListener('load', () => resolve(), { once: true }));
}

/** The payload to send with `POST /transactions`, or null when the widget could not solve it. */
export async function solveAltchaChallenge(challenge: AltchaChallenge): Promise<string | null> {
  const widget = document.createElement('altcha-widget');
  // Nothing to see or operate: the visitor sees our own status text (use-bot-check.ts).
  widget.setAttribute('display', 'invisible');
  widget.setAttribute('aria-hidden', 'true');
  widget.hidden = true;
  document.body.append(widget);
  try {
    await whenLoaded(widget);
    await widget.configure({
      challenge,
      display: 'invisible',
      // no pointer and scroll data collected (privacy: only the proof of work counts)
      humanInteractionSignature: false,
      hideFooter: true,
      hideLogo: true,
      minDuration: 0,
    });
    const result = await widget.verify();
    return result?.payload ?? null;
  } finally {
    widget.remove();
  }
}
