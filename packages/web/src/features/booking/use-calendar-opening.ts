import type { Opening, Place } from '@lesesaal/domain/opening/schema';
import { useArchiveToday } from '../../components/archive-today';
import { useBotCheck } from '../../components/bot-check/use-bot-check';
import { useConfig } from '../../config';
import { useAddSlot } from './cart-api';
import { usePlace, useRoomOpening } from './opening-api';
import { readQueuePass, writeQueuePass } from './opening-pass';
import type { SeatNeed } from './seat-need';

/**
 * Holding a slot from the room calendar, and the fair opening it may meet: the bot check (for
 * a new cart), the room's opening (asked only for a room with a draw), and the hold, which
 * carries the visitor's stored pass of the room and the slot's day, if any.
 */
export function useCalendarHold(
  roomId: number,
  room: { openingDraw?: unknown } | undefined,
  slots: ReadonlyArray<{ id: number; date: string }> | undefined,
  need: SeatNeed,
) {
  const { baseApiUrl } = useConfig();
  const botCheck = useBotCheck();
  const drawn = room?.openingDraw != null;
  const opening = useRoomOpening(roomId, drawn);
  const add = useAddSlot(botCheck.answer, need, (timeSlotId) => {
    const slot = slots?.find((s) => s.id === timeSlotId);
    return slot ? readQueuePass(baseApiUrl, roomId, slot.date) : null;
  });
  return { botCheck, add, opening: drawn ? (opening.data ?? null) : null };
}

/**
 * The visitor's turn in the calendar's opening: while places are let in, the place of the pass
 * kept in this browser for the room and the opening's day, read as the waiting room reads it
 * (the same query: no second request while it is cached; no request without a pass). The place
 * when it is the visitor's turn, else null. A pass the server does not know is forgotten, as
 * the waiting room forgets it.
 */
export function useOwnTurn(roomId: number, opening: Opening): Place | null {
  const { baseApiUrl } = useConfig();
  const today = useArchiveToday();
  const { day } = opening;
  const pass = opening.state === 'admitting' ? readQueuePass(baseApiUrl, roomId, day) : null;
  const place = usePlace(roomId, pass, () => writeQueuePass(baseApiUrl, roomId, day, null, today));
  return place.data?.state === 'admitted' && place.data.day === day ? place.data : null;
}
