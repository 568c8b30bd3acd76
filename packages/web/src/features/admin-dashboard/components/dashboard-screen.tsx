import { Anchor, Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../../api/api-context';
import { useArchiveToday } from '../../../components/archive-today';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { overbookedCountQuery } from '../api';

type TileKey =
  | 'labels'
  | 'today'
  | 'rooms'
  | 'reservations'
  | 'applications'
  | 'groups'
  | 'pullList'
  | 'overbooked'
  | 'blacklist'
  | 'holidays'
  | 'reports'
  | 'statistics'
  | 'users'
  | 'audit';

interface Tile {
  key: TileKey;
  to: string;
  external?: boolean;
}

const TILES: Tile[] = [
  { key: 'today', to: '/today' },
  { key: 'rooms', to: '/rooms' },
  { key: 'reservations', to: '/reservations' },
  { key: 'applications', to: '/applications' },
  { key: 'groups', to: '/group-requests' },
  { key: 'pullList', to: '/pull-list' },
  { key: 'overbooked', to: '/overbooked' },
  { key: 'blacklist', to: '/blacklist' },
  { key: 'holidays', to: '/holiday-list' },
  { key: 'reports', to: '/reports' },
  { key: 'statistics', to: '/statistics' },
  { key: 'users', to: '/users' },
  { key: 'audit', to: '/audit-log' },
];

/**
 * Spec §2 admin `/`: a tile per area. The labels tile links out and shows only when
 * `labelAdminUrl` is configured; the overbooked tile carries the count as text.
 */
export function DashboardScreen() {
  const { t } = useTranslation('admin-dashboard');
  const api = useApi();
  const { labelAdminUrl } = useConfig();
  const overbooked = useQuery(overbookedCountQuery(api, useArchiveToday()));
  useDocumentTitle(t('title'));
  const tiles: Tile[] = labelAdminUrl
    ? [{ key: 'labels', to: labelAdminUrl, external: true }, ...TILES]
    : TILES;
  const count = overbooked.data;

  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, md: 3 }}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {tiles.map((tile) => (
          <Card component="li" key={tile.key} withBorder padding="lg">
            <Title order={2} size="h4">
              {tile.external ? (
                <Anchor href={tile.to} target="_blank" rel="noopener noreferrer">
                  {t(`tiles.${tile.key}.title`)}
                </Anchor>
              ) : (
                <Anchor component={Link} to={tile.to}>
                  {t(`tiles.${tile.key}.title`)}
                </Anchor>
              )}
            </Title>
            <Text mt="xs">{t(`tiles.${tile.key}.text`)}</Text>
            {tile.key === 'overbooked' ? (
              <Text component="div" mt="xs" role="status">
                {overbooked.isError ? (
                  t('overbookedUnknown')
                ) : count === undefined ? null : count === 0 ? (
                  t('overbookedNone')
                ) : (
                  <Badge color="red.9" variant="filled" size="lg" tt="none">
                    {t('overbookedCount', { count })}
                  </Badge>
                )}
              </Text>
            ) : null}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
