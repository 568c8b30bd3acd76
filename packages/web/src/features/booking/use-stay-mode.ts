import { useState } from 'react';
import { clickDay } from './stay-days';

/** A stay's first and last day (`''` while not chosen). */
export interface StaySpan {
  first: string;
  last: string;
}

const NO_SPAN: StaySpan = { first: '', last: '' };

/**
 * The room calendar's booking mode: single slots, or a research stay where the room offers
 * them (`maxStayDays` 2 or more; never in a room with a fair opening, whose stays the server
 * refuses). In stay mode a click on a day sets the stay's first, then its last day.
 */
export function useStayMode(
  roomId: number,
  room: { maxStayDays?: number | null; openingDraw?: unknown } | undefined,
  /** the bot check's answer, for a stay that starts a new cart */
  botCheckAnswer?: () => Promise<string | null>,
) {
  const maxDays = room?.maxStayDays ?? null;
  const offered = maxDays !== null && maxDays >= 2 && room?.openingDraw == null;
  const [mode, setMode] = useState<'single' | 'stay'>('single');
  const [span, setSpan] = useState<StaySpan>(NO_SPAN);
  return {
    roomId,
    botCheckAnswer,
    offered,
    on: offered && mode === 'stay',
    mode,
    setMode,
    maxDays: maxDays ?? 0,
    span,
    setSpan,
    /** a day of the month calendar was chosen */
    clickDay: (date: string) => setSpan((current) => clickDay(current, date)),
  };
}

export type StayMode = ReturnType<typeof useStayMode>;
