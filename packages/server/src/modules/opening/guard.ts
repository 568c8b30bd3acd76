import type { IsoDate } from '@lesesaal/domain/dates';
import type { OpeningDraw } from '@lesesaal/domain/opening/schema';
import type { RoomWindowBounds } from '@lesesaal/domain/time-slots/rules';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { readTurn } from './repository';
import { isOver, openingDays } from './schedule';
import { hashOfPass } from './queue';

const MINUTE_MS = 60_000;

/** What the guard needs of the hold: the room (with its draw), the slot's day, the pass. */
export interface TurnCheck {
  room: RoomWindowBounds & { id: number; openingDraw: OpeningDraw };
  day: IsoDate;
  /** holidays from today on, up to the day (the hold's read has them) */
  holidays: ReadonlySet<IsoDate>;
  /** the `X-Queue-Pass` header, if sent */
  pass: string | undefined;
  now: Date;
  timeZone: string;
}

/**
 * The guard on holds of a room with a draw: while the opening of the slot's day is not over,
 * only an admitted place whose turn has not ended may hold a seat of that day — else 409
 * `opening_not_your_turn`. Other days pass. One statement (the opening's row and the pass's
 * place); a room without a draw never calls it (the hold already read the room).
 */
export async function openingTurnRefusal(db: Db, check: TurnCheck): Promise<AppError | null> {
  const { room, day, now } = check;
  const turn = await readTurn(
    db,
    room.id,
    day,
    check.pass === undefined ? null : hashOfPass(check.pass),
  );
  if (!turn) {
    // nobody joined: only the room's latest opening may still be running, for a turn's length
    const { current } = openingDays(room, { now, timeZone: check.timeZone }, check.holidays);
    const running =
      current.day === day &&
      now >= current.releaseAt &&
      now.getTime() < current.releaseAt.getTime() + room.openingDraw.turnMinutes * MINUTE_MS;
    return running ? AppError.conflict('opening_not_your_turn') : null;
  }
  const { opening, admitAt } = turn;
  if (now < opening.releaseAt || isOver(opening, now)) return null;
  const inTurn =
    admitAt !== null &&
    now >= admitAt &&
    now.getTime() < admitAt.getTime() + opening.turnMinutes * MINUTE_MS;
  return inTurn ? null : AppError.conflict('opening_not_your_turn');
}
