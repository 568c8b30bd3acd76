import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDisplayDate, isValidIsoDate } from '@lesesaal/domain/dates';
import { defaultOccupancyRange } from '@lesesaal/domain/reports/rules';
import { REPORT_TYPES, type ReportType } from '@lesesaal/domain/reports/schema';
import { useApi } from '../../../api/api-context';
import { useArchiveToday } from '../../../components/archive-today';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useValidationMessage } from '../../../i18n/validation-message';
import { useConfig } from '../../../config';
import { ExportLinks } from '../../../components/export-links';
import { occupancyExportUrl, occupancyQuery, reportRoomsQuery, type ReportRoom } from '../api';
import { OccupancyTable } from './occupancy-table';
import { ReportBackLinks } from './report-back-links';

export interface OccupancyFilter {
  roomId: number;
  fromDate: string;
  untilDate: string;
  type: ReportType;
}

/** The filter of the address bar, with the defaults (first room, last month, booked). */
export function occupancyFilterOf(
  params: URLSearchParams,
  rooms: readonly ReportRoom[],
  today: string,
): OccupancyFilter | null {
  const range = defaultOccupancyRange(today);
  const wanted = Number(params.get('roomId'));
  const room = rooms.find((r) => r.id === wanted) ?? rooms[0];
  if (!room) return null;
  const date = (key: string, fallback: string) => {
    const value = params.get(key);
    return value && isValidIsoDate(value) ? value : fallback;
  };
  const type = params.get('type');
  return {
    roomId: room.id,
    fromDate: date('fromDate', range.fromDate),
    untilDate: date('untilDate', range.untilDate),
    type: type === 'CANCELLED' ? 'CANCELLED' : 'BOOKED',
  };
}

/**
 * Staff screen `/occupancy-report`: slots of a room with count, capacity and percentage;
 * every filter change updates the address and reloads; a print header names the filters.
 * Without any room: the error state.
 */
export function OccupancyReportScreen() {
  const { t } = useTranslation('admin-reports');
  const api = useApi();
  const rooms = useQuery(reportRoomsQuery(api));
  useDocumentTitle(t('occupancy.title'));
  const noRooms = rooms.isSuccess && rooms.data.length === 0;
  return (
    <Stack gap="md">
      <div className="lesesaal-no-print">
        <ReportBackLinks />
      </div>
      <Title order={1}>{t('occupancy.title')}</Title>
      <LoadState
        status={noRooms ? 'error' : loadStatusOf(rooms)}
        error={rooms.error}
        errorMessage={noRooms ? t('occupancy.noRooms') : undefined}
        back={{ to: '/reports', label: t('nav.reports') }}
      >
        {rooms.data && rooms.data.length > 0 ? <OccupancyReport rooms={rooms.data} /> : null}
      </LoadState>
    </Stack>
  );
}

function OccupancyReport({ rooms }: { rooms: ReportRoom[] }) {
  const { t, i18n } = useTranslation('admin-reports');
  const { baseApiUrl } = useConfig();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const api = useApi();
  const validationMessage = useValidationMessage();
  const [params, setParams] = useSearchParams();
  const today = useArchiveToday();
  const filter = occupancyFilterOf(params, rooms, today)!;
  const rangeOk = filter.untilDate >= filter.fromDate;
  const report = useQuery({ ...occupancyQuery(api, filter), enabled: rangeOk });
  const room = rooms.find((r) => r.id === filter.roomId)!;
  const set = (key: keyof OccupancyFilter, value: string) => {
    const next = new URLSearchParams({
      roomId: String(filter.roomId),
      fromDate: filter.fromDate,
      untilDate: filter.untilDate,
      type: filter.type,
    });
    if (value) next.set(key, value);
    setParams(next, { replace: true });
  };
  const typeLabel = t(`occupancy.types.${filter.type}`);

  return (
    <Stack gap="md">
      <Group align="flex-end" className="lesesaal-no-print">
        <NativeSelect
          label={t('occupancy.room')}
          value={String(filter.roomId)}
          onChange={(e) => set('roomId', e.currentTarget.value)}
          data={rooms.map((r) => ({ value: String(r.id), label: r.name }))}
        />
        <TextInput
          type="date"
          label={t('occupancy.from')}
          value={filter.fromDate}
          onChange={(e) => set('fromDate', e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('occupancy.until')}
          value={filter.untilDate}
          onChange={(e) => set('untilDate', e.currentTarget.value)}
          error={rangeOk ? undefined : validationMessage('notBeforeStart', t('occupancy.until'))}
        />
        <NativeSelect
          label={t('occupancy.type')}
          value={filter.type}
          onChange={(e) => set('type', e.currentTarget.value)}
          data={REPORT_TYPES.map((type) => ({ value: type, label: t(`occupancy.types.${type}`) }))}
        />
      </Group>
      <div className="lesesaal-print-only">
        <Text fw={700}>
          {t('occupancy.printHeader', {
            room: room.name,
            type: typeLabel,
            from: formatDisplayDate(filter.fromDate),
            until: formatDisplayDate(filter.untilDate),
          })}
        </Text>
      </div>
      {rangeOk ? (
        <LoadState status={loadStatusOf(report)} error={report.error}>
          {report.data && report.data.length === 0 ? (
            <Text role="status">{t('occupancy.empty')}</Text>
          ) : report.data ? (
            <Stack gap="sm">
              <Group gap="xs" className="lesesaal-no-print">
                <Button variant="outline" onClick={() => window.print()}>
                  {t('print')}
                </Button>
                <ExportLinks
                  label={t('export.label')}
                  href={(format) => occupancyExportUrl(baseApiUrl, filter, format, lang)}
                  texts={{ csv: t('export.csv'), xlsx: t('export.xlsx') }}
                />
              </Group>
              <OccupancyTable
                items={report.data}
                type={filter.type}
                caption={t('occupancy.caption', {
                  room: room.name,
                  type: typeLabel,
                  from: formatDisplayDate(filter.fromDate),
                  until: formatDisplayDate(filter.untilDate),
                })}
              />
              {filter.type === 'BOOKED' ? (
                <Text size="sm">{t('occupancy.noShowsHint')}</Text>
              ) : null}
            </Stack>
          ) : null}
        </LoadState>
      ) : null}
    </Stack>
  );
}
