import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { formatDisplayDate, isValidIsoDate } from '@lesesaal/domain/dates';
import { useApi } from '../../../api/api-context';
import { useArchiveToday } from '../../../components/archive-today';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { PrintableReportTable } from '../../../components/printable-report-table';
import { dailyExportUrl, dailyReportQuery } from '../api';
import { ReportBackLinks } from './report-back-links';
import { DailyReportGroups } from './daily-report-groups';
import { DailyReportRow } from './daily-report-row';

/**
 * Staff screen `/daily-report/{id}`: a room's booked seats of one day (date in the query,
 * today by default; a change reloads), numbered per slot, with a print button when there
 * is something to print.
 */
export function DailyReportScreen() {
  const { t, i18n } = useTranslation('admin-reports');
  useTranslation('admin-groups'); // the groups' lines: loaded with the screen
  const api = useApi();
  const { baseApiUrl } = useConfig();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const roomId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const today = useArchiveToday();
  const wanted = params.get('date');
  const date = wanted && isValidIsoDate(wanted) ? wanted : today;
  const report = useQuery(dailyReportQuery(api, roomId, date));
  const title = report.data
    ? t('daily.title', { name: report.data.roomName })
    : t('daily.titleLoading');
  useDocumentTitle(title);

  return (
    <Stack gap="md">
      <div className="lesesaal-no-print">
        <ReportBackLinks />
      </div>
      <Title order={1}>{title}</Title>
      <div className="lesesaal-no-print">
        <TextInput
          type="date"
          label={t('daily.date')}
          value={date}
          maw={240}
          onChange={(e) => {
            if (isValidIsoDate(e.currentTarget.value))
              setParams({ date: e.currentTarget.value }, { replace: true });
          }}
        />
      </div>
      <Text className="lesesaal-print-only" fw={700}>
        {formatDisplayDate(date)}
      </Text>
      <LoadState
        status={loadStatusOf(report)}
        error={report.error}
        back={{ to: '/reports', label: t('nav.reports') }}
      >
        {report.data && report.data.content.length === 0 ? (
          (report.data.groups ?? []).length > 0 ? null : (
            <Text role="status">{t('daily.empty', { date: formatDisplayDate(date) })}</Text>
          )
        ) : report.data ? (
          <PrintableReportTable
            printLabel={t('print')}
            exportLinks={{
              label: t('export.label'),
              href: (format) => dailyExportUrl(baseApiUrl, roomId, date, format, lang),
              texts: { csv: t('export.csv'), xlsx: t('export.xlsx') },
            }}
            minWidth={560}
            caption={t('daily.caption', {
              name: report.data.roomName,
              date: formatDisplayDate(date),
            })}
            columns={(
              [
                'slot',
                'seat',
                'lastName',
                'firstName',
                'accessibility',
                'attendance',
                'units',
              ] as const
            ).map((key) => ({ key, header: t(`daily.${key}`) }))}
          >
            {report.data.content.map((line) => (
              <DailyReportRow key={`${line.timeSlotId}-${line.seatNumber}`} line={line} />
            ))}
          </PrintableReportTable>
        ) : null}
        {report.data && (report.data.groups ?? []).length > 0 ? (
          <DailyReportGroups
            groups={report.data.groups ?? []}
            roomName={report.data.roomName}
            date={date}
          />
        ) : null}
      </LoadState>
    </Stack>
  );
}
