import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '../../i18n/validation-message';
import { PLATFORM_MESSAGES, type PlatformMessage } from './archive-schema';

const isPlatformMessage = (message: string | undefined): message is PlatformMessage =>
  (PLATFORM_MESSAGES as readonly (string | undefined)[]).includes(message);

/**
 * A field's error in words: the archive rules' own messages (slug, host name, time zone)
 * from the platform texts, every other from the shared validation texts, with the label.
 */
export function useFieldMessage(): (
  error: FieldError | undefined,
  label: string,
) => string | undefined {
  const { t } = useTranslation('platform');
  const validationMessage = useValidationMessage();
  return useCallback(
    (error: FieldError | undefined, label: string) => {
      if (!error) return undefined;
      if (isPlatformMessage(error.message)) return t(`validation.${error.message}`, { label });
      return validationMessage(error.message, label);
    },
    [t, validationMessage],
  );
}
