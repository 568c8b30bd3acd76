import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageNumber } from '@lesesaal/domain/paging';
import { BackLinks } from '../../../components/back-links';
import { ListPager } from '../../../components/list-pager';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { useReservationSearch } from '../use-reservation-search';
import { ReservationSearchForm } from './reservation-search-form';
import { ReservationsTable } from './reservations-table';

export { searchOf } from '../use-reservation-search';

/**
 * The admin's reservation list (`/reservations`): tabs Booked / Cancelled with counts, search
 * by dates and term (reset only when something differs from the defaults), sortable columns,
 * paging, print; the edit link only for admins on booked tickets.
 */
export function ReservationsScreen() {
  const { t } = useTranslation('admin-reservations');
  const { pagingSize, interface: mode } = useConfig();
  const { search, go, list, count, draft, setDraft, submit, reset, canReset } =
    useReservationSearch();
  useDocumentTitle(t('list.title'));

  const showActions = search.type === 'BOOKED' && mode === 'admin';
  const total = list.data?.totalCount ?? 0;
  const page = pageNumber(search.offset, pagingSize);
  const pages = Math.max(1, Math.ceil(total / pagingSize));

  return (
    <Stack gap="md">
      <div className="lesesaal-no-print">
        <BackLinks label={t('nav.label')} links={[{ to: '/', label: t('nav.dashboard') }]} />
      </div>
      <Title order={1}>{t('list.title')}</Title>
      <ReservationSearchForm
        search={search}
        draft={draft}
        setDraft={setDraft}
        submit={submit}
        reset={canReset ? reset : null}
      />
      <Tabs
        value={search.type}
        onChange={(value) =>
          go({ ...search, type: value === 'CANCELLED' ? 'CANCELLED' : 'BOOKED', offset: 0 })
        }
        keepMounted={false}
      >
        <Tabs.List className="lesesaal-no-print">
          {(['BOOKED', 'CANCELLED'] as const).map((type) => (
            <Tabs.Tab key={type} value={type}>
              {t(`tabs.${type}`, { count: count(type) ?? 0 })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={search.type} pt="md">
          <LoadState status={loadStatusOf(list)} error={list.error}>
            {list.data && list.data.content.length === 0 ? (
              <Text role="status">{t('list.empty')}</Text>
            ) : list.data ? (
              <Stack gap="sm">
                <ReservationsTable
                  tickets={list.data.content}
                  search={search}
                  go={go}
                  caption={t(`list.caption.${search.type}`, { count: total, page, pages })}
                  showActions={showActions}
                />
                <ListPager
                  page={page}
                  pages={pages}
                  text={(key, values) => t(`list.${key}`, values)}
                  className="lesesaal-no-print"
                  onPrevious={() =>
                    go({ ...search, offset: Math.max(0, search.offset - pagingSize) })
                  }
                  onNext={() => go({ ...search, offset: search.offset + pagingSize })}
                />
              </Stack>
            ) : null}
          </LoadState>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
