import { Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEAT_LIMITS, seatPayloadSchema, type SeatPayload } from '@lesesaal/domain/seats/schema';
import { NumberField } from '../../../components/number-field';
import { useNotify } from '../../../components/notifications/notification-context';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { useSaveSeat, type AdminSeat, type Equipment } from '../api';
import { useCheckedForm } from '../use-checked-form';

const fieldId = (field: string) => `seat-${field}`;

interface SeatFormProps {
  roomId: number;
  /** null: a new seat */
  seat: AdminSeat | null;
  equipment: Equipment[];
  onDone: () => void;
}

/** Adds a seat or changes one: label, equipment from the list, order. */
export function SeatForm({ roomId, seat, equipment, onDone }: SeatFormProps) {
  const { t } = useTranslation('admin-seats');
  const save = useSaveSeat(roomId);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const message = useValidationMessage();
  const form = useCheckedForm(
    seatPayloadSchema,
    {
      label: seat?.label ?? '',
      equipment: seat?.equipment ?? ([] as string[]),
      sortOrder: seat?.sortOrder ?? Number.NaN,
    },
    fieldId,
  );
  const { values, errors } = form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: SeatPayload | null = form.check({
      label: values.label,
      equipment: values.equipment,
      ...(Number.isNaN(values.sortOrder) ? {} : { sortOrder: values.sortOrder }),
      ...(seat && seat.x !== null ? { x: seat.x, y: seat.y } : {}),
    });
    if (!body) return;
    save.mutate(
      { seatId: seat?.id ?? null, body },
      {
        onSuccess: () => {
          notify({
            type: 'success',
            title: t(seat ? 'form.saved' : 'form.added', { label: body.label }),
          });
          form.setValues({ label: '', equipment: [], sortOrder: Number.NaN });
          onDone();
        },
        onError: (error) => notify({ type: 'error', title: errorMessage(error) }),
      },
    );
  };
  const toggle = (key: string, on: boolean) =>
    form.set(
      'equipment',
      on ? [...values.equipment, key] : values.equipment.filter((k) => k !== key),
    );
  const title = seat ? t('form.editTitle', { label: seat.label }) : t('form.addTitle');
  return (
    <section aria-labelledby="seat-form-title">
      <Title order={2} size="h3" id="seat-form-title" mb="sm">
        {title}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={480}>
          <TextInput
            id={fieldId('label')}
            label={t('form.label')}
            description={t('form.labelHint')}
            required
            value={values.label}
            onChange={(e) => form.set('label', e.currentTarget.value)}
            error={errors.label ? message(errors.label, t('form.label')) : undefined}
          />
          <EquipmentChoice equipment={equipment} value={values.equipment} onToggle={toggle} />
          <NumberField
            id={fieldId('sortOrder')}
            label={t('form.sortOrder')}
            min={SEAT_LIMITS.sortOrder.min}
            max={SEAT_LIMITS.sortOrder.max}
            value={values.sortOrder}
            onChange={(v) => form.set('sortOrder', v)}
            error={errors.sortOrder ? message(errors.sortOrder, t('form.sortOrder')) : undefined}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {seat ? t('form.save') : t('form.add')}
            </Button>
            {seat ? (
              <Button variant="default" onClick={onDone}>
                {t('form.cancel')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </section>
  );
}

/** The equipment of the list as checkboxes, named in the screen's language. */
function EquipmentChoice({
  equipment,
  value,
  onToggle,
}: {
  equipment: Equipment[];
  value: string[];
  onToggle: (key: string, on: boolean) => void;
}) {
  const { t, i18n } = useTranslation('admin-seats');
  return (
    <Checkbox.Group id={fieldId('equipment')} label={t('form.equipment')} value={value}>
      <Stack gap={4} mt={4}>
        {equipment.length === 0 ? <Text size="sm">{t('form.noEquipment')}</Text> : null}
        {equipment.map((item) => (
          <Checkbox
            key={item.key}
            value={item.key}
            label={i18n.language === 'en' ? item.en : item.de}
            onChange={(e) => onToggle(item.key, e.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
