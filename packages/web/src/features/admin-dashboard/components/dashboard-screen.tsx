import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../../api/api-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';

/** Spec §2 admin `/`: tiles to every area; the labels tile only when labelAdminUrl is set. */
export function DashboardScreen() {
  const { t } = useTranslation('admin-rooms');
  const api = useApi();
  const { labelAdminUrl } = useConfig();
  useDocumentTitle(t('dashboard.title'));
  const overbooked = useQuery({
    queryKey: ['admin-overbooked-count'],
    queryFn: async () => (await api.get<{ totalCount: number }>('admin/rooms/timeslots', { query: { status: 'OVERBOOKED', limit: 1 } })).totalCount,
  });
  const tiles: Array<{ to: string; label: string; external?: boolean }> = [
    ...(labelAdminUrl ? [{ to: labelAdminUrl, label: t('dashboard.labels'), external: true }] : []),
    { to: '/rooms', label: t('dashboard.rooms') },
    { to: '/reservations', label: t('dashboard.reservations') },
    { to: '/overbooked', label: t('dashboard.overbooked', { count: overbooked.data ?? 0 }) },
    { to: '/blacklist', label: t('dashboard.blacklist') },
    { to: '/holiday-list', label: t('dashboard.holidays') },
    { to: '/reports', label: t('dashboard.reports') },
  ];
  return (
    <>
      <Title order={1}>{t('dashboard.title')}</Title>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} style={{ listStyle: 'none', padding: 0 }} mt="md">
        {tiles.map((tile) => (
          <Card component="li" key={tile.to} withBorder padding="lg">
            <Text fw={700} size="lg">
              {tile.external ? (
                <Anchor href={tile.to}>{tile.label}</Anchor>
              ) : (
                <Anchor component={Link} to={tile.to}>
                  {tile.label}
                </Anchor>
              )}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
