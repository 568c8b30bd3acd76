import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { Ref } from 'react';

export interface NumberFieldProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  /** NaN while the field is empty or unreadable */
  value: number;
  onChange: (value: number) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An integer input for forms that hold numbers: an empty field is NaN (so the schema
 * reports it as required or not an integer) instead of Mantine's empty string, and values
 * out of range stay as typed so the schema names the range instead of a silent clamp.
 */
export function NumberField({ value, onChange, ...props }: NumberFieldProps) {
  return (
    <NumberInput
      allowDecimal={false}
      clampBehavior="none"
      {...props}
      value={Number.isNaN(value) ? '' : value}
      onChange={(next) => onChange(next === '' ? Number.NaN : Number(next))}
    />
  );
}
