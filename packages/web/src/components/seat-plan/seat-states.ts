/** How a seat is shown: free, taken by someone, free and matching the visitor's need, blocked. */
export type SeatMark = 'free' | 'taken' | 'matching' | 'blocked';

/** The symbol beside each seat's label: the state without colour (the legend explains it). */
export const SEAT_SYMBOLS: Record<SeatMark, string> = {
  free: '○',
  taken: '×',
  matching: '★',
  blocked: '⊘',
};

/** Plan positions are thousandths of the plan's width and height. */
export const POSITION_MAX = 1000;

/** A position moved by the arrow keys: `step` thousandths, kept on the plan. */
export function movedPosition(
  position: { x: number; y: number },
  key: string,
  step: number,
): { x: number; y: number } | null {
  const clamp = (v: number) => Math.min(POSITION_MAX, Math.max(0, v));
  switch (key) {
    case 'ArrowLeft':
      return { x: clamp(position.x - step), y: position.y };
    case 'ArrowRight':
      return { x: clamp(position.x + step), y: position.y };
    case 'ArrowUp':
      return { x: position.x, y: clamp(position.y - step) };
    case 'ArrowDown':
      return { x: position.x, y: clamp(position.y + step) };
    default:
      return null;
  }
}
