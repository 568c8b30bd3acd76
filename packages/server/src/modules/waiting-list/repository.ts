import { and, asc, count, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { normalizeTime, type IsoDate } from '@lesesaal/domain/dates';
import { z } from 'zod';
import {
  WAITING_LIST_STATUSES,
  type WaitingListStatus,
} from '@lesesaal/domain/waiting-list/schema';
import type { Db } from '../../db/client';
import { rooms, timeSlots, waitingListEntries } from '../../db/schema/index';
import { claimLock } from '../seat-core';

/**
 * The waiting list's table, owned by this module (the only one that writes it): an entry
 * waits for a seat of one slot, and an offer is a cart of the cart module. Entry rows are the
 * last step of the lock order (cart row → person → client → slot rows → entry rows, see
 * `claimLock` of the cart module and docs/architecture.md). Lookups by cart always filter
 * `status = 'OFFERED'` first: `waiting_list_offer_expiry_idx` (status, offer_expires_at)
 * then reads only the few open offers, not the whole history.
 */

const entries = waitingListEntries;

const statusSchema = z.enum(WAITING_LIST_STATUSES);

/** The one mapper of an entry's status column (text in the table), checked. */
const parseStatus = (status: string): WaitingListStatus => statusSchema.parse(status);

/** An entry with its slot and room, as its link shows it. */
export interface EntryView {
  id: number;
  token: string;
  status: WaitingListStatus;
  email: string | null;
  language: string | null;
  timeSlotId: number;
  roomId: number;
  roomName: string;
  roomDescription: string;
  date: IsoDate;
  startTime: string;
  endTime: string;
  createdAt: Date;
  offerExpiresAt: Date | null;
  transactionId: string | null;
}

const entryViewColumns = {
  id: entries.id,
  token: entries.token,
  status: entries.status,
  email: entries.email,
  language: entries.language,
  timeSlotId: entries.timeSlotId,
  roomId: rooms.id,
  roomName: rooms.name,
  roomDescription: rooms.description,
  date: timeSlots.date,
  startTime: timeSlots.startTime,
  endTime: timeSlots.endTime,
  createdAt: entries.createdAt,
  offerExpiresAt: entries.offerExpiresAt,
  transactionId: entries.transactionId,
};

function selectEntryViews(db: Db) {
  return db
    .select(entryViewColumns)
    .from(entries)
    .innerJoin(timeSlots, eq(timeSlots.id, entries.timeSlotId))
    .innerJoin(rooms, eq(rooms.id, timeSlots.roomId));
}

function toEntryView(
  row: Awaited<ReturnType<ReturnType<typeof selectEntryViews>['execute']>>[number],
): EntryView {
  return {
    ...row,
    status: parseStatus(row.status),
    startTime: normalizeTime(row.startTime) ?? row.startTime,
    endTime: normalizeTime(row.endTime) ?? row.endTime,
  };
}

/** The entry of a token with its slot and room (no lock); null: no such token. */
export async function findEntryByToken(db: Db, token: string): Promise<EntryView | null> {
  const [row] = await selectEntryViews(db).where(eq(entries.token, token));
  return row ? toEntryView(row) : null;
}

/** An entry row locked `FOR UPDATE` (after its cart and slot, in the lock order). */
export async function lockEntry(
  db: Db,
  id: number,
): Promise<{
  id: number;
  status: WaitingListStatus;
  transactionId: string | null;
  offerExpiresAt: Date | null;
} | null> {
  claimLock(db, 'entry');
  const [row] = await db
    .select({
      id: entries.id,
      status: entries.status,
      transactionId: entries.transactionId,
      offerExpiresAt: entries.offerExpiresAt,
    })
    .from(entries)
    .where(eq(entries.id, id))
    .for('update');
  return row ? { ...row, status: parseStatus(row.status) } : null;
}

/** Entries still in line or offered for the slot: all, of one e-mail, of one client address. */
export async function countOpenEntries(
  db: Db,
  slotId: number,
  email: string,
  clientKey: string | null,
): Promise<{ byEmail: number; byAddress: number }> {
  const [row] = await db
    .select({
      byEmail: sql<number>`count(*) FILTER (WHERE ${entries.emailLower} = lower(${email}))::int`,
      byAddress: clientKey
        ? sql<number>`count(*) FILTER (WHERE ${entries.clientKey} = ${clientKey})::int`
        : sql<number>`0`,
    })
    .from(entries)
    .where(and(eq(entries.timeSlotId, slotId), inArray(entries.status, ['WAITING', 'OFFERED'])));
  return { byEmail: Number(row?.byEmail ?? 0), byAddress: Number(row?.byAddress ?? 0) };
}

/**
 * Open entries (in line or offered) of an e-mail address in any case, across all slots: the
 * entries of the address through the e-mail index (`email_lower`, led by archive_id).
 */
export async function countOpenEntriesOfEmail(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(entries)
    .where(
      and(
        inArray(entries.status, ['WAITING', 'OFFERED']),
        sql`${entries.emailLower} = lower(${email.trim()})`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Place in line of a waiting entry: 1 + the waiting entries of the slot that joined before. */
export async function positionInLine(db: Db, slotId: number, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(entries)
    .where(and(eq(entries.timeSlotId, slotId), eq(entries.status, 'WAITING'), lte(entries.id, id)));
  return Number(row?.n ?? 1);
}

export async function insertEntry(
  db: Db,
  values: {
    timeSlotId: number;
    token: string;
    email: string;
    language: string;
    clientKey: string | null;
    now: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(entries)
    .values({
      timeSlotId: values.timeSlotId,
      token: values.token,
      email: values.email,
      language: values.language,
      clientKey: values.clientKey,
      status: 'WAITING',
      createdAt: values.now,
    })
    .returning({ id: entries.id });
  return row!.id;
}

/** Of `slotIds`, those with someone waiting (ascending). */
export async function slotsWithWaitingEntries(
  db: Db,
  slotIds: readonly number[],
): Promise<number[]> {
  if (slotIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: entries.timeSlotId })
    .from(entries)
    .where(and(inArray(entries.timeSlotId, [...slotIds]), eq(entries.status, 'WAITING')))
    .orderBy(asc(entries.timeSlotId));
  return rows.map((r) => r.id);
}

/**
 * The first `limit` waiting entries of the slot in fair order (who joined first) after the
 * entry `afterId` (0: from the start of the line), locked. Called under the slot lock, so two
 * offers for one slot never run at once.
 */
export async function lockFirstWaiting(
  db: Db,
  slotId: number,
  limit: number,
  afterId = 0,
): Promise<Array<{ id: number; token: string; email: string | null; language: string | null }>> {
  claimLock(db, 'entry');
  return db
    .select({
      id: entries.id,
      token: entries.token,
      email: entries.email,
      language: entries.language,
    })
    .from(entries)
    .where(
      and(eq(entries.timeSlotId, slotId), eq(entries.status, 'WAITING'), gt(entries.id, afterId)),
    )
    .orderBy(asc(entries.id))
    .limit(limit)
    .for('update');
}

export async function markOffered(
  db: Db,
  id: number,
  values: { transactionId: string; now: Date; offerExpiresAt: Date },
): Promise<void> {
  await db
    .update(entries)
    .set({
      status: 'OFFERED',
      transactionId: values.transactionId,
      offeredAt: values.now,
      offerExpiresAt: values.offerExpiresAt,
    })
    .where(and(eq(entries.id, id), eq(entries.status, 'WAITING')));
}

/** Closes an entry for good: TAKEN, LEFT or EXPIRED. */
export async function closeEntry(
  db: Db,
  id: number,
  status: 'TAKEN' | 'LEFT' | 'EXPIRED',
  now: Date,
): Promise<void> {
  await db.update(entries).set({ status, closedAt: now }).where(eq(entries.id, id));
}

/** The open offer held by the cart `transactionId` (null: the cart is no offer). */
export async function findOfferOfCart(
  db: Db,
  transactionId: string,
): Promise<{ id: number; timeSlotId: number } | null> {
  const [row] = await db
    .select({ id: entries.id, timeSlotId: entries.timeSlotId })
    .from(entries)
    .where(and(eq(entries.status, 'OFFERED'), eq(entries.transactionId, transactionId)));
  return row ?? null;
}

/** The offer held by the cart moves its end with the cart's hold (a touch extends both). */
export async function setOfferExpiry(
  db: Db,
  transactionId: string,
  offerExpiresAt: Date,
): Promise<void> {
  await db
    .update(entries)
    .set({ offerExpiresAt })
    .where(and(eq(entries.status, 'OFFERED'), eq(entries.transactionId, transactionId)));
}

/** OFFERED → TAKEN for the offer held by a cart that is being booked. */
export async function markOfferTaken(db: Db, transactionId: string, now: Date): Promise<void> {
  await db
    .update(entries)
    .set({ status: 'TAKEN', closedAt: now })
    .where(and(eq(entries.status, 'OFFERED'), eq(entries.transactionId, transactionId)));
}

/** Offers whose time ran out at `now` (oldest first), for the expiry job; no locks. */
export async function listRunOutOffers(
  db: Db,
  now: Date,
  limit: number,
): Promise<Array<{ id: number; timeSlotId: number; transactionId: string | null }>> {
  return db
    .select({
      id: entries.id,
      timeSlotId: entries.timeSlotId,
      transactionId: entries.transactionId,
    })
    .from(entries)
    .where(and(eq(entries.status, 'OFFERED'), lte(entries.offerExpiresAt, now)))
    .orderBy(asc(entries.offerExpiresAt), asc(entries.id))
    .limit(limit);
}

/** A slot's entries in line order, every state, for staff. */
export async function listEntriesOfSlot(db: Db, slotId: number) {
  const rows = await db
    .select({
      id: entries.id,
      email: entries.email,
      language: entries.language,
      status: entries.status,
      createdAt: entries.createdAt,
      offeredAt: entries.offeredAt,
      offerExpiresAt: entries.offerExpiresAt,
      closedAt: entries.closedAt,
    })
    .from(entries)
    .where(eq(entries.timeSlotId, slotId))
    .orderBy(asc(entries.id));
  return rows.map((r) => ({ ...r, status: parseStatus(r.status) }));
}

/**
 * Erases the personal data of entries whose slot's date is before `today` (personal data is kept only until the visit):
 * the e-mail address and the client address's hash. The state stays (counts).
 */
export async function eraseWaitingListBefore(db: Db, today: IsoDate, now: Date): Promise<number> {
  const rows = await db
    .update(entries)
    .set({ email: null, clientKey: null, personalDataErasedAt: now })
    .where(
      and(
        isNull(entries.personalDataErasedAt),
        inArray(
          entries.timeSlotId,
          db.select({ id: timeSlots.id }).from(timeSlots).where(lt(timeSlots.date, today)),
        ),
      ),
    )
    .returning({ id: entries.id });
  return rows.length;
}

/** Whether the slot exists and belongs to the room (staff paths name both). */
export async function slotOfRoomExists(db: Db, roomId: number, slotId: number): Promise<boolean> {
  const rows = await db
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(and(eq(timeSlots.id, slotId), eq(timeSlots.roomId, roomId)));
  return rows.length > 0;
}
