import { Button, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  equipmentCreateSchema,
  equipmentUpdateSchema,
  type EquipmentCreate,
} from '@lesesaal/domain/seats/schema';
import { ApiError } from '../../../api/client';
import { useApi } from '../../../api/api-context';
import { BackLinks } from '../../../components/back-links';
import { ConfirmButton } from '../../../components/confirm-button';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import {
  equipmentQuery,
  useCreateEquipment,
  useDeleteEquipment,
  useUpdateEquipment,
  type Equipment,
} from '../api';
import { useCheckedForm } from '../use-checked-form';
import { ScrollRegion } from '../../../components/scroll-region';

/** Staff `/seat-equipment`: the installation's equipment list (German and English names). */
export function EquipmentScreen() {
  const { t } = useTranslation('admin-seats');
  const api = useApi();
  const list = useQuery(equipmentQuery(api));
  const [editing, setEditing] = useState<Equipment | null>(null);
  useDocumentTitle(t('equipment.title'));
  return (
    <Stack gap="md">
      <BackLinks
        label={t('nav.label')}
        links={[
          { to: '/rooms', label: t('nav.rooms') },
          { to: '/', label: t('nav.dashboard') },
        ]}
      />
      <Title order={1}>{t('equipment.title')}</Title>
      <Text>{t('equipment.intro')}</Text>
      <LoadState status={loadStatusOf(list)} error={list.error}>
        {list.data ? <EquipmentTable items={list.data} onEdit={setEditing} /> : null}
      </LoadState>
      <EquipmentForm key={editing?.id ?? 'new'} item={editing} onDone={() => setEditing(null)} />
    </Stack>
  );
}

function EquipmentTable({
  items,
  onEdit,
}: {
  items: Equipment[];
  onEdit: (item: Equipment) => void;
}) {
  const { t, i18n } = useTranslation('admin-seats');
  const remove = useDeleteEquipment();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  if (items.length === 0) return <Text role="status">{t('equipment.empty')}</Text>;
  const nameOf = (item: Equipment) => (i18n.language === 'en' ? item.en : item.de);
  const deleteItem = (item: Equipment) =>
    remove.mutate(item.id, {
      onSuccess: () =>
        notify({ type: 'success', title: t('equipment.deleted', { name: nameOf(item) }) }),
      onError: (error) =>
        notify({
          type: 'error',
          title:
            error instanceof ApiError && error.status === 409
              ? t('equipment.inUse', { name: nameOf(item), labels: payloadOf(error).join(', ') })
              : errorMessage(error),
        }),
    });
  return (
    <ScrollRegion label={t('equipment.caption', { count: items.length })} minWidth={560}>
      <Table>
        <Table.Caption>{t('equipment.caption', { count: items.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('equipment.de')}</Table.Th>
            <Table.Th scope="col">{t('equipment.en')}</Table.Th>
            <Table.Th scope="col">{t('equipment.key')}</Table.Th>
            <Table.Th scope="col">{t('equipment.accessible')}</Table.Th>
            <Table.Th scope="col">{t('equipment.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Th scope="row" fw="normal">
                {item.de}
              </Table.Th>
              <Table.Td>{item.en}</Table.Td>
              <Table.Td>{item.key}</Table.Td>
              <Table.Td>{item.accessible ? t('equipment.yes') : t('equipment.no')}</Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <Button
                    variant="default"
                    size="xs"
                    aria-label={t('equipment.editOf', { name: nameOf(item) })}
                    onClick={() => onEdit(item)}
                  >
                    {t('equipment.edit')}
                  </Button>
                  <ConfirmButton
                    label={t('equipment.delete')}
                    question={t('equipment.confirmDelete', { name: nameOf(item) })}
                    confirmLabel={t('equipment.confirm')}
                    cancelLabel={t('equipment.keep')}
                    onConfirm={() => deleteItem(item)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

const fieldId = (field: string) => `equipment-${field}`;

/** The `payload` of an error answer (the labels of the seats that carry the equipment). */
function payloadOf(error: ApiError): string[] {
  const payload = (error.body as { payload?: unknown } | null)?.payload;
  return Array.isArray(payload) ? payload.map(String) : [];
}

function EquipmentForm({ item, onDone }: { item: Equipment | null; onDone: () => void }) {
  const { t } = useTranslation('admin-seats');
  const create = useCreateEquipment();
  const update = useUpdateEquipment();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const message = useValidationMessage();
  const form = useCheckedForm(
    item ? equipmentUpdateSchema : equipmentCreateSchema,
    {
      key: item?.key ?? '',
      de: item?.de ?? '',
      en: item?.en ?? '',
      accessible: item?.accessible ?? false,
    },
    fieldId,
  );
  const { values, errors } = form;
  const error = (field: string, label: string) =>
    errors[field] ? message(errors[field], label) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.check(values) as EquipmentCreate | null;
    if (!body) return;
    const options = {
      onSuccess: () => {
        notify({
          type: 'success',
          title: t(item ? 'equipment.saved' : 'equipment.added', { name: body.de }),
        });
        form.setValues({ key: '', de: '', en: '', accessible: false });
        onDone();
      },
      onError: (e: unknown) => notify({ type: 'error', title: errorMessage(e) }),
    };
    if (item) update.mutate({ id: item.id, body }, options);
    else create.mutate(body, options);
  };
  const title = item ? t('equipment.editTitle', { name: item.de }) : t('equipment.addTitle');
  return (
    <section aria-labelledby="equipment-form-title">
      <Title order={2} size="h3" id="equipment-form-title" mb="sm">
        {title}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={480}>
          {item ? null : (
            <TextInput
              id={fieldId('key')}
              label={t('equipment.key')}
              description={t('equipment.keyHint')}
              required
              value={values.key}
              onChange={(e) => form.set('key', e.currentTarget.value)}
              error={error('key', t('equipment.key'))}
            />
          )}
          <TextInput
            id={fieldId('de')}
            label={t('equipment.de')}
            required
            value={values.de}
            onChange={(e) => form.set('de', e.currentTarget.value)}
            error={error('de', t('equipment.de'))}
          />
          <TextInput
            id={fieldId('en')}
            label={t('equipment.en')}
            required
            value={values.en}
            onChange={(e) => form.set('en', e.currentTarget.value)}
            error={error('en', t('equipment.en'))}
          />
          <Checkbox
            id={fieldId('accessible')}
            label={t('equipment.accessible')}
            description={t('equipment.accessibleHint')}
            checked={values.accessible}
            onChange={(e) => form.set('accessible', e.currentTarget.checked)}
          />
          <Group>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {item ? t('equipment.save') : t('equipment.add')}
            </Button>
            {item ? (
              <Button variant="default" onClick={onDone}>
                {t('equipment.cancel')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </section>
  );
}
