import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UNIT_FIELD_MAX } from '@lesesaal/domain/limits';
import { unitInputSchema, type UnitInput } from '@lesesaal/domain/record-orders/schema';
import { useValidationMessage } from '../../../i18n/validation-message';

const FIELDS = ['callNumber', 'title', 'note'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string>;
export const EMPTY: Draft = { callNumber: '', title: '', note: '' };
const LABEL = {
  callNumber: 'units.callNumber',
  title: 'units.titleField',
  note: 'units.note',
} as const;

/**
 * The fields of one unit (call number required, title, note) with the domain's checks; the
 * first invalid field is focused on submit. `submit` gets the parsed unit.
 */
export function UnitFields({
  initial,
  idPrefix,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: Draft;
  idPrefix: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (unit: UnitInput, reset: () => void) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('admin-reservations');
  const validationMessage = useValidationMessage();
  const [draft, setDraft] = useState<Draft>(initial);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = unitInputSchema.safeParse(draft);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setProblems(found);
      const first = FIELDS.find((f) => found[f]);
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    setProblems({});
    onSubmit(parsed.data, () => setDraft(EMPTY));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs" wrap="wrap">
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            id={`${idPrefix}-${field}`}
            label={t(LABEL[field])}
            required={field === 'callNumber'}
            withAsterisk={field === 'callNumber'}
            maxLength={UNIT_FIELD_MAX[field]}
            autoComplete="off"
            value={draft[field]}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setDraft((d) => ({ ...d, [field]: value }));
            }}
            error={
              problems[field] ? validationMessage(problems[field], t(LABEL[field])) : undefined
            }
            style={{ flex: field === 'note' ? '2 1 14rem' : '1 1 10rem' }}
          />
        ))}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            {t('units.cancelEdit')}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
