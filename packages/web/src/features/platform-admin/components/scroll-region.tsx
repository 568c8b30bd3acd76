import type { ReactNode } from 'react';

/**
 * A table's sideways scroll on a narrow screen: a labelled region and a tab stop, so the
 * keyboard can scroll it too (also where the table holds nothing focusable).
 */
export function ScrollRegion({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-labelledby={labelledBy} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
