import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_PARTICIPANTS_MAX } from '@lesesaal/domain/group-visits/schema';
import { formatWeekdayDate } from '../../../components/format-date';
import { NumberField } from '../../../components/number-field';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import type { GroupRequestView } from '../api';

interface ParticipantsFormProps {
  request: GroupRequestView;
  pending: boolean;
  /** the server's refusal of the last save, shown at the field */
  error: unknown;
  onSave: (participants: number) => Promise<boolean>;
}

/**
 * The number of participants, up to the day before the visit: at most the seats held (or
 * asked for). A number out of range is named at the field, which keeps the focus.
 */
export function ParticipantsForm({ request: g, pending, error, onSave }: ParticipantsFormProps) {
  const { t, i18n } = useTranslation('groups');
  const validationMessage = useValidationMessage();
  const errorMessage = useErrorMessage();
  const [value, setValue] = useState(g.participants ?? Number.NaN);
  const [problem, setProblem] = useState<string | null>(null);
  const max = g.seats ?? g.seatsRequested ?? GROUP_PARTICIPANTS_MAX;
  const label = t('manage.participantsLabel');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!Number.isInteger(value) || value < 1 || value > max) {
      setProblem(validationMessage(`between?min=1&max=${max}`, label));
      document.getElementById('group-participants')?.focus();
      return;
    }
    setProblem(null);
    void onSave(value).then((saved) => {
      if (!saved) document.getElementById('group-participants')?.focus();
    });
  };
  const shown = problem ?? (error ? errorMessage(error) : null);
  return (
    <section aria-labelledby="group-participants-title">
      <Title order={2} size="h3" id="group-participants-title" mb="xs">
        {t('manage.participantsTitle')}
      </Title>
      {g.canChangeParticipants ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              {t('manage.participantsUntil', {
                date: formatWeekdayDate(g.participantsUntil, i18n.language),
              })}
            </Text>
            <Group align="flex-end">
              <NumberField
                id="group-participants"
                label={label}
                min={1}
                max={max}
                maw={240}
                value={value}
                error={shown ?? undefined}
                onChange={setValue}
              />
              <Button type="submit" loading={pending}>
                {t('manage.participantsSave')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Text>{t('manage.participantsClosed')}</Text>
      )}
    </section>
  );
}
