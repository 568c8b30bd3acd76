import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { isValidIsoDate } from './dates';
import {
  controlFreeText,
  emailField,
  isValidEmail,
  idParamSchema,
  idSchema,
  MAX_INT4,
  integerBetween,
  ISO_DATE_PATTERN,
  isoDateField,
  optionalEmailField,
  optionalPhoneField,
  optionalText,
  phoneField,
  requiredText,
  TEXT_PATTERNS,
  timeField,
  versionSchema,
  WIRE_INTEGER_PATTERN,
  wireIntegerPattern,
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

describe('text without control characters', () => {
  const controls = [
    '\u0000',
    '\u0007',
    '\u000B',
    '\u000C',
    '\u001B',
    '\u007F',
    '\u0080',
    '\u0085',
    '\u009F',
  ];

  it('refuses every control character but tab, LF and CR in any text, before trimming', () => {
    for (const kind of ['line', 'lines', 'plain'] as const) {
      for (const c of controls) {
        for (const value of [c, `a${c}b`, `ab${c}`, ` ${c}`]) {
          expect({ kind, value, message: firstMessage(controlFreeText(kind), value) }).toEqual({
            kind,
            value,
            message: 'controlCharacters',
          });
        }
      }
      expect(firstMessage(controlFreeText(kind), 'Lesesaal Ä ß € 😀 \u00A0')).toBe('ok');
    }
    // VT is white space to trim(): the check comes first, so `a\v` is no `a`
    expect(firstMessage(requiredText({ max: 10 }), 'a\u000B')).toBe('controlCharacters');
    expect(firstMessage(optionalText(10), 'a\u0085')).toBe('controlCharacters');
    expect(firstMessage(emailField(), 'a@example.org\u000B')).toBe('controlCharacters');
    expect(firstMessage(phoneField(), '0123\u0000')).toBe('controlCharacters');
  });

  it('takes tab, LF and CR in a multi-line text only, bidi controls not in names', () => {
    for (const c of ['\t', '\n', '\r']) {
      expect(firstMessage(controlFreeText('lines'), `a${c}b`)).toBe('ok');
      expect(firstMessage(controlFreeText('line'), `a${c}b`)).toBe('controlCharacters');
      expect(firstMessage(controlFreeText('plain'), `a${c}b`)).toBe('controlCharacters');
    }
    expect(firstMessage(optionalText(10, { kind: 'lines' }), 'a\r\nb')).toBe('ok');
    expect(firstMessage(controlFreeText('line'), 'a\u202Eb')).toBe('ok');
    expect(firstMessage(controlFreeText('plain'), 'a\u202Eb')).toBe('controlCharacters');
  });

  it('shows its rule as the pattern of the JSON Schema', () => {
    for (const kind of ['line', 'lines', 'plain'] as const)
      expect(z.toJSONSchema(controlFreeText(kind))).toMatchObject({
        pattern: TEXT_PATTERNS[kind].source,
      });
    expect(TEXT_PATTERNS.line.source).toBe(
      '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u0009\\u000A\\u000D]*$',
    );
  });
});

describe('ids and versions in a body', () => {
  it('take 1..MAX_INT4 (versions 0..MAX_INT4), the int4 range of their columns', () => {
    expect(idSchema.safeParse(1).success).toBe(true);
    expect(idSchema.safeParse(MAX_INT4).success).toBe(true);
    for (const v of [0, -1, MAX_INT4 + 1, 1.5, '1'])
      expect({ v, ok: idSchema.safeParse(v).success }).toEqual({ v, ok: false });
    expect(versionSchema.safeParse(0).success).toBe(true);
    expect(versionSchema.safeParse(MAX_INT4 + 1).success).toBe(false);
    expect(z.toJSONSchema(idSchema)).toMatchObject({ minimum: 1, maximum: MAX_INT4 });
    expect(z.toJSONSchema(versionSchema)).toMatchObject({ minimum: 0, maximum: MAX_INT4 });
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

  it('state one rule: isValidEmail accepts exactly what the e-mail fields accept', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(252)}.at`;
    for (const value of [
      'anna@example.org',
      '  anna@example.org ',
      long,
      `a${long}`,
      'admin@localhost',
      'no-at-sign',
      'x@',
      'anna@example',
      'anna @example.org',
    ]) {
      expect(isValidEmail(value), value).toBe(emailField().safeParse(value).success);
    }
    expect(isValidEmail('admin@localhost')).toBe(false);
  });

  it('take phone numbers as people write them and give the normalised number', () => {
    expect(phoneField().parse('+49 511 123-4567')).toBe('+495111234567');
    expect(phoneField().parse('(0511) 1234567')).toBe('05111234567');
    expect(phoneField().parse(' 0511/1234567 ')).toBe('05111234567');
    expect(phoneField().parse('+43 (0)664.123.45.67')).toBe('+436641234567');
    expect(firstMessage(phoneField(), '01 234')).toBe('ok');
  });

  it('refuse letters, a plus further on, too few or too many digits and over 40 characters', () => {
    expect(firstMessage(phoneField(), '0511 CALL ME')).toBe('phone');
    expect(firstMessage(phoneField(), '12+34')).toBe('phone');
    expect(firstMessage(phoneField(), '0511#12')).toBe('phone');
    expect(firstMessage(phoneField(), '12 34')).toBe('phoneTooShort?min=5');
    expect(firstMessage(phoneField(), '+')).toBe('phoneTooShort?min=5');
    expect(firstMessage(phoneField(), '1'.repeat(17))).toBe('ok');
    expect(firstMessage(phoneField(), '1'.repeat(18))).toBe('phoneTooLong?max=17');
    expect(firstMessage(phoneField(), `${'1 '.repeat(20)}1`)).toBe('maxLength?max=40');
    expect(firstMessage(phoneField(), '')).toBe('required');
  });

  it('let staff leave e-mail and phone empty but still check and normalise given values', () => {
    expect(optionalEmailField().parse('')).toBeNull();
    expect(firstMessage(optionalEmailField(), 'x@')).toBe('email');
    expect(optionalPhoneField().parse(' ')).toBeNull();
    expect(optionalPhoneField().parse(undefined)).toBeNull();
    expect(optionalPhoneField().parse('0664 123 45 67')).toBe('06641234567');
    expect(firstMessage(optionalPhoneField(), 'abc')).toBe('phone');
    expect(firstMessage(optionalPhoneField(), '0664')).toBe('phoneTooShort?min=5');
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

describe('the pattern of a number range', () => {
  /** What the pattern of min..max must accept: plain digits within the bounds. */
  const expected = (v: string, min: number, max: number) =>
    WIRE_INTEGER_PATTERN.test(v) && Number(v) >= min && Number(v) <= max;

  it('accepts exactly the plain spellings of min..max, for every small range', () => {
    const values = [...Array.from({ length: 1200 }, (_, i) => String(i)), '01', '007', '', '-1'];
    for (const [min, max] of [
      [0, 0],
      [1, 9],
      [0, 999],
      [1, 999],
      [7, 7],
      [9, 10],
      [19, 1101],
      [100, 199],
      [5, 1000],
      [123, 987],
    ] as const) {
      const pattern = wireIntegerPattern(min, max);
      const wrong = values.filter((v) => pattern.test(v) !== expected(v, min, max));
      expect({ min, max, wrong }).toEqual({ min, max, wrong: [] });
    }
  });

  it('bounds ids by the largest int4 and years by their range', () => {
    const ids = wireIntegerPattern(1, 2_147_483_647);
    for (const v of ['1', '999999999', '1000000000', '2147483647', '2147483639', '2099999999'])
      expect({ v, ok: ids.test(v) }).toEqual({ v, ok: true });
    for (const v of ['0', '2147483648', '2147483650', '2200000000', '9999999999', '10000000000'])
      expect({ v, ok: ids.test(v) }).toEqual({ v, ok: false });
    const samples = Array.from({ length: 2000 }, (_, i) =>
      String(Math.floor(Math.random() * 10 ** (1 + (i % 11)))),
    );
    expect(samples.filter((v) => ids.test(v) !== expected(v, 1, 2_147_483_647))).toEqual([]);
    const years = wireIntegerPattern(2000, 2999);
    expect(['1999', '2000', '2999', '3000'].map((v) => years.test(v))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('the date pattern of the document', () => {
  it('accepts exactly the dates isValidIsoDate accepts', () => {
    const pad = (n: number, w: number) => String(n).padStart(w, '0');
    const samples: string[] = [];
    for (const year of [0, 50, 99, 400, 1600, 1899, 1900, 1904, 2000, 2024, 2100, 2400, 9996, 9999])
      for (let month = 0; month <= 13; month++)
        for (const day of [0, 1, 28, 29, 30, 31, 32])
          samples.push(`${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
    for (let i = 0; i < 3000; i++) {
      const year = 1900 + Math.floor(Math.random() * 8100);
      samples.push(`${year}-02-29`, `${year}-${pad(1 + (i % 12), 2)}-${pad(1 + (i % 31), 2)}`);
    }
    samples.push('10000-01-01', '2024-2-1', ' 2024-02-01', '2024-02-01T00:00', '');
    expect(samples.filter((v) => ISO_DATE_PATTERN.test(v) !== isValidIsoDate(v))).toEqual([]);
    expect(z.toJSONSchema(isoDateField(), { io: 'input' })).toMatchObject({
      format: 'date',
      pattern: ISO_DATE_PATTERN.source,
    });
  });
});
