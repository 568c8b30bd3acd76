import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import './long-text.css';

export interface LongTextProps {
  /** the full text; nothing renders for null or empty */
  children: string | null | undefined;
  /** the widest the text may be before it is cut (CSS length); default 16rem */
  maxWidth?: string;
}

/**
 * Free text of unbounded length in a table cell (a 320-character e-mail address must not push
 * the columns off the screen). The text is cut with an ellipsis at `maxWidth`; the whole text
 * stays in the DOM, so screen readers read all of it. Only when it is actually cut does the
 * element get a `title` (mouse) and a tab stop (keyboard): focus or hover unfolds it in place.
 */
export function LongText({ children: text, maxWidth = '16rem' }: LongTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  const measure = useCallback(() => {
    const el = ref.current;
    // Unfolded (focused or hovered) it never overflows: keep the last answer, or the tab
    // stop would vanish under the keyboard user's focus.
    if (!el || el === document.activeElement || el.matches(':hover')) return;
    setCut(el.scrollWidth > el.clientWidth);
  }, []);
  useLayoutEffect(() => {
    measure();
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, text, maxWidth]);
  if (!text) return null;
  return (
    <span
      ref={ref}
      className="lesesaal-long-text"
      style={{ maxWidth }}
      title={cut ? text : undefined}
      tabIndex={cut ? 0 : undefined}
      onBlur={measure}
      onMouseLeave={measure}
    >
      {text}
    </span>
  );
}
