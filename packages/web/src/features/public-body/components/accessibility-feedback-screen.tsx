import {
  Alert,
  Anchor,
  Button,
  List,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isPlausibleEmail, parseLanguage } from '@lesesaal/domain/config';
import { ApiError } from '../../../api/client';
import { focusHeading } from '../../../components/focus-heading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useBotCheck } from '../../booking/bot-check/use-bot-check';
import { FEEDBACK_MAX, useSendAccessibilityFeedback } from '../api';
import { PUBLIC_BODY_PATHS } from '../links';
import './public-body.css';

const FIELDS = ['page', 'description', 'name', 'email'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

/**
 * The page the feedback is about: `?page=` (the statement passes on where the visitor came
 * from), else the previous page of this site (`document.referrer`, same origin only).
 */
function initialPage(search: URLSearchParams): string {
  const given = search.get('page')?.trim();
  if (given) return given.slice(0, FEEDBACK_MAX.page);
  try {
    const referrer = new URL(document.referrer);
    if (referrer.origin === window.location.origin)
      return referrer.href.slice(0, FEEDBACK_MAX.page);
  } catch {
    // no referrer, or not a URL
  }
  return '';
}

/**
 * The accessibility feedback form (feedback mechanism of the accessibility statement): page
 * and description required, name and e-mail optional. Errors are listed in an alert that
 * links to each field, each field names its own error, and the first wrong field gets the
 * focus; the bot check is the cart's. On success the form gives way to a focused thank-you.
 */
export function AccessibilityFeedbackScreen() {
  const { t, i18n } = useTranslation('public-body');
  const errorMessage = useErrorMessage();
  useDocumentTitle(t('feedback.title'));
  const [search] = useSearchParams();
  const [values, setValues] = useState<Values>(() => ({
    page: initialPage(search),
    description: '',
    name: '',
    email: '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const botCheck = useBotCheck();
  const send = useSendAccessibilityFeedback(botCheck.answer);
  const ids = { page: useId(), description: useId(), name: useId(), email: useId() };
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement>>>({});
  const successHeading = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const labels: Record<Field, string> = {
    page: t('feedback.page'),
    description: t('feedback.description'),
    name: t('feedback.name'),
    email: t('feedback.email'),
  };

  useEffect(() => {
    if (send.isSuccess && successHeading.current) focusHeading(successHeading.current);
  }, [send.isSuccess]);
  // a refusal that names no field: its message takes the focus once it is shown
  const [serverErrorShown, setServerErrorShown] = useState(0);
  useEffect(() => {
    if (serverErrorShown > 0) alertRef.current?.focus();
  }, [serverErrorShown]);

  const validate = (v: Values): FieldErrors => {
    const found: FieldErrors = {};
    for (const field of ['page', 'description'] as const) {
      if (v[field].trim() === '')
        found[field] = t('feedback.fieldRequired', { field: labels[field] });
    }
    for (const field of ['page', 'description', 'name'] as const) {
      if (v[field].trim().length > FEEDBACK_MAX[field])
        found[field] = t('feedback.fieldTooLong', {
          field: labels[field],
          count: FEEDBACK_MAX[field],
        });
    }
    if (v.email.trim() !== '' && !isPlausibleEmail(v.email.trim()))
      found.email = t('feedback.emailInvalid');
    return found;
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) fieldRefs.current[first]?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    if (Object.keys(found).length > 0) {
      send.reset();
      showErrors(found);
      return;
    }
    setErrors({});
    const name = values.name.trim();
    const email = values.email.trim();
    send.mutate(
      {
        page: values.page.trim(),
        description: values.description.trim(),
        ...(name ? { name } : {}),
        ...(email ? { email } : {}),
        language: parseLanguage(i18n.language),
      },
      {
        onError: (error) => {
          // the server names the fields it refused (`body.description`)
          if (error instanceof ApiError && error.code === 'validation__error') {
            const payload = (error.body as { payload?: unknown } | undefined)?.payload;
            const refused: FieldErrors = {};
            for (const item of Array.isArray(payload) ? payload : []) {
              const field = String(item).split('.').pop() as Field;
              if (FIELDS.includes(field))
                refused[field] =
                  field === 'email'
                    ? t('feedback.emailInvalid')
                    : t('feedback.fieldInvalid', { field: labels[field] });
            }
            if (Object.keys(refused).length > 0) return showErrors(refused);
          }
          setServerErrorShown((n) => n + 1);
        },
      },
    );
  };

  const serverError = send.error ? sendErrorMessage(send.error) : null;
  function sendErrorMessage(error: Error): string {
    if (error instanceof ApiError) {
      if (error.status === 429 || error.code === 'too_many_requests') return t('feedback.tooMany');
      if (error.code === 'recaptcha__validation_error') return t('feedback.botCheck');
      if (error.code === 'validation__error') return t('feedback.invalid');
    }
    return errorMessage(error);
  }
  const listed = FIELDS.filter((field) => errors[field]);
  const change = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };
  const ref = (field: Field) => (el: HTMLInputElement | HTMLTextAreaElement | null) => {
    if (el) fieldRefs.current[field] = el;
  };

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
          <form onSubmit={submit} noValidate aria-label={t('feedback.title')}>
            <Stack gap="sm">
              <TextInput
                id={ids.page}
                ref={ref('page')}
                label={labels.page}
                description={t('feedback.pageHint')}
                required
                withAsterisk
                value={values.page}
                onChange={change('page')}
                error={errors.page}
              />
              <Textarea
                id={ids.description}
                ref={ref('description')}
                label={labels.description}
                description={t('feedback.descriptionHint')}
                required
                withAsterisk
                rows={6}
                value={values.description}
                onChange={change('description')}
                error={errors.description}
              />
              <TextInput
                id={ids.name}
                ref={ref('name')}
                label={labels.name}
                autoComplete="name"
                value={values.name}
                onChange={change('name')}
                error={errors.name}
              />
              <TextInput
                id={ids.email}
                ref={ref('email')}
                type="email"
                label={labels.email}
                description={t('feedback.emailHint')}
                autoComplete="email"
                value={values.email}
                onChange={change('email')}
                error={errors.email}
              />
              <Text size="sm">{t('feedback.privacy')}</Text>
              <Button type="submit" loading={send.isPending} w="fit-content">
                {t('feedback.submit')}
              </Button>
            </Stack>
          </form>
        </>
      )}
      <Anchor component={Link} to={PUBLIC_BODY_PATHS.statement} w="fit-content">
        {t('feedback.back')}
      </Anchor>
    </Stack>
  );
}
