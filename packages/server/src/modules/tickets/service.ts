import { todayIn } from '@lesesaal/domain/dates';
import type { Ticket, TicketListQuery } from '@lesesaal/domain/tickets/schema';
import { AppError } from '../../http/app-error';
import type { AppContext } from '../../http/types';
import { toTicket } from '../transactions/ticket-view';
import * as repo from './repository';

/** Staff reads of tickets: dashboard counts and the filtered ticket list (spec §7, DESIGN.md §9). */
export function createTicketsService({ db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const today = () => todayIn(config.timeZone, clock.now());

  return {
    /** Booked tickets dated today or later. */
    countBooked: () => repo.countBookedFrom(db, today()),

    /** A room's booked tickets dated today or later; 404 for an unknown room. */
    async countBookedOfRoom(roomId: number): Promise<number> {
      if (!(await repo.roomExists(db, roomId))) throw AppError.notFound('room');
      return repo.countBookedFrom(db, today(), roomId);
    },

    async list(q: TicketListQuery): Promise<{ content: Ticket[]; totalCount: number }> {
      const { sort, limit, offset, ...filters } = q;
      const now = clock.now();
      const { rows, total } = await repo.listTickets(db, repo.ticketConditions(filters), {
        sort,
        limit: limit ?? config.limits.pagingSize,
        offset: offset ?? 0,
      });
      return { content: rows.map((row) => toTicket(row, now, config.timeZone)), totalCount: total };
    },
  };
}
