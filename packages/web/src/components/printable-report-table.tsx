import { useId, type ReactNode } from 'react';
import { Button, Group, Stack, Table } from '@mantine/core';
import { ExportLinks, type ExportFileFormat } from './export-links';
import { ScrollRegion } from './scroll-region';

/** A column of a {@link PrintableReportTable}: its header, and whether it is left off paper. */
export interface ReportColumn {
  key: string;
  header: ReactNode;
  /** screen only (e.g. the actions): not printed */
  noPrint?: boolean;
}

/**
 * A staff report's printable table (daily report, pull list): the print button and the
 * export links above (neither printed), then a striped table with its caption and column
 * headers, scrolling inside its own region (named by the caption) below `minWidth`. The rows (`children`) are the screen's.
 */
export function PrintableReportTable({
  printLabel,
  exportLinks,
  minWidth,
  className,
  caption,
  columns,
  children,
}: {
  printLabel: string;
  exportLinks: {
    label: string;
    href: (format: ExportFileFormat) => string;
    texts: Record<ExportFileFormat, string>;
  };
  minWidth: number;
  className?: string;
  caption: ReactNode;
  columns: readonly ReportColumn[];
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <Stack gap="sm">
      <Group gap="xs" className="lesesaal-no-print">
        <Button variant="outline" onClick={() => window.print()}>
          {printLabel}
        </Button>
        <ExportLinks {...exportLinks} />
      </Group>
      <ScrollRegion labelledBy={captionId} minWidth={minWidth}>
        <Table striped className={className}>
          <Table.Caption id={captionId}>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  scope="col"
                  className={column.noPrint ? 'lesesaal-no-print' : undefined}
                >
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}
