/**
 * Translates the validation messages of the domain schemas (`maxLength?max=40`, see
 * domain/validation-messages.ts) with the field's label: use it for react-hook-form errors.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { parseValidationMessage } from '@lesesaal/domain/validation-messages';

export function useValidationMessage(): (message: string | undefined, label: string) => string {
  const { t } = useTranslation('validation');
  return useCallback(
    (message: string | undefined, label: string) => {
      const { key, params } = parseValidationMessage(message);
      return t(key, { ...params, label });
    },
    [t],
  );
}
