import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { USER_APPLICATION_MODES } from '@lesesaal/domain/applications/settings';
import type { InstallationSettings } from '../settings-api';
import type { SettingsForm } from '../settings-form';
import { useSettingMessage } from '../use-setting-message';
import { SettingField, useFieldError } from './settings-field';
import { SettingsSection } from './settings-sections';

/** The installation's validity in words. */
function useValidityText() {
  const { t } = useTranslation('platform');
  return (validity: InstallationSettings['applicationValidity']) =>
    validity === 'calendar-year'
      ? t('settings.applications.calendarYear')
      : t('settings.applications.monthsValue', { count: validity.months });
}

/** Calendar year or N months; the months field only when months are chosen. */
function ValidityFields({ installation }: { installation: InstallationSettings }) {
  const { t } = useTranslation('platform');
  const { register, control } = useFormContext<SettingsForm>();
  const kind = useWatch({ control, name: 'applicationValidity' });
  const message = useSettingMessage();
  const error = useFieldError('applicationValidityMonths');
  const validityText = useValidityText();
  const monthsLabel = t('settings.fields.applicationValidityMonths');
  return (
    <>
      <NativeSelect
        label={t('settings.fields.applicationValidity')}
        description={t('settings.installationValue', {
          value: validityText(installation.applicationValidity),
        })}
        data={[
          { value: '', label: t('settings.useInstallation') },
          { value: 'calendar-year', label: t('settings.applications.calendarYear') },
          { value: 'months', label: t('settings.applications.months') },
        ]}
        {...register('applicationValidity')}
      />
      {kind === 'months' ? (
        <TextInput
          label={monthsLabel}
          description={t('settings.hints.applicationValidityMonths')}
          inputMode="numeric"
          autoComplete="off"
          required
          maw={240}
          {...register('applicationValidityMonths')}
          error={message('applicationValidityMonths', error?.message, monthsLabel)}
        />
      ) : null}
    </>
  );
}

/**
 * The user application (Benutzungsantrag): whether the archive asks for one, how long an
 * approved one is valid, the purposes a reader chooses from, the reading-room rules and how
 * long applications are kept. Empty: the installation's value, shown with each field.
 */
export function ApplicationSection({ installation }: { installation: InstallationSettings }) {
  const { t } = useTranslation('platform');
  const { register } = useFormContext<SettingsForm>();
  const message = useSettingMessage();
  const purposesError = useFieldError('applicationPurposes');
  const purposesLabel = t('settings.fields.applicationPurposes');
  const none = t('settings.none');
  return (
    <SettingsSection id="settings-applications" title={t('settings.applications.title')}>
      <NativeSelect
        label={t('settings.fields.userApplication')}
        description={[
          t('settings.hints.userApplication'),
          t('settings.installationValue', {
            value: t(`settings.applications.modes.${installation.userApplication}`),
          }),
        ].join(' ')}
        data={[
          { value: '', label: t('settings.useInstallation') },
          ...USER_APPLICATION_MODES.map((mode) => ({
            value: mode,
            label: t(`settings.applications.modes.${mode}`),
          })),
        ]}
        {...register('userApplication')}
      />
      <ValidityFields installation={installation} />
      <Textarea
        label={purposesLabel}
        description={[
          t('settings.hints.applicationPurposes'),
          t('settings.installationValue', {
            value: installation.applicationPurposes.join(', '),
          }),
        ].join(' ')}
        rows={6}
        autoComplete="off"
        {...register('applicationPurposes')}
        error={message('applicationPurposes', purposesError?.message, purposesLabel)}
      />
      <SettingField
        name="readingRulesUrl"
        type="url"
        label={t('settings.fields.readingRulesUrl')}
        hint={t('settings.hints.httpsUrl')}
        installation={installation.readingRulesUrl ?? none}
      />
      <SettingField
        name="readingRulesVersion"
        label={t('settings.fields.readingRulesVersion')}
        hint={t('settings.hints.readingRulesVersion')}
        installation={installation.readingRulesVersion ?? none}
      />
      <SettingField
        name="applicationRetentionYears"
        type="number"
        label={t('settings.fields.applicationRetentionYears')}
        hint={t('settings.hints.applicationRetentionYears')}
        installation={String(installation.applicationRetentionYears)}
      />
    </SettingsSection>
  );
}
