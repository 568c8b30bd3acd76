import { Anchor, Checkbox, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { VisitorApplicationSettings } from '../../../components/application-settings';
import { useValidationMessage } from '../../../i18n/validation-message';
import { countryChoices } from '../countries';
import type { ReadingDraft } from '../reading';
import { PurposeAndTopic } from './purpose-topic-fields';

type TextField = 'name' | 'street' | 'postcode' | 'town' | 'phone' | 'institution';
const TEXT_FIELDS: TextField[] = ['name', 'street', 'postcode', 'town'];
const AUTOCOMPLETE: Record<TextField, string> = {
  name: 'name',
  street: 'street-address',
  postcode: 'postal-code',
  town: 'address-level2',
  phone: 'tel',
  institution: 'organization',
};
const OPTIONAL: TextField[] = ['phone', 'institution'];
type Consent = 'rulesAccepted' | 'privacyAccepted';

/**
 * The user application (Benutzungsantrag) sent with the booking: who the reader is, their
 * postal address, the research and its purpose, a planned publication, and the acceptance
 * of the reading-room rules (the archive's link and version) and of the privacy notice.
 * Rules from the domain's application schema; errors at their fields.
 */
export function ApplicationFields({
  form,
  settings,
  previous,
}: {
  form: UseFormReturn<ReadingDraft>;
  settings: VisitorApplicationSettings;
  /** the state of the reader's last application, if any */
  previous: string | null;
}) {
  const { t, i18n } = useTranslation('reader');
  const validationMessage = useValidationMessage();
  const countries = useMemo(() => countryChoices(i18n.language), [i18n.language]);
  const errors = form.formState.errors.application;
  const textInput = (name: TextField) => {
    const label = t(`application.${name}`);
    const error = errors?.[name];
    return (
      <TextInput
        key={name}
        label={label}
        required={!OPTIONAL.includes(name)}
        withAsterisk={!OPTIONAL.includes(name)}
        type={name === 'phone' ? 'tel' : 'text'}
        autoComplete={AUTOCOMPLETE[name]}
        description={name === 'institution' ? t('application.institutionHint') : undefined}
        error={error ? validationMessage(error.message, label) : undefined}
        {...form.register(`application.${name}`)}
      />
    );
  };
  const consent = (name: Consent, label: string) => (
    <Checkbox
      label={label}
      required
      aria-invalid={Boolean(errors?.[name])}
      error={errors?.[name] ? t('application.mustAccept') : undefined}
      {...form.register(`application.${name}`)}
    />
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="booking-application-title">
      <Title order={2} size="h3" id="booking-application-title">
        {t('application.title')}
      </Title>
      {previous === 'refused' || previous === 'expired' ? (
        <Text>{t(`application.${previous}`)}</Text>
      ) : null}
      <Text>{t('application.intro')}</Text>
      {TEXT_FIELDS.map(textInput)}
      <Controller
        control={form.control}
        name="application.country"
        render={({ field }) => (
          <Select
            ref={field.ref}
            label={t('application.country')}
            required
            withAsterisk
            searchable
            allowDeselect={false}
            data={countries}
            value={field.value}
            onChange={(value) => field.onChange(value ?? 'DE')}
            onBlur={field.onBlur}
            error={
              errors?.country
                ? validationMessage(errors.country.message, t('application.country'))
                : undefined
            }
          />
        )}
      />
      {textInput('phone')}
      {textInput('institution')}
      <PurposeAndTopic form={form} purposes={settings.purposes} prefix="application." />
      <Checkbox
        label={t('application.publicationPlanned')}
        {...form.register('application.publicationPlanned')}
      />
      {settings.readingRulesUrl ? (
        <Anchor href={settings.readingRulesUrl} target="_blank" rel="noopener" w="fit-content">
          {settings.readingRulesVersion
            ? t('application.rulesLink', { version: settings.readingRulesVersion })
            : t('application.rulesLinkNoVersion')}
        </Anchor>
      ) : null}
      {consent('rulesAccepted', t('application.rules'))}
      <Text size="sm" id="booking-application-privacy">
        {t('application.privacyText')}
      </Text>
      {consent('privacyAccepted', t('application.privacy'))}
    </Stack>
  );
}
