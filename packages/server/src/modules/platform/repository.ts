import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { archives, platformAdmins, platformSessions } from '../../db/schema/index';

/**
 * The platform's own tables (administrators, their sessions) and the shared `archives` list.
 * All are shared by the archives: no row-level security, the same rows in every transaction.
 */
export type PlatformAdminRow = typeof platformAdmins.$inferSelect;
export type ArchiveRow = typeof archives.$inferSelect;

export async function findAdminByEmail(
  db: Db,
  email: string,
): Promise<PlatformAdminRow | undefined> {
  const rows = await db
    .select()
    .from(platformAdmins)
    .where(sql`lower(${platformAdmins.email}) = lower(${email.trim()})`)
    .limit(1);
  return rows[0];
}

/** Inserts unless the e-mail exists; the row or undefined. */
export async function insertAdmin(
  db: Db,
  values: { email: string; displayName: string; passwordHash: string; now: Date },
): Promise<PlatformAdminRow | undefined> {
  const rows = await db
    .insert(platformAdmins)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

export async function insertSession(
  db: Db,
  values: {
    tokenHash: string;
    adminId: number;
    now: Date;
    expiresAt: Date;
    /** the session waits for the second step (code or set-up) and signs nobody in yet */
    pendingStep?: 'totp' | 'totp_setup' | null;
  },
): Promise<void> {
  await db.insert(platformSessions).values({
    tokenHash: values.tokenHash,
    adminId: values.adminId,
    createdAt: values.now,
    lastSeenAt: values.now,
    expiresAt: values.expiresAt,
    pendingStep: values.pendingStep ?? null,
  });
}

/**
 * The enabled administrator of a signed-in session (not waiting for its second step) neither
 * expired nor idle since `idleSince`.
 */
export async function findLiveSession(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  const rows = await db
    .select({
      adminId: platformAdmins.id,
      email: platformAdmins.email,
      displayName: platformAdmins.displayName,
      lastSeenAt: platformSessions.lastSeenAt,
    })
    .from(platformSessions)
    .innerJoin(platformAdmins, eq(platformAdmins.id, platformSessions.adminId))
    .where(
      and(
        eq(platformSessions.tokenHash, tokenHash),
        isNull(platformSessions.pendingStep),
        eq(platformAdmins.disabled, false),
        gt(platformSessions.expiresAt, now),
        gt(platformSessions.lastSeenAt, idleSince),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function touchSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(platformSessions)
    .set({ lastSeenAt: now })
    .where(eq(platformSessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(platformSessions).where(eq(platformSessions.tokenHash, tokenHash));
}

/** Removes the administrator's sessions that can no longer be used. */
export async function deleteDeadSessionsOf(
  db: Db,
  adminId: number,
  now: Date,
  idleSince: Date,
): Promise<void> {
  await db
    .delete(platformSessions)
    .where(
      and(
        eq(platformSessions.adminId, adminId),
        or(lte(platformSessions.expiresAt, now), lte(platformSessions.lastSeenAt, idleSince)),
      ),
    );
}

export async function listArchives(db: Db): Promise<ArchiveRow[]> {
  return db.select().from(archives).orderBy(archives.id);
}

export async function findArchive(db: Db, id: number): Promise<ArchiveRow | undefined> {
  const rows = await db.select().from(archives).where(eq(archives.id, id)).limit(1);
  return rows[0];
}

/** Which of `slug` and `hostName` another archive than `exceptId` has already. */
export async function takenBy(
  db: Db,
  values: { slug?: string; hostName?: string | null },
  exceptId?: number,
): Promise<Array<'slug' | 'hostName'>> {
  const taken: Array<'slug' | 'hostName'> = [];
  const others = exceptId === undefined ? sql`true` : sql`${archives.id} <> ${exceptId}`;
  if (values.slug !== undefined) {
    const rows = await db
      .select({ id: archives.id })
      .from(archives)
      .where(and(eq(archives.slug, values.slug), others))
      .limit(1);
    if (rows.length > 0) taken.push('slug');
  }
  if (values.hostName) {
    const rows = await db
      .select({ id: archives.id })
      .from(archives)
      .where(and(sql`lower(${archives.hostName}) = lower(${values.hostName})`, others))
      .limit(1);
    if (rows.length > 0) taken.push('hostName');
  }
  return taken;
}

/** The next archive id (taken from the sequence: the new archive's work runs in it first). */
export async function nextArchiveId(db: Db): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT nextval(pg_get_serial_sequence('archives', 'id'))::int AS id`),
  );
  return Number(row!.id);
}

export async function insertArchive(
  db: Db,
  values: {
    id: number;
    slug: string;
    name: string;
    hostName: string | null;
    timeZone: string | null;
    defaultLanguage: string | null;
    now: Date;
  },
): Promise<ArchiveRow> {
  const { now, ...rest } = values;
  const rows = await db
    .insert(archives)
    .values({ ...rest, createdAt: now })
    .returning();
  return rows[0]!;
}

export async function updateArchive(
  db: Db,
  id: number,
  values: Partial<Omit<ArchiveRow, 'id' | 'createdAt'>>,
): Promise<ArchiveRow | undefined> {
  if (Object.keys(values).length === 0) return findArchive(db, id);
  const rows = await db.update(archives).set(values).where(eq(archives.id, id)).returning();
  return rows[0];
}

export async function deleteArchiveRow(db: Db, id: number): Promise<void> {
  await db.delete(archives).where(eq(archives.id, id));
}

/** Arbitrary constant: serialises the changes to the archives list. */
const ARCHIVES_LOCK_KEY = 7_316_019;

/**
 * Within a transaction: waits for every other change to the archives list, so "is the slug
 * free?" and the insert happen as one step on any number of instances.
 */
export async function lockArchives(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${ARCHIVES_LOCK_KEY})`);
}
