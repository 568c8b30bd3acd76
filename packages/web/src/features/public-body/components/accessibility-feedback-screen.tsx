import { Alert, Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { PUBLIC_BODY_PATHS } from '../../../components/public-body-links';
import { useAccessibilityFeedback } from '../use-accessibility-feedback';
import { FeedbackForm } from './feedback-form';
import './public-body.css';

/**
 * The accessibility feedback form (feedback mechanism of the accessibility statement): page
 * and description required, name and e-mail optional. Errors are listed in an alert that
 * links to each field, each field names its own error, and the first wrong field gets the
 * focus; the bot check is the cart's. On success the form gives way to a focused thank-you.
 */
export function AccessibilityFeedbackScreen() {
  const { t } = useTranslation('public-body');
  useDocumentTitle(t('feedback.title'));
  const feedback = useAccessibilityFeedback();
  const { errors, ids, send, botCheck, successHeading, alertRef, fieldRefs, serverError, listed } =
    feedback;

  return (
    <Stack gap="md" className="lesesaal-public-page">
      <Title order={1}>{t('feedback.title')}</Title>
      {/* Always in the DOM, so the outcome is read out when it appears. */}
      <div role="status" aria-live="polite">
        {send.isSuccess ? (
          <Stack gap="xs">
            <Title order={2} ref={successHeading}>
              {t('feedback.successTitle')}
            </Title>
            <Text>{t('feedback.success')}</Text>
            {send.variables.email ? (
              <Text>{t('feedback.successAck', { email: send.variables.email })}</Text>
            ) : null}
          </Stack>
        ) : botCheck.status === 'checking' ? (
          <Text size="sm">{t('feedback.checking')}</Text>
        ) : null}
      </div>
      {send.isSuccess ? null : (
        <>
          <Text>{t('feedback.intro')}</Text>
          <Text size="sm">{t('feedback.required')}</Text>
          {listed.length > 0 ? (
            <Alert role="alert" color="red" variant="outline" title={t('feedback.errorsTitle')}>
              <List size="sm">
                {listed.map((field) => (
                  <List.Item key={field}>
                    <Anchor
                      href={`#${ids[field]}`}
                      onClick={(event) => {
                        event.preventDefault();
                        fieldRefs.current[field]?.focus();
                      }}
                    >
                      {errors[field]}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {serverError && listed.length === 0 ? (
            <Alert ref={alertRef} role="alert" color="red" variant="outline" tabIndex={-1}>
              {serverError}
            </Alert>
          ) : null}
          <FeedbackForm feedback={feedback} />
        </>
      )}
      <Anchor component={Link} to={PUBLIC_BODY_PATHS.statement} w="fit-content">
        {t('feedback.back')}
      </Anchor>
    </Stack>
  );
}
