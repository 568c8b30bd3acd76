import { useEffect, useRef, useState } from 'react';
import { focusHeading } from '../../components/focus-heading';

/**
 * The day chosen in the room's calendar; at first `initial` (`?day=YYYY-MM-DD`, the waiting
 * room's link to the day of one's turn) when it is a date. After a day is chosen, focus moves
 * to the heading of its slots (the new content): put `slotsHeading` on that heading.
 */
export function useChosenDay(initial?: string | null) {
  const [selected, setSelected] = useState<string | null>(() =>
    initial && /^\d{4}-\d{2}-\d{2}$/.test(initial) ? initial : null,
  );
  const slotsHeading = useRef<HTMLHeadingElement>(null);
  const [chosenAt, setChosenAt] = useState(0);
  useEffect(() => {
    if (chosenAt > 0 && slotsHeading.current) focusHeading(slotsHeading.current);
  }, [chosenAt]);
  const choose = (date: string) => {
    setSelected(date);
    setChosenAt((n) => n + 1);
  };
  const clear = () => setSelected(null);
  return { selected, choose, clear, slotsHeading };
}
