/**
 * The domain's date and time-zone functions (`packages/domain/src/dates.ts`) against the
 * libraries that could replace them: speed of the functions the calendar and booking paths
 * call per slot and per day (ns/op), and agreement on every quarter hour of two years of
 * wall-clock times in zones with DST (both changes, half-hour offsets, a zone south of the
 * equator). The figures and the decision are in docs/decisions/dates-and-time-zones.md.
 *
 *   node --import tsx bench/src/dates-tz.ts                  # the domain's functions only
 *
 * The libraries are not dependencies of the project; to compare, install them anywhere and
 * name that directory:
 *
 *   npm install --prefix /tmp/date-libs @date-fns/tz date-fns temporal-polyfill luxon
 *   DATE_LIBS=/tmp/date-libs node --import tsx bench/src/dates-tz.ts
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  addDays,
  todayIn,
  wallClockToUtc,
  weekdayOf,
  type IsoDate,
  type IsoTime,
} from '../../packages/domain/src/dates';

/** One way to compute the hot functions; `null` where a library has no such function. */
interface Contender {
  name: string;
  /** the instant the wall clock of `zone` shows `date time` (earlier one when repeated) */
  wallClockToUtc: (date: IsoDate, time: IsoTime, zone: string) => number;
  /** the date on the wall clock of `zone` at `ms` */
  todayIn: (zone: string, ms: number) => IsoDate;
  addDays: (date: IsoDate, n: number) => IsoDate;
  weekday: (date: IsoDate) => number;
}

const own: Contender = {
  name: 'domain (own)',
  wallClockToUtc: (date, time, zone) => wallClockToUtc(date, time, zone).getTime(),
  todayIn: (zone, ms) => todayIn(zone, new Date(ms)),
  addDays,
  weekday: (date) =>
    ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].indexOf(
      weekdayOf(date),
    ) + 1,
};

const split = (date: IsoDate) => date.split('-').map(Number) as [number, number, number];
const hm = (time: IsoTime) => time.split(':').map(Number) as [number, number];
const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/* The libraries' shapes, as far as the bench uses them. */
interface TzDateLike {
  getTime(): number;
  getFullYear(): number;
  getMonth(): number;
  getDate(): number;
}
interface DateFnsTz {
  TZDate: new (
    ...args: [number, number, number, number, number, string] | [number, string]
  ) => TzDateLike;
}
interface PlainDateLike {
  add(d: { days: number }): PlainDateLike;
  dayOfWeek: number;
  toString(): string;
}
interface TemporalLike {
  Temporal: {
    PlainDateTime: {
      from(s: string): { toZonedDateTime(zone: string): { epochMilliseconds: number } };
    };
    Instant: {
      fromEpochMilliseconds(ms: number): {
        toZonedDateTimeISO(zone: string): { toPlainDate(): PlainDateLike };
      };
    };
    PlainDate: { from(s: string): PlainDateLike };
  };
}
interface LuxonDateTime {
  toMillis(): number;
  toISODate(): string | null;
  plus(d: { days: number }): LuxonDateTime;
  weekday: number;
}
interface LuxonLike {
  DateTime: {
    fromObject(o: Record<string, number>, opts: { zone: string }): LuxonDateTime;
    fromMillis(ms: number, opts: { zone: string }): LuxonDateTime;
    fromISO(s: string, opts: { zone: string }): LuxonDateTime;
  };
}

async function libraries(dir: string): Promise<Contender[]> {
  const require = createRequire(path.join(path.resolve(dir), 'package.json'));
  const load = async <T>(name: string) =>
    (await import(pathToFileURL(require.resolve(name)).href)) as T;
  const { TZDate } = await load<DateFnsTz>('@date-fns/tz');
  const { Temporal } = await load<TemporalLike>('temporal-polyfill');
  const { DateTime } = await load<LuxonLike>('luxon');
  const utcDay = (date: IsoDate) => {
    const [y, m, d] = split(date);
    return new TZDate(y, m - 1, d, 0, 0, 'UTC');
  };
  return [
    {
      name: '@date-fns/tz (TZDate)',
      wallClockToUtc: (date, time, zone) => {
        const [y, m, d] = split(date);
        const [h, min] = hm(time);
        return new TZDate(y, m - 1, d, h, min, zone).getTime();
      },
      todayIn: (zone, ms) => {
        const t = new TZDate(ms, zone);
        return iso(t.getFullYear(), t.getMonth() + 1, t.getDate());
      },
      // date-fns's addDays on a UTC TZDate (what a port of dates.ts would write)
      addDays: (date, n) => {
        const t = new TZDate(utcDay(date).getTime() + n * 86_400_000, 'UTC');
        return iso(t.getFullYear(), t.getMonth() + 1, t.getDate());
      },
      weekday: (date) => ((new Date(utcDay(date).getTime()).getUTCDay() + 6) % 7) + 1,
    },
    {
      name: 'temporal-polyfill',
      wallClockToUtc: (date, time, zone) =>
        Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(zone).epochMilliseconds,
      todayIn: (zone, ms) =>
        Temporal.Instant.fromEpochMilliseconds(ms)
          .toZonedDateTimeISO(zone)
          .toPlainDate()
          .toString(),
      addDays: (date, n) => Temporal.PlainDate.from(date).add({ days: n }).toString(),
      weekday: (date) => Temporal.PlainDate.from(date).dayOfWeek,
    },
    {
      name: 'luxon',
      wallClockToUtc: (date, time, zone) => {
        const [year, month, day] = split(date);
        const [hour, minute] = hm(time);
        return DateTime.fromObject({ year, month, day, hour, minute }, { zone }).toMillis();
      },
      todayIn: (zone, ms) => DateTime.fromMillis(ms, { zone }).toISODate() ?? '',
      addDays: (date, n) =>
        DateTime.fromISO(date, { zone: 'UTC' }).plus({ days: n }).toISODate() ?? '',
      weekday: (date) => DateTime.fromISO(date, { zone: 'UTC' }).weekday,
    },
  ];
}

