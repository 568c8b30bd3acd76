import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The archives of the installation (a table shared by all of them, db/archives.ts). The
 * default archive (id 1, made by migration 0017) holds an existing installation's data; its
 * name, time zone and default language are null: the installation's settings.
 */
export const archives = pgTable(
  'archives',
  {
    id: serial('id').primaryKey(),
    /** the path segment of `/x/` */
    slug: text('slug').notNull(),
    name: text('name'),
    /** an own host name, served at `/` (unique case-insensitively) */
    hostName: text('host_name'),
    /** IANA time zone; null: the installation's TIME_ZONE */
    timeZone: text('time_zone'),
    /** `de` or `en`; null: the installation's default */
    defaultLanguage: text('default_language'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * The archive's own settings (migration 0020): optional keys, each absent one the
     * installation's (`archiveSettingsSchema`); read per key, a key this server cannot use
     * counts as absent. `{}`: everything the installation's.
     */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('archives_slug_idx').on(t.slug),
    uniqueIndex('archives_host_name_idx').on(sql`lower(${t.hostName})`),
  ],
);

/**
 * The `archive_id` of a table holding an archive's data. Its default is the archive set for
 * the transaction (`lesesaal.archive_id`), so inserts need not name it; with no archive set
 * it is null and the insert fails (NOT NULL), as the row-level security policy would refuse it.
 * Every primary, unique and foreign key of such a table starts with it (migration 0017).
 */
export function archiveId() {
  return integer('archive_id')
    .notNull()
    .default(sql`NULLIF(current_setting('lesesaal.archive_id', true), '')::integer`)
    .references(() => archives.id, { onDelete: 'restrict' });
}
