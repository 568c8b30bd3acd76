import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { BlacklistEntry } from '@lesesaal/domain/blacklist/schema';
import type { IsoDate } from '@lesesaal/domain/dates';
import type { BLACKLIST_SORT_FIELDS } from '@lesesaal/domain/blacklist/schema';
import type { SortSpec } from '@lesesaal/domain/paging';
import type { Db } from '../../db/client';
import { germanOrder } from '../../db/collation';
import { blacklist } from '../../db/schema/index';

const SORT_COLUMNS = {
  email: germanOrder(blacklist.email),
  expiredAt: blacklist.expiredAt,
  description: germanOrder(blacklist.description),
} as const;

export interface BlacklistFilter {
  /** part of the e-mail or the note, case-insensitive */
  term?: string | undefined;
  expiresFrom?: string | undefined;
  expiresUntil?: string | undefined;
  limit: number;
  offset: number;
  sort: SortSpec<(typeof BLACKLIST_SORT_FIELDS)[number]>[];
}

const columns = {
  email: blacklist.email,
  expiredAt: blacklist.expiredAt,
  description: blacklist.description,
};

/** Serialises blacklist writes (the entry limit counts, then inserts) across instances. */
const BLACKLIST_WRITE_LOCK = 7_342_002;

export async function lockBlacklistWrites(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${BLACKLIST_WRITE_LOCK})`);
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

export async function listEntries(
  db: Db,
  filter: BlacklistFilter,
): Promise<{ content: BlacklistEntry[]; totalCount: number }> {
  const conditions: Array<SQL | undefined> = [
    filter.term
      ? sql`(${blacklist.email} ILIKE ${likePattern(filter.term)} OR ${blacklist.description} ILIKE ${likePattern(filter.term)})`
      : undefined,
    filter.expiresFrom ? gte(blacklist.expiredAt, filter.expiresFrom) : undefined,
    filter.expiresUntil ? lte(blacklist.expiredAt, filter.expiresUntil) : undefined,
  ];
  const where = and(...conditions);
  const order = filter.sort.map((s) =>
    s.direction === 'DESC' ? desc(SORT_COLUMNS[s.field]) : asc(SORT_COLUMNS[s.field]),
  );
  const [content, total] = await Promise.all([
    db
      .select(columns)
      .from(blacklist)
      .where(where)
      .orderBy(...order, asc(germanOrder(blacklist.email)))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(blacklist).where(where),
  ]);
  return { content, totalCount: Number(total[0]?.n ?? 0) };
}

/** Keys are stored normalised (trimmed, lower case), so equality is case-insensitive. */
export async function findEntry(db: Db, email: string): Promise<BlacklistEntry | null> {
  const [row] = await db.select(columns).from(blacklist).where(eq(blacklist.email, email));
  return row ?? null;
}

/** Inserts; false when the e-mail is there already (primary key). */
export async function insertEntry(db: Db, entry: BlacklistEntry): Promise<boolean> {
  const rows = await db
    .insert(blacklist)
    .values(entry)
    .onConflictDoNothing()
    .returning({ email: blacklist.email });
  return rows.length === 1;
}

export async function updateEntry(
  db: Db,
  email: string,
  values: Pick<BlacklistEntry, 'expiredAt' | 'description'>,
): Promise<BlacklistEntry | null> {
  const [row] = await db
    .update(blacklist)
    .set(values)
    .where(eq(blacklist.email, email))
    .returning(columns);
  return row ?? null;
}

export async function deleteEntry(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .delete(blacklist)
    .where(eq(blacklist.email, email))
    .returning({ email: blacklist.email });
  return rows.length === 1;
}

export async function countEntries(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(blacklist);
  return Number(row?.n ?? 0);
}

/**
 * Blacklist entries for the e-mail, compared case-insensitively (expired ones too): the read
 * a booking and a waiting list join make (the domain's `isEmailBlacklisted` decides).
 */
export async function listBlacklistEntriesFor(
  db: Db,
  email: string,
): Promise<Array<{ email: string; expiredAt: IsoDate }>> {
  return db
    .select({ email: blacklist.email, expiredAt: blacklist.expiredAt })
    .from(blacklist)
    .where(sql`${blacklist.emailLower} = lower(${email.trim()})`);
}