const ZONES = ['Europe/Vienna', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata'];
const FROM: IsoDate = '2025-01-01';
const DAYS = 730;
const QUARTERS = Array.from(
  { length: 96 },
  (_, i) =>
    `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
);

/** ns per call of `f` over `n` calls (after a warm-up of the same size). */
function nsPerOp(n: number, f: (i: number) => unknown): number {
  let sink: unknown;
  for (let i = 0; i < n; i++) sink = f(i);
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) sink = f(i);
  const ns = Number(process.hrtime.bigint() - t0) / n;
  if (sink === Symbol.for('never')) console.log(sink);
  return ns;
}

function speed(c: Contender): Record<string, number> {
  const days = Array.from({ length: DAYS }, (_, i) => addDays(FROM, i));
  const base = Date.UTC(2025, 0, 1);
  return {
    // a slot's start: the calendar and the booking paths call it per slot
    wallClockToUtc: nsPerOp(100_000, (i) =>
      c.wallClockToUtc(days[i % DAYS]!, QUARTERS[i % 96]!, 'Europe/Vienna'),
    ),
    // a new instant each call (the domain keeps the last second per zone: this is its miss)
    todayIn: nsPerOp(100_000, (i) => c.todayIn('Europe/Vienna', base + i * 61_000)),
    addDays: nsPerOp(200_000, (i) => c.addDays(days[i % DAYS]!, (i % 61) - 30)),
    weekday: nsPerOp(200_000, (i) => c.weekday(days[i % DAYS]!)),
  };
}

/** Wall-clock times (every quarter hour of two years, each zone) where `c` differs from the domain. */
function disagreements(c: Contender): { checked: number; differ: string[] } {
  const differ: string[] = [];
  let checked = 0;
  for (const zone of ZONES) {
    for (let d = 0; d < DAYS; d++) {
      const date = addDays(FROM, d);
      for (const time of QUARTERS) {
        checked++;
        const expected = own.wallClockToUtc(date, time, zone);
        const got = c.wallClockToUtc(date, time, zone);
        if (got !== expected)
          differ.push(
            `${zone} ${date} ${time}: ${new Date(got).toISOString()} ≠ ${new Date(expected).toISOString()}`,
          );
        if (c.todayIn(zone, expected) !== own.todayIn(zone, expected))
          differ.push(`${zone} ${date} ${time}: todayIn`);
      }
      if (c.addDays(date, 45) !== addDays(date, 45) || c.weekday(date) !== own.weekday(date))
        differ.push(`${date}: addDays/weekday`);
    }
  }
  return { checked, differ };
}

async function main(): Promise<void> {
  const dir = process.env.DATE_LIBS;
  const contenders = [own, ...(dir ? await libraries(dir) : [])];
  console.log(`ns/op (Node ${process.versions.node}; lower is better)`);
  console.log(
    `${'implementation'.padEnd(24)}${['wallClockToUtc', 'todayIn', 'addDays', 'weekday'].map((h) => h.padStart(16)).join('')}`,
  );
  for (const c of contenders) {
    const s = speed(c);
    console.log(
      `${c.name.padEnd(24)}${Object.values(s)
        .map((v) => v.toFixed(0).padStart(16))
        .join('')}`,
    );
  }
  for (const c of contenders.slice(1)) {
    const { checked, differ } = disagreements(c);
    console.log(
      `${c.name}: ${differ.length} of ${checked} wall-clock times differ from the domain${differ.length ? `, e.g. ${differ.slice(0, 3).join('; ')}` : ''}`,
    );
  }
}

await main();
