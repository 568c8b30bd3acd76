import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InstallationSettings, SettingsAnswer } from '../settings-api';
import type { SettingsForm } from '../settings-form';
import { useSettingMessage } from '../use-setting-message';
import { useFieldError } from './settings-field';
import { RoleMapRows } from './settings-rows';
import { SettingsSection } from './settings-sections';

const REPLACE_SECRET = 'settings-replace-secret';

type DirectoryText = 'issuer' | 'clientId' | 'rolesClaim' | 'label';

function DirectoryTextField({ name, hint }: { name: DirectoryText; hint?: string }) {
  const { t } = useTranslation('platform');
  const { register } = useFormContext<SettingsForm>();
  const message = useSettingMessage();
  const field = `directory.${name}` as const;
  const error = useFieldError(field);
  const label = t(`settings.directory.fields.${name}`);
  return (
    <TextInput
      label={label}
      description={hint}
      required={name === 'issuer' || name === 'clientId'}
      autoComplete="off"
      spellCheck={false}
      {...register(field)}
      error={message(field, error?.message, label)}
    />
  );
}

/**
 * The client secret, write-only: with one stored only "set" and a button to replace it; a new
 * connection needs one typed in.
 */
function ClientSecret({ stored }: { stored: boolean }) {
  const { t } = useTranslation('platform');
  const { register, setValue, setFocus, control } = useFormContext<SettingsForm>();
  const replacing = useWatch({ control, name: 'directory.replaceSecret' }) || !stored;
  const message = useSettingMessage();
  const error = useFieldError('directory.clientSecret');
  const label = t('settings.directory.fields.clientSecret');
  if (!replacing)
    return (
      <Stack gap={4} role="group" aria-labelledby="settings-client-secret">
        <Text fw={500} size="sm" id="settings-client-secret">
          {label}
        </Text>
        <Text size="sm">{t('settings.directory.secretSet')}</Text>
        <Group>
          <Button
            id={REPLACE_SECRET}
            variant="default"
            size="compact-sm"
            onClick={() => {
              setValue('directory.replaceSecret', true);
              requestAnimationFrame(() => setFocus('directory.clientSecret'));
            }}
          >
            {t('settings.directory.replaceSecret')}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap={4}>
      <PasswordInput
        label={stored ? t('settings.directory.newSecret') : label}
        description={stored ? t('settings.directory.newSecretHint') : undefined}
        required={!stored}
        autoComplete="off"
        {...register('directory.clientSecret')}
        error={message('directory.clientSecret', error?.message, label)}
      />
      {stored ? (
        <Group>
          <Button
            variant="default"
            size="compact-sm"
            onClick={() => {
              setValue('directory.clientSecret', '');
              setValue('directory.replaceSecret', false);
              requestAnimationFrame(() => document.getElementById(REPLACE_SECRET)?.focus());
            }}
          >
            {t('settings.directory.keepSecret')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** The installation's connection in words: its provider, or none. */
function installationDirectory(installation: InstallationSettings, none: string) {
  return installation.directory ? installation.directory.issuer : none;
}

/** Directory sign-in (OpenID Connect): the installation's, one of the archive's own, or none. */
export function DirectorySection({
  view,
  installation,
}: {
  view: SettingsAnswer['directory'];
  installation: InstallationSettings;
}) {
  const { t } = useTranslation('platform');
  const { register, control } = useFormContext<SettingsForm>();
  const mode = useWatch({ control, name: 'directoryMode' });
  const stored = typeof view === 'object' && view.clientSecretSet;
  return (
    <SettingsSection id="settings-directory" title={t('settings.directory.title')}>
      <NativeSelect
        label={t('settings.directory.mode')}
        description={t('settings.installationValue', {
          value: installationDirectory(installation, t('settings.none')),
        })}
        data={[
          { value: '', label: t('settings.useInstallation') },
          { value: 'own', label: t('settings.directory.modes.own') },
          { value: 'off', label: t('settings.directory.modes.off') },
        ]}
        {...register('directoryMode')}
      />
      {mode === 'own' ? (
        <Stack gap="md">
          <DirectoryTextField name="issuer" hint={t('settings.directory.issuerHint')} />
          <DirectoryTextField name="clientId" />
          <ClientSecret stored={stored} />
          <DirectoryTextField name="rolesClaim" hint={t('settings.directory.rolesClaimHint')} />
          <RoleMapRows />
          <DirectoryTextField name="label" hint={t('settings.directory.labelHint')} />
          <Checkbox
            label={t('settings.directory.fields.hideLocalLogin')}
            {...register('directory.hideLocalLogin')}
          />
        </Stack>
      ) : null}
    </SettingsSection>
  );
}
