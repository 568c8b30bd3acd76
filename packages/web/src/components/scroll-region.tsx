import type { ReactNode } from 'react';
import './scroll-region.css';

interface ScrollRegionProps {
  /** the region's name (the table's caption): said when a keyboard user tabs to it */
  label?: string;
  /** or the id of the element naming it (a caption that is not plain text) */
  labelledBy?: string;
  /** below this width (px) the content scrolls sideways inside the region */
  minWidth: number;
  children: ReactNode;
}

/**
 * A wide table on a narrow screen (WCAG 1.4.10 Reflow): the table keeps `minWidth` and
 * scrolls sideways inside its own labelled region, never the page. The region is a tab stop
 * (`tabIndex=0`) so that keyboard users can scroll it with the arrow keys (axe
 * scrollable-region-focusable), and shows the focus ring.
 */
export function ScrollRegion({ label, labelledBy, minWidth, children }: ScrollRegionProps) {
  return (
    <div
      className="lesesaal-scroll-region"
      role="region"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      tabIndex={0}
    >
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
