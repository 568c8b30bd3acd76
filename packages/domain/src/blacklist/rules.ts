/**
 * Blacklist rules: default expiry, when an entry blocks, and how
 * e-mails are compared.
 */
import { addYears, type IsoDate } from '../dates';
import { BLACKLIST_DEFAULT_YEARS } from '../limits';

/** The add form's default expiry: one year from today (29 Feb → 28 Feb). */
export function defaultBlacklistExpiry(today: IsoDate): IsoDate {
  return addYears(today, BLACKLIST_DEFAULT_YEARS);
}

/** The comparable form of an e-mail: trimmed, lower case (the blacklist key is case-insensitive). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An entry blocks bookings up to and including its `expiredAt` date. */
export function isBlacklistEntryActive(entry: { expiredAt: IsoDate }, today: IsoDate): boolean {
  return today <= entry.expiredAt;
}

/** True when `email` matches an active entry, ignoring case and surrounding blanks. */
export function isEmailBlacklisted(
  email: string,
  entries: readonly { email: string; expiredAt: IsoDate }[],
  today: IsoDate,
): boolean {
  const key = normalizeEmail(email);
  return entries.some((e) => normalizeEmail(e.email) === key && isBlacklistEntryActive(e, today));
}
