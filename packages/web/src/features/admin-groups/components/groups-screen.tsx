import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BackLinks } from '../../../components/back-links';
import { PagedList } from '../../../components/paged-list';
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
  const { search, go, list, pages, draft, setDraft, submit } = useGroupSearch();
  useDocumentTitle(t('list.title'));
  return (
    <Stack gap="md">
      <BackLinks label={t('nav.label')} links={[{ to: '/', label: t('nav.dashboard') }]} />
      <Title order={1}>{t('list.title')}</Title>
      <Text>{t('list.intro')}</Text>
      <GroupsFilter draft={draft} setDraft={setDraft} submit={submit} />
      <PagedList
        list={list}
        page={search.page}
        pages={pages}
        onPage={(page) => go({ ...search, page })}
        text={(key, values) => t(`list.${key}`, values)}
        table={(rows, caption) => <GroupsTable rows={rows} caption={caption} />}
      />
    </Stack>
  );
}
