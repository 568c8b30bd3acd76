/**
 * Turns any error into a sentence of the `errors` namespace: the error's message
 * key (`ticket__validation_error_timeslot_not_open`), else its plain code
 * (`validation__error` for `validation__error_body.email`), else `unknown`.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiError } from '../api/client';

export function errorMessageKeys(error: unknown): string[] {
  if (error instanceof ApiError) return [error.messageKey, error.code, 'unknown'];
  return ['unknown'];
}

export function translateError(t: TFunction<'errors'>, error: unknown): string {
  // Message keys may contain dots (field paths in payloads): no key nesting here.
  return t(errorMessageKeys(error) as never, { keySeparator: false, nsSeparator: false });
}

/** `const errorMessage = useErrorMessage(); errorMessage(mutation.error)` */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return useCallback((error: unknown) => translateError(t, error), [t]);
}
