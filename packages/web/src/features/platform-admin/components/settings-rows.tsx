import { STAFF_ROLES } from '@lesesaal/domain/staff/schema';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SettingsForm } from '../settings-form';
import { useSettingMessage } from '../use-setting-message';
import { useFieldError } from './settings-field';
import { SettingsSection } from './settings-sections';

/** The message of a list's refusal, next to its rows (announced with the form's summary). */
function RowsError({ field, label }: { field: 'labels' | 'directory.roles'; label: string }) {
  const message = useSettingMessage();
  const error = useFieldError(field);
  const text = message(field, error?.message ?? error?.root?.message, label);
  return text ? (
    <Text c="var(--mantine-color-error)" size="sm" id={`${field}-error`}>
      {text}
    </Text>
  ) : null;
}

/**
 * A list's add and remove buttons that keep keyboard focus in the list: after a removal it
 * goes to the add button (not to the page), after an addition to the new row's first field.
 */
function useRowButtons(remove: (index: number) => void, append: () => void, focusNew: () => void) {
  const addButton = useRef<HTMLButtonElement>(null);
  return {
    addButton,
    removeRow: (index: number) => {
      remove(index);
      requestAnimationFrame(() => addButton.current?.focus());
    },
    addRow: () => {
      append();
      requestAnimationFrame(focusNew);
    },
  };
}

/**
 * The archive's own texts for labels of the web app: key → text rows. Removing every row
 * uses the installation's labels again.
 */
export function LabelOverridesSection({ installationCount }: { installationCount: number }) {
  const { t } = useTranslation('platform');
  const { control, register, setFocus } = useFormContext<SettingsForm>();
  const rows = useFieldArray({ control, name: 'labels' });
  const buttons = useRowButtons(
    rows.remove,
    () => rows.append({ key: '', text: '' }, { shouldFocus: false }),
    () => setFocus(`labels.${rows.fields.length}.key`),
  );
  const title = t('settings.labels.title');
  return (
    <SettingsSection id="settings-labels" title={title}>
      <Text size="sm">{t('settings.labels.hint', { count: installationCount })}</Text>
      <RowsError field="labels" label={title} />
      {rows.fields.map((row, index) => (
        <Group
          key={row.id}
          role="group"
          aria-label={t('settings.labels.row', { number: index + 1 })}
          align="flex-end"
          wrap="wrap"
        >
          <TextInput
            label={t('settings.labels.key')}
            autoComplete="off"
            spellCheck={false}
            {...register(`labels.${index}.key`)}
          />
          <TextInput label={t('settings.labels.text')} {...register(`labels.${index}.text`)} />
          <Button
            variant="default"
            aria-label={t('settings.labels.removeRow', { number: index + 1 })}
            onClick={() => buttons.removeRow(index)}
          >
            {t('settings.remove')}
          </Button>
        </Group>
      ))}
      <Group>
        <Button ref={buttons.addButton} variant="default" onClick={buttons.addRow}>
          {t('settings.labels.add')}
        </Button>
      </Group>
    </SettingsSection>
  );
}

/** The directory's role map: group → staff role rows, at least one. */
export function RoleMapRows() {
  const { t } = useTranslation('platform');
  const { control, register, setFocus } = useFormContext<SettingsForm>();
  const rows = useFieldArray({ control, name: 'directory.roles' });
  const buttons = useRowButtons(
    rows.remove,
    () => rows.append({ group: '', role: 'DESK' }, { shouldFocus: false }),
    () => setFocus(`directory.roles.${rows.fields.length}.group`),
  );
  const title = t('settings.directory.roleMap');
  return (
    <Stack gap="xs" role="group" aria-labelledby="settings-role-map">
      <Text fw={500} size="sm" id="settings-role-map">
        {title}
      </Text>
      <Text size="sm">{t('settings.directory.roleMapHint')}</Text>
      <RowsError field="directory.roles" label={title} />
      {rows.fields.map((row, index) => (
        <Group key={row.id} align="flex-end" wrap="wrap">
          <TextInput
            label={t('settings.directory.group', { number: index + 1 })}
            autoComplete="off"
            spellCheck={false}
            {...register(`directory.roles.${index}.group`)}
          />
          <NativeSelect
            label={t('settings.directory.role', { number: index + 1 })}
            data={STAFF_ROLES.map((role) => ({
              value: role,
              label: t(`settings.directory.roles.${role}`),
            }))}
            {...register(`directory.roles.${index}.role`)}
          />
          <Button
            variant="default"
            aria-label={t('settings.directory.removeRow', { number: index + 1 })}
            onClick={() => buttons.removeRow(index)}
          >
            {t('settings.remove')}
          </Button>
        </Group>
      ))}
      <Group>
        <Button ref={buttons.addButton} variant="default" onClick={buttons.addRow}>
          {t('settings.directory.addRow')}
        </Button>
      </Group>
    </Stack>
  );
}
