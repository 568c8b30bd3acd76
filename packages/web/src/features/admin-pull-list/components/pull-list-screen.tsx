import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import { useApi } from '../../../api/api-context';
import { BackLinks } from '../../../components/back-links';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { PrintableReportTable } from '../../../components/printable-report-table';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { pullListExportUrl, pullListQuery, pullListRoomsQuery } from '../api';
import { usePullListFilter } from '../use-pull-list-filter';
import { useUnitChanges } from '../use-unit-changes';
import { PullListFilters } from './pull-list-filters';
import { PullListRow } from './pull-list-row';

/**
 * The desk's pull list: the units ordered for a day — all rooms or one, all pull
 * times or one — by pull time and call number (natural order, from the server), with title,
 * booking number, seat, visit time and state. Each unit moves on with one button (ready,
 * issued, returned); "not available" asks for the reason first. Printable and exportable.
 */
export function PullListScreen() {
  const { t, i18n } = useTranslation('admin-pull-list');
  const api = useApi();
  const config = useConfig();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const { filter, setParam, desk, today } = usePullListFilter();
  const list = useQuery(pullListQuery(api, filter));
  const rooms = useQuery(pullListRoomsQuery(api));
  const { announcement, asking, setAsking, apply, busyUnitId } = useUnitChanges();
  useDocumentTitle(t('title'));

  const items = list.data?.items ?? [];
  const roomName = filter.roomId
    ? (rooms.data?.find((r) => r.id === filter.roomId)?.name ?? '')
    : t('allRooms');

  return (
    <Stack gap="md">
      <div className="lesesaal-no-print">
        <BackLinks
          label={t('nav.label')}
          links={
            desk
              ? [{ to: '/', label: t('nav.checkIn') }]
              : [
                  { to: '/today', label: t('nav.checkIn') },
                  { to: '/', label: t('nav.dashboard') },
                ]
          }
        />
      </div>
      <Title order={1}>{t('title')}</Title>
      <PullListFilters
        filter={filter}
        desk={desk}
        today={today}
        rooms={rooms.data ?? []}
        pullTimes={list.data?.pullTimes ?? []}
        setParam={setParam}
      />
      <Text className="lesesaal-print-only" fw={700}>
        {t('printHeading', {
          date: formatDisplayDate(filter.date),
          room: roomName,
          time: filter.pullTime ? t('at', { time: filter.pullTime }) : t('allPullTimes'),
        })}
      </Text>
      <div role="status" aria-live="polite" aria-atomic="true" className="lesesaal-no-print">
        {announcement ? <Text fw={600}>{announcement}</Text> : null}
      </div>
      <LoadState status={loadStatusOf(list)} error={list.error}>
        {list.data && items.length === 0 ? (
          <Text role="status">{t('empty', { date: formatDisplayDate(filter.date) })}</Text>
        ) : list.data ? (
          <PrintableReportTable
            printLabel={t('print')}
            exportLinks={{
              label: t('export.label'),
              href: (format) => pullListExportUrl(config.baseApiUrl, filter, format, lang),
              texts: { csv: t('export.csv'), xlsx: t('export.xlsx') },
            }}
            minWidth={900}
            className="pull-list"
            caption={t('caption', { count: items.length, date: formatDisplayDate(filter.date) })}
            columns={[
              ...(
                ['pullTime', 'callNumber', 'title', 'booking', 'seat', 'visit', 'state'] as const
              ).map((key) => ({ key, header: t(`col.${key}`) })),
              { key: 'actions', header: t('col.actions'), noPrint: true },
            ]}
          >
            {items.map((item) => (
              <PullListRow
                key={item.unitId}
                item={item}
                asking={asking === item.unitId}
                busy={busyUnitId === item.unitId}
                onAsk={(on) => setAsking(on ? item.unitId : null)}
                onApply={(state, reason) => apply(item, state, reason)}
              />
            ))}
          </PrintableReportTable>
        ) : null}
      </LoadState>
    </Stack>
  );
}
