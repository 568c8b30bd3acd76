import { Select, Textarea } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { purposeLabel } from '../../../components/application-settings';
import { useValidationMessage } from '../../../i18n/validation-message';
import type { ReadingDraft } from '../reading';

/** The purpose (one of the archive's) and the research topic, each labelled, errors linked. */
export function PurposeAndTopic({
  form,
  purposes,
  prefix = '',
}: {
  form: UseFormReturn<ReadingDraft>;
  purposes: readonly string[];
  /** `application.` for the application form's pair */
  prefix?: '' | 'application.';
}) {
  const { t } = useTranslation('reader');
  const validationMessage = useValidationMessage();
  const purposeName = `${prefix}purpose` as 'purpose' | 'application.purpose';
  const topicName = `${prefix}topic` as 'topic' | 'application.topic';
  const errors = form.formState.errors;
  const purposeError = prefix ? errors.application?.purpose : errors.purpose;
  const topicError = prefix ? errors.application?.topic : errors.topic;
  const purposeText = t(prefix ? 'application.purpose' : 'reading.purpose');
  const topicText = t(prefix ? 'application.topic' : 'reading.topic');
  return (
    <>
      <Controller
        control={form.control}
        name={purposeName}
        render={({ field }) => (
          <Select
            ref={field.ref}
            label={purposeText}
            required
            withAsterisk
            data={purposes.map((p) => ({ value: p, label: purposeLabel(t, p) }))}
            value={field.value === '' ? null : field.value}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            error={purposeError ? validationMessage(purposeError.message, purposeText) : undefined}
          />
        )}
      />
      <Textarea
        label={topicText}
        description={t('reading.topicHint')}
        required
        withAsterisk
        rows={3}
        error={topicError ? validationMessage(topicError.message, topicText) : undefined}
        {...form.register(topicName)}
      />
    </>
  );
}
