import { isKnownTimeZone, LANGUAGES, type Language } from '@lesesaal/domain/config';
import { archiveClock, type ArchiveClock, type Clock } from './clock';
import {
  mailFromOf,
  mergeStoredSettings,
  type StoredSettingsFields,
} from './settings-merge';
import type { AppConfig } from '../config';
import { currentArchiveId } from '../db/archives';
import type { Archive } from '.';

export { mailboxOf } from './settings-merge';

/**
 * The settings an archive may have of its own (the `archives` row and its `settings`), each
 * falling back to the installation's when the archive has none (the default archive of an
 * upgraded installation has none, so it behaves as before). Everything else (PUBLIC_URL, the
 * proxies, the bot check, the visitor limits, …) is the installation's environment.
 */
export interface ArchiveSettings extends StoredSettingsFields {
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

/** What the settings are read from: the archives as last read (ArchiveRegistry). */
export interface ArchiveLookup {
  snapshot(): ReadonlyMap<number, Archive>;
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
): ArchiveSettings {
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

const INSTALLATION = Symbol('installation config');

/** The installation's own config behind an {@link archiveConfig} view (or `config` itself). */
export function installationConfig(config: AppConfig): AppConfig {
  return (config as AppConfig & { [INSTALLATION]?: AppConfig })[INSTALLATION] ?? config;
}

/**
 * The settings of the archive the current work runs in ({@link currentArchiveId}: the
 * request's, the job run's; outside any, the default archive), read synchronously from the
 * archives as last read. An archive missing there (created a moment ago by another process
 * and not read yet) has the installation's settings until the next read.
 */
export function currentArchiveSettings(
  config: AppConfig,
  archives: ArchiveLookup,
): () => ArchiveSettings {
  const installation = installationConfig(config);
  // merged once per archive as read (a directory read makes new objects): the getters run on
  // the booking path, so an access is two map look-ups, no parsing
  const merged = new WeakMap<Archive, ArchiveSettings>();
  const installationOnly = settingsOf(undefined, installation);
  return () => {
    const archive = archives.snapshot().get(currentArchiveId());
    if (!archive) return installationOnly;
    let settings = merged.get(archive);
    if (!settings) {
      settings = settingsOf(archive, installation);
      merged.set(archive, settings);
    }
    return settings;
  };
}

/** The fields of the config an archive may have of its own, read through the view. */
const PER_ARCHIVE_FIELDS = [
  'timeZone',
  'defaultLanguage',
  'siteName',
  'mailFrom',
  'siteLogoUrl',
  'primaryColor',
  'publicBody',
  'labelOverride',
  'smtpUrl',
  'reminderTime',
  'limits',
  'personLimits',
  'waitingListOfferHours',
  'oidc',
] as const satisfies readonly (keyof ArchiveSettings)[];

/**
 * The app's config as the current archive sees it: the {@link PER_ARCHIVE_FIELDS} are read from
 * the archive of the work running now ({@link currentArchiveSettings}) on every access; every
 * other field is the installation's. buildApp and startJobs hand this view to every module, so
 * a booking, a mail, a page or a job of archive B uses B's settings without being told which
 * archive it serves. Reading a field once and keeping it (at start-up, outside any archive)
 * keeps the default archive's value: read it where it is used.
 */
export function archiveConfig(config: AppConfig, archives: ArchiveLookup): AppConfig {
  const installation = installationConfig(config);
  const current = currentArchiveSettings(installation, archives);
  const view = { ...installation };
  const getters: PropertyDescriptorMap = {
    [INSTALLATION]: { value: installation, enumerable: false },
  };
  for (const field of PER_ARCHIVE_FIELDS)
    getters[field] = { get: () => current()[field], enumerable: true };
  return Object.defineProperties(view, getters);
}

/**
 * The app's clock: the instant from `clock`, the zone of the archive the current work runs in
 * ({@link currentArchiveSettings}) on every reading.
 */
export function currentArchiveClock(
  clock: Clock,
  config: AppConfig,
  archives: ArchiveLookup,
): ArchiveClock {
  const current = currentArchiveSettings(config, archives);
  return archiveClock(clock, () => current().timeZone);
}
