/**
 * The cart's hold clock: whether the hold has run out, the minutes left, and when to warn.
 * Without other imports, so a screen showing the clock carries nothing else of the ticket rules.
 */

/** True when the cart's hold has run out (`expiredAt` reached). */
export function isTransactionExpired(expiredAt: Date | string, now: Date): boolean {
  return new Date(expiredAt).getTime() <= now.getTime();
}

/**
 * Whole minutes left on a cart, rounded down (0 in the last minute and once expired): the
 * visitor's hold clock. Rounding up showed 16 on a fresh 15-minute hold whenever the page's
 * clock was a few seconds older than the cart; rounded down it never exceeds the hold.
 */
export function remainingCartMinutes(expiredAt: Date | string, now: Date): number {
  const ms = new Date(expiredAt).getTime() - now.getTime();
  return ms > 0 ? Math.floor(ms / 60_000) : 0;
}

/** True in the last `warningMs` before expiry (the "extend" prompt). */
export function shouldWarnCartExpiry(
  expiredAt: Date | string,
  now: Date,
  warningMs: number,
): boolean {
  const ms = new Date(expiredAt).getTime() - now.getTime();
  return ms > 0 && ms <= warningMs;
}
