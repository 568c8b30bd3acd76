import { Button, Group, NativeSelect, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_APPLICATION_PURPOSES as DEFAULT_PURPOSES } from '@lesesaal/domain/applications/settings';
import { useApi } from '../../../api/api-context';
import { useArchiveToday } from '../../../components/archive-today';
import { ExportLinks } from '../../../components/export-links';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { yearSummaryExportUrl, yearSummaryQuery, type YearFigures, type YearSummary } from '../api';
import { RecordsOrderedSection } from './records-ordered-table';
import { RoomFiguresTable } from './room-figures-table';
import { StatisticsBackLinks } from './statistics-screen';
import './statistics.css';

/** The rows of the summary: the figures a ministry form asks for, in its order. */
const FIGURES = [
  'openingDays',
  'slotsOffered',
  'seatsOffered',
  'visits',
  'visitorDays',
  'cancelled',
  'noShows',
  'accessible',
  'occupancyPercent',
  // the readers (docs/decisions/reader-statistics.md)
  'readers',
  'readerDays',
  'groupReaderDays',
  'firstTimeReaders',
  'readersAbroad',
] as const satisfies ReadonlyArray<keyof YearFigures>;

const APPLICATION_STATES = ['submitted', 'pending', 'approved', 'refused', 'expired'] as const;

/**
 * Staff screen `/statistics/year`: one calendar year's figures per room and in total, printable
 * on one page (print CSS: no navigation or filters, small type).
 */
export function YearSummaryScreen() {
  const { t, i18n } = useTranslation('admin-statistics');
  const { baseApiUrl } = useConfig();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const api = useApi();
  const today = useArchiveToday();
  const [params, setParams] = useSearchParams();
  const thisYear = Number(today.slice(0, 4));
  const wanted = Number(params.get('year'));
  const year = Number.isInteger(wanted) && wanted >= 2000 && wanted <= 2999 ? wanted : thisYear;
  const summary = useQuery(yearSummaryQuery(api, year));
  useDocumentTitle(t('year.title', { year }));
  const years = Array.from({ length: 10 }, (_, i) => String(thisYear - i));
  if (!years.includes(String(year))) years.push(String(year));

  return (
    <Stack gap="md" className="lesesaal-year-summary">
      <div className="lesesaal-no-print">
        <StatisticsBackLinks />
      </div>
      <Title order={1}>{t('year.title', { year })}</Title>
      <Group align="flex-end" className="lesesaal-no-print">
        <NativeSelect
          label={t('year.year')}
          value={String(year)}
          onChange={(e) => setParams({ year: e.currentTarget.value }, { replace: true })}
          data={years}
        />
        <Button variant="outline" onClick={() => window.print()}>
          {t('year.print')}
        </Button>
        <ExportLinks
          label={t('export.label')}
          href={(format) => yearSummaryExportUrl(baseApiUrl, year, format, lang)}
          texts={{ csv: t('export.csv'), xlsx: t('export.xlsx') }}
        />
      </Group>
      <LoadState status={loadStatusOf(summary)} error={summary.error}>
        {summary.data ? (
          <Stack gap="lg">
            <SummaryTable summary={summary.data} />
            <ReaderTables summary={summary.data} />
          </Stack>
        ) : null}
      </LoadState>
      <RecordsOrderedSection year={year} />
    </Stack>
  );
}

function SummaryTable({ summary }: { summary: YearSummary }) {
  const { t, i18n } = useTranslation('admin-statistics');
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const format = (key: (typeof FIGURES)[number], f: YearFigures) => {
    const value = f[key];
    if (key === 'occupancyPercent') return value === null ? '–' : `${percent.format(value)} %`;
    return number.format(value ?? 0);
  };
  return (
    <RoomFiguresTable
      caption={t('year.caption', { year: summary.year })}
      roomHeader={t('year.room')}
      headers={FIGURES.map((key) => t(`year.figures.${key}`))}
      rows={[
        ...summary.rooms.map((r) => ({
          key: r.roomName,
          name: r.roomName,
          cells: FIGURES.map((key) => format(key, r)),
        })),
        {
          key: 'total',
          name: t('year.total'),
          cells: FIGURES.map((key) => format(key, summary.totals)),
          total: true,
        },
      ]}
      notes={`${t('year.notes')} ${t('year.readerNotes')}`}
      minWidth={960}
    />
  );
}

/** The year's readers per purpose and its user applications (the whole archive). */
function ReaderTables({ summary }: { summary: YearSummary }) {
  const { t, i18n } = useTranslation('admin-statistics');
  const { t: applicationTexts } = useTranslation('admin-applications');
  const number = new Intl.NumberFormat(i18n.language);
  const purposeText = (purpose: string | null) => {
    if (purpose === null) return t('readers.purposes.none');
    return (DEFAULT_PURPOSES as readonly string[]).includes(purpose)
      ? applicationTexts(`purposes.${purpose as (typeof DEFAULT_PURPOSES)[number]}`)
      : purpose;
  };
  // on screen and in the exports; the printed year summary stays one A4 page (its table)
  return (
    <div className="lesesaal-no-print">
      <section aria-labelledby="year-reader-purposes">
        <Title order={2} size="h3" id="year-reader-purposes" mb="xs">
          {t('year.purposes.title')}
        </Title>
        <RoomFiguresTable
          caption={t('year.purposes.caption', { year: summary.year })}
          roomHeader={t('readers.purposes.purpose')}
          headers={[t('readers.figures.readers')]}
          rows={summary.readerPurposes.map((p) => ({
            key: p.purpose ?? '-',
            name: purposeText(p.purpose),
            cells: [number.format(p.readers)],
          }))}
          notes={t('readers.purposes.note')}
          minWidth={320}
        />
      </section>
      <section aria-labelledby="year-applications">
        <Title order={2} size="h3" id="year-applications" mb="xs">
          {t('year.applications.title')}
        </Title>
        <RoomFiguresTable
          caption={t('year.applications.caption', { year: summary.year })}
          roomHeader={t('readers.applications.state')}
          headers={[t('readers.applications.count')]}
          rows={APPLICATION_STATES.map((state) => ({
            key: state,
            name: t(`readers.applications.${state}`),
            cells: [number.format(summary.applications[state])],
          }))}
          notes=""
          minWidth={320}
        />
      </section>
    </div>
  );
}
