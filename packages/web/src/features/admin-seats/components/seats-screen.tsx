import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApi } from '../../../api/api-context';
import { BackLinks } from '../../../components/back-links';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { equipmentQuery, roomNameQuery, roomSeatsQuery, type AdminSeat } from '../api';
import { BlockForm } from './block-form';
import { SeatForm } from './seat-form';
import { SeatTable } from './seat-table';

/** Staff `/room/{id}/seats`: the room's named seats first, then the forms to add, edit, block. */
export function SeatsScreen() {
  const { t } = useTranslation('admin-seats');
  const roomId = Number(useParams().id);
  const api = useApi();
  const name = useQuery(roomNameQuery(api, roomId));
  const seats = useQuery(roomSeatsQuery(api, roomId));
  const equipment = useQuery(equipmentQuery(api));
  const [editing, setEditing] = useState<AdminSeat | null>(null);
  const [blocking, setBlocking] = useState<AdminSeat | null>(null);
  const title = name.data ? t('seats.title', { name: name.data }) : t('seats.titleFallback');
  useDocumentTitle(title);
  return (
    <Stack gap="md">
      <BackLinks
        label={t('nav.label')}
        links={[
          { to: '/rooms', label: t('nav.rooms') },
          { to: '/', label: t('nav.dashboard') },
        ]}
      />
      <Title order={1}>{title}</Title>
      <Text>{t('seats.intro')}</Text>
      <Group component="nav" aria-label={t('nav.seats')}>
        <Anchor component={Link} to={`/room/${roomId}/seat-plan`}>
          {t('nav.plan')}
        </Anchor>
        <Anchor component={Link} to="/seat-equipment">
          {t('nav.equipment')}
        </Anchor>
      </Group>
      <LoadState
        status={loadStatusOf(seats)}
        error={seats.error}
        back={{ to: '/rooms', label: t('nav.rooms') }}
      >
        {seats.data ? (
          <SeatTable
            roomId={roomId}
            seats={seats.data.seats}
            equipment={equipment.data ?? []}
            onEdit={(seat) => {
              setBlocking(null);
              setEditing(seat);
            }}
            onBlock={(seat) => {
              setEditing(null);
              setBlocking(seat);
            }}
          />
        ) : null}
      </LoadState>
      {blocking ? (
        <BlockForm
          key={blocking.id}
          roomId={roomId}
          seat={blocking}
          onDone={() => setBlocking(null)}
        />
      ) : (
        <SeatForm
          key={editing?.id ?? 'new'}
          roomId={roomId}
          seat={editing}
          equipment={equipment.data ?? []}
          onDone={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
