import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { parseLanguage } from '@lesesaal/domain/config';
import { waitingListJoinSchema } from '@lesesaal/domain/waiting-list/schema';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { useBotCheck } from '../../../components/bot-check/use-bot-check';
import { useJoinWaitingList } from '../waiting-list-api';

/** The form's one field, checked by the domain's join schema. */
const emailOnly = waitingListJoinSchema.pick({ email: true });

interface Props {
  timeSlotId: number;
  /** the slot as the visitor reads it: „09:00–10:00“ and the long date */
  time: string;
  date: string;
  onCancel: () => void;
}

/**
 * Joining a full slot's waiting list with an e-mail address: labelled field,
 * validated by the domain schema, the first error focused; the outcome is announced (a
 * status message on success, an alert on refusal). The language of the mails is the
 * visitor's language now. Loaded only when the visitor opens it (zod, react-hook-form).
 */
export function WaitingListForm({ timeSlotId, time, date, onCancel }: Props) {
  const { t, i18n } = useTranslation('booking');
  const validationMessage = useValidationMessage();
  const errorMessage = useErrorMessage();
  const botCheck = useBotCheck();
  const join = useJoinWaitingList(botCheck.answer);
  const form = useForm<z.input<typeof emailOnly>, unknown, z.output<typeof emailOnly>>({
    defaultValues: { email: '' },
    resolver: zodResolver(emailOnly),
    shouldFocusError: true,
  });
  const emailField = useRef<HTMLInputElement | null>(null);
  const { ref: registerRef, ...emailProps } = form.register('email');
  useEffect(() => emailField.current?.focus(), []);

  const submit = form.handleSubmit((values) =>
    join.mutate({ timeSlotId, email: values.email, language: parseLanguage(i18n.language) }),
  );
  const label = t('waitingList.email');
  const error = form.formState.errors.email;

  return (
    <Stack gap="xs" className="waiting-list-form">
      {/* Always in the DOM, so the outcome is read out when it appears. */}
      <div role="status" aria-live="polite">
        {join.isSuccess ? (
          <Text fw={600}>
            {t('waitingList.joined', { time, date, position: join.data.position })}
          </Text>
        ) : botCheck.status === 'checking' ? (
          <Text size="sm">{t('calendar.botCheck')}</Text>
        ) : null}
      </div>
      {join.isSuccess ? null : (
        <form onSubmit={submit} noValidate aria-label={t('waitingList.formTitle', { time })}>
          <Stack gap="xs">
            <Text size="sm">{t('waitingList.intro')}</Text>
            <TextInput
              type="email"
              autoComplete="email"
              label={label}
              required
              withAsterisk
              description={t('waitingList.privacy')}
              error={error ? validationMessage(error.message, label) : undefined}
              ref={(el) => {
                registerRef(el);
                emailField.current = el;
              }}
              {...emailProps}
            />
            {join.isError ? (
              <Alert role="alert" color="red" variant="outline">
                {errorMessage(join.error)}
              </Alert>
            ) : null}
            <Group gap="xs">
              <Button type="submit" loading={join.isPending}>
                {t('waitingList.submit')}
              </Button>
              <Button variant="default" onClick={onCancel}>
                {t('waitingList.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
