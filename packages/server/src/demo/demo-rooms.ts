import type { Weekday } from '@lesesaal/domain/dates';
import type { RoomRecordsSettings } from '@lesesaal/domain/record-orders/schema';
import type { DEMO_PICTURE_SVGS } from './room-pictures';

/** Weekly opening hours of a demo room: one slot series per line. */
interface DemoSeries {
  startTime: string;
  endTime: string;
  days: Weekday[];
}

/** A demo room as the seed creates it through the rooms, seats and time-slots services. */
export interface DemoRoom {
  name: string;
  description: string;
  capacity: number;
  picture: keyof typeof DEMO_PICTURE_SVGS;
  pictureAlt: string;
  /** records ordered with a visit; none: ordering off */
  records?: RoomRecordsSettings;
  /** named seats, equipment and the seat plan (seat-plan.ts) */
  seats?: true;
  series: DemoSeries[];
}

const MON_FRI: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
const MON_THU: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'];
const TUE_THU: Weekday[] = ['TUESDAY', 'WEDNESDAY', 'THURSDAY'];

/**
 * The demo's rooms, in display order: one with named seats on a plan, one that takes record
 * orders with the booking, and a small plain one. Names as the first demo had them, so a data
 * directory of that demo is recognised as the demo's (seed.ts).
 */
export const DEMO_ROOMS: readonly DemoRoom[] = [
  {
    name: 'Großer Lesesaal',
    description:
      'Erdgeschoss · 12 nummerierte Plätze – im Saalplan wählen, nach Ausstattung filtern',
    capacity: 12,
    picture: 'great',
    pictureAlt:
      'Lesesaal mit hohen Bogenfenstern, Bücherregalen und einem langen Tisch mit grünen Leselampen',
    seats: true,
    series: [
      { startTime: '09:00', endTime: '12:30', days: MON_FRI },
      { startTime: '13:00', endTime: '17:00', days: MON_THU },
    ],
  },
  {
    name: 'Kartensaal',
    description:
      '1. Stock · Karten, Pläne und Akten – Archivalien gleich mit der Buchung bestellen',
    capacity: 6,
    picture: 'maps',
    pictureAlt:
      'Kartensaal mit gerahmter Landkarte, Planschrank und einem großen Tisch mit ausgebreiteter Karte',
    records: {
      ordering: 'OPTIONAL',
      maxUnitsPerVisit: 5,
      maxUnitsPerDay: 10,
      leadWorkingDays: 2,
      deadlineTime: '12:00',
      pullTimes: ['09:00', '13:00'],
    },
    series: [
      { startTime: '09:00', endTime: '12:00', days: TUE_THU },
      { startTime: '13:00', endTime: '16:00', days: TUE_THU },
    ],
  },
  {
    name: 'Mikrofilm-Lesesaal',
    description: 'Untergeschoss · drei Lesegeräte für Mikrofilm und Mikrofiche',
    capacity: 3,
    picture: 'microfilm',
    pictureAlt:
      'Mikrofilm-Lesesaal mit drei Lesegeräten auf einem langen Tisch und einem Schrank für Filmrollen',
    series: [
      { startTime: '08:30', endTime: '12:00', days: MON_FRI },
      { startTime: '12:30', endTime: '16:00', days: MON_FRI },
    ],
  },
];

/** Days before a slot from which the accessible seat is offered to every visitor. */
export const DEMO_ACCESSIBLE_HOLD_BACK_DAYS = 2;
