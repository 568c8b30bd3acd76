import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { canDeleteRoom } from '@lesesaal/domain/rooms/rules';
import type { RoomCreate } from '@lesesaal/domain/rooms/schema';
import { useApi } from '../../../api/api-context';
import { BackLinks } from '../../../components/back-links';
import { ConfirmButton } from '../../../components/confirm-button';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import {
  adminRoomQuery,
  roomTicketCountQuery,
  useCreateRoom,
  useDeleteRoom,
  useUpdateRoom,
} from '../api';
import { NEW_ROOM, RoomForm, roomFormValues } from './room-form';

/** Staff screen `/room-add` and `/room-edit/{id}`. */
export function RoomFormScreen() {
  const id = useParams().id;
  return id === undefined ? <RoomAdd /> : <RoomEdit id={Number(id)} />;
}

function RoomBackLinks() {
  const { t } = useTranslation('admin-rooms');
  return (
    <BackLinks
      label={t('nav.label')}
      links={[
        { to: '/rooms', label: t('nav.rooms') },
        { to: '/', label: t('nav.dashboard') },
      ]}
    />
  );
}

function RoomAdd() {
  const { t } = useTranslation('admin-rooms');
  const create = useCreateRoom();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  useDocumentTitle(t('form.addTitle'));
  const save = (values: RoomCreate) =>
    create.mutate(values, {
      onSuccess: () => {
        notify({ type: 'success', title: t('form.created') });
        void navigate('/rooms');
      },
      onError: (error) => notify({ type: 'error', title: errorMessage(error) }),
    });
  return (
    <Stack gap="md" maw={720}>
      <RoomBackLinks />
      <Title order={1}>{t('form.addTitle')}</Title>
      <RoomForm defaultValues={NEW_ROOM} saving={create.isPending} onSave={save} />
    </Stack>
  );
}

/** Edit with the version last read; delete only without active tickets. */
function RoomEdit({ id }: { id: number }) {
  const { t } = useTranslation('admin-rooms');
  const api = useApi();
  const room = useQuery(adminRoomQuery(api, id));
  const ticketCount = useQuery(roomTicketCountQuery(api, id));
  const update = useUpdateRoom(id);
  const remove = useDeleteRoom();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const title = room.data
    ? t('form.editTitle', { name: room.data.name })
    : t('form.editTitleLoading');
  useDocumentTitle(title);

  const save = (values: RoomCreate) =>
    update.mutate(
      { ...values, version: room.data?.version ?? 0 },
      {
        onSuccess: () => {
          notify({ type: 'success', title: t('form.saved') });
          void navigate('/rooms');
        },
        onError: (error) => notify({ type: 'error', title: errorMessage(error) }),
      },
    );
  const deleteRoom = () =>
    remove.mutate(id, {
      onSuccess: () => {
        notify({ type: 'success', title: t('form.deleted') });
        void navigate('/rooms');
      },
      onError: (error) => {
        notify({ type: 'error', title: errorMessage(error) });
        void ticketCount.refetch();
      },
    });

  return (
    <Stack gap="md" maw={720}>
      <RoomBackLinks />
      <Title order={1}>{title}</Title>
      <LoadState
        status={loadStatusOf(room)}
        error={room.error}
        back={{ to: '/rooms', label: t('nav.rooms') }}
      >
        {room.data ? (
          <Stack gap="xl">
            <Anchor component={Link} to={`/room-edit-image/${id}`}>
              {t('form.imageLink')}
            </Anchor>
            <RoomForm
              key={`${room.data.id}-${room.data.version}`}
              defaultValues={roomFormValues(room.data)}
              saving={update.isPending}
              onSave={save}
            />
            <section aria-labelledby="room-delete-title">
              <Title order={2} size="h3" id="room-delete-title" mb="sm">
                {t('form.deleteTitle')}
              </Title>
              <LoadState status={loadStatusOf(ticketCount)} error={ticketCount.error}>
                {ticketCount.data !== undefined && !canDeleteRoom(ticketCount.data) ? (
                  <Alert color="gray" variant="outline">
                    {t('form.notDeletable', { count: ticketCount.data })}
                  </Alert>
                ) : (
                  <ConfirmButton
                    label={t('form.delete')}
                    question={t('form.confirmDelete', { name: room.data.name })}
                    confirmLabel={t('form.confirm')}
                    cancelLabel={t('form.keep')}
                    loading={remove.isPending}
                    onConfirm={deleteRoom}
                  />
                )}
              </LoadState>
            </section>
          </Stack>
        ) : null}
      </LoadState>
    </Stack>
  );
}
