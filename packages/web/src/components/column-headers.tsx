import { Table } from '@mantine/core';

/** A table's head: one row of column headers (`scope="col"`), the translated `columns`. */
export function ColumnHeaders({ columns }: { columns: string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column} scope="col">
            {column}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
