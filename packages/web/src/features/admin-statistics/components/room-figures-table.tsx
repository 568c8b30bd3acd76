import { Stack, Table, Text } from '@mantine/core';
import { ScrollRegion } from '../../../components/scroll-region';

/** A row of a {@link RoomFiguresTable}: a room (or the total) and its figures, formatted. */
export interface RoomFiguresRow {
  key: string | number;
  name: string;
  cells: readonly string[];
  /** the total row: bold */
  total?: boolean;
}

/**
 * The year summary's tables (the figures, the records ordered): a row per reading room with
 * its name as row header, right-aligned figures under column headers, the total row in bold,
 * notes below; announced when it changes (another year).
 */
export function RoomFiguresTable({
  caption,
  roomHeader,
  headers,
  rows,
  notes,
  minWidth,
}: {
  caption: string;
  roomHeader: string;
  headers: readonly string[];
  rows: readonly RoomFiguresRow[];
  notes: string;
  minWidth: number;
}) {
  return (
    <Stack gap="xs" aria-live="polite">
      <ScrollRegion label={caption} minWidth={minWidth}>
        <Table striped withTableBorder>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{roomHeader}</Table.Th>
              {headers.map((header, i) => (
                <Table.Th key={i} scope="col" ta="right">
                  {header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key} fw={row.total ? 700 : undefined}>
                <Table.Th scope="row" fw={row.total ? 700 : 'normal'}>
                  {row.name}
                </Table.Th>
                {row.cells.map((cell, i) => (
                  <Table.Td key={i} ta="right">
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <Text size="sm">{notes}</Text>
    </Stack>
  );
}
