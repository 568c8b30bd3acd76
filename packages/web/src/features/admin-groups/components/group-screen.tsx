import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApi } from '../../../api/api-context';
import { BackLinks } from '../../../components/back-links';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { groupRequestQuery } from '../api';
import { GroupDecision } from './group-decision';
import { GroupFields } from './group-fields';

/**
 * One group request (`/group-requests/{id}`): the decision first (confirm, or decline with a
 * reason; each outcome announced, the focus on the decision), then the request and its
 * organiser.
 */
export function GroupScreen() {
  const { t } = useTranslation('admin-groups');
  const id = Number(useParams().id);
  const api = useApi();
  const request = useQuery(groupRequestQuery(api, id));
  const name = request.data?.organiserName;
  const title = name ? t('detail.titleOf', { name }) : t('detail.title');
  useDocumentTitle(title);
  const back = { to: '/group-requests', label: t('nav.groups') };
  return (
    <Stack gap="md" maw={880}>
      <BackLinks label={t('nav.label')} links={[back, { to: '/', label: t('nav.dashboard') }]} />
      <Title order={1}>{title}</Title>
      <LoadState status={loadStatusOf(request)} error={request.error} back={back}>
        {request.data ? (
          <Stack gap="xl">
            <GroupDecision request={request.data} />
            <GroupFields request={request.data} />
          </Stack>
        ) : null}
      </LoadState>
    </Stack>
  );
}
