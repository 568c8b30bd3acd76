import { NativeSelect, TextInput } from '@mantine/core';
import { useId, useMemo } from 'react';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NAME_MAX, type ArchiveSettings } from '../archive-schema';
import { useFieldMessage } from '../use-field-message';

/** The IANA time zones this browser knows, offered as suggestions (any known one may be typed). */
function useTimeZones(): string[] {
  return useMemo(
    () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []),
    [],
  );
}

export interface ArchiveFieldsProps<T extends ArchiveSettings> {
  register: UseFormRegister<T>;
  errors: FieldErrors<ArchiveSettings>;
}

/**
 * Name, host name, time zone and default language of an archive (create and edit forms).
 * Host name, time zone and language may stay empty: the installation's settings apply.
 */
export function ArchiveFields<T extends ArchiveSettings>({
  register,
  errors,
}: ArchiveFieldsProps<T>) {
  const { t } = useTranslation('platform');
  const message = useFieldMessage();
  const zones = useTimeZones();
  const zoneListId = useId();
  const field = (name: keyof ArchiveSettings) => register(name as Path<T>);
  return (
    <>
      <TextInput
        label={t('fields.name')}
        description={t('form.nameHint')}
        required
        maxLength={NAME_MAX}
        autoComplete="off"
        {...field('name')}
        error={message(errors.name, t('fields.name'))}
      />
      <TextInput
        label={t('fields.hostName')}
        description={t('form.hostNameHint')}
        autoComplete="off"
        spellCheck={false}
        {...field('hostName')}
        error={message(errors.hostName, t('fields.hostName'))}
      />
      <TextInput
        label={t('fields.timeZone')}
        description={t('form.timeZoneHint')}
        autoComplete="off"
        spellCheck={false}
        list={zoneListId}
        {...field('timeZone')}
        error={message(errors.timeZone, t('fields.timeZone'))}
      />
      <datalist id={zoneListId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <NativeSelect
        label={t('fields.defaultLanguage')}
        description={t('form.languageHint')}
        data={[
          { value: '', label: t('values.installation') },
          { value: 'de', label: t('values.languages.de') },
          { value: 'en', label: t('values.languages.en') },
        ]}
        {...field('defaultLanguage')}
      />
    </>
  );
}
