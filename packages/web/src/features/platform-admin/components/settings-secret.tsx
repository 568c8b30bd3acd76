import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SettingsForm } from '../settings-form';
import { useSettingMessage } from '../use-setting-message';
import { useFieldError } from './settings-field';

/**
 * The SMTP server (its address carries the credentials): never shown, only whether the
 * archive has one. It may be replaced (a new address typed in) or cleared (the
 * installation's server again) on saving; either can be taken back before saving.
 */
export function SmtpSecret({
  isSet,
  installationSet,
}: {
  isSet: boolean;
  installationSet: boolean;
}) {
  const { t } = useTranslation('platform');
  const { register, setValue, setFocus, control } = useFormContext<SettingsForm>();
  const action = useWatch({ control, name: 'smtpAction' });
  const message = useSettingMessage();
  const error = useFieldError('smtpUrl');
  const replaceButton = useRef<HTMLButtonElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const label = t('settings.fields.smtpUrl');
  const back = () => {
    setValue('smtpAction', 'keep');
    setValue('smtpUrl', '');
    requestAnimationFrame(() => replaceButton.current?.focus());
  };
  const state = isSet
    ? t('settings.smtp.set')
    : t(installationSet ? 'settings.smtp.notSetInstallation' : 'settings.smtp.notSet');
  return (
    <Stack gap="xs" role="group" aria-labelledby="settings-smtp-label">
      <Text fw={500} size="sm" id="settings-smtp-label">
        {label}
      </Text>
      <Text size="sm" aria-live="polite">
        {action === 'clear' ? t('settings.smtp.willClear') : state}
      </Text>
      {action === 'replace' ? (
        <>
          <PasswordInput
            label={t('settings.smtp.newValue')}
            description={t('settings.hints.smtpUrl')}
            autoComplete="off"
            spellCheck={false}
            {...register('smtpUrl')}
            error={message('smtpUrl', error?.message, label)}
          />
          <Group>
            <Button variant="default" size="compact-sm" onClick={back}>
              {t('settings.smtp.keep')}
            </Button>
          </Group>
        </>
      ) : (
        <Group>
          {action === 'keep' ? (
            <Button
              ref={replaceButton}
              variant="default"
              size="compact-sm"
              onClick={() => {
                setValue('smtpAction', 'replace');
                requestAnimationFrame(() => setFocus('smtpUrl'));
              }}
            >
              {isSet ? t('settings.smtp.replace') : t('settings.smtp.add')}
            </Button>
          ) : null}
          {action === 'keep' && isSet ? (
            <Button
              variant="default"
              size="compact-sm"
              onClick={() => {
                setValue('smtpAction', 'clear');
                requestAnimationFrame(() => undoButton.current?.focus());
              }}
            >
              {t('settings.smtp.clear')}
            </Button>
          ) : null}
          {action === 'clear' ? (
            <Button ref={undoButton} variant="default" size="compact-sm" onClick={back}>
              {t('settings.smtp.undo')}
            </Button>
          ) : null}
        </Group>
      )}
    </Stack>
  );
}
