import { Anchor, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDisplayDate, isValidIsoDate } from '@lesesaal/domain/dates';
import { useApi } from '../../../api/api-context';
import { BackLinks } from '../../../components/back-links';
import { ExportLinks } from '../../../components/export-links';
import { useArchiveToday } from '../../../components/archive-today';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { useValidationMessage } from '../../../i18n/validation-message';
import {
  statisticsExportUrl,
  statisticsQuery,
  statisticsRoomsQuery,
  type Statistics,
  type StatisticsFilter,
  type StatisticsRoom as Room,
} from '../api';
import { ChartSection, SimpleTable, useFormat } from './chart-section';
import { EquipmentTable } from './equipment-table';
import { ReaderSection } from './reader-section';
import './statistics.css';

/** The filter of the address bar; default: this year up to today, every room. */
export function statisticsFilterOf(params: URLSearchParams, today: string): StatisticsFilter {
  const date = (key: string, fallback: string) => {
    const value = params.get(key);
    return value && isValidIsoDate(value) ? value : fallback;
  };
  const roomIds = (params.get('roomIds') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return {
    fromDate: date('fromDate', `${today.slice(0, 4)}-01-01`),
    untilDate: date('untilDate', today),
    roomIds,
  };
}

/** Links back: the dashboard (admin) or the report list (reports interface). */
export function StatisticsBackLinks() {
  const { t } = useTranslation('admin-statistics');
  const { interface: mode } = useConfig();
  const links =
    mode === 'admin'
      ? [
          { to: '/', label: t('nav.dashboard') },
          { to: '/reports', label: t('nav.reports') },
        ]
      : [{ to: '/reports', label: t('nav.reports') }];
  return <BackLinks label={t('nav.label')} links={links} />;
}

/**
 * Staff screen `/statistics`: figures of a period and rooms — visits, cancellations, no-shows,
 * occupancy per room and month, weekdays, hours, lead time, accessible seats; each chart with
 * its data table beside it; bookings by seat equipment as a table; the readers (persons,
 * reader-days, first-time, purposes, abroad, units, applications). The year summary is one link away.
 */
export function StatisticsScreen() {
  const { t } = useTranslation('admin-statistics');
  const api = useApi();
  const rooms = useQuery(statisticsRoomsQuery(api));
  useDocumentTitle(t('title'));
  return (
    <Stack gap="md">
      <div className="lesesaal-no-print">
        <StatisticsBackLinks />
      </div>
      <Title order={1}>{t('title')}</Title>
      <LoadState status={loadStatusOf(rooms)} error={rooms.error}>
        {rooms.data ? <StatisticsView rooms={rooms.data} /> : null}
      </LoadState>
    </Stack>
  );
}

function StatisticsView({ rooms }: { rooms: Room[] }) {
  const { t, i18n } = useTranslation('admin-statistics');
  const { baseApiUrl } = useConfig();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const api = useApi();
  const validationMessage = useValidationMessage();
  const today = useArchiveToday();
  const [params, setParams] = useSearchParams();
  const filter = statisticsFilterOf(params, today);
  const rangeOk = filter.untilDate >= filter.fromDate;
  const stats = useQuery({ ...statisticsQuery(api, filter), enabled: rangeOk });
  const set = (next: Partial<StatisticsFilter>) => {
    const merged = { ...filter, ...next };
    const search = new URLSearchParams({ fromDate: merged.fromDate, untilDate: merged.untilDate });
    if (merged.roomIds.length > 0) search.set('roomIds', merged.roomIds.join(','));
    setParams(search, { replace: true });
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/statistics/year?year=${today.slice(0, 4)}`}>
        {t('yearLink')}
      </Anchor>
      <Group align="flex-end" className="lesesaal-no-print">
        <TextInput
          type="date"
          label={t('filter.from')}
          value={filter.fromDate}
          onChange={(e) => e.currentTarget.value && set({ fromDate: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('filter.until')}
          value={filter.untilDate}
          onChange={(e) => e.currentTarget.value && set({ untilDate: e.currentTarget.value })}
          error={rangeOk ? undefined : validationMessage('notBeforeStart', t('filter.until'))}
        />
        <Checkbox.Group
          label={t('filter.rooms')}
          description={t('filter.roomsHint')}
          value={filter.roomIds.map(String)}
          onChange={(values) => set({ roomIds: values.map(Number) })}
        >
          <Group gap="md" mt={4}>
            {rooms.map((room) => (
              <Checkbox key={room.id} value={String(room.id)} label={room.name} />
            ))}
          </Group>
        </Checkbox.Group>
      </Group>
      {rangeOk ? (
        <LoadState status={loadStatusOf(stats)} error={stats.error}>
          {stats.data ? (
            <Stack gap="lg">
              <ExportLinks
                label={t('export.label')}
                href={(format) => statisticsExportUrl(baseApiUrl, filter, format, lang)}
                texts={{ csv: t('export.csv'), xlsx: t('export.xlsx') }}
              />
              <Figures stats={stats.data} rooms={rooms} />
            </Stack>
          ) : null}
        </LoadState>
      ) : null}
    </Stack>
  );
}

function Figures({ stats, rooms }: { stats: Statistics; rooms: Room[] }) {
  const { t } = useTranslation('admin-statistics');
  const { n, pct, month } = useFormat();
  const period = {
    from: formatDisplayDate(stats.fromDate),
    until: formatDisplayDate(stats.untilDate),
  };
  const occupancyLabel = (o: Statistics['occupancy'][number]) => `${o.roomName} ${month(o.month)}`;
  const weekdayName = (weekday: number) => t(`weekdays.${weekday}` as 'weekdays.1');
  const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  const bucketLabel = (bucket: string) => t(`leadTime.buckets.${bucket}` as 'leadTime.buckets.0');

  return (
    <Stack gap="xl" aria-live="polite">
      <Totals totals={stats.totals} period={period} />

      <ChartSection
        id="statistics-occupancy"
        title={t('occupancy.title')}
        chartLabel={t('occupancy.chart')}
        max={100}
        bars={stats.occupancy.map((o) => ({
          label: occupancyLabel(o),
          value: o.percent ?? 0,
          text: pct(o.percent),
        }))}
        table={
          <SimpleTable
            caption={t('occupancy.caption', period)}
            head={[
              t('occupancy.month'),
              t('occupancy.visits'),
              t('occupancy.seats'),
              t('occupancy.percent'),
            ]}
            rows={stats.occupancy.map((o) => [
              occupancyLabel(o),
              n(o.visits),
              n(o.seatsOffered),
              pct(o.percent),
            ])}
          />
        }
      />

      <ChartSection
        id="statistics-weekdays"
        title={t('weekdays.title')}
        chartLabel={t('weekdays.chart')}
        bars={stats.weekdays.map((w) => ({ label: weekdayName(w.weekday), value: w.visits }))}
        table={
          <SimpleTable
            caption={t('weekdays.caption', period)}
            head={[t('weekdays.weekday'), t('visits')]}
            rows={stats.weekdays.map((w) => [weekdayName(w.weekday), n(w.visits)])}
          />
        }
      />

      <ChartSection
        id="statistics-hours"
        title={t('hours.title')}
        chartLabel={t('hours.chart')}
        bars={stats.hours.map((h) => ({ label: hourLabel(h.hour), value: h.visits }))}
        table={
          <SimpleTable
            caption={t('hours.caption', period)}
            head={[t('hours.hour'), t('visits')]}
            rows={stats.hours.map((h) => [hourLabel(h.hour), n(h.visits)])}
          />
        }
      />

      <ChartSection
        id="statistics-lead-time"
        title={t('leadTime.title')}
        chartLabel={t('leadTime.chart')}
        note={
          <Text mb="xs">
            {stats.leadTime.medianDays === null
              ? t('leadTime.noMedian')
              : t('leadTime.median', { count: stats.leadTime.medianDays })}
          </Text>
        }
        bars={
          stats.totals.visits === 0
            ? []
            : stats.leadTime.buckets.map((b) => ({ label: bucketLabel(b.bucket), value: b.count }))
        }
        table={
          <SimpleTable
            caption={t('leadTime.caption', period)}
            head={[t('leadTime.days'), t('visits')]}
            rows={stats.leadTime.buckets.map((b) => [bucketLabel(b.bucket), n(b.count)])}
          />
        }
      />

      <EquipmentTable equipment={stats.equipment} period={period} />

      <ReaderSection readers={stats.readers} rooms={rooms} period={period} />
    </Stack>
  );
}

/** The period's totals as a list of figures. */
function Totals({
  totals,
  period,
}: {
  totals: Statistics['totals'];
  period: { from: string; until: string };
}) {
  const { t } = useTranslation('admin-statistics');
  const { n, pct } = useFormat();
  const share = totals.accessibleShare === null ? null : totals.accessibleShare * 100;
  const figures: Array<[string, string]> = [
    [t('totals.booked'), n(totals.booked)],
    [t('totals.cancelled'), n(totals.cancelled)],
    [t('totals.visits'), n(totals.visits)],
    [t('totals.noShows'), n(totals.noShows)],
    [t('totals.occupancy'), pct(totals.occupancyPercent)],
    [t('totals.accessible'), `${n(totals.accessible)} (${pct(share)})`],
  ];
  return (
    <section aria-labelledby="statistics-totals">
      <Title order={2} size="h3" id="statistics-totals" mb="xs">
        {t('totals.title', period)}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" m={0}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm">
              {label}
            </Text>
            <Text component="dd" fw={700} size="xl" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="sm" mt="xs">
        {t('totals.noShowsHint')}
      </Text>
    </section>
  );
}
