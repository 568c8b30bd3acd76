import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

export type SortOrder = 'ASC' | 'DESC';

export interface SortableHeaderProps {
  children: ReactNode;
  /** this column's order when the table is sorted by it, else null */
  order: SortOrder | null;
  onSort: () => void;
}

/**
 * A column header that sorts the table: a real button inside the `th`, with `aria-sort` on
 * the `th` so screen readers announce the current order; an arrow shows it visually.
 */
export function SortableHeader({ children, order, onSort }: SortableHeaderProps) {
  const ariaSort = order === 'ASC' ? 'ascending' : order === 'DESC' ? 'descending' : 'none';
  return (
    <Table.Th scope="col" aria-sort={ariaSort}>
      <UnstyledButton
        onClick={onSort}
        fw={700}
        fz="sm"
        td="underline"
        style={{ textUnderlineOffset: 3 }}
      >
        {children}
        <span aria-hidden="true">{order === 'ASC' ? ' ▲' : order === 'DESC' ? ' ▼' : ' ↕'}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The next order after a click: a new column starts ascending; the same column flips. */
export function nextSort<F extends string>(
  current: { field: F; order: SortOrder },
  field: F,
): { field: F; order: SortOrder } {
  if (current.field !== field) return { field, order: 'ASC' };
  return { field, order: current.order === 'ASC' ? 'DESC' : 'ASC' };
}
