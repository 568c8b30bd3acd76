import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isPlausibleEmail, parseLanguage } from '@lesesaal/domain/config';
import { ApiError } from '../../api/client';
import { focusHeading } from '../../components/focus-heading';
import { useErrorMessage } from '../../i18n/error-message';
import { useBotCheck } from '../../components/bot-check/use-bot-check';
import { FEEDBACK_LIMITS } from '@lesesaal/domain/accessibility-feedback/limits';
import { useSendAccessibilityFeedback } from './api';

export const FIELDS = ['page', 'description', 'name', 'email'] as const;
export type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

/**
 * The page the feedback is about: `?page=` (the statement passes on where the visitor came
 * from), else the previous page of this site (`document.referrer`, same origin only).
 */
function initialPage(search: URLSearchParams): string {
  const given = search.get('page')?.trim();
  if (given) return given.slice(0, FEEDBACK_LIMITS.page);
  try {
    const referrer = new URL(document.referrer);
    if (referrer.origin === window.location.origin)
      return referrer.href.slice(0, FEEDBACK_LIMITS.page);
  } catch {
    // no referrer, or not a URL
  }
  return '';
}

/**
 * The feedback form's state: the values (the page prefilled), the checks before sending and
 * the server's refusal per field, the focus on the first wrong field, on a refusal naming no
 * field and on the thank-you, and the sending itself behind the cart's bot check.
 */
export function useAccessibilityFeedback() {
  const { i18n } = useTranslation('public-body');
  const { labels, validate, refusedFields, sendErrorMessage } = useFeedbackChecks();
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

  useEffect(() => {
    if (send.isSuccess && successHeading.current) focusHeading(successHeading.current);
  }, [send.isSuccess]);
  // a refusal that names no field: its message takes the focus once it is shown
  const [serverErrorShown, setServerErrorShown] = useState(0);
  useEffect(() => {
    if (serverErrorShown > 0) alertRef.current?.focus();
  }, [serverErrorShown]);

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
          const refused = refusedFields(error);
          if (Object.keys(refused).length > 0) return showErrors(refused);
          setServerErrorShown((n) => n + 1);
        },
      },
    );
  };

  const serverError = send.error ? sendErrorMessage(send.error) : null;
  const listed = FIELDS.filter((field) => errors[field]);
  const change = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };
  const ref = (field: Field) => (el: HTMLInputElement | HTMLTextAreaElement | null) => {
    if (el) fieldRefs.current[field] = el;
  };

  return {
    values,
    errors,
    labels,
    ids,
    send,
    botCheck,
    successHeading,
    alertRef,
    fieldRefs,
    serverError,
    listed,
    change,
    ref,
    submit,
  };
}

/**
 * The feedback's checks in the visitor's words: required and too long fields, an implausible
 * address, the fields a server refusal names, and what a refusal naming no field says.
 */
function useFeedbackChecks() {
  const { t } = useTranslation('public-body');
  const errorMessage = useErrorMessage();
  const labels: Record<Field, string> = {
    page: t('feedback.page'),
    description: t('feedback.description'),
    name: t('feedback.name'),
    email: t('feedback.email'),
  };

  const validate = (v: Values): FieldErrors => {
    const found: FieldErrors = {};
    for (const field of ['page', 'description'] as const) {
      if (v[field].trim() === '')
        found[field] = t('feedback.fieldRequired', { field: labels[field] });
    }
    for (const field of ['page', 'description', 'name'] as const) {
      if (v[field].trim().length > FEEDBACK_LIMITS[field])
        found[field] = t('feedback.fieldTooLong', {
          field: labels[field],
          count: FEEDBACK_LIMITS[field],
        });
    }
    if (v.email.trim() !== '' && !isPlausibleEmail(v.email.trim()))
      found.email = t('feedback.emailInvalid');
    return found;
  };

  /** The fields a `validation__error` names (`body.description`), each with its message. */
  const refusedFields = (error: unknown): FieldErrors => {
    const refused: FieldErrors = {};
    if (!(error instanceof ApiError && error.code === 'validation__error')) return refused;
    const payload = (error.body as { payload?: unknown } | undefined)?.payload;
    for (const item of Array.isArray(payload) ? payload : []) {
      const field = String(item).split('.').pop() as Field;
      if (FIELDS.includes(field))
        refused[field] =
          field === 'email'
            ? t('feedback.emailInvalid')
            : t('feedback.fieldInvalid', { field: labels[field] });
    }
    return refused;
  };

  const sendErrorMessage = (error: Error): string => {
    if (error instanceof ApiError) {
      if (error.status === 429 || error.code === 'too_many_requests') return t('feedback.tooMany');
      if (error.code === 'recaptcha__validation_error') return t('feedback.botCheck');
      if (error.code === 'validation__error') return t('feedback.invalid');
    }
    return errorMessage(error);
  };

  return { labels, validate, refusedFields, sendErrorMessage };
}
