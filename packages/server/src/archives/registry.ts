import { readArchiveSettings, type ArchiveSettings } from '@lesesaal/domain/archives/settings';
import { archives } from '../db/schema/archives';
import type { Db } from '../db/client';

/** An archive of the installation, as the router, the clock and the jobs read it. */
export interface Archive {
  id: number;
  /** the path segment of `/x/` */
  slug: string;
  /** null: the installation's name (the default archive of an upgraded installation) */
  name: string | null;
  /** an own host name served at `/`, compared case-insensitively */
  hostName: string | null;
  /** IANA time zone; null: the installation's TIME_ZONE */
  timeZone: string | null;
  /** `de` or `en`; null: the installation's default */
  defaultLanguage: string | null;
  suspendedAt: Date | null;
  /**
   * its own settings (`archives.settings`), read once per directory read: the keys this server
   * can use, every other key absent (the installation's)
   */
  settings: ArchiveSettings;
}

/**
 * The archives of the installation, read from the shared `archives` table and kept in memory
 * (a few rows; every request asks). `snapshot()` answers at once from the last read, so the
 * clock's time zone can be looked up synchronously; `refresh()` reads again — called at start,
 * after every change made through this process, and by `refreshEvery` so that a change made
 * by another server process is seen within that time.
 */
export interface ArchiveRegistry {
  /** the archives as last read, by id */
  snapshot(): ReadonlyMap<number, Archive>;
  refresh(): Promise<ReadonlyMap<number, Archive>>;
  bySlug(slug: string): Archive | undefined;
  byHost(hostName: string): Archive | undefined;
  /** re-reads every `ms` until `stop()` (an unref'd timer: it never keeps the process up) */
  refreshEvery(ms: number): { stop(): void };
}

export function createArchiveRegistry(db: Db): ArchiveRegistry {
  let byId = new Map<number, Archive>();
  let bySlug = new Map<string, Archive>();
  let byHost = new Map<string, Archive>();

  async function refresh(): Promise<ReadonlyMap<number, Archive>> {
    const rows = await db
      .select({
        id: archives.id,
        slug: archives.slug,
        name: archives.name,
        hostName: archives.hostName,
        timeZone: archives.timeZone,
        defaultLanguage: archives.defaultLanguage,
        suspendedAt: archives.suspendedAt,
        settings: archives.settings,
      })
      .from(archives)
      .orderBy(archives.id);
    const read: Archive[] = rows.map((row) => ({
      ...row,
      settings: readArchiveSettings(row.settings),
    }));
    byId = new Map(read.map((a) => [a.id, a]));
    bySlug = new Map(read.map((a) => [a.slug, a]));
    byHost = new Map(
      read.filter((a) => a.hostName !== null).map((a) => [a.hostName!.toLowerCase(), a]),
    );
    return byId;
  }

  return {
    snapshot: () => byId,
    refresh,
    bySlug: (slug) => bySlug.get(slug),
    byHost: (hostName) => byHost.get(hostName.toLowerCase()),
    refreshEvery(ms) {
      const timer = setInterval(() => {
        // a failed read keeps the last one (the database answers again soon)
        refresh().catch(() => undefined);
      }, ms);
      timer.unref();
      return { stop: () => clearInterval(timer) };
    },
  };
}
