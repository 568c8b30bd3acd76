import { Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../../api/api-context';
import { BackLinks } from '../../../components/back-links';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { adminRoomsQuery } from '../api';
import { useRoomOrder } from '../use-room-order';
import { RoomCard } from './room-card';

/**
 * The admin's room list (`/rooms`): every room with image, name and description, and its
 * links. With more than one room a sort mode replaces the links by up/down buttons.
 */
export function RoomsScreen() {
  const { t } = useTranslation('admin-rooms');
  const api = useApi();
  const { maxRooms } = useConfig();
  const rooms = useQuery(adminRoomsQuery(api, maxRooms));
  const { sorting, setSorting, moved, moveRoom, moving } = useRoomOrder(rooms.data);
  useDocumentTitle(t('list.title'));
  const list = rooms.data ?? [];
  const canSort = list.length > 1;

  return (
    <Stack gap="md">
      <BackLinks label={t('nav.label')} links={[{ to: '/', label: t('nav.dashboard') }]} />
      <Title order={1}>{t('list.title')}</Title>
      <LoadState
        status={loadStatusOf(rooms)}
        error={rooms.error}
        back={{ to: '/', label: t('nav.dashboard') }}
      >
        <Group>
          <Button component={Link} to="/room-add">
            {t('list.add')}
          </Button>
          {canSort ? (
            <Button variant="outline" aria-pressed={sorting} onClick={() => setSorting((s) => !s)}>
              {sorting ? t('list.sortDone') : t('list.sort')}
            </Button>
          ) : null}
        </Group>
        {sorting && canSort ? <Text mt="sm">{t('list.sortHint')}</Text> : null}
        <VisuallyHidden role="status">
          {moved ? `${t('list.moved')} (${moved.n})` : ''}
        </VisuallyHidden>
        {list.length === 0 ? <Text mt="md">{t('list.empty')}</Text> : null}
        <Stack component="ul" gap="sm" mt="md" style={{ listStyle: 'none', padding: 0 }}>
          {list.map((room, index) => (
            <RoomCard
              key={room.id}
              room={room}
              sorting={
                sorting && canSort
                  ? {
                      upDisabled: index === 0 || moving,
                      downDisabled: index === list.length - 1 || moving,
                    }
                  : null
              }
              onMove={(direction) => moveRoom(room, index, direction)}
            />
          ))}
        </Stack>
      </LoadState>
    </Stack>
  );
}
