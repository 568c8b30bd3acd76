import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UNIT_FIELD_MAX } from '@lesesaal/domain/limits';
import type { Ticket } from '../api-types';
import { formatLongDate } from '../../../components/format-date';
import type { useOwnerUnits } from '../use-owner-units';

interface OwnerUnitFormProps {
  ticket: Ticket;
  form: ReturnType<typeof useOwnerUnits>['form'];
}

/** The owner's form ordering one more unit for a visit, with the server's refusal above it. */
export function OwnerUnitForm({ ticket, form }: OwnerUnitFormProps) {
  const { t, i18n } = useTranslation('records');
  const { t: tb } = useTranslation('booking');
  const prefix = `owner-units-${ticket.id}`;
  return (
    <form onSubmit={form.submit} noValidate>
      <Fieldset
        legend={t('owner.addFor', {
          room: ticket.roomName,
          date: formatLongDate(ticket.date, i18n.language),
          time: tb('time', { start: ticket.startTime, end: ticket.endTime }),
        })}
      >
        <Stack gap="xs">
          <Text size="sm">{t('owner.addIntro')}</Text>
          {form.refusal ? (
            <Text role="alert" c="red.9" fw={600} id={`${prefix}-refusal`}>
              {form.refusal}
            </Text>
          ) : null}
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              id={`${prefix}-callNumber`}
              ref={form.callNumberRef}
              label={t('records.callNumber')}
              required
              withAsterisk
              maxLength={UNIT_FIELD_MAX.callNumber}
              autoComplete="off"
              value={form.callNumber}
              error={
                form.missing && !form.callNumber.trim() ? t('owner.callNumberRequired') : undefined
              }
              onChange={(e) => form.setCallNumber(e.currentTarget.value)}
              style={{ flex: '1 1 10rem' }}
            />
            <TextInput
              id={`${prefix}-title`}
              label={t('records.titleField')}
              maxLength={UNIT_FIELD_MAX.title}
              autoComplete="off"
              value={form.title}
              onChange={(e) => form.setTitle(e.currentTarget.value)}
              style={{ flex: '1 1 10rem' }}
            />
            <TextInput
              id={`${prefix}-note`}
              label={t('records.note')}
              maxLength={UNIT_FIELD_MAX.note}
              autoComplete="off"
              value={form.note}
              onChange={(e) => form.setNote(e.currentTarget.value)}
              style={{ flex: '2 1 14rem' }}
            />
            <Button type="submit" variant="outline" loading={form.ordering}>
              {t('owner.order')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
