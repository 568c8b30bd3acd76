import {
  Anchor,
  Button,
  Card,
  Group,
  Image,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Room } from '@lesesaal/domain/rooms/schema';
import { useApi } from '../../../api/api-context';
import { BackLinks } from '../../../components/back-links';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { useErrorMessage } from '../../../i18n/error-message';
import { adminRoomsQuery, useMoveRoom } from '../api';

type Direction = 'up' | 'down';

/**
 * Spec §2 admin `/rooms`: every room with image, name and description, and its links.
 * With more than one room a sort mode replaces the links by up/down buttons.
 */
export function RoomsScreen() {
  const { t } = useTranslation('admin-rooms');
  const api = useApi();
  const { maxRooms } = useConfig();
  const rooms = useQuery(adminRoomsQuery(api, maxRooms));
  const move = useMoveRoom();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const [sorting, setSorting] = useState(false);
  const [moved, setMoved] = useState<{ id: number; direction: Direction; n: number } | null>(null);
  useDocumentTitle(t('list.title'));
  const list = rooms.data ?? [];
  const canSort = list.length > 1;

  // A moved room's card changes place in the DOM, which drops focus: put it back on the
  // button just pressed (or its partner when that one is now disabled at an end).
  useEffect(() => {
    if (!moved || move.isPending) return;
    const pressed = document.getElementById(
      `room-${moved.direction}-${moved.id}`,
    ) as HTMLButtonElement | null;
    const other = document.getElementById(
      `room-${moved.direction === 'up' ? 'down' : 'up'}-${moved.id}`,
    ) as HTMLButtonElement | null;
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  }, [moved, move.isPending, rooms.data]);

  const moveRoom = (room: Room, index: number, direction: Direction) =>
    move.mutate(
      { id: room.id, order: direction === 'up' ? index - 1 : index + 1 },
      {
        onSuccess: () => setMoved((m) => ({ id: room.id, direction, n: (m?.n ?? 0) + 1 })),
        onError: (error) => notify({ type: 'error', title: errorMessage(error) }),
      },
    );

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
            <Card component="li" key={room.id} withBorder>
              <Group align="flex-start" wrap="nowrap">
                {room.imageUrl ? (
                  <Image
                    src={room.imageUrl}
                    alt={room.imageAlt ?? ''}
                    w={120}
                    h={80}
                    fit="cover"
                    radius="sm"
                  />
                ) : (
                  <Text w={120} size="sm" c="dimmed" ta="center">
                    {t('list.noImage')}
                  </Text>
                )}
                <Stack gap={4} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Title order={2} size="h4">
                    {room.name}
                  </Title>
                  <Text>{room.description}</Text>
                  <Text size="sm">{t('list.seats', { count: room.capacity })}</Text>
                </Stack>
                {sorting && canSort ? (
                  <Group gap="xs">
                    {(['up', 'down'] as const).map((direction) => (
                      <Button
                        key={direction}
                        id={`room-${direction}-${room.id}`}
                        variant="default"
                        disabled={
                          (direction === 'up' ? index === 0 : index === list.length - 1) ||
                          move.isPending
                        }
                        aria-label={t(`list.${direction}`, { name: room.name })}
                        onClick={() => moveRoom(room, index, direction)}
                      >
                        <span aria-hidden>{direction === 'up' ? '↑' : '↓'}</span>
                      </Button>
                    ))}
                  </Group>
                ) : (
                  <Stack
                    gap={4}
                    component="ul"
                    style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  >
                    <li>
                      <Anchor
                        component={Link}
                        to={`/room-edit/${room.id}`}
                        aria-label={t('list.editLabel', { name: room.name })}
                      >
                        {t('list.edit')}
                      </Anchor>
                    </li>
                    <li>
                      <Anchor
                        component={Link}
                        to={`/room-edit-image/${room.id}`}
                        aria-label={t('list.imageLabel', { name: room.name })}
                      >
                        {t('list.image')}
                      </Anchor>
                    </li>
                    <li>
                      <Anchor
                        component={Link}
                        to={`/room/${room.id}/time-slots`}
                        aria-label={t('list.slotsLabel', { name: room.name })}
                      >
                        {t('list.slots')}
                      </Anchor>
                    </li>
                  </Stack>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      </LoadState>
    </Stack>
  );
}
