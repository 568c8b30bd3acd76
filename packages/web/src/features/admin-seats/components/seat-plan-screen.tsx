import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApi } from '../../../api/api-context';
import { BackLinks } from '../../../components/back-links';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { roomNameQuery, roomSeatsQuery } from '../api';
import { HoldBackForm, PlanUpload } from './plan-settings';
import { PlanPlacement } from './plan-placement';

/** Staff `/room/{id}/seat-plan`: the plan with the seats to place, the upload, the setting. */
export function SeatPlanScreen() {
  const { t } = useTranslation('admin-seats');
  const roomId = Number(useParams().id);
  const api = useApi();
  const name = useQuery(roomNameQuery(api, roomId));
  const seats = useQuery(roomSeatsQuery(api, roomId));
  const title = name.data ? t('plan.title', { name: name.data }) : t('plan.titleFallback');
  useDocumentTitle(title);
  return (
    <Stack gap="md">
      <BackLinks
        label={t('nav.label')}
        links={[
          { to: `/room/${roomId}/seats`, label: t('nav.seats') },
          { to: '/rooms', label: t('nav.rooms') },
          { to: '/', label: t('nav.dashboard') },
        ]}
      />
      <Title order={1}>{title}</Title>
      <Group>
        <Anchor component={Link} to="/seat-equipment">
          {t('nav.equipment')}
        </Anchor>
      </Group>
      <LoadState
        status={loadStatusOf(seats)}
        error={seats.error}
        back={{ to: `/room/${roomId}/seats`, label: t('nav.seats') }}
      >
        {seats.data ? (
          <>
            <PlanPlacement roomId={roomId} data={seats.data} />
            <PlanUpload roomId={roomId} settings={seats.data.settings} />
            <HoldBackForm
              key={seats.data.settings.accessibleHoldBackDays}
              roomId={roomId}
              days={seats.data.settings.accessibleHoldBackDays}
            />
          </>
        ) : null}
      </LoadState>
    </Stack>
  );
}
