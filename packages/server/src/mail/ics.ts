import { createEvents, type EventAttributes } from 'ics';
import type { Language } from '@lesesaal/domain/config';
import { slotEndInstant, slotStartInstant } from '@lesesaal/domain/time-slots/rules';
import { mailTexts } from '../texts';
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
  /** the named seat ("M2"; in the event's location and description), null: none */
  seatLabel?: string | null;
  /** the records ordered for the visit (in the event's description) */
  units?: ReadonlyArray<{ callNumber: string; title: string | null }>;
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

/** Who the entries come from and where the visitor goes. */
export interface CalendarArchive {
  /** the archive's name (the entry's title begins with it); null: the room's name alone */
  name: string | null;
  /** the archive's postal address (after the room in the location); null: none */
  postalAddress: string | null;
  /** the mails' sender: the entries' organizer (RFC 5546 wants one for PUBLISH and CANCEL) */
  organizer: { name: string | null; email: string } | null;
}

/**
 * What a file tells the calendar: `PUBLISH` adds or updates the entries (confirmation,
 * reminder; SEQUENCE 0), `CANCEL` removes them (cancellation; the same UIDs, SEQUENCE 1 and
 * STATUS:CANCELLED, so a calendar takes it as newer than the entry it holds).
 */
export type CalendarMethod = 'PUBLISH' | 'CANCEL';

/** The entry's revision: a cancellation is always newer than the confirmation it ends. */
const SEQUENCE: Record<CalendarMethod, number> = { PUBLISH: 0, CANCEL: 1 };

/** The entry of ticket `id`: the same in the confirmation, the reminder and the cancellation. */
export function calendarUid(ticketId: number, host: string): string {
  return `ticket-${ticketId}@${host}`;
}

/**
 * One VEVENT per ticket, titled "<archive>: <room>", located at the room (its named seat, in
 * `language`) and the archive's postal address; the room's description, the booking number,
 * the seat and the ordered records in its description. Slot times are wall-clock in
 * `timeZone`; the file carries them in UTC (`...Z`), so every calendar shows the right local
 * time without a VTIMEZONE block.
 */
export function createBookingCalendar(
  tickets: readonly CalendarTicket[],
  timeZone: string,
  host: string,
  language: Language = 'de',
  archive: CalendarArchive = { name: null, postalAddress: null, organizer: null },
  method: CalendarMethod = 'PUBLISH',
): string {
  // "Platz M2" / "Seat M2"
  const seatOf = (t: CalendarTicket) =>
    t.seatLabel ? mailTexts(language)('calendar.seat', { label: t.seatLabel }) : null;
  const organizer = archive.organizer
    ? {
        email: archive.organizer.email,
        ...(archive.organizer.name ? { name: archive.organizer.name } : {}),
      }
    : undefined;
  const events: EventAttributes[] = tickets.map((t) => ({
    uid: calendarUid(t.id, host),
    sequence: SEQUENCE[method],
    title: archive.name ? `${archive.name}: ${t.roomName}` : t.roomName,
    location: [t.roomName, seatOf(t), archive.postalAddress].filter(Boolean).join(', '),
    description: [
      t.bookingNumber,
      ...(t.roomDescription ? [t.roomDescription] : []),
      ...(seatOf(t) ? [seatOf(t)] : []),
      ...(t.units ?? []).map((u) => (u.title ? `${u.callNumber} – ${u.title}` : u.callNumber)),
    ].join('\n'),
    ...(organizer ? { organizer } : {}),
    start: utcArray(slotStartInstant(t, timeZone)),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcArray(slotEndInstant(t, timeZone)),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    productId: 'lesesaal',
  }));
  const { error, value } = createEvents(events, { productId: 'lesesaal', method });
  if (error || !value) throw error ?? new Error('calendar could not be created');
  return value;
}

/** The `.ics` file as a mail attachment, named in the mail's language (`reservierung.ics`). */
export function calendarAttachment(
  ics: string,
  language: Language,
  method: CalendarMethod = 'PUBLISH',
): MailAttachment {
  return {
    filename: mailTexts(language)('calendar.fileName'),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(ics, 'utf8').toString('base64'),
  };
}
