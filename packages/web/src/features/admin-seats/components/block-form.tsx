import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { seatBlockPayloadSchema } from '@lesesaal/domain/seats/schema';
import { useArchiveToday } from '../../../components/archive-today';
import { useNotify } from '../../../components/notifications/notification-context';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { useBlockSeat, type AdminSeat, type AffectedBooking } from '../api';
import { useCheckedForm } from '../use-checked-form';
import { AffectedBookings } from './affected-bookings';

const fieldId = (field: string) => `block-${field}`;

interface BlockFormProps {
  roomId: number;
  seat: AdminSeat;
  onDone: () => void;
}

/**
 * Blocks a seat for a day range with a reason. Bookings that held the seat in the range
 * are shown after it, each with the choice to move it to a free seat (one mail to the
 * person) or to leave it without a seat.
 */
export function BlockForm({ roomId, seat, onDone }: BlockFormProps) {
  const { t } = useTranslation('admin-seats');
  const today = useArchiveToday();
  const block = useBlockSeat(roomId);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const message = useValidationMessage();
  const [affected, setAffected] = useState<AffectedBooking[] | null>(null);
  const form = useCheckedForm(
    seatBlockPayloadSchema,
    { reason: '', from: today, until: today },
    fieldId,
  );
  const { values, errors } = form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.check(values);
    if (!body) return;
    block.mutate(
      { seatId: seat.id, body },
      {
        onSuccess: (result) => {
          notify({ type: 'success', title: t('block.done', { label: seat.label }) });
          if (result.affected.length === 0) onDone();
          else setAffected(result.affected);
        },
        onError: (error) => notify({ type: 'error', title: errorMessage(error) }),
      },
    );
  };
  if (affected) return <AffectedBookings roomId={roomId} bookings={affected} onDone={onDone} />;
  const error = (field: 'reason' | 'from' | 'until') =>
    errors[field] ? message(errors[field], t(`block.${field}`)) : undefined;
  return (
    <section aria-labelledby="block-form-title">
      <Title order={2} size="h3" id="block-form-title" mb="sm">
        {t('block.title', { label: seat.label })}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={480}>
          <TextInput
            id={fieldId('reason')}
            label={t('block.reason')}
            required
            value={values.reason}
            onChange={(e) => form.set('reason', e.currentTarget.value)}
            error={error('reason')}
          />
          <TextInput
            id={fieldId('from')}
            type="date"
            label={t('block.from')}
            required
            value={values.from}
            onChange={(e) => form.set('from', e.currentTarget.value)}
            error={error('from')}
          />
          <TextInput
            id={fieldId('until')}
            type="date"
            label={t('block.until')}
            required
            value={values.until}
            onChange={(e) => form.set('until', e.currentTarget.value)}
            error={error('until')}
          />
          <Group>
            <Button type="submit" loading={block.isPending}>
              {t('block.submit')}
            </Button>
            <Button variant="default" onClick={onDone}>
              {t('block.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
