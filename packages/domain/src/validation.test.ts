import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  emailField,
  idParamSchema,
  integerBetween,
  isoDateField,
  optionalEmailField,
  optionalPhoneField,
  optionalText,
  phoneField,
  requiredText,
  timeField,
} from './validation';

/** The first message for a value, or 'ok' with the parsed value. */
function firstMessage(schema: z.ZodType, value: unknown): string {
  const r = schema.safeParse(value);
  return r.success ? 'ok' : (r.error.issues[0]?.message ?? '');
}

describe('required text', () => {
  const name = requiredText({ min: 3, max: 50 });

  it('reports missing, empty and blank values as required', () => {
    expect(firstMessage(name, undefined)).toBe('required');
    expect(firstMessage(name, null)).toBe('required');
    expect(firstMessage(name, '')).toBe('required');
    expect(firstMessage(name, '   ')).toBe('required');
  });

  it('measures the trimmed length against min and max', () => {
    expect(firstMessage(name, 'ab')).toBe('minLength?min=3');
    expect(firstMessage(name, ' ab ')).toBe('minLength?min=3');
    expect(firstMessage(name, 'abc')).toBe('ok');
    expect(firstMessage(name, 'x'.repeat(50))).toBe('ok');
    expect(firstMessage(name, 'x'.repeat(51))).toBe('maxLength?max=50');
    expect(name.parse('  Lesesaal 1 ')).toBe('Lesesaal 1');
  });
});

describe('optional text', () => {
  const note = optionalText(5);

  it('turns missing, null, empty and blank into null', () => {
    for (const v of [undefined, null, '', '  ']) expect(note.parse(v)).toBeNull();
  });

  it('keeps trimmed text and limits its length', () => {
    expect(note.parse(' abc ')).toBe('abc');
    expect(firstMessage(note, 'abcdef')).toBe('maxLength?max=5');
  });
});

describe('integer between', () => {
  const capacity = integerBetween(0, 99999);

  it('accepts the bounds and rejects one beyond each', () => {
    expect(firstMessage(capacity, 0)).toBe('ok');
    expect(firstMessage(capacity, 99999)).toBe('ok');
    expect(firstMessage(capacity, -1)).toBe('between?min=0&max=99999');
    expect(firstMessage(capacity, 100000)).toBe('between?min=0&max=99999');
  });

  it('asks for an integer when given a fraction or text, and for a value when missing', () => {
    expect(firstMessage(capacity, 1.5)).toBe('requiredInteger');
    expect(firstMessage(capacity, 'ten')).toBe('requiredInteger');
    expect(firstMessage(capacity, undefined)).toBe('required');
  });
});

describe('dates and times', () => {
  it('require a real ISO date', () => {
    expect(firstMessage(isoDateField(), '2024-02-29')).toBe('ok');
    expect(firstMessage(isoDateField(), '2023-02-29')).toBe('invalidDate');
    expect(firstMessage(isoDateField(), '')).toBe('required');
  });

  it('require HH:MM with hour 0-23 and minute 0-59', () => {
    expect(firstMessage(timeField(), '23:59')).toBe('ok');
    expect(firstMessage(timeField(), '24:00')).toBe('invalidTime');
    expect(firstMessage(timeField(), '10:60')).toBe('invalidTime');
    expect(firstMessage(timeField(), undefined)).toBe('required');
  });
});

describe('e-mail and phone', () => {
  it('check e-mail presence, format, then length 320', () => {
    expect(firstMessage(emailField(), '')).toBe('required');
    expect(firstMessage(emailField(), 'no-at-sign')).toBe('email');
    expect(emailField().parse('  anna@example.org ')).toBe('anna@example.org');
    const long = `${'a'.repeat(64)}@${'b'.repeat(252)}.at`; // 320 characters
    expect(long).toHaveLength(320);
    expect(firstMessage(emailField(), long)).toBe('ok');
    expect(firstMessage(emailField(), `a${long}`)).toBe('maxLength?max=320');
  });

  it('allow only digits with a leading plus in phone numbers, at most 40', () => {
    expect(firstMessage(phoneField(), '+431234567')).toBe('ok');
    expect(firstMessage(phoneField(), '01 234')).toBe('phone');
    expect(firstMessage(phoneField(), '12+34')).toBe('phone');
    expect(firstMessage(phoneField(), '1'.repeat(40))).toBe('ok');
    expect(firstMessage(phoneField(), '1'.repeat(41))).toBe('maxLength?max=40');
  });

  it('let staff leave e-mail and phone empty but still check given values', () => {
    expect(optionalEmailField().parse('')).toBeNull();
    expect(firstMessage(optionalEmailField(), 'x@')).toBe('email');
    expect(optionalPhoneField().parse(' ')).toBeNull();
    expect(firstMessage(optionalPhoneField(), 'abc')).toBe('phone');
  });
});

describe('id parameters', () => {
  it('accept positive integers from strings and reject anything else', () => {
    expect(idParamSchema.parse('12')).toBe(12);
    for (const v of ['0', '-1', '1.5', 'abc', '99999999999']) {
      expect(idParamSchema.safeParse(v).success).toBe(false);
    }
  });

  it('read only plain decimal digits: no sign, blank, exponent, hex, fraction or leading zero', () => {
    expect(idParamSchema.parse('2147483647')).toBe(2_147_483_647);
    for (const v of [
      ' 1',
      '1 ',
      '+1',
      '1e0',
      '0x1',
      '0b1',
      '01',
      '1.0',
      '1_000',
      '١',
      '',
      '2147483648',
      'Infinity',
      'NaN',
      1,
      ['1'],
      null,
      undefined,
    ]) {
      expect({ v, ok: idParamSchema.safeParse(v).success }).toEqual({ v, ok: false });
    }
  });
});
