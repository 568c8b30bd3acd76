import { NativeSelect, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InstallationSettings } from '../settings-api';
import { NUMBER_KEYS, type SettingsForm } from '../settings-form';
import { OffSettingField, SettingField } from './settings-field';
import { SmtpSecret } from './settings-secret';

/** A titled section of the settings form. */
export function SettingsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </section>
  );
}

/** Legal notice, privacy notice, accessibility statement, contact and feedback addresses. */
export function PublicBodySection({ installation }: { installation: InstallationSettings }) {
  const { t } = useTranslation('platform');
  const none = t('settings.none');
  const url = t('settings.hints.httpsUrl');
  return (
    <SettingsSection id="settings-public-body" title={t('settings.publicBody.title')}>
      {(['imprintUrl', 'privacyUrl', 'accessibilityStatementUrl'] as const).map((key) => (
        <SettingField
          key={key}
          name={key}
          type="url"
          label={t(`settings.fields.${key}`)}
          hint={url}
          installation={installation[key] ?? none}
        />
      ))}
      <SettingField
        name="contactEmail"
        type="email"
        label={t('settings.fields.contactEmail')}
        installation={installation.contactEmail ?? none}
      />
      <SettingField
        name="feedbackEmail"
        type="email"
        label={t('settings.fields.feedbackEmail')}
        hint={t('settings.hints.feedbackEmail')}
        installation={installation.feedbackEmail}
      />
    </SettingsSection>
  );
}

/**
 * The mails' sender address, the archive's postal address (the calendar entries' location)
 * and the SMTP server (write-only).
 */
export function MailSection({
  installation,
  smtpUrlSet,
}: {
  installation: InstallationSettings;
  smtpUrlSet: boolean;
}) {
  const { t } = useTranslation('platform');
  return (
    <SettingsSection id="settings-mail" title={t('settings.mail.title')}>
      <SettingField
        name="mailFromAddress"
        type="email"
        label={t('settings.fields.mailFromAddress')}
        hint={t('settings.hints.mailFromAddress')}
        installation={installation.mailFromAddress}
      />
      <SettingField
        name="address"
        label={t('settings.fields.address')}
        hint={t('settings.hints.address')}
        installation={installation.address ?? t('settings.none')}
      />
      <SmtpSecret isSet={smtpUrlSet} installationSet={installation.smtpUrlSet} />
    </SettingsSection>
  );
}

const shown = (value: string | number) => (value === 'off' ? null : String(value));

/** Limits, hold time, booking window, reminders and the waiting list. */
export function BookingRulesSection({ installation }: { installation: InstallationSettings }) {
  const { t } = useTranslation('platform');
  const { register } = useFormContext<SettingsForm>();
  const off = t('settings.off');
  return (
    <SettingsSection id="settings-booking" title={t('settings.booking.title')}>
      {NUMBER_KEYS.map((key) => (
        <SettingField
          key={key}
          name={key}
          type="number"
          label={t(`settings.fields.${key}`)}
          hint={t(`settings.hints.${key}`)}
          installation={String(installation[key])}
        />
      ))}
      <OffSettingField
        name="reminderTime"
        type="time"
        label={t('settings.fields.reminderTime')}
        hint={t('settings.hints.reminderTime')}
        offLabel={t('settings.offLabels.reminderTime')}
        installation={shown(installation.reminderTime) ?? off}
      />
      {(['personMaxVisitsPerWeek', 'personMaxVisitsPerMonth'] as const).map((key) => (
        <OffSettingField
          key={key}
          name={key}
          type="number"
          label={t(`settings.fields.${key}`)}
          offLabel={t('settings.offLabels.personLimit')}
          installation={shown(installation[key]) ?? t('settings.noLimit')}
        />
      ))}
      <NativeSelect
        label={t('settings.fields.personLimitScope')}
        description={t('settings.installationValue', {
          value: t(`settings.scopes.${installation.personLimitScope}`),
        })}
        data={[
          { value: '', label: t('settings.useInstallation') },
          { value: 'ALL', label: t('settings.scopes.ALL') },
          { value: 'ROOM', label: t('settings.scopes.ROOM') },
        ]}
        {...register('personLimitScope')}
      />
      <OffSettingField
        name="waitingListOfferHours"
        type="number"
        label={t('settings.fields.waitingListOfferHours')}
        hint={t('settings.hints.waitingListOfferHours')}
        offLabel={t('settings.offLabels.waitingList')}
        installation={shown(installation.waitingListOfferHours) ?? off}
      />
    </SettingsSection>
  );
}
