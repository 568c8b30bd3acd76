import { Anchor, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../../api/api-context';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { adminRoomsQuery, useMoveRoom } from '../api';

/** Spec §2 admin `/rooms`: rooms with image, links, and a sort mode (only with > 1 room). */
export function RoomsScreen() {
  const { t } = useTranslation('admin-rooms');
  const api = useApi();
  const rooms = useQuery(adminRoomsQuery(api));
  const move = useMoveRoom();
  const [sorting, setSorting] = useState(false);
  useDocumentTitle(t('list.title'));
  const list = rooms.data ?? [];
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/">{t('list.back')}</Anchor>
      <Title order={1}>{t('list.title')}</Title>
      <Group>
        <Button component={Link} to="/room-add">{t('list.add')}</Button>
        {list.length > 1 ? (
          <Button variant="outline" aria-pressed={sorting} onClick={() => setSorting((s) => !s)}>
            {sorting ? t('list.sortDone') : t('list.sort')}
          </Button>
        ) : null}
      </Group>
      <LoadState status={loadStatusOf(rooms)} error={rooms.error}>
        {list.length === 0 ? <Text>{t('list.empty')}</Text> : null}
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0 }}>
          {list.map((room, index) => (
            <Card component="li" key={room.id} withBorder>
              <Group align="flex-start" wrap="nowrap">
                {room.imageUrl ? <Image src={room.imageUrl} alt={room.imageAlt ?? ''} w={96} h={64} fit="cover" radius="sm" /> : null}
                <Stack gap={4} style={{ flex: 1 }}>
                  <Title order={2} size="h4">{room.name}</Title>
                  <Text>{room.description}</Text>
                </Stack>
                {sorting ? (
                  <Group gap="xs">
                    <Button variant="default" disabled={index === 0 || move.isPending} aria-label={t('list.up', { name: room.name })} onClick={() => move.mutate({ id: room.id, order: index - 1 })}>↑</Button>
                    <Button variant="default" disabled={index === list.length - 1 || move.isPending} aria-label={t('list.down', { name: room.name })} onClick={() => move.mutate({ id: room.id, order: index + 1 })}>↓</Button>
                  </Group>
                ) : (
                  <Stack gap={4}>
                    <Anchor component={Link} to={`/room-edit/${room.id}`}>{t('list.edit', { name: room.name })}</Anchor>
                    <Anchor component={Link} to={`/room-edit-image/${room.id}`}>{t('list.image', { name: room.name })}</Anchor>
                    <Anchor component={Link} to={`/room/${room.id}/time-slots`}>{t('list.slots', { name: room.name })}</Anchor>
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
