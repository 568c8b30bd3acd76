/** The opening's room and its slots, made through the staff API; the archive's wall clock. */
import { staffCookie } from '../../lib/server';
import { request } from './http';

export const ZONE = 'Europe/Vienna';

const SLOT_TIMES = [
  ['09:00', '10:00'],
  ['10:00', '11:00'],
  ['13:00', '14:00'],
  ['14:00', '15:00'],
] as const;

/** The archive's wall clock at `at` plus `n` days: `HH:MM` and the date. */
export function wallClock(at: Date, n = 0): { time: string; day: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  const date = new Date(`${get('year')}-${get('month')}-${get('day')}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return { time: `${get('hour')}:${get('minute')}`, day: date.toISOString().slice(0, 10) };
}

/** A room with a draw releasing `day` at `release`, and four slots of `seatsPerSlot` on it. */
export async function seedOpeningRoom(
  url: string,
  release: string,
  day: string,
  draw: { preWindowMinutes: number; admitPerMinute: number; turnMinutes: number },
  seatsPerSlot: number,
): Promise<{ roomId: number; slotIds: number[] }> {
  const cookie = await staffCookie(url);
  const created = await request(
    `${url}/api/admin/rooms`,
    'POST',
    { cookie },
    {
      name: 'Bench opening',
      description: 'bench, fair opening',
      capacity: 99_999,
      openStart: { type: 'DAY', value: 0 },
      openEnd: { type: 'DAY', value: 3 },
      releaseTime: release,
      openingDraw: draw,
    },
  );
  if (created.status !== 201)
    throw new Error(`opening: room ${created.status} ${JSON.stringify(created.json)}`);
  const roomId = (created.json as { id: number }).id;
  const slotIds: number[] = [];
  for (const [startTime, endTime] of SLOT_TIMES) {
    const res = await request(
      `${url}/api/admin/rooms/${roomId}/timeslots`,
      'POST',
      { cookie },
      {
        startTime,
        endTime,
        startDate: day,
        repeatUntil: day,
        daysOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
        includeHolidays: true,
        capacity: seatsPerSlot,
      },
    );
    if (res.status !== 201) throw new Error(`opening: slots ${res.status}`);
    slotIds.push(
      ...(res.json as { createdTimeSlots: Array<{ id: number }> }).createdTimeSlots.map(
        (s) => s.id,
      ),
    );
  }
  return { roomId, slotIds };
}
