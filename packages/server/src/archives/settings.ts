import { isKnownTimeZone, LANGUAGES, type Language } from '@lesesaal/domain/config';
import { mailFromOf, mergeStoredSettings, type StoredSettingsFields } from './settings-merge';
import type { AppConfig } from '../config';
import type { Archive } from './registry';

export { mailboxOf } from './settings-merge';

/**
 * An archive's effective settings: those it may have of its own (the `archives` row and its
 * stored `settings`, the domain's `ArchiveSettings`), each falling back to the installation's
 * when the archive has none (the default archive of an
 * upgraded installation has none, so it behaves as before). Everything else (PUBLIC_URL, the
 * proxies, the bot check, the visitor limits, …) is the installation's environment.
 */
export interface EffectiveSettings extends StoredSettingsFields {
  /** IANA time zone: `archives.time_zone`, else TIME_ZONE */
  timeZone: string;
  /** `archives.default_language`, else DEFAULT_LANGUAGE */
  defaultLanguage: Language;
  /** the name visitors see (page title, header, mail sender, authenticator issuer):
   * `archives.name`, else SITE_NAME (undefined: neither; each place has its own default) */
  siteName: string | undefined;
  /** the mails' sender: the archive's address or MAIL_FROM's, under `archives.name` */
  mailFrom: string;
}

type InstallationSettings = Pick<
  AppConfig,
  'timeZone' | 'defaultLanguage' | 'siteName' | 'mailFrom' | keyof StoredSettingsFields
>;

const isLanguage = (value: string | null): value is Language =>
  value !== null && (LANGUAGES as readonly string[]).includes(value);

/** A zone the engine cannot use would fail every date of the archive; checked once per name. */
const zoneChecks = new Map<string, boolean>();
function isUsableZone(value: string | null): value is string {
  if (value === null) return false;
  let known = zoneChecks.get(value);
  if (known === undefined) {
    known = isKnownTimeZone(value);
    zoneChecks.set(value, known);
  }
  return known;
}

/**
 * An archive's settings over the installation's. A value the row holds that this server
 * cannot use (an unknown zone or language, a settings key it cannot read) counts as none.
 */
export function settingsOf(
  archive: Archive | undefined,
  installation: InstallationSettings,
): EffectiveSettings {
  const own = archive?.settings ?? {};
  return {
    timeZone: isUsableZone(archive?.timeZone ?? null) ? archive!.timeZone! : installation.timeZone,
    defaultLanguage: isLanguage(archive?.defaultLanguage ?? null)
      ? (archive!.defaultLanguage as Language)
      : installation.defaultLanguage,
    siteName: archive?.name ?? installation.siteName,
    mailFrom: mailFromOf(archive?.name, own.mailFromAddress, installation.mailFrom),
    ...mergeStoredSettings(own, installation),
  };
}
