import { Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonthYear } from '../../../components/format-date';
import { BarChart, type Bar } from './bar-chart';

/**
 * Numbers, percentages and months in the screen's language; a month of the answer
 * (`YYYY-MM`, "2030-03") by its name: „März 2030“ / “March 2030”.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return {
    n: (value: number) => number.format(value),
    pct: (value: number | null) => (value === null ? '–' : `${percent.format(value)} %`),
    month: (month: string) => {
      const [year, monthOfYear] = month.split('-').map(Number);
      return year && monthOfYear ? formatMonthYear(year, monthOfYear, i18n.language) : month;
    },
  };
}

/** A chart and its data table side by side, under a heading. */
export function ChartSection(props: {
  id: string;
  title: string;
  chartLabel: string;
  bars: Bar[];
  max?: number;
  table: ReactNode;
  note?: ReactNode;
  /** the heading's level (2; 3 inside a section of its own) */
  order?: 2 | 3;
}) {
  const { t } = useTranslation('admin-statistics');
  return (
    <section aria-labelledby={props.id}>
      <Title order={props.order ?? 2} size={props.order === 3 ? 'h4' : 'h3'} id={props.id} mb="xs">
        {props.title}
      </Title>
      {props.note}
      {props.bars.length === 0 ? (
        <Text>{t('noData')}</Text>
      ) : (
        <div className="lesesaal-chart-pair">
          <BarChart bars={props.bars} label={props.chartLabel} max={props.max} />
          {/* scrolls sideways where the table is wider than the screen; a tab stop so the
              keyboard can scroll it too */}
          <div
            className="lesesaal-statistics-table-scroll"
            role="region"
            aria-labelledby={props.id}
            tabIndex={0}
          >
            {props.table}
          </div>
        </div>
      )}
    </section>
  );
}

export function SimpleTable(props: {
  caption: string;
  head: [string, ...string[]];
  rows: Array<[string, ...string[]]>;
}) {
  return (
    <Table striped horizontalSpacing="xs" className="lesesaal-statistics-table">
      <Table.Caption>{props.caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {props.head.map((h, i) => (
            <Table.Th key={h} scope="col" ta={i === 0 ? undefined : 'right'}>
              {h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map(([first, ...rest]) => (
          <Table.Tr key={first}>
            <Table.Th scope="row" fw="normal">
              {first}
            </Table.Th>
            {rest.map((cell, i) => (
              <Table.Td key={i} ta="right">
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
