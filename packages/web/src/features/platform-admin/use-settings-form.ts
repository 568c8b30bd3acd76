import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useNotify } from '../../components/notifications/notification-context';
import { useErrorMessage } from '../../i18n/error-message';
import { useSaveSettings, type SettingsAnswer } from './settings-api';
import {
  checkChanges,
  fieldOfPath,
  formOf,
  settingsChanges,
  type SettingIssue,
  type SettingsForm,
} from './settings-form';

/** The fields a 400 names (`body.primaryColor`, `body.directory.issuer`), as form fields. */
export function serverIssues(error: unknown): SettingIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const payload = (error.body as { payload?: unknown } | undefined)?.payload;
  if (!Array.isArray(payload)) return [];
  return payload
    .filter((item): item is string => typeof item === 'string' && item.startsWith('body.'))
    .map((item) => ({ field: fieldOfPath(item.split('.')), message: 'fallback' }))
    .filter((issue) => issue.field !== '');
}

/** The field to put the focus in for a refusal (a list's first row, a field itself). */
const focusTarget = (field: string): string =>
  field === 'labels'
    ? 'labels.0.key'
    : field === 'directory.roles'
      ? 'directory.roles.0.group'
      : field;

/**
 * The settings form: what it holds, the check before sending, saving only the changed keys,
 * and what is then announced (saved, nothing to save, the fields refused: at the field,
 * the focus in the first).
 */
export function useSettingsForm(id: number, view: SettingsAnswer) {
  const { t } = useTranslation('platform');
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const save = useSaveSettings(id);
  const form = useForm<SettingsForm>({ defaultValues: formOf(view) });

  const showIssues = (issues: SettingIssue[]) => {
    const fields = [...new Set(issues.map((issue) => issue.field))];
    for (const issue of issues)
      form.setError(issue.field as Path<SettingsForm>, { type: 'rule', message: issue.message });
    notify({ type: 'error', title: t('settings.invalid', { count: fields.length }) });
    const first = fields[0];
    if (first) {
      const target = focusTarget(first) as Path<SettingsForm>;
      requestAnimationFrame(() => form.setFocus(target));
    }
  };

  const submit = form.handleSubmit((values) => {
    form.clearErrors();
    const changes = settingsChanges(view, values);
    if (Object.keys(changes).length === 0) {
      notify({ type: 'info', title: t('settings.unchanged') });
      return;
    }
    const issues = checkChanges(changes);
    if (issues.length > 0) {
      showIssues(issues);
      return;
    }
    save.mutateAsync(changes).then(
      (saved) => {
        form.reset(formOf(saved));
        notify({ type: 'success', title: t('settings.saved') });
      },
      (error: unknown) => {
        const refused = serverIssues(error);
        if (refused.length > 0) showIssues(refused);
        else notify({ type: 'error', title: errorMessage(error) });
      },
    );
  });

  return { form, submit, saving: save.isPending };
}
