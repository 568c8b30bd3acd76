import { remainingTouches } from '@lesesaal/domain/tickets/rules';
import type { Transaction } from '@lesesaal/domain/tickets/schema';
import { toTicket, type CartRow, type SlotForHold, type TicketView } from '../seat-core';

/** A NEW ticket as the API shows it, built from what the hold already read. */
export function newTicketView(
  id: number,
  transactionId: string,
  found: SlotForHold,
  seatLabel: string | null = null,
  stayId: string | null = null,
): TicketView {
  return {
    id,
    bookingNumber: null,
    status: 'NEW',
    roomId: found.room.id,
    roomName: found.room.name,
    roomDescription: found.room.description,
    timeSlotId: found.slot.id,
    transactionId,
    ownerId: null,
    language: null,
    date: found.slot.date,
    startTime: found.slot.startTime,
    endTime: found.slot.endTime,
    salutation: null,
    title: null,
    firstName: null,
    lastName: null,
    organisation: null,
    email: null,
    phone: null,
    accessibility: null,
    seatLabel,
    stayId,
  };
}

/** Cart order, as listTicketViews sorts: date, start time, id. */
export const sortByTime = (views: TicketView[]): TicketView[] =>
  views.sort(
    (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.id - b.id,
  );

/** The cart as the wire shows it (a "transaction"). */
export function cartOnWire(
  row: CartRow,
  views: readonly TicketView[],
  at: { now: Date; timeZone: string; maxTouches: number },
): Transaction {
  return {
    transactionId: row.id,
    expiredAt: row.expiredAt.toISOString(),
    tickets: views.map((t) => toTicket(t, at.now, at.timeZone)),
    remainingTouches: remainingTouches(row.touchCount, at.maxTouches),
  };
}
