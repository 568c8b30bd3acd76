import { eq } from 'drizzle-orm';
import { normalizeTime } from '@lesesaal/domain/dates';
import { isCancelable } from '@lesesaal/domain/tickets/rules';
import type { Ticket, TicketStatus } from '@lesesaal/domain/tickets/schema';
import type { Salutation } from '@lesesaal/domain/owners/schema';
import type { Db } from '../../db/client';
import { rooms, seats, tickets, timeSlots } from '../../db/schema/index';

/** Columns of a ticket as the API shows it: the ticket joined with its slot and room. */
const ticketViewColumns = {
  id: tickets.id,
  bookingNumber: tickets.bookingNumber,
  status: tickets.status,
  roomId: rooms.id,
  roomName: rooms.name,
  roomDescription: rooms.description,
  timeSlotId: tickets.timeSlotId,
  transactionId: tickets.transactionId,
  ownerId: tickets.ownerId,
  language: tickets.language,
  date: timeSlots.date,
  startTime: timeSlots.startTime,
  endTime: timeSlots.endTime,
  salutation: tickets.salutation,
  title: tickets.title,
  firstName: tickets.firstName,
  lastName: tickets.lastName,
  organisation: tickets.organisation,
  email: tickets.email,
  phone: tickets.phone,
  accessibility: tickets.accessibility,
  /** the named seat's label; null: none (no named seats, or no seat assigned) */
  seatLabel: seats.label,
  /** the research stay the ticket is a day of; null: a single visit */
  stayId: tickets.stayId,
};

/** The select behind every ticket view; callers add `where` and `orderBy`. */
export function selectTicketViews(db: Db) {
  return db
    .select(ticketViewColumns)
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .innerJoin(rooms, eq(rooms.id, timeSlots.roomId))
    .leftJoin(seats, eq(seats.id, tickets.seatId));
}

export type TicketViewRow = Awaited<
  ReturnType<ReturnType<typeof selectTicketViews>['execute']>
>[number];

/** A ticket row with times as `HH:MM` (PostgreSQL returns `HH:MM:SS`). */
export interface TicketView extends Omit<TicketViewRow, 'status' | 'salutation'> {
  status: TicketStatus;
  salutation: Salutation | null;
}

export function normalizeTicketRow(row: TicketViewRow): TicketView {
  return {
    ...row,
    status: row.status as TicketStatus,
    salutation: row.salutation as Salutation | null,
    startTime: normalizeTime(row.startTime) ?? row.startTime,
    endTime: normalizeTime(row.endTime) ?? row.endTime,
  };
}

/** The wire ticket; `cancelable` is computed for `now`. */
export function toTicket(view: TicketView, now: Date, timeZone: string): Ticket {
  return {
    id: view.id,
    bookingNumber: view.bookingNumber,
    status: view.status,
    roomId: view.roomId,
    roomName: view.roomName,
    roomDescription: view.roomDescription,
    timeSlotId: view.timeSlotId,
    transactionId: view.transactionId,
    ownerId: view.ownerId,
    date: view.date,
    startTime: view.startTime,
    endTime: view.endTime,
    salutation: view.salutation,
    title: view.title,
    firstName: view.firstName,
    lastName: view.lastName,
    organisation: view.organisation,
    email: view.email,
    phone: view.phone,
    accessibility: view.accessibility,
    cancelable: isCancelable(view, now, timeZone),
    seatLabel: view.seatLabel,
    stayId: view.stayId,
  };
}
