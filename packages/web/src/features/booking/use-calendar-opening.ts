import { useBotCheck } from '../../components/bot-check/use-bot-check';
import { useConfig } from '../../config';
import { useAddSlot } from './cart-api';
import { useRoomOpening } from './opening-api';
import { readQueuePass } from './opening-pass';
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
