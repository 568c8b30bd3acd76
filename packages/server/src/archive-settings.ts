import { isKnownTimeZone, LANGUAGES, type Language } from '@lesesaal/domain/config';
import { archiveClock, type ArchiveClock, type Clock } from './clock';
import { addressOf, type AppConfig } from './config';
import { currentArchiveId } from './db/archives';
import type { Archive } from './modules/archives';

/**
 * The settings an archive may have of its own (the `archives` row), each falling back to the
 * installation's when the archive has none (null: the default archive of an upgraded
 * installation has none, so it behaves as before). Everything else still comes from the
 * installation's environment.
 */
export interface ArchiveSettings {
  /** IANA time zone: `archives.time_zone`, else TIME_ZONE */
  timeZone: string;
  /** `archives.default_language`, else DEFAULT_LANGUAGE */
  defaultLanguage: Language;
  /** the name visitors see (page title, header, mail sender, authenticator issuer):
   * `archives.name`, else SITE_NAME (undefined: neither; each place has its own default) */
  siteName: string | undefined;
  /** the mails' sender: MAIL_FROM's address under `archives.name`, else MAIL_FROM as it is */
  mailFrom: string;
}

/** What the settings are read from: the archives as last read (ArchiveDirectory). */
export interface ArchiveLookup {
  snapshot(): ReadonlyMap<number, Archive>;
}

type InstallationSettings = Pick<
  AppConfig,
  'timeZone' | 'defaultLanguage' | 'siteName' | 'mailFrom'
>;

/** `"Archiv B" <lesesaal@host>`: a display name quoted, without line breaks. */
export function mailboxOf(name: string, address: string): string {
  const quoted = name.replace(/[\r\n]+/g, ' ').replace(/["\\]/g, '\\$&');
  return `"${quoted}" <${address}>`;
}

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
 * cannot use (an unknown zone or language; the platform API accepts neither) counts as none.
 */
export function settingsOf(
  archive: Archive | undefined,
  installation: InstallationSettings,
): ArchiveSettings {
  return {
    timeZone: isUsableZone(archive?.timeZone ?? null) ? archive!.timeZone! : installation.timeZone,
    defaultLanguage: isLanguage(archive?.defaultLanguage ?? null)
      ? (archive!.defaultLanguage as Language)
      : installation.defaultLanguage,
    siteName: archive?.name ?? installation.siteName,
    mailFrom: archive?.name
      ? mailboxOf(archive.name, addressOf(installation.mailFrom))
      : installation.mailFrom,
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
  return () => settingsOf(archives.snapshot().get(currentArchiveId()), installation);
}

/**
 * The app's config as the current archive sees it: `timeZone`, `defaultLanguage`, `siteName`
 * and `mailFrom` are read from the archive of the work running now ({@link currentArchiveSettings})
 * on every access; every other field is the installation's. buildApp and startJobs hand this
 * view to every module, so a mail, a page or a job of archive B uses B's settings without
 * being told which archive it serves. Reading a field once and keeping it (at start-up,
 * outside any archive) keeps the default archive's value.
 */
export function archiveConfig(config: AppConfig, archives: ArchiveLookup): AppConfig {
  const installation = installationConfig(config);
  const current = currentArchiveSettings(installation, archives);
  const view = { ...installation };
  return Object.defineProperties(view, {
    timeZone: { get: () => current().timeZone, enumerable: true },
    defaultLanguage: { get: () => current().defaultLanguage, enumerable: true },
    siteName: { get: () => current().siteName, enumerable: true },
    mailFrom: { get: () => current().mailFrom, enumerable: true },
    [INSTALLATION]: { value: installation, enumerable: false },
  });
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
