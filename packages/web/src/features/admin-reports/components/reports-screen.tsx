import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../../api/api-context';
import { BackLinks } from '../../../components/back-links';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { reportRoomsQuery } from '../api';

/**
 * Spec §2 admin `/reports`: per room a daily and an occupancy report link; the common
 * report links open in a new tab (for printing beside the screen in use).
 */
export function ReportsScreen() {
  const { t } = useTranslation('admin-reports');
  const api = useApi();
  const rooms = useQuery(reportRoomsQuery(api));
  const { interface: mode } = useConfig();
  useDocumentTitle(t('list.title'));
  const first = rooms.data?.[0];

  return (
    <Stack gap="md">
      {mode === 'admin' ? (
        <BackLinks label={t('nav.label')} links={[{ to: '/', label: t('nav.dashboard') }]} />
      ) : null}
      <Title order={1}>{t('list.title')}</Title>
      <Group gap="lg">
        <Anchor component={Link} to="/statistics">
          {t('list.statistics')}
        </Anchor>
        <Anchor component={Link} to="/applications">
          {t('list.applications')}
        </Anchor>
      </Group>
      <LoadState status={loadStatusOf(rooms)} error={rooms.error}>
        {rooms.data && rooms.data.length === 0 ? (
          <Text role="status">{t('list.empty')}</Text>
        ) : rooms.data ? (
          <Stack gap="lg">
            <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {rooms.data.map((room) => (
                <Card component="li" key={room.id} withBorder padding="md">
                  <Title order={2} size="h4">
                    {room.name}
                  </Title>
                  <Group mt="xs" gap="lg">
                    <Anchor
                      component={Link}
                      to={`/daily-report/${room.id}`}
                      aria-label={t('list.dailyOf', { name: room.name })}
                    >
                      {t('list.daily')}
                    </Anchor>
                    <Anchor
                      component={Link}
                      to={`/occupancy-report?roomId=${room.id}`}
                      aria-label={t('list.occupancyOf', { name: room.name })}
                    >
                      {t('list.occupancy')}
                    </Anchor>
                  </Group>
                </Card>
              ))}
            </Stack>
            {first ? (
              <section aria-labelledby="common-reports">
                <Title order={2} size="h3" id="common-reports" mb="xs">
                  {t('list.common')}
                </Title>
                <Group gap="lg">
                  <Anchor
                    component={Link}
                    to={`/occupancy-report?roomId=${first.id}`}
                    target="_blank"
                    rel="noopener"
                  >
                    {t('list.commonOccupancy')} <span>{t('list.newTab')}</span>
                  </Anchor>
                  <Anchor
                    component={Link}
                    to={`/daily-report/${first.id}`}
                    target="_blank"
                    rel="noopener"
                  >
                    {t('list.commonDaily', { name: first.name })} <span>{t('list.newTab')}</span>
                  </Anchor>
                </Group>
              </section>
            ) : null}
          </Stack>
        ) : null}
      </LoadState>
    </Stack>
  );
}
