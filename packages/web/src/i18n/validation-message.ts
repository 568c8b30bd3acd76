/**
 * Translates the validation messages of the domain schemas (`maxLength?max=40`, see
 * domain/validation-messages.ts) with the field's label: use it for react-hook-form errors.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { parseValidationMessage } from '@lesesaal/domain/validation-messages';

/** The parameter whose number the message's noun agrees with („1 Tag“, “1 character”). */
const COUNTED: Partial<Record<string, string>> = {
  maxLength: 'max',
  minLength: 'min',
  rangeTooLong: 'max',
  fileTooLarge: 'maxBytes',
  phoneTooShort: 'min',
  phoneTooLong: 'max',
};

export function useValidationMessage(): (message: string | undefined, label: string) => string {
  const { t } = useTranslation('validation');
  return useCallback(
    (message: string | undefined, label: string) => {
      const { key, params } = parseValidationMessage(message);
      const counted = COUNTED[key];
      const count = counted ? params[counted] : undefined;
      return t(key, { ...params, label, ...(typeof count === 'number' ? { count } : {}) });
    },
    [t],
  );
}
