import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_APPLICATION_PURPOSES as DEFAULT_PURPOSES } from '@lesesaal/domain/applications/settings';
import type { Statistics, StatisticsRoom as Room } from '../api';
import { ChartSection, SimpleTable, useFormat } from './chart-section';

type Readers = Statistics['readers'];
type Figures = Readers['figures'][number];
const APPLICATION_STATES = ['submitted', 'pending', 'approved', 'refused', 'expired'] as const;

/**
 * The statistics screen's "Leserinnen und Leser" (docs/decisions/reader-statistics.md): the
 * period's persons, reader-days, reader-days in groups (participants of confirmed group visits,
 * not in the persons), first-time readers, readers from abroad and units as figures;
 * then per month, per reading room, by purpose and the user applications — each chart with its
 * data table beside it (the accessible alternative).
 */
export function ReaderSection({
  readers,
  rooms,
  period,
}: {
  readers: Readers;
  rooms: readonly Room[];
  period: { from: string; until: string };
}) {
  const { t } = useTranslation('admin-statistics');
  const { n } = useFormat();
  const total = readers.figures.find((f) => f.roomId === null && f.month === null);
  if (!total) return null;
  const abroad = t('readers.figures.abroad', { country: readers.archiveCountry });
  const key: Array<[string, string]> = [
    [t('readers.figures.readers'), n(total.readers)],
    [t('readers.figures.readerDays'), n(total.readerDays)],
    [t('readers.figures.groupReaderDays'), n(total.groupReaderDays)],
    [t('readers.figures.firstTime'), n(total.firstTime)],
    [abroad, n(total.abroad)],
    [t('readers.figures.unitsIssued'), n(total.unitsIssued)],
    [t('readers.figures.unitsPulled'), n(total.unitsPulled)],
  ];
  return (
    <section aria-labelledby="statistics-readers">
      <Stack gap="lg">
        <div>
          <Title order={2} size="h3" id="statistics-readers" mb="xs">
            {t('readers.title')}
          </Title>
          <Text size="sm" mb="xs">
            {t('readers.intro')}
          </Text>
          <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" m={0}>
            {key.map(([label, value]) => (
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
        </div>
        <PersonCharts readers={readers} rooms={rooms} period={period} />
        <PurposeCharts readers={readers} total={total} period={period} />
      </Stack>
    </section>
  );
}

/** Readers per month and per reading room, each figure a column of the tables. */
function PersonCharts({
  readers,
  rooms,
  period,
}: {
  readers: Readers;
  rooms: readonly Room[];
  period: { from: string; until: string };
}) {
  const { t } = useTranslation('admin-statistics');
  const { n, month } = useFormat();
  const months = readers.figures.filter((f) => f.roomId === null && f.month !== null);
  const perRoom = readers.figures.filter((f) => f.roomId !== null && f.month === null);
  const nothing = months.every((m) => m.readers === 0);
  const roomName = (id: number | null) => rooms.find((r) => r.id === id)?.name ?? String(id);
  const cells = (f: Figures) => [
    n(f.readers),
    n(f.readerDays),
    n(f.groupReaderDays),
    n(f.firstTime),
    n(f.abroad),
    n(f.unitsIssued),
  ];
  const head = [
    t('readers.figures.readers'),
    t('readers.figures.readerDays'),
    t('readers.figures.groupReaderDays'),
    t('readers.figures.firstTime'),
    t('readers.figures.abroad', { country: readers.archiveCountry }),
    t('readers.figures.unitsIssued'),
  ];
  return (
    <>
      <ChartSection
        order={3}
        id="statistics-readers-months"
        title={t('readers.months.title')}
        chartLabel={t('readers.months.chart')}
        bars={nothing ? [] : months.map((m) => ({ label: month(m.month!), value: m.readers }))}
        table={
          <SimpleTable
            caption={t('readers.months.caption', period)}
            head={[t('readers.months.month'), ...head]}
            rows={months.map((m) => [month(m.month!), ...cells(m)])}
          />
        }
      />
      <ChartSection
        order={3}
        id="statistics-readers-rooms"
        title={t('readers.rooms.title')}
        chartLabel={t('readers.rooms.chart')}
        note={
          <Text size="sm" mb="xs">
            {t('readers.rooms.note')}
          </Text>
        }
        bars={nothing ? [] : perRoom.map((r) => ({ label: roomName(r.roomId), value: r.readers }))}
        table={
          <SimpleTable
            caption={t('readers.rooms.caption', period)}
            head={[t('readers.rooms.room'), ...head]}
            rows={perRoom.map((r) => [roomName(r.roomId), ...cells(r)])}
          />
        }
      />
    </>
  );
}

/** Readers by purpose (the period, the whole archive) and the user applications by state. */
function PurposeCharts({
  readers,
  total,
  period,
}: {
  readers: Readers;
  total: Figures;
  period: { from: string; until: string };
}) {
  const { t } = useTranslation('admin-statistics');
  // the default purposes' texts are the applications screens'
  const { t: applicationTexts } = useTranslation('admin-applications');
  const { n, month } = useFormat();
  const purposeText = (purpose: string | null) => {
    if (purpose === null) return t('readers.purposes.none');
    return (DEFAULT_PURPOSES as readonly string[]).includes(purpose)
      ? applicationTexts(`purposes.${purpose as (typeof DEFAULT_PURPOSES)[number]}`)
      : purpose;
  };
  const applications = readers.applications.find((a) => a.month === null);
  const stateText = (state: (typeof APPLICATION_STATES)[number]) =>
    t(`readers.applications.${state}`);
  return (
    <>
      <ChartSection
        order={3}
        id="statistics-readers-purposes"
        title={t('readers.purposes.title')}
        chartLabel={t('readers.purposes.chart')}
        note={
          <Text size="sm" mb="xs">
            {t('readers.purposes.note')}
          </Text>
        }
        bars={
          total.readers === 0
            ? []
            : total.purposes.map((p) => ({ label: purposeText(p.purpose), value: p.readers }))
        }
        table={
          <SimpleTable
            caption={t('readers.purposes.caption', period)}
            head={[t('readers.purposes.purpose'), t('readers.figures.readers')]}
            rows={total.purposes.map((p) => [purposeText(p.purpose), n(p.readers)])}
          />
        }
      />
      <ChartSection
        order={3}
        id="statistics-readers-applications"
        title={t('readers.applications.title')}
        chartLabel={t('readers.applications.chart')}
        bars={
          !applications || APPLICATION_STATES.every((s) => applications[s] === 0)
            ? []
            : APPLICATION_STATES.map((s) => ({ label: stateText(s), value: applications[s] }))
        }
        table={
          <SimpleTable
            caption={t('readers.applications.caption', period)}
            head={[t('readers.months.month'), ...APPLICATION_STATES.map(stateText)]}
            rows={readers.applications
              .filter((a) => a.month !== null)
              .map((a) => [month(a.month!), ...APPLICATION_STATES.map((s) => n(a[s]))])}
          />
        }
      />
    </>
  );
}
