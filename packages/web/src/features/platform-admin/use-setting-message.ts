import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '../../i18n/validation-message';

/** Fields whose refusal has a message of its own (what the rule wants) instead of the generic one. */
const OWN_MESSAGES: Record<string, string> = {
  logoUrl: 'httpsUrl',
  imprintUrl: 'httpsUrl',
  privacyUrl: 'httpsUrl',
  accessibilityStatementUrl: 'httpsUrl',
  readingRulesUrl: 'httpsUrl',
  primaryColor: 'color',
  smtpUrl: 'smtpUrl',
  labels: 'labels',
  'directory.issuer': 'issuer',
  'directory.rolesClaim': 'rolesClaim',
  'directory.roles': 'roleMap',
  'directory.clientSecret': 'clientSecret',
};

/**
 * A settings field's refusal in words: the rules' messages (a number's range, an e-mail
 * address) from the shared validation texts; a rule without a message of its own ("fallback")
 * says what the field takes.
 */
export function useSettingMessage(): (
  field: string,
  message: string | undefined,
  label: string,
) => string | undefined {
  const { t } = useTranslation('platform');
  const validationMessage = useValidationMessage();
  return useCallback(
    (field: string, message: string | undefined, label: string) => {
      if (message === undefined) return undefined;
      const own = OWN_MESSAGES[field];
      if (own && (message === 'fallback' || message === '' || message === 'required'))
        return t(`settings.errors.${own}` as 'settings.errors.httpsUrl', { label });
      return validationMessage(message || 'fallback', label);
    },
    [t, validationMessage],
  );
}
