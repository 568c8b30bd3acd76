import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useFormContext, useWatch, type FieldError, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  offFlag,
  type NumberKey,
  type OffKey,
  type SettingsForm,
  type TextKey,
} from '../settings-form';
import { useSettingMessage } from '../use-setting-message';

export interface SettingFieldProps<K extends TextKey | NumberKey | OffKey> {
  name: K;
  label: string;
  /** the installation's value in words (shown while the field is empty) */
  installation: string;
  /** a hint before the installation's value */
  hint?: string;
  type?: 'text' | 'url' | 'email' | 'number' | 'time';
}

const errorOf = (errors: unknown, name: string): FieldError | undefined =>
  name
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], errors) as
    FieldError | undefined;

/** The error of a field by its name (`directory.issuer` too). */
export function useFieldError(name: string): FieldError | undefined {
  const { formState } = useFormContext<SettingsForm>();
  return errorOf(formState.errors, name);
}

const OFF_FLAGS = {
  reminderTime: offFlag('reminderTime'),
  personMaxVisitsPerWeek: offFlag('personMaxVisitsPerWeek'),
  personMaxVisitsPerMonth: offFlag('personMaxVisitsPerMonth'),
  waitingListOfferHours: offFlag('waitingListOfferHours'),
} as const;

/**
 * Empties a field (the installation's value again) and puts the focus into it, for the
 * button next to a field that has a value of the archive's own.
 */
function UseInstallationButton({
  name,
  label,
}: {
  name: TextKey | NumberKey | OffKey;
  label: string;
}) {
  const { t } = useTranslation('platform');
  const { setValue, setFocus } = useFormContext<SettingsForm>();
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      aria-label={t('settings.useInstallationFor', { label })}
      onClick={() => {
        setValue(name, '', { shouldDirty: true });
        if (name in OFF_FLAGS) setValue(OFF_FLAGS[name as OffKey], false);
        setFocus(name);
      }}
    >
      {t('settings.useInstallation')}
    </Button>
  );
}

/**
 * One setting: its input, the installation's value as the description (what applies while
 * it is empty), and "use the installation's value" once it holds a value of its own.
 */
export function SettingField<K extends TextKey | NumberKey | OffKey>({
  name,
  label,
  installation,
  hint,
  type = 'text',
}: SettingFieldProps<K>) {
  const { t } = useTranslation('platform');
  const { register, control } = useFormContext<SettingsForm>();
  const value = useWatch({ control, name });
  const off = useWatch({
    control,
    name: (OFF_FLAGS as Record<string, Path<SettingsForm>>)[name] ?? name,
  });
  const message = useSettingMessage();
  const error = useFieldError(name);
  const description = [hint, t('settings.installationValue', { value: installation })]
    .filter(Boolean)
    .join(' ');
  const numeric = type === 'number';
  return (
    <Stack gap={4}>
      <TextInput
        label={label}
        description={description}
        type={numeric ? 'text' : type}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        spellCheck={false}
        disabled={off === true}
        {...register(name)}
        error={message(name, error?.message, label)}
      />
      {value !== '' || off === true ? (
        <Group>
          <UseInstallationButton name={name} label={label} />
        </Group>
      ) : null}
    </Stack>
  );
}

/** A setting that may also be switched off (no reminders, no limit, no waiting list). */
export function OffSettingField({
  offLabel,
  ...props
}: SettingFieldProps<OffKey> & { offLabel: string }) {
  const { register } = useFormContext<SettingsForm>();
  return (
    <Stack gap="xs">
      <SettingField {...props} />
      <Checkbox label={offLabel} {...register(offFlag(props.name))} />
    </Stack>
  );
}
