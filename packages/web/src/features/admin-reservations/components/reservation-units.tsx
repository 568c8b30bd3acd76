import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UNIT_FIELD_MAX } from '@lesesaal/domain/limits';
import { unitInputSchema, type Unit, type UnitInput } from '@lesesaal/domain/record-orders/schema';
import { useApi } from '../../../api/api-context';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { LongText } from '../../../components/long-text';
import { useNotify } from '../../../components/notifications/notification-context';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { ticketUnitsQuery, useAddUnits, useChangeUnit, useRemoveUnit } from '../api';

const FIELDS = ['callNumber', 'title', 'note'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string>;
const EMPTY: Draft = { callNumber: '', title: '', note: '' };
const LABEL = {
  callNumber: 'units.callNumber',
  title: 'units.titleField',
  note: 'units.note',
} as const;

/**
 * The fields of one unit (call number required, title, note) with the domain's checks; the
 * first invalid field is focused on submit. `submit` gets the parsed unit.
 */
function UnitFields({
  initial,
  idPrefix,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: Draft;
  idPrefix: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (unit: UnitInput, reset: () => void) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('admin-reservations');
  const validationMessage = useValidationMessage();
  const [draft, setDraft] = useState<Draft>(initial);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = unitInputSchema.safeParse(draft);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setProblems(found);
      const first = FIELDS.find((f) => found[f]);
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    setProblems({});
    onSubmit(parsed.data, () => setDraft(EMPTY));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs" wrap="wrap">
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            id={`${idPrefix}-${field}`}
            label={t(LABEL[field])}
            required={field === 'callNumber'}
            withAsterisk={field === 'callNumber'}
            maxLength={UNIT_FIELD_MAX[field]}
            autoComplete="off"
            value={draft[field]}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setDraft((d) => ({ ...d, [field]: value }));
            }}
            error={
              problems[field] ? validationMessage(problems[field], t(LABEL[field])) : undefined
            }
            style={{ flex: field === 'note' ? '2 1 14rem' : '1 1 10rem' }}
          />
        ))}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            {t('units.cancelEdit')}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}

/**
 * The records ordered for a reservation: staff see their states, add units,
 * change a unit's call number, title or note, and remove one. Staff are not bound by the
 * room's deadline or limits; a cancelled visit's units are shown only.
 */
export function ReservationUnits({ ticketId, editable }: { ticketId: number; editable: boolean }) {
  const { t } = useTranslation('admin-reservations');
  const api = useApi();
  const units = useQuery(ticketUnitsQuery(api, ticketId));
  const add = useAddUnits(ticketId);
  const change = useChangeUnit();
  const remove = useRemoveUnit();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const [editing, setEditing] = useState<number | null>(null);
  const stateText = (unit: Unit) =>
    unit.state === 'NOT_AVAILABLE' && unit.reason
      ? t('units.notAvailable', { reason: t(`units.reason.${unit.reason}`) })
      : t(`units.state.${unit.state}`);
  const list = units.data ?? [];

  return (
    <section aria-labelledby="reservation-units">
      <Title order={2} size="h3" id="reservation-units" mb="sm">
        {t('units.title')}
      </Title>
      <LoadState status={loadStatusOf(units)} error={units.error}>
        <Stack gap="sm">
          {list.length === 0 ? <Text>{t('units.none')}</Text> : null}
          {list.length > 0 ? (
            <Table.ScrollContainer minWidth={560}>
              <Table>
                <Table.Caption>{t('units.caption', { count: list.length })}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('units.callNumber')}</Table.Th>
                    <Table.Th scope="col">{t('units.titleField')}</Table.Th>
                    <Table.Th scope="col">{t('units.note')}</Table.Th>
                    <Table.Th scope="col">{t('units.stateColumn')}</Table.Th>
                    {editable ? <Table.Th scope="col">{t('units.actions')}</Table.Th> : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((unit) =>
                    editing === unit.id ? (
                      <Table.Tr key={unit.id}>
                        <Table.Td colSpan={editable ? 5 : 4}>
                          <UnitFields
                            idPrefix={`unit-${unit.id}`}
                            initial={{
                              callNumber: unit.callNumber,
                              title: unit.title ?? '',
                              note: unit.note ?? '',
                            }}
                            submitLabel={t('units.save')}
                            busy={change.isPending}
                            onCancel={() => setEditing(null)}
                            onSubmit={(input) =>
                              change.mutate(
                                { unitId: unit.id, input },
                                {
                                  onSuccess: () => {
                                    setEditing(null);
                                    notify({ type: 'success', title: t('units.changed') });
                                  },
                                  onError: (error) =>
                                    notify({ type: 'error', title: errorMessage(error) }),
                                },
                              )
                            }
                          />
                        </Table.Td>
                      </Table.Tr>
                    ) : (
                      <Table.Tr key={unit.id}>
                        <Table.Th scope="row">
                          <LongText>{unit.callNumber}</LongText>
                        </Table.Th>
                        <Table.Td>
                          <LongText>{unit.title ?? ''}</LongText>
                        </Table.Td>
                        <Table.Td>
                          <LongText>{unit.note ?? ''}</LongText>
                        </Table.Td>
                        <Table.Td>{stateText(unit)}</Table.Td>
                        {editable ? (
                          <Table.Td>
                            <Group gap="xs" wrap="wrap">
                              <Button
                                size="xs"
                                variant="outline"
                                aria-label={t('units.editFor', { callNumber: unit.callNumber })}
                                onClick={() => setEditing(unit.id)}
                              >
                                {t('units.edit')}
                              </Button>
                              <Button
                                size="xs"
                                variant="outline"
                                color="red.9"
                                aria-label={t('units.removeFor', { callNumber: unit.callNumber })}
                                loading={remove.isPending && remove.variables === unit.id}
                                onClick={() =>
                                  remove.mutate(unit.id, {
                                    onSuccess: () =>
                                      notify({ type: 'success', title: t('units.removed') }),
                                    onError: (error) =>
                                      notify({ type: 'error', title: errorMessage(error) }),
                                  })
                                }
                              >
                                {t('units.remove')}
                              </Button>
                            </Group>
                          </Table.Td>
                        ) : null}
                      </Table.Tr>
                    ),
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
          {editable ? (
            <Stack gap={4}>
              <Text fw={600}>{t('units.add')}</Text>
              <UnitFields
                idPrefix={`unit-new-${ticketId}`}
                initial={EMPTY}
                submitLabel={t('units.addButton')}
                busy={add.isPending}
                onSubmit={(input, reset) =>
                  add.mutate([input], {
                    onSuccess: () => {
                      reset();
                      notify({ type: 'success', title: t('units.added') });
                    },
                    onError: (error) => notify({ type: 'error', title: errorMessage(error) }),
                  })
                }
              />
            </Stack>
          ) : null}
        </Stack>
      </LoadState>
    </section>
  );
}
