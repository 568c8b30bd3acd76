import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ApplicationInput } from '@lesesaal/domain/applications/schema';
import type { StoredApplicationState } from '@lesesaal/domain/applications/validity';
import type { IsoDate } from '@lesesaal/domain/dates';
import type { Db } from '../../db/client';
import { rooms, userApplications } from '../../db/schema/index';

export type ApplicationRow = typeof userApplications.$inferSelect;

/** A new application as the reader submitted it (state `submitted`). */
export async function insertApplication(
  db: Db,
  values: ApplicationInput & {
    readerId: number;
    email: string;
    language: string;
    rulesVersion: string | null;
    now: Date;
  },
): Promise<ApplicationRow> {
  const { rulesAccepted: _rules, privacyAccepted: _privacy, now, ...rest } = values;
  const [row] = await db
    .insert(userApplications)
    .values({ ...rest, state: 'submitted', submittedAt: now })
    .returning();
  return row!;
}

/** One application; with `lock`, its row `FOR UPDATE` (a decision reads and writes it). */
export async function findApplication(
  db: Db,
  id: number,
  lock = false,
): Promise<ApplicationRow | undefined> {
  const query = db.select().from(userApplications).where(eq(userApplications.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * The reader's applications, newest first; with `lock`, their rows `FOR UPDATE` (a booking
 * that waits for one of them is ordered with its decision, which locks the row too).
 */
export async function listOfReader(
  db: Db,
  readerId: number,
  lock = false,
): Promise<ApplicationRow[]> {
  const query = db
    .select()
    .from(userApplications)
    .where(eq(userApplications.readerId, readerId))
    .orderBy(desc(userApplications.submittedAt), desc(userApplications.id));
  return lock ? query.for('update') : query;
}

/**
 * The state filter as stored: `approved` is approved and still valid on `today`, `expired`
 * approved with its validity ended (the wire's states, docs/decisions/user-applications.md).
 */
function stateCondition(state: string | undefined, today: IsoDate): SQL | undefined {
  if (state === undefined) return undefined;
  if (state === 'approved')
    return and(
      eq(userApplications.state, 'approved'),
      sql`${userApplications.validUntil} >= ${today}`,
    );
  if (state === 'expired')
    return and(eq(userApplications.state, 'approved'), lt(userApplications.validUntil, today));
  return eq(userApplications.state, state);
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The staff list: state, a term in name, e-mail or topic; newest first; paged. */
export async function listApplications(
  db: Db,
  query: { state?: string; q?: string; limit: number; offset: number; today: IsoDate },
): Promise<{ rows: ApplicationRow[]; totalCount: number }> {
  const term = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const where = and(
    stateCondition(query.state, query.today),
    term
      ? or(
          ilike(userApplications.name, term),
          ilike(userApplications.email, term),
          ilike(userApplications.topic, term),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(userApplications)
      .where(where)
      .orderBy(desc(userApplications.submittedAt), desc(userApplications.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(userApplications).where(where),
  ]);
  return { rows, totalCount: Number(total?.n ?? 0) };
}

/** Changes an application (its row locked by the caller). */
export async function updateApplication(
  db: Db,
  id: number,
  values: Partial<{
    state: StoredApplicationState;
    decidedAt: Date;
    decidedBy: string;
    refusalReason: string | null;
    validFrom: IsoDate;
    validUntil: IsoDate;
    identityCheckedAt: Date;
    identityCheckedBy: string;
  }>,
): Promise<ApplicationRow> {
  const [row] = await db
    .update(userApplications)
    .set(values)
    .where(eq(userApplications.id, id))
    .returning();
  return row!;
}

/** Of the rooms `ids`, those marked `requires_application`. */
export async function roomsRequiringApplication(
  db: Db,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(inArray(rooms.id, [...ids]), eq(rooms.requiresApplication, true)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The applications whose retention ended: approved ones whose validity ended before
 * `validUntilBefore`, refused ones decided before `decidedBefore`.
 */
export async function listErasable(
  db: Db,
  limits: { validUntilBefore: IsoDate; decidedBefore: Date },
): Promise<number[]> {
  const rows = await db
    .select({ id: userApplications.id })
    .from(userApplications)
    .where(
      or(
        and(
          eq(userApplications.state, 'approved'),
          lt(userApplications.validUntil, limits.validUntilBefore),
        ),
        and(
          eq(userApplications.state, 'refused'),
          lt(userApplications.decidedAt, limits.decidedBefore),
        ),
      ),
    )
    .orderBy(asc(userApplications.id));
  return rows.map((r) => r.id);
}

export async function deleteApplications(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(userApplications).where(inArray(userApplications.id, [...ids]));
}
