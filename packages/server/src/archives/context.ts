import type { AppConfig } from '../config';
import { archiveClock, type ArchiveClock, type Clock } from './clock';
import type { Archive, ArchiveRegistry } from './registry';
import { archivePublicUrl } from './served';
import { settingsOf, type EffectiveSettings } from './settings';

/**
 * The fields of the configuration an archive may have of its own ({@link EffectiveSettings}); the
 * installation's values of these are only the defaults an archive without its own falls back to.
 */
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
  'applications',
] as const satisfies readonly (keyof EffectiveSettings & keyof AppConfig)[];

type PerArchiveField = (typeof PER_ARCHIVE_FIELDS)[number];

/**
 * The installation's configuration as the parts that serve every archive see it: the
 * {@link PER_ARCHIVE_FIELDS} left out, so the compiler refuses a reader that would take the
 * installation's time zone, language or limits for an archive's — that reader wants an
 * {@link ArchiveContext}'s `config`.
 */
export type InstallationConfig = Omit<AppConfig, PerArchiveField>;

/**
 * The archive a piece of work is for, as one immutable value, and what a service is built
 * with: the archive, the installation's configuration with the archive's settings over it (a
 * plain, frozen object), the archive's clock (its time zone), the database, the mail
 * transport and the registry of archives. A request finds its archive's context as
 * `request.archive` (set by the router's first hook, http/archive-routing.ts); a background
 * job's run gets it for each archive it runs in (jobs/each-archive.ts); a module that works in
 * another archive (the platform's administration) asks {@link ArchiveContexts.of}. Services are
 * built with it — `createXService(context)` — so their config and clock are the archive's:
 * nothing reads "the current archive" from the side.
 */
export interface ArchiveContext<Db = unknown, Mail = unknown> {
  /** the archive's id (the database scope of its transactions) */
  archiveId: number;
  /** the archive as last read; undefined only for an archive not read yet (the default
   * archive before the first read): the installation's settings until then */
  archive: Archive | undefined;
  /** its settings: its own, else the installation's (settings.ts) */
  settings: EffectiveSettings;
  /** the installation's configuration with the archive's settings over it; `archiveUrl` is
   * the archive's visitor app */
  config: AppConfig;
  /** the installation's own configuration: what the archive's settings fall back to */
  installation: AppConfig;
  clock: ArchiveClock;
  db: Db;
  mail: Mail;
  archives: ArchiveRegistry;
}

/** The contexts of the installation's archives, one per archive as last read. */
export interface ArchiveContexts<Db = unknown, Mail = unknown> {
  /** the context of archive `id` (the default archive also before the registry was read) */
  of(id: number): ArchiveContext<Db, Mail>;
  /** the context of an archive as read (a job's run, a request's router) */
  ofArchive(archive: Archive): ArchiveContext<Db, Mail>;
}

/**
 * Builds each archive's context once per read of the archive (a settings change makes a new
 * `Archive` object, so a new context): reading a field is a property access, never a look-up.
 */
export function archiveContexts<Db, Mail>(wiring: {
  config: AppConfig;
  clock: Clock;
  db: Db;
  mail: Mail;
  archives: ArchiveRegistry;
}): ArchiveContexts<Db, Mail> {
  const { config: installation, clock } = wiring;
  const built = new WeakMap<Archive, ArchiveContext<Db, Mail>>();
  const unread = new Map<number, ArchiveContext<Db, Mail>>();

  function build(id: number, archive: Archive | undefined): ArchiveContext<Db, Mail> {
    const settings = settingsOf(archive, installation);
    const publicUrl = archivePublicUrl(installation.publicUrl, archive);
    const config: AppConfig = Object.freeze({
      ...installation,
      ...pick(settings),
      archiveUrl: publicUrl,
    });
    return Object.freeze({
      archiveId: id,
      archive,
      settings,
      config,
      installation,
      clock: archiveClock(clock, settings.timeZone),
      db: wiring.db,
      mail: wiring.mail,
      archives: wiring.archives,
    });
  }

  function ofArchive(archive: Archive): ArchiveContext<Db, Mail> {
    let context = built.get(archive);
    if (!context) {
      context = build(archive.id, archive);
      built.set(archive, context);
    }
    return context;
  }

  return {
    ofArchive,
    of(id) {
      const archive = wiring.archives.snapshot().get(id);
      if (archive) return ofArchive(archive);
      // not read yet (the database came up after the start, or created a moment ago by
      // another process): the installation's settings until the next read
      let context = unread.get(id);
      if (!context) {
        context = build(id, undefined);
        unread.set(id, context);
      }
      return context;
    },
  };
}

function pick(settings: EffectiveSettings): Pick<AppConfig, PerArchiveField> {
  const picked: Partial<Record<PerArchiveField, unknown>> = {};
  for (const field of PER_ARCHIVE_FIELDS) picked[field] = settings[field];
  return picked as Pick<AppConfig, PerArchiveField>;
}
