import { Checkbox, Select, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  SALUTATIONS,
  type AdminOwner,
  type adminOwnerSchema,
} from '@lesesaal/domain/owners/schema';
import { useValidationMessage } from '../i18n/validation-message';

export type StaffOwnerForm = z.input<typeof adminOwnerSchema>;
export type StaffOwnerField =
  | 'salutation'
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'organisation'
  | 'email'
  | 'phone'
  | 'accessibility';

const TEXT_FIELDS = [
  { name: 'title', required: false, type: 'text', autoComplete: 'off' },
  { name: 'firstName', required: true, type: 'text', autoComplete: 'off' },
  { name: 'lastName', required: true, type: 'text', autoComplete: 'off' },
  { name: 'organisation', required: false, type: 'text', autoComplete: 'off' },
  { name: 'email', required: false, type: 'email', autoComplete: 'off' },
  { name: 'phone', required: false, type: 'tel', autoComplete: 'off' },
] as const;

export interface StaffOwnerFieldsProps {
  form: UseFormReturn<StaffOwnerForm, unknown, AdminOwner>;
  /** the label of a field, from the caller's texts */
  label: (field: StaffOwnerField) => string;
  /** the text of a salutation value */
  salutation: (value: (typeof SALUTATIONS)[number]) => string;
}

/**
 * The personal data a member of staff enters for a person ("Admin reservation edit
 * and admin booking": names required, e-mail and phone optional), each control labelled,
 * with the first failing rule as its message.
 */
export function StaffOwnerFields({ form, label, salutation }: StaffOwnerFieldsProps) {
  const validationMessage = useValidationMessage();
  return (
    <>
      <Controller
        control={form.control}
        name="salutation"
        render={({ field }) => (
          <Select
            label={label('salutation')}
            data={SALUTATIONS.map((value) => ({ value, label: salutation(value) }))}
            value={field.value ?? 'NONE'}
            onChange={(value) => field.onChange(value ?? 'NONE')}
            allowDeselect={false}
          />
        )}
      />
      {TEXT_FIELDS.map(({ name, required, type, autoComplete }) => {
        const error = form.formState.errors[name];
        return (
          <TextInput
            key={name}
            type={type}
            label={label(name)}
            required={required}
            autoComplete={autoComplete}
            {...form.register(name)}
            error={error ? validationMessage(error.message, label(name)) : undefined}
          />
        );
      })}
      <Checkbox label={label('accessibility')} {...form.register('accessibility')} />
    </>
  );
}
