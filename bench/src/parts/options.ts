/** What one bench run measures and how, shared by its parts (visitor scenarios, growth). */
import { startServer } from '../lib/server';
import type { BenchDatabase } from '../lib/database';

export const PARTS = [
  'hold',
  'calendar',
  'hot',
  'flow',
  'growth',
  'archives',
  'calendar-sql',
  'opening',
] as const;
export type Part = (typeof PARTS)[number];
/**
 * Without `--only`: every part but `archives` (PostgreSQL only, minutes of seeding),
 * `calendar-sql` (PostgreSQL and pgbench only) and `opening` (PostgreSQL only, two servers).
 */
export const DEFAULT_PARTS: readonly Part[] = PARTS.filter(
  (p) => p !== 'archives' && p !== 'calendar-sql' && p !== 'opening',
);

export interface BenchOptions {
  parts: ReadonlySet<Part>;
  /** ticket counts of the growth runs, e.g. 10 000 and 100 000 */
  sizes: number[];
  /** seconds per measurement */
  seconds: number;
  /** seconds of the same load before each measurement, not counted (both sides of a ratio) */
  warm: number;
  /** concurrent connections per measurement */
  connections: number;
  /** the `calendar-sql` part's connections, on each side (API and pgbench) */
  sqlConnections: number;
  /** hot-slot rounds, one 20-seat slot each */
  hotRounds: number;
  /** simultaneous holds per hot round */
  hotSize: number;
  /** the growth rooms' days of slots back and ahead of today (365: two years) */
  growthDays: number;
  /** archives of the `archives` part's second phase, the default one included */
  archives: number;
  /** rounds of hold and calendar per phase of the `archives` part (the median is compared) */
  archiveRounds: number;
  /** days of slots of each archive the `archives` part adds (365: a year) */
  archiveDays: number;
  /** the `opening` part's visitors */
  openingVisitors: number;
  /** a smoke run (`--quick`): every part starts and finishes in seconds */
  quick: boolean;
  /** where plans, the report and the JSON go */
  resultsDir: string;
  /** the run's time stamp, the prefix of its files */
  stamp: string;
}

const migrated = new WeakSet<BenchDatabase>();

/**
 * The server applies its migrations at start: once on the empty database, then stopped. A
 * database this run has migrated already (the visitor parts before the growth runs) is not
 * started again for it.
 */
export async function migrate(db: BenchDatabase): Promise<void> {
  if (migrated.has(db)) return;
  const server = await startServer(db.serverEnv);
  await server.stop();
  migrated.add(db);
}
