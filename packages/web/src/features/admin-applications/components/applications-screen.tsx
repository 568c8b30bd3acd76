import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BackLinks } from '../../../components/back-links';
import { PagedList } from '../../../components/paged-list';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useApplicationSearch } from '../use-application-search';
import { useStaffRole } from '../use-staff-role';
import { ApplicationsSearchForm } from './applications-search-form';
import { ApplicationsTable } from './applications-table';

/**
 * The staff's user applications (`/applications`): filtered by state (the new ones first),
 * searched by name, e-mail address or topic, paged; each row opens the application. Admin
 * and desk decide on the detail screen, reports only read.
 */
export function ApplicationsScreen() {
  const { t } = useTranslation('admin-applications');
  const { canDecide, home } = useStaffRole();
  const { search, go, list, pages, draft, setDraft, submit, reset, canReset } =
    useApplicationSearch();
  useDocumentTitle(t('list.title'));

  return (
    <Stack gap="md">
      <BackLinks label={t('nav.label')} links={[home]} />
      <Title order={1}>{t('list.title')}</Title>
      {canDecide ? null : <Text>{t('list.readOnly')}</Text>}
      <ApplicationsSearchForm
        draft={draft}
        setDraft={setDraft}
        submit={submit}
        reset={canReset ? reset : null}
      />
      <PagedList
        list={list}
        page={search.page}
        pages={pages}
        onPage={(page) => go({ ...search, page })}
        text={(key, values) => t(`list.${key}`, values)}
        table={(rows, caption) => <ApplicationsTable rows={rows} caption={caption} />}
      />
    </Stack>
  );
}
