import { normalizeTime } from '@lesesaal/domain/dates';
import type { Reader, ReaderBooking, ReaderExport } from '@lesesaal/domain/readers/schema';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { AppContext } from '../../http/types';
import * as repo from './repository';
import type { SignedInReader } from './service';

/**
 * Another module's part of what the archive holds of a reader (the user applications): the
 * app hands the parts to the reader routes (`createReaderRoutes({ parts })`), so this module
 * imports none of them.
 */
export interface ReaderDataPart {
  /** the key of the part in the export */
  name: 'applications';
  /** the part's records of the reader, as the export shows them */
  exportOf(
    tx: Db,
    reader: SignedInReader,
    context: AppContext,
  ): Promise<Array<Record<string, unknown>>>;
  /**
   * Erases the part's records of the reader in the deletion's transaction. Afterwards no row
   * of the part may refer to the reader (the reader row goes next): what the law keeps stays
   * without the link. Answers the keys of what stays (e.g. `applications`), `[]` if nothing.
   */
  erase(tx: Db, reader: SignedInReader, context: AppContext): Promise<string[]>;
}

export const readerView = (reader: SignedInReader): Reader => ({
  email: reader.email,
  name: reader.name,
  createdAt: reader.createdAt.toISOString(),
});

const stateOf = (status: string): ReaderBooking['state'] =>
  status === 'BOOKED' ? 'booked' : status === 'CANCELLED' ? 'cancelled' : 'pending';

/**
 * The reader's bookings: the upcoming ones (today and later) first, soonest first, then the
 * past ones, latest first. Only rows still linked to the reader: the link goes with the
 * booking's personal data the day after the visit.
 */
export async function readerBookings(
  db: Db,
  readerId: number,
  today: string,
): Promise<ReaderBooking[]> {
  const rows = await repo.listReaderTickets(db, readerId);
  const bookings = rows
    .filter((r) => r.bookingNumber !== null && r.ownerId !== null)
    .map((r) => ({
      bookingNumber: r.bookingNumber!,
      roomId: r.roomId,
      roomName: r.roomName,
      date: r.date,
      startTime: normalizeTime(r.startTime) ?? r.startTime,
      endTime: normalizeTime(r.endTime) ?? r.endTime,
      state: stateOf(r.status),
      managePath: `/reservation-confirmation/${encodeURIComponent(r.ownerId!)}`,
    }));
  const upcoming = bookings.filter((b) => b.date >= today);
  const past = bookings.filter((b) => b.date < today).reverse();
  return [...upcoming, ...past];
}

/** Everything the archive holds of the reader, for the export. */
export async function exportReader(
  context: AppContext,
  reader: SignedInReader,
  parts: readonly ReaderDataPart[],
): Promise<ReaderExport> {
  return transaction(context.db, async (tx) => {
    const { now, today } = context.clock.wallClock();
    const applications: Array<Record<string, unknown>> = [];
    for (const part of parts) applications.push(...(await part.exportOf(tx, reader, context)));
    return {
      reader: readerView(reader),
      bookings: await readerBookings(tx, reader.id, today),
      applications,
      exportedAt: now.toISOString(),
    };
  });
}

/**
 * Deletes the reader (docs/decisions/privacy-and-erasure.md, "Readers"): the other modules'
 * parts first, then the link of every booking, the sessions, the codes and the reader row, in
 * one transaction. Answers what stays by law.
 */
export async function deleteReaderData(
  context: AppContext,
  reader: SignedInReader,
  parts: readonly ReaderDataPart[],
): Promise<string[]> {
  return transaction(context.db, async (tx) => {
    const kept = new Set<string>();
    for (const part of parts)
      for (const key of await part.erase(tx, reader, context)) kept.add(key);
    // upcoming visits stay booked (without the link), until the day after the visit
    const today = context.clock.today();
    const bookings = await readerBookings(tx, reader.id, today);
    if (bookings.some((b) => b.state !== 'cancelled' && b.date >= today)) kept.add('bookings');
    await repo.deleteReader(tx, reader);
    return [...kept].sort();
  });
}
