import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, NumberInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { roomCreateSchema } from '@lesesaal/domain/rooms/schema';
import { useApi } from '../../../api/api-context';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { adminRoomQuery, roomTicketCountQuery, useDeleteRoom, useSaveRoom, type RoomInput } from '../api';

const EMPTY: RoomInput = { name: '', description: '', capacity: 1, openStart: { type: 'DAY', value: 2 }, openEnd: { type: 'DAY', value: 30 } };

/** Spec §2 admin `/room-add` and `/room-edit/{id}`: the room form (spec §5), delete with confirmation. */
export function RoomFormScreen() {
  const { t } = useTranslation('admin-rooms');
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const api = useApi();
  const room = useQuery({ ...adminRoomQuery(api, id ?? 0), enabled: id !== undefined });
  const ticketCount = useQuery({ ...roomTicketCountQuery(api, id ?? 0), enabled: id !== undefined });
  const save = useSaveRoom();
  const remove = useDeleteRoom();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const validationMessage = useValidationMessage();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const title = id === undefined ? t('form.addTitle') : t('form.editTitle');
  useDocumentTitle(title);
  const form = useForm<RoomInput>({ defaultValues: EMPTY, resolver: zodResolver(roomCreateSchema) as never, shouldFocusError: true });
  useEffect(() => {
    if (room.data) form.reset({ name: room.data.name, description: room.data.description, capacity: room.data.capacity, openStart: room.data.openStart, openEnd: room.data.openEnd });
  }, [room.data, form]);

  const submit = form.handleSubmit((values) =>
    save.mutate(id === undefined ? values : { ...values, id, version: room.data?.version ?? 0 }, {
      onSuccess: () => {
        notify({ type: 'success', title: t('form.saved') });
        void navigate('/rooms');
      },
      onError: (err) => notify({ type: 'error', title: errorMessage(err) }),
    }),
  );
  const errorOf = (name: 'name' | 'description' | 'capacity' | 'openStart.value' | 'openEnd.value', label: string) => {
    const e = name === 'openStart.value' ? form.formState.errors.openStart?.value : name === 'openEnd.value' ? form.formState.errors.openEnd?.value : form.formState.errors[name];
    return e ? validationMessage(e.message, label) : undefined;
  };
  const bound = (which: 'openStart' | 'openEnd') => (
    <Group grow>
      <Controller
        control={form.control}
        name={`${which}.value`}
        render={({ field }) => (
          <NumberInput label={t(`form.${which}`)} withAsterisk min={0} max={365} allowDecimal={false} value={field.value} onChange={(v) => field.onChange(v === '' ? NaN : Number(v))} onBlur={field.onBlur} ref={field.ref} error={errorOf(`${which}.value`, t(`form.${which}`))} />
        )}
      />
      <Controller
        control={form.control}
        name={`${which}.type`}
        render={({ field }) => (
          <Select label={`${t('form.type')} (${t(`form.${which}`)})`} data={(['DAY', 'WORKING_DAY'] as const).map((v) => ({ value: v, label: t(`form.types.${v}`) }))} value={field.value} onChange={(v) => field.onChange(v ?? 'DAY')} allowDeselect={false} />
        )}
      />
    </Group>
  );

  return (
    <Stack gap="md" maw={640}>
      <Anchor component={Link} to="/rooms">{t('form.back')}</Anchor>
      <Title order={1}>{title}</Title>
      <LoadState status={id === undefined ? 'success' : loadStatusOf(room)} error={room.error} back={{ to: '/rooms', label: t('form.back') }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput label={t('form.name')} withAsterisk {...form.register('name')} error={errorOf('name', t('form.name'))} />
            <TextInput label={t('form.description')} withAsterisk {...form.register('description')} error={errorOf('description', t('form.description'))} />
            <Controller
              control={form.control}
              name="capacity"
              render={({ field }) => (
                <NumberInput label={t('form.capacity')} withAsterisk min={0} max={99999} allowDecimal={false} value={field.value} onChange={(v) => field.onChange(v === '' ? NaN : Number(v))} onBlur={field.onBlur} ref={field.ref} error={errorOf('capacity', t('form.capacity'))} />
              )}
            />
            {bound('openStart')}
            {bound('openEnd')}
            <Group>
              <Button type="submit" loading={save.isPending}>{t('form.save')}</Button>
              <Button variant="default" component={Link} to="/rooms">{t('form.cancel')}</Button>
              {id !== undefined ? <Anchor component={Link} to={`/room-edit-image/${id}`}>{t('form.imageLink')}</Anchor> : null}
            </Group>
          </Stack>
        </form>
        {id !== undefined && ticketCount.data !== undefined ? (
          ticketCount.data > 0 ? (
            <Alert color="gray" variant="outline" mt="lg">{t('form.notDeletable', { count: ticketCount.data })}</Alert>
          ) : (
            <Group mt="lg">
              {confirming ? (
                <>
                  <Button
                    color="red"
                    loading={remove.isPending}
                    onClick={() =>
                      remove.mutate(id, {
                        onSuccess: () => {
                          notify({ type: 'success', title: t('form.deleted') });
                          void navigate('/rooms');
                        },
                        onError: (err) => notify({ type: 'error', title: errorMessage(err) }),
                      })
                    }
                  >
                    {t('form.confirm')}
                  </Button>
                  <Button variant="default" onClick={() => setConfirming(false)}>{t('form.cancel')}</Button>
                </>
              ) : (
                <Button color="red" variant="outline" onClick={() => setConfirming(true)}>{t('form.delete')}</Button>
              )}
            </Group>
          )
        ) : null}
      </LoadState>
    </Stack>
  );
}
