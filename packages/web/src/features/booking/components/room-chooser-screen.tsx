import { Alert, Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { VisitorRoom } from '../api-types';
import { useApi } from '../../../api/api-context';
import { formatWeekdayDate } from '../../../components/date-formatter';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { roomsQueryOptions } from '../api';
import { PUBLIC_BODY_PATHS } from '../../../components/public-body-links';
import { cartStorage } from '../storage';
import { BookingFrame } from './booking-frame';

/**
 * One room as a card: picture (its staff-given alt text, the room name without one), name as
 * the link, description, the equipment its named seats carry and the next free day. The
 * picture has its box reserved (width and height, 16:9) so nothing jumps while it loads;
 * pictures below the first row load lazily.
 */
function RoomCard({ room, index }: { room: VisitorRoom; index: number }) {
  const { t, i18n } = useTranslation('booking');
  const { baseApiUrl } = useConfig();
  return (
    <Card component="li" withBorder padding="md" className="room-card">
      {room.imageUrl ? (
        <Card.Section>
          <img
            className="room-card-image"
            src={`${baseApiUrl.replace(/\/$/, '')}${room.imageUrl}`}
            alt={room.imageAlt ?? room.name}
            width={640}
            height={360}
            loading={index < 3 ? 'eager' : 'lazy'}
            decoding="async"
          />
        </Card.Section>
      ) : null}
      <Stack gap="xs" mt={room.imageUrl ? 'sm' : 0}>
        <Title order={2} size="h3">
          <Anchor component={Link} to={`/room/${room.id}`}>
            {room.name}
          </Anchor>
        </Title>
        <Text>{room.description}</Text>
        {room.namedSeats && room.namedSeats.equipment.length > 0 ? (
          <Text size="sm">
            {t('rooms.equipment', {
              list: room.namedSeats.equipment
                .map((item) => (i18n.language.startsWith('en') ? item.en : item.de))
                .join(', '),
            })}
          </Text>
        ) : null}
        <Text fw={600}>
          {room.nextFreeDate
            ? t('rooms.nextFree', { date: formatWeekdayDate(room.nextFreeDate, i18n.language) })
            : t('rooms.noFreeDay')}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * Visitor screen `/`: the rooms to choose from; the reset notice after `reset=y`; the units a
 * catalogue link asked for (`?order=…`), kept for the flow and named here.
 */
export function RoomChooserScreen() {
  const { t } = useTranslation('booking');
  const api = useApi();
  const [params] = useSearchParams();
  const rooms = useQuery(roomsQueryOptions(api));
  const [ordered, setOrdered] = useState(cartStorage.catalogueOrder);
  // a catalogue link: its reader is a chunk of its own (the visitor's first download stays small)
  const { search } = useLocation();
  const link = params.has('order') ? search : '';
  useEffect(() => {
    if (!link) return;
    let current = true;
    void import('../catalogue-order').then(({ catalogueUnits }) => {
      const units = catalogueUnits(new URLSearchParams(link));
      if (!current || units.length === 0) return;
      cartStorage.setCatalogueOrder(units);
      setOrdered(units);
    });
    return () => {
      current = false;
    };
  }, [link]);
  const { t: tc } = useTranslation('common');
  useDocumentTitle(t('rooms.title'));
  return (
    <BookingFrame step="reserve">
      <Title order={1}>{t('rooms.title')}</Title>
      {params.get('reset') === 'y' ? (
        <Alert role="status" color="blue" variant="outline">
          {t('rooms.resetNotice')}
        </Alert>
      ) : null}
      {ordered.length > 0 ? (
        <Alert role="status" color="blue" variant="outline">
          {t('records.catalogue', {
            count: ordered.length,
            list: ordered.map((unit) => unit.callNumber).join(', '),
          })}
        </Alert>
      ) : null}
      <Text>{t('rooms.intro')}</Text>
      <Anchor component={Link} to={PUBLIC_BODY_PATHS.easyLanguage} w="fit-content">
        {tc('easyLanguageLink')}
      </Anchor>
      <LoadState status={loadStatusOf(rooms)} error={rooms.error}>
        {rooms.data?.length === 0 ? <Text>{t('rooms.empty')}</Text> : null}
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 3 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {rooms.data?.map((room, index) => (
            <RoomCard key={room.id} room={room} index={index} />
          ))}
        </SimpleGrid>
      </LoadState>
    </BookingFrame>
  );
}
