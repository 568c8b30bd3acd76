import { createHash, randomInt } from 'node:crypto';
import { admissionOrder, type RandomInt } from '@lesesaal/domain/opening/draw';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { AppContext } from '../../http/types';
import { createAuditService } from '../audit';
import { dueOpenings, lockOpeningById, markDrawn, setPositions, undrawnPlaces } from './repository';
import { oneWaiter } from './one-waiter';
import type { OpeningRow } from './opening-row';
import { admissionInterval } from './schedule';

/**
 * What the draw needs: the database, the clock and the config (for the audit entry); the
 * random source is `crypto.randomInt` unless a test gives a seeded one.
 */
export type DrawDeps = Pick<AppContext, 'db' | 'clock' | 'config'> & { randomInt?: RandomInt };

/**
 * The draw of an opening whose row `opening` the transaction `tx` holds locked, at `now`
 * (at or after the release): the places that joined before the release get positions in a
 * uniformly random order (domain `admissionOrder` with `crypto.randomInt`), admitted one interval apart from the release; the row records when, how many and
 * the SHA-256 of the order of place ids, and one audit entry `opening.drawn` says the same.
 * Returns the row as it now is.
 */
export async function drawLocked(
  deps: DrawDeps,
  tx: Db,
  opening: OpeningRow,
  now: Date,
): Promise<OpeningRow> {
  const places = await undrawnPlaces(tx, opening.id);
  const order = admissionOrder(
    places.map((p) => ({ key: p.id, at: p.at })),
    opening.releaseAt.getTime(),
    deps.randomInt ?? randomInt,
  );
  const interval = admissionInterval(opening);
  await setPositions(tx, order, opening.releaseAt, interval);
  const orderSha256 = createHash('sha256').update(order.join(',')).digest('hex');
  const lastAdmitAt =
    order.length > 0 ? new Date(opening.releaseAt.getTime() + (order.length - 1) * interval) : null;
  await markDrawn(tx, opening.id, { at: now, orderSha256, count: order.length, lastAdmitAt });
  await createAuditService({ ...deps, db: tx }).recordSystem({
    action: 'opening.drawn',
    entityType: 'room',
    entityId: String(opening.roomId),
    fields: [`day:${opening.day}`, `places:${order.length}`, `orderSha256:${orderSha256}`],
    route: 'opening draw',
  });
  return { ...opening, drawnAt: now, places: order.length, lastAdmitAt };
}

/**
 * Draws the opening `id` unless it is drawn already or its release is ahead: the row lock makes
 * exactly one of any number of instances draw; the others wait for it and find it drawn.
 * Within an instance the calls that overlap share one run, so only one of them waits on the
 * row lock with a pooled connection. Returns the opening's row (null when it is gone).
 */
export function drawIfDue(deps: DrawDeps, id: number): Promise<OpeningRow | null> {
  // one waiter per opening and instance (the instance's database): the others share its run
  let waiter = drawWaiters.get(deps.db);
  if (!waiter) drawWaiters.set(deps.db, (waiter = oneWaiter()));
  return waiter(id, () => drawIfDueNow(deps, id));
}

/** Overlapping draws of an opening within an instance (one-waiter.ts), by its database. */
const drawWaiters = new WeakMap<Db, ReturnType<typeof oneWaiter<number, OpeningRow | null>>>();

async function drawIfDueNow(deps: DrawDeps, id: number): Promise<OpeningRow | null> {
  return transaction(deps.db, async (tx) => {
    const opening = await lockOpeningById(tx, id);
    const now = deps.clock.now();
    if (!opening || opening.drawnAt !== null || now < opening.releaseAt) return opening;
    return drawLocked(deps, tx, opening, now);
  });
}

/** The opening `opening` (as read), drawn first when its release has come. */
export async function drawnWhenDue(
  deps: DrawDeps,
  opening: OpeningRow | null,
): Promise<OpeningRow | null> {
  if (opening && opening.drawnAt === null && deps.clock.now() >= opening.releaseAt)
    return drawIfDue(deps, opening.id);
  return opening;
}

/**
 * The draw job (every few seconds on every instance): draws each opening whose release has
 * come, so a draw happens on time even when no visitor asks at the release. Each under its
 * row lock, as a request's lazy draw: whichever comes first draws, the other finds it drawn.
 * Returns how many it drew.
 */
export async function drawDueOpenings(deps: DrawDeps): Promise<number> {
  let drawn = 0;
  for (const id of await dueOpenings(deps.db, deps.clock.now(), 100)) {
    const before = deps.clock.now();
    const opening = await drawIfDue(deps, id);
    if (opening?.drawnAt && opening.drawnAt >= before) drawn++;
  }
  return drawn;
}
