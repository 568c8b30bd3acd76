import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminOwnerSchema, visitorOwnerSchema } from './owners/schema';
import { unitInputSchema } from './record-orders/schema';

const visitor = {
  salutation: 'MS',
  title: null,
  firstName: 'Anna',
  lastName: 'Muster',
  organisation: null,
  email: 'anna@example.org',
  phone: '+431234',
  accessibility: false,
};

const issuesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

const LEGITIMATE = [
  "O'Brien",
  'Dr. med. Anna-Lena Müller',
  'St. Pölten',
  'J.R.R. Tolkien',
  'Müller-Lüdenscheidt e.V.',
  'Univ.-Prof. Dr. phil.',
  'Ges.m.b.H.',
  'Zoë Ñandú & Søn',
  '王小明',
  'A 123/4.5',
  'Best. 12 Nr. 3.4',
  'Rep. 92 Nr. 12',
  'U.S.A.',
];

const HOSTILE = [
  'secure-bank.example/verify',
  'evil.com',
  'xn--80ak6aa92e.com',
  'bank.de',
  'a.b.co/x',
  'Bitte bestätigen: konto-sicher.at',
  'EVIL.COM',
  'evil.сom', // Cyrillic "с"
  'evil．com', // full-width dot
  'evil。com', // ideographic full stop
  'https://evil.example', // the old check still holds
  'www.evil',
];

describe('text that a mail repeats: no web addresses, no bare domains', () => {
  it('accepts names and call numbers with dots, apostrophes and hyphens', () => {
    for (const text of LEGITIMATE) {
      expect(
        issuesOf(
          visitorOwnerSchema.safeParse({
            ...visitor,
            title: text,
            firstName: text,
            lastName: text,
            organisation: text,
          }),
        ),
        text,
      ).toEqual([]);
      expect(issuesOf(unitInputSchema.safeParse({ callNumber: text, title: text })), text).toEqual(
        [],
      );
    }
  });

  it('refuses domain-like text in every name field, the call number and the title with the field’s noLinks', () => {
    for (const text of HOSTILE) {
      expect(
        issuesOf(
          visitorOwnerSchema.safeParse({
            ...visitor,
            title: text,
            firstName: text,
            lastName: text,
            organisation: text,
          }),
        ),
        text,
      ).toEqual([
        'title: noLinks',
        'firstName: noLinks',
        'lastName: noLinks',
        'organisation: noLinks',
      ]);
      expect(issuesOf(adminOwnerSchema.safeParse({ ...visitor, lastName: text })), text).toEqual([
        'lastName: noLinks',
      ]);
      expect(
        issuesOf(unitInputSchema.safeParse({ callNumber: text, title: text, note: 'ok' })),
        text,
      ).toEqual(['callNumber: noLinks', 'title: noLinks']);
    }
  });

  it('lets the note, which no mail repeats, name a domain but not a web address', () => {
    expect(
      issuesOf(
        unitInputSchema.safeParse({ callNumber: 'A 1', note: 'siehe archivinformationssystem.at' }),
      ),
    ).toEqual([]);
    expect(
      issuesOf(unitInputSchema.safeParse({ callNumber: 'A 1', note: 'https://evil.example' })),
    ).toEqual(['note: noLinks']);
  });

  it('refuses any label.tld a name could hide, whatever surrounds it (property)', () => {
    // a DNS label: letters, digits and inner hyphens
    const word = fc.stringMatching(/^[a-z](?:[a-z0-9-]{0,9}[a-z0-9])?$/);
    const tld = fc.stringMatching(/^[a-z]{2,8}$/);
    const around = fc.stringMatching(/^[A-Za-zÄÖÜäöüß' -]{0,12}$/);
    fc.assert(
      fc.property(around, word, tld, around, (before, label, top, after) => {
        const text = `${before}${label}.${top}${after}`.trim() || 'x';
        expect(issuesOf(visitorOwnerSchema.safeParse({ ...visitor, lastName: text }))).toEqual([
          'lastName: noLinks',
        ]);
      }),
    );
  });

  it('accepts initials and abbreviations followed by a space (property)', () => {
    const initials = fc.array(fc.stringMatching(/^[A-ZÄÖÜ]$/), { minLength: 1, maxLength: 4 });
    const name = fc.stringMatching(/^[A-ZÄÖÜ][a-zäöüß]{1,12}$/);
    fc.assert(
      fc.property(initials, name, name, (letters, abbreviation, last) => {
        const text = `${letters.join('.')}. ${abbreviation}. ${last}`;
        expect(issuesOf(visitorOwnerSchema.safeParse({ ...visitor, lastName: text }))).toEqual([]);
      }),
    );
  });
});
