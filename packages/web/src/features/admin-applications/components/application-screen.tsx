import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApi } from '../../../api/api-context';
import { BackLinks } from '../../../components/back-links';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { applicationQuery } from '../api';
import { useStaffRole } from '../use-staff-role';
import { ApplicationBookings } from './application-bookings';
import { ApplicationDecision } from './application-decision';
import { ApplicationFields } from './application-fields';

/**
 * One user application (`/applications/{id}`): everything the reader gave, the state and the
 * decision; admin and desk approve, refuse with a reason, record the identity check and
 * extend the validity. Each outcome is announced and the focus moves to the decision.
 */
export function ApplicationScreen() {
  const { t } = useTranslation('admin-applications');
  const id = Number(useParams().id);
  const api = useApi();
  const { canDecide, home } = useStaffRole();
  const application = useQuery(applicationQuery(api, id));
  const title = application.data
    ? t('detail.titleOf', { name: application.data.name })
    : t('detail.title');
  useDocumentTitle(title);
  const back = { to: '/applications', label: t('nav.applications') };

  return (
    <Stack gap="md" maw={880}>
      <BackLinks label={t('nav.label')} links={[back, home]} />
      <Title order={1}>{title}</Title>
      <LoadState status={loadStatusOf(application)} error={application.error} back={back}>
        {application.data ? (
          <Stack gap="xl">
            <ApplicationDecision application={application.data} canDecide={canDecide} />
            <ApplicationFields application={application.data} />
            <ApplicationBookings bookings={application.data.bookings} />
          </Stack>
        ) : null}
      </LoadState>
    </Stack>
  );
}
