import { Alert, Anchor, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApi } from '../../../api/api-context';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { roomsQueryOptions } from '../api';
import { BookingFrame } from './booking-frame';

/** Spec §2 user `/`: the rooms to choose from; the reset notice after `reset=y`. */
export function RoomChooserScreen() {
  const { t } = useTranslation('booking');
  const api = useApi();
  const { baseApiUrl } = useConfig();
  const [params] = useSearchParams();
  const rooms = useQuery(roomsQueryOptions(api));
  useDocumentTitle(t('rooms.title'));
  return (
    <BookingFrame step="reserve">
      <Title order={1}>{t('rooms.title')}</Title>
      {params.get('reset') === 'y' ? (
        <Alert role="status" color="blue" variant="outline">
          {t('rooms.resetNotice')}
        </Alert>
      ) : null}
      <Text>{t('rooms.intro')}</Text>
      <LoadState status={loadStatusOf(rooms)} error={rooms.error}>
        {rooms.data?.length === 0 ? <Text>{t('rooms.empty')}</Text> : null}
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 3 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {rooms.data?.map((room) => (
            <Card component="li" key={room.id} withBorder padding="md">
              <Stack gap="xs">
                {room.imageUrl ? (
                  <Image
                    src={`${baseApiUrl.replace(/\/$/, '')}${room.imageUrl}`}
                    alt={room.imageAlt ?? ''}
                    h={160}
                    fit="cover"
                    radius="sm"
                  />
                ) : null}
                <Title order={2} size="h3">
                  <Anchor component={Link} to={`/room/${room.id}`}>
                    {room.name}
                  </Anchor>
                </Title>
                <Text>{room.description}</Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </LoadState>
    </BookingFrame>
  );
}
