import { seatMissing } from '@lesesaal/domain/seats/named-seat-rule';
import type { StaffTicket, Ticket, TicketListQuery } from '@lesesaal/domain/tickets/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AppContext } from '../../http/types';
import type { AdminOwner } from '@lesesaal/domain/owners/schema';
import { cancelLockedTickets, lockSlotsOfTickets } from '../bookings';
import { toTicket, type TicketView } from '../seat-core';
import { countBookedFrom } from '../seat-core';
import { roomsWithSeats } from '../seats';
import * as repo from './staff-repository';
import { transaction } from '../../db/transaction';

/** Rows an export reads per query. */
export const EXPORT_PAGE_SIZE = 500;

/** Staff reads of tickets: dashboard counts and the filtered ticket list. */
export function createTicketsService({
  db,
  clock,
  config,
}: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  /**
   * The staff's wire tickets for `now`: each says whether it misses a seat its room's named
   * seats would give it (`seatMissing`), which `seatLabel` null alone cannot tell.
   */
  async function wire(
    views: readonly TicketView[],
    executor: Db = db,
    now = clock.now(),
  ): Promise<StaffTicket[]> {
    const seated = await roomsWithSeats(
      executor,
      views.filter((v) => v.seatLabel === null).map((v) => v.roomId),
    );
    return views.map((v) => ({
      ...toTicket(v, now, clock.timeZone),
      seatMissing: seatMissing(v.seatLabel !== null, seated.has(v.roomId)),
    }));
  }

  const today = () => clock.today();

  return {
    /** A wire ticket (the staff booking's answer) with its `seatMissing`. */
    async withSeatMissing(ticket: Ticket): Promise<StaffTicket> {
      const holdsSeat = ticket.seatLabel != null;
      const seated = !holdsSeat && (await roomsWithSeats(db, [ticket.roomId])).size > 0;
      return { ...ticket, seatMissing: seatMissing(holdsSeat, seated) };
    },

    /** Booked tickets dated today or later. */
    countBooked: () => countBookedFrom(db, today()),

    /** A room's booked tickets dated today or later; 404 for an unknown room. */
    async countBookedOfRoom(roomId: number): Promise<number> {
      if (!(await repo.roomExists(db, roomId))) throw AppError.notFound('room');
      return countBookedFrom(db, today(), roomId);
    },

    async list(q: TicketListQuery): Promise<{ content: StaffTicket[]; totalCount: number }> {
      const { sort, limit, offset, ...filters } = q;
      const { rows, total } = await repo.listTickets(db, filters, {
        sort,
        limit: limit ?? config.limits.pagingSize,
        offset: offset ?? 0,
      });
      return { content: await wire(rows), totalCount: total };
    },

    /**
     * Every ticket of the list's filters, search and sort, page by page as the JSON list
     * gives them (the export streams these; a year never sits in memory at once).
     */
    async *allPages(
      q: Omit<TicketListQuery, 'limit' | 'offset'>,
      pageSize = EXPORT_PAGE_SIZE,
    ): AsyncGenerator<StaffTicket[]> {
      const { sort, ...filters } = q;
      const where = repo.ticketConditions(filters);
      const searching = await repo.searchAvoidsNameIndex(db, filters, where);
      for (let offset = 0; ; offset += pageSize) {
        const rows = await repo.ticketPage(db, where, { sort, limit: pageSize, offset, searching });
        if (rows.length > 0) yield await wire(rows);
        if (rows.length < pageSize) return;
      }
    },

    async get(id: number): Promise<StaffTicket> {
      const view = await repo.findTicketView(db, id);
      if (!view) throw AppError.notFound('ticket');
      return (await wire([view]))[0]!;
    },

    /**
     * Staff cancellation of tickets by id, all or none: an unknown id → 404; one not booked
     * or already started → 409 with the refused ids. Mails go to each owner, as for visitors.
     */
    cancel: (ids: readonly number[]): Promise<StaffTicket[]> =>
      transaction(db, async (tx) => {
        const now = clock.now();
        await lockSlotsOfTickets(tx, ids);
        const views = await repo.lockTicketViews(tx, ids);
        if (views.length !== ids.length) throw AppError.notFound('ticket');
        return wire(await cancelLockedTickets(tx, { config, clock }, views, now), tx, now);
      }),

    /**
     * Replaces the personal data of a booked ticket dated today or later (staff
     * screen `/reservations/{id}`); a cancelled or past one is 409 [`status`] / [`past`]: its data
     * is kept as it was or already erased.
     */
    updateOwner: (id: number, owner: AdminOwner): Promise<StaffTicket> =>
      transaction(db, async (tx) => {
        const [view] = await repo.lockTicketViews(tx, [id]);
        if (!view) throw AppError.notFound('ticket');
        if (view.status !== 'BOOKED') throw AppError.conflict('conflict', ['status']);
        if (view.date < today()) throw AppError.conflict('conflict', ['past']);
        await repo.updateOwner(tx, id, owner);
        return (await wire([(await repo.findTicketView(tx, id))!], tx))[0]!;
      }),
  };
}
