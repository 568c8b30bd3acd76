import { createHash, randomInt } from 'node:crypto';
import { admissionOrder, type RandomInt } from '@lesesaal/domain/opening/draw';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { AppContext } from '../../http/types';
import { createAuditService } from '../audit';
import { lockOpeningById, markDrawn, setPositions, undrawnPlaces } from './repository';
import type { OpeningRow } from './repository';
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
 * Returns the opening's row (null when it is gone).
 */
export async function drawIfDue(deps: DrawDeps, id: number): Promise<OpeningRow | null> {
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
