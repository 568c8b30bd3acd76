import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneField } from '../validation';
import { normalisePhone, PHONE_DIGITS, PHONE_PATTERN, phoneProblem } from './phone';

const SEPARATORS = [' ', '-', '/', '.', '(', ')'] as const;

/** A number as someone might write it: digits with separators between, maybe a plus first. */
const written = fc
  .record({
    plus: fc.boolean(),
    groups: fc.array(fc.stringMatching(/^[0-9]{1,4}$/), { minLength: 1, maxLength: 6 }),
    separators: fc.array(fc.constantFrom(...SEPARATORS), { minLength: 6, maxLength: 6 }),
  })
  .map(({ plus, groups, separators }) => ({
    digits: groups.join(''),
    plus,
    text: `${plus ? '+' : ''}${groups.map((g, i) => (i === 0 ? g : `${separators[i]}${g}`)).join('')}`,
  }));

describe('phone numbers as people write them', () => {
  it.each([
    ['+49 511 123-4567', '+495111234567'],
    ['(0511) 1234567', '05111234567'],
    ['0511/1234567', '05111234567'],
    ['0664.123.45.67', '06641234567'],
    ['+49 (0)511 1234567', '+495111234567'],
    ['+43 ( 0 ) 1 234 56', '+43123456'],
    ['  +431234567  ', '+431234567'],
  ])('keep the digits (and a leading plus) of %j', (typed, stored) => {
    expect(phoneProblem(typed)).toBeNull();
    expect(normalisePhone(typed)).toBe(stored);
  });

  it('drop "(0)" only from a number written with a plus', () => {
    expect(normalisePhone('(0) 511 12345')).toBe('051112345');
  });

  it('any number written with separators is accepted and stored as its digits', () => {
    fc.assert(
      fc.property(written, ({ digits, plus, text }) => {
        const count = digits.length;
        const problem = phoneProblem(text);
        if (count < PHONE_DIGITS.min) expect(problem).toBe('phoneTooShort');
        else if (count > PHONE_DIGITS.max) expect(problem).toBe('phoneTooLong');
        else expect(problem).toBeNull();
        // "(0)" is only dropped after a plus, and the generator writes it only as a group "0"
        // between brackets by chance: compare with the normaliser's own digit rule then
        const stored = normalisePhone(text);
        expect(stored).toMatch(/^\+?[0-9]*$/);
        if (!plus || !/\(\s*0\s*\)/.test(text)) expect(stored).toBe(`${plus ? '+' : ''}${digits}`);
      }),
    );
  });

  it('the stored form is stored again unchanged (normalising twice changes nothing)', () => {
    fc.assert(
      fc.property(written, ({ text }) => {
        const once = normalisePhone(text);
        expect(normalisePhone(once)).toBe(once);
        expect(PHONE_PATTERN.test(once)).toBe(true);
      }),
    );
  });

  it('anything with a letter or another sign is refused as `phone`', () => {
    fc.assert(
      fc.property(
        written,
        fc.constantFrom('a', 'Z', 'ä', '#', '*', ',', ';', '+', '_', 'x'),
        fc.nat(),
        ({ text }, bad, at) => {
          const i = 1 + (at % text.length); // never before the first character: "+…" is fine
          const typed = `${text.slice(0, i)}${bad}${text.slice(i)}`;
          expect(phoneProblem(typed)).toBe('phone');
          expect(phoneField().safeParse(typed).success).toBe(false);
        },
      ),
    );
  });

  it('the field parses to the stored form exactly when the rule finds nothing wrong', () => {
    fc.assert(
      fc.property(written, ({ text }) => {
        const parsed = phoneField().safeParse(text);
        const fits = phoneProblem(text) === null && text.length <= 40;
        expect(parsed.success).toBe(fits);
        if (parsed.success) expect(parsed.data).toBe(normalisePhone(text));
      }),
    );
  });
});
