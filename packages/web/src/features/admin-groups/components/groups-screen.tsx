import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BackLinks } from '../../../components/back-links';
import { ListPager } from '../../../components/list-pager';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useGroupSearch } from '../use-group-search';
import { GroupsFilter } from './groups-filter';
import { GroupsTable } from './groups-table';

/**
 * The staff's group requests (`/group-requests`, admin): filtered by status (the new ones
 * first), by slot, paged; each row opens the request, where staff confirm or decline it.
 */
export function GroupsScreen() {
  const { t } = useTranslation('admin-groups');
  const { search, go, list, total, pages, draft, setDraft, submit } = useGroupSearch();
  useDocumentTitle(t('list.title'));
  return (
    <Stack gap="md">
      <BackLinks label={t('nav.label')} links={[{ to: '/', label: t('nav.dashboard') }]} />
      <Title order={1}>{t('list.title')}</Title>
      <Text>{t('list.intro')}</Text>
      <GroupsFilter draft={draft} setDraft={setDraft} submit={submit} />
      <LoadState status={loadStatusOf(list)} error={list.error}>
        {list.data && list.data.content.length === 0 ? (
          <Text role="status">{t('list.empty')}</Text>
        ) : list.data ? (
          <Stack gap="sm">
            <GroupsTable
              rows={list.data.content}
              caption={t('list.caption', { count: total, page: search.page, pages })}
            />
            <ListPager
              page={search.page}
              pages={pages}
              text={(key, values) => t(`list.${key}`, values)}
              onPrevious={() => go({ ...search, page: Math.max(1, search.page - 1) })}
              onNext={() => go({ ...search, page: search.page + 1 })}
            />
          </Stack>
        ) : null}
      </LoadState>
    </Stack>
  );
}
