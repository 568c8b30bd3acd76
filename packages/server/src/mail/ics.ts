import { createEvents, type EventAttributes } from 'ics';
import { slotEndInstant, slotStartInstant } from '@lesesaal/domain/time-slots/rules';
import type { MailAttachment } from './transport';

/** What a calendar entry needs of a booked ticket. */
export interface CalendarTicket {
  id: number;
  bookingNumber: string;
  roomName: string;
  roomDescription: string;
  date: string;
  startTime: string;
  endTime: string;
}

function utcArray(instant: Date): [number, number, number, number, number] {
  return [
    instant.getUTCFullYear(),
    instant.getUTCMonth() + 1,
    instant.getUTCDate(),
    instant.getUTCHours(),
    instant.getUTCMinutes(),
  ];
}

/**
 * One VEVENT per ticket. Slot times are wall-clock in `timeZone`; the file carries them in
 * UTC (`...Z`), so every calendar shows the right local time without a VTIMEZONE block.
 */
export function createBookingCalendar(
  tickets: readonly CalendarTicket[],
  timeZone: string,
  host: string,
): string {
  const events: EventAttributes[] = tickets.map((t) => ({
    uid: `ticket-${t.id}@${host}`,
    title: t.roomName,
    location: t.roomDescription,
    description: t.bookingNumber,
    start: utcArray(slotStartInstant(t, timeZone)),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcArray(slotEndInstant(t, timeZone)),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    productId: 'lesesaal',
  }));
  const { error, value } = createEvents(events, { productId: 'lesesaal', method: 'PUBLISH' });
  if (error || !value) throw error ?? new Error('calendar could not be created');
  return value;
}

/** The `.ics` file as a mail attachment. */
export function calendarAttachment(ics: string): MailAttachment {
  return {
    filename: 'reservierung.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(ics, 'utf8').toString('base64'),
  };
}
