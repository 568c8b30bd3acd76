import { Anchor, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GROUP_TOPIC_MAX, GROUP_UNITS_MAX } from '@lesesaal/domain/group-visits/schema';
import { PERSON_FIELD_MAX } from '@lesesaal/domain/limits';
import { PUBLIC_BODY_PATHS } from '../../../components/public-body-links';
import { useConfig } from '../../../config';
import { useValidationMessage } from '../../../i18n/validation-message';
import type { GroupFormOutput, GroupFormValues } from '../group-form';

type GroupForm = UseFormReturn<GroupFormValues, unknown, GroupFormOutput>;

const PERSON = [
  ['organiserName', 'name', 'text', true],
  ['institution', 'organization', 'text', false],
  ['email', 'email', 'email', true],
  ['phone', 'tel', 'tel', false],
] as const;

/** The visit's topic and records, then the organiser's details and the privacy notice. */
export function GroupPersonFields({ form }: { form: GroupForm }) {
  const { t } = useTranslation('groups');
  const { privacyUrl } = useConfig();
  const validationMessage = useValidationMessage();
  const { errors } = form.formState;
  const message = (field: keyof GroupFormValues, label: string) => {
    const error = errors[field];
    return error ? validationMessage(error.message, label) : undefined;
  };
  return (
    <>
      <section aria-labelledby="group-visit">
        <Title order={2} size="h3" id="group-visit" mb="xs">
          {t('request.visitTitle')}
        </Title>
        <Stack gap="sm">
          <Textarea
            label={t('request.topic')}
            required
            withAsterisk
            rows={3}
            maxLength={GROUP_TOPIC_MAX}
            error={message('topic', t('request.topic'))}
            {...form.register('topic')}
          />
          <Textarea
            label={t('request.units')}
            description={t('request.unitsHint')}
            rows={4}
            maxLength={GROUP_UNITS_MAX}
            error={message('units', t('request.units'))}
            {...form.register('units')}
          />
        </Stack>
      </section>
      <section aria-labelledby="group-organiser">
        <Title order={2} size="h3" id="group-organiser" mb="xs">
          {t('request.organiserTitle')}
        </Title>
        <Stack gap="sm">
          <Text size="sm">{t('request.organiserHint')}</Text>
          {PERSON.map(([name, autoComplete, type, required]) => (
            <TextInput
              key={name}
              label={t(`request.${name}`)}
              description={name === 'phone' ? t('request.phoneHint') : undefined}
              type={type}
              autoComplete={autoComplete}
              required={required}
              withAsterisk={required}
              maxLength={name === 'email' ? undefined : PERSON_FIELD_MAX}
              error={message(name, t(`request.${name}`))}
              {...form.register(name)}
            />
          ))}
          <Text size="sm">
            {t('request.privacy')}{' '}
            {privacyUrl ? (
              <Anchor href={privacyUrl}>{t('request.privacyLink')}</Anchor>
            ) : (
              <Anchor component={Link} to={PUBLIC_BODY_PATHS.privacy}>
                {t('request.privacyLink')}
              </Anchor>
            )}
          </Text>
        </Stack>
      </section>
    </>
  );
}
