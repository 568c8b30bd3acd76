/**
 * The fault suite's room and slots, made through the running server's admin API as staff make
 * them: the bench admin signs in, creates a room, then its slots. No SQL: the rows get their
 * archive, defaults and checks from the app itself, and the request and answer bodies are
 * typed by the server's OpenAPI document (`packages/web/src/api/schema.d.ts`, which a server
 * test keeps current), so a change of the schema or of the API fails `tsc -p bench` or the
 * seed — and a seed that fails throws, which the runner reports as a broken scenario.
 */
import type { paths } from '../../../packages/web/src/api/schema';
import { staffCookie } from '../lib/server';

type RoomCreate = paths['/api/admin/rooms']['post']['requestBody']['content']['application/json'];
type RoomCreated =
  paths['/api/admin/rooms']['post']['responses'][201]['content']['application/json'];
type SlotsCreate =
  paths['/api/admin/rooms/{id}/timeslots']['post']['requestBody']['content']['application/json'];
type SlotsCreated =
  paths['/api/admin/rooms/{id}/timeslots']['post']['responses'][201]['content']['application/json'];

const XHR = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
const EVERY_DAY: SlotsCreate['daysOfWeek'] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
];

/** The server's archive zone: the bench sets no TIME_ZONE, so the app's default. */
const ARCHIVE_ZONE = 'Europe/Vienna';

export interface SeedShape {
  /** days with slots, from the day after tomorrow on */
  days: number;
  /** one-hour slots a day, from 08:00 on */
  perDay: number;
  /** seats per slot */
  capacity: number;
}

/** The suite's load: 40 slots of 25 seats (five days of eight hours), so seats do run out. */
export const FAULT_SEED: SeedShape = { days: 5, perDay: 8, capacity: 25 };

/** `YYYY-MM-DD`, `n` days after today in the archive's zone. */
function dayAfterToday(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ARCHIVE_ZONE }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** A staff call; anything but `expected` throws with the answer, so a bad seed stops the run. */
async function post<T>(url: string, cookie: string, body: unknown, expected = 201): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...XHR, cookie },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (res.status !== expected)
    throw new Error(`seed: POST ${new URL(url).pathname} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/**
 * A room open from today to a year ahead and `days × perDay` slots of `capacity` seats, made
 * by the admin API of the server at `url`; the slots' ids. Throws unless every slot was made.
 */
export async function seedRoom(url: string, shape: SeedShape = FAULT_SEED): Promise<number[]> {
  const cookie = await staffCookie(url);
  const room: RoomCreate = {
    name: 'Faults',
    description: 'fault suite',
    capacity: 99_999,
    openStart: { type: 'DAY', value: 0 },
    openEnd: { type: 'DAY', value: 365 },
  };
  const { id: roomId } = await post<RoomCreated>(`${url}/api/admin/rooms`, cookie, room);
  const startDate = dayAfterToday(2);
  const slotIds: number[] = [];
  // one series per hour of the day: that hour on each of the days
  for (let h = 0; h < shape.perDay; h++) {
    const series: SlotsCreate = {
      startTime: hour(8 + h),
      endTime: hour(9 + h),
      startDate,
      repeatUntil: dayAfterToday(1 + shape.days),
      daysOfWeek: EVERY_DAY,
      includeHolidays: true,
      capacity: shape.capacity,
    };
    const created = await post<SlotsCreated>(
      `${url}/api/admin/rooms/${roomId}/timeslots`,
      cookie,
      series,
    );
    slotIds.push(...created.createdTimeSlots.map((s) => s.id));
  }
  const wanted = shape.days * shape.perDay;
  if (slotIds.length !== wanted)
    throw new Error(`seed: ${slotIds.length} slots made instead of ${wanted}`);
  return slotIds;
}
