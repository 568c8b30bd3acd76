import { Anchor, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ColumnHeaders } from './column-headers';
import { ScrollRegion } from './scroll-region';

interface StaffListTableProps<Row> {
  rows: Row[];
  caption: string;
  minWidth: number;
  /** the translated column headers, the last one over the links */
  columns: string[];
  /** what the row's header cell (the first) shows: whose request it is */
  header: (row: Row) => ReactNode;
  /** the cells between the header and the link */
  cells: (row: Row) => ReactNode;
  /** the links' text, and a row's address and the link's name there */
  open: { text: string; to: (row: Row) => string; label: (row: Row) => string };
}

/**
 * One page of a staff list of requests: a striped table with its caption (naming the
 * sideways scrolling region too), the first cell of a row is its header, the last one the
 * link that opens the request.
 */
export function StaffListTable<Row extends { id: number }>({
  rows,
  caption,
  minWidth,
  columns,
  header,
  cells,
  open,
}: StaffListTableProps<Row>) {
  return (
    <ScrollRegion label={caption} minWidth={minWidth}>
      <Table striped>
        <Table.Caption>{caption}</Table.Caption>
        <ColumnHeaders columns={columns} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Th scope="row" fw="normal">
                {header(row)}
              </Table.Th>
              {cells(row)}
              <Table.Td>
                <Anchor component={Link} to={open.to(row)} aria-label={open.label(row)}>
                  {open.text}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
