import { createEvents, type EventAttributes } from 'ics';
import type { Language } from '@lesesaal/domain/config';
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

/** "Platz M2" / "Seat M2". */
const SEAT_WORD: Record<Language, string> = { de: 'Platz', en: 'Seat' };

/**
 * One VEVENT per ticket (a named seat in its location and description, in `language`). Slot times are wall-clock in `timeZone`; the file carries them in
 * UTC (`...Z`), so every calendar shows the right local time without a VTIMEZONE block.
 */
export function createBookingCalendar(
  tickets: readonly CalendarTicket[],
  timeZone: string,
  host: string,
  language: Language = 'de',
): string {
  const seatOf = (t: CalendarTicket) =>
    t.seatLabel ? `${SEAT_WORD[language]} ${t.seatLabel}` : null;
  const events: EventAttributes[] = tickets.map((t) => ({
    uid: `ticket-${t.id}@${host}`,
    title: t.roomName,
    location: [t.roomDescription, seatOf(t)].filter(Boolean).join(', '),
    description: [
      t.bookingNumber,
      ...(seatOf(t) ? [seatOf(t)] : []),
      ...(t.units ?? []).map((u) => (u.title ? `${u.callNumber} – ${u.title}` : u.callNumber)),
    ].join('\n'),
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

/** The attachment's file name in the mail's language. */
export const CALENDAR_FILE_NAMES: Record<Language, string> = {
  de: 'reservierung.ics',
  en: 'reservation.ics',
};

/** The `.ics` file as a mail attachment, named in the mail's language. */
export function calendarAttachment(ics: string, language: Language): MailAttachment {
  return {
    filename: CALENDAR_FILE_NAMES[language],
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(ics, 'utf8').toString('base64'),
  };
}
