import { Anchor, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminRoom as Room } from '../api';
import type { Direction } from '../use-room-order';

interface RoomCardProps {
  room: Room;
  /** In sort mode: which of up and down cannot move (at an end, or while a move is saved). */
  sorting: { upDisabled: boolean; downDisabled: boolean } | null;
  onMove: (direction: Direction) => void;
}

/** A room with image, name, description and seats; its links, or up/down in sort mode. */
export function RoomCard({ room, sorting, onMove }: RoomCardProps) {
  const { t } = useTranslation('admin-rooms');
  return (
    <Card component="li" withBorder>
      {/* wraps on a phone: the name keeps at least 12rem and the links go below, rather
          than squeezing the name to one letter a line */}
      <Group align="flex-start" wrap="wrap">
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
        <Stack gap={4} style={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Title order={2} size="h4">
            {room.name}
          </Title>
          <Text>{room.description}</Text>
          <Text size="sm">{t('list.seats', { count: room.capacity })}</Text>
          {room.openingDraw ? (
            <Text size="sm">
              {t('list.drawList', { count: room.openingDraw.preWindowMinutes })}
            </Text>
          ) : null}
        </Stack>
        {sorting ? (
          <Group gap="xs">
            {(['up', 'down'] as const).map((direction) => (
              <Button
                key={direction}
                id={`room-${direction}-${room.id}`}
                variant="default"
                disabled={direction === 'up' ? sorting.upDisabled : sorting.downDisabled}
                aria-label={t(`list.${direction}`, { name: room.name })}
                onClick={() => onMove(direction)}
              >
                <span aria-hidden>{direction === 'up' ? '↑' : '↓'}</span>
              </Button>
            ))}
          </Group>
        ) : (
          <RoomLinks room={room} />
        )}
      </Group>
    </Card>
  );
}

function RoomLinks({ room }: { room: Room }) {
  const { t } = useTranslation('admin-rooms');
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
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
      <li>
        <Anchor
          component={Link}
          to={`/room/${room.id}/seats`}
          aria-label={t('list.namedSeatsLabel', { name: room.name })}
        >
          {t('list.namedSeats')}
        </Anchor>
      </li>
    </Stack>
  );
}
