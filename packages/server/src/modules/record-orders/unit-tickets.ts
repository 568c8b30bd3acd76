import type { Unit } from '@lesesaal/domain/record-orders/schema';
import { hasSlotStarted } from '@lesesaal/domain/time-slots/rules';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { WallClock } from '../../http/types';
import * as repo from './repository';
import { listUnitsOfTickets } from './units';

/** The ticket of a unit change, locked; a cancelled (or erased) visit is closed. */
export async function openTicket(tx: Db, ticketId: number | null): Promise<repo.UnitTicket> {
  const ticket = ticketId === null ? null : await repo.findUnitTicket(tx, ticketId, true);
  if (!ticket) throw AppError.notFound('ticket');
  if (ticket.status !== 'BOOKED')
    throw new AppError('records__visit_closed', 409, [String(ticket.id)]);
  return ticket;
}

/** The units of one ticket (none: []). */
export async function unitsOf(executor: Db, ticketId: number): Promise<Unit[]> {
  return (await listUnitsOfTickets(executor, [ticketId])).get(ticketId) ?? [];
}

/**
 * The owner's ticket of a unit change, locked; 404 for another owner's, closed (409) once
 * cancelled or once its slot has started.
 */
export async function openOwnerTicket(
  tx: Db,
  ownerId: string,
  ticketId: number,
  at: Pick<WallClock, 'today' | 'nowTime'>,
): Promise<repo.UnitTicket> {
  const ticket = await repo.findUnitTicket(tx, ticketId, true);
  if (!ticket || ticket.ownerId !== ownerId) throw AppError.notFound('ticket');
  if (ticket.status !== 'BOOKED' || hasSlotStarted(ticket, at.today, at.nowTime))
    throw new AppError('records__visit_closed', 409, [String(ticketId)]);
  return ticket;
}
