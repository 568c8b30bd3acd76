import { describe, it, expect } from 'vitest';
import {
  adminBookingRequestSchema,
  adminOwnerSchema,
  bookingRequestSchema,
  EMPTY_OWNER_FORM,
  visitorOwnerSchema,
} from './schema';

const visitor = {
  salutation: 'MS',
  title: 'Dr.',
  firstName: ' Anna ',
  lastName: 'Gruber',
  organisation: '',
  email: 'anna@example.org',
  phone: '+431234',
  accessibility: true,
};

const failures = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`));

describe('visitor personal data', () => {
  it('trims names and turns empty optional fields into null', () => {
    expect(visitorOwnerSchema.parse(visitor)).toEqual({
      ...visitor,
      firstName: 'Anna',
      organisation: null,
    });
  });

  it('requires names, e-mail and phone', () => {
    expect(failures(visitorOwnerSchema.safeParse(EMPTY_OWNER_FORM))).toEqual([
      'firstName: required',
      'lastName: required',
      'email: required',
      'phone: required',
    ]);
  });

  it('limits names, title and organisation to 40 characters', () => {
    const long = 'x'.repeat(41);
    expect(visitorOwnerSchema.safeParse({ ...visitor, lastName: 'x'.repeat(40) }).success).toBe(
      true,
    );
    expect(
      failures(
        visitorOwnerSchema.safeParse({
          ...visitor,
          lastName: long,
          title: long,
          organisation: long,
        }),
      ),
    ).toEqual([
      'title: maxLength?max=40',
      'lastName: maxLength?max=40',
      'organisation: maxLength?max=40',
    ]);
  });

  it('refuses line breaks, tabs, other control characters and bidi overrides in every name field', () => {
    for (const bad of [
      'Anna\r\nBcc: x@evil.example',
      'An\nna',
      'An\tna',
      'An\u0000na',
      'An\u001bna',
      'An\u007fna',
      'An\u0085na',
      'An\u202Ena',
      'An\u2066na',
      'An\u2069na',
      'Anna\n',
    ]) {
      expect(
        failures(
          visitorOwnerSchema.safeParse({
            ...visitor,
            title: bad,
            firstName: bad,
            lastName: bad,
            organisation: bad,
          }),
        ),
      ).toEqual([
        'title: controlCharacters',
        'firstName: controlCharacters',
        'lastName: controlCharacters',
        'organisation: controlCharacters',
      ]);
    }
  });

  it('refuses links in every name field, in any letter case', () => {
    for (const bad of [
      'Visit http://evil.example to keep your seat',
      'HTTPS://evil.example',
      'ftp://x',
      'WWW.evil.example',
      'see www.evil.example',
    ]) {
      expect(
        failures(
          visitorOwnerSchema.safeParse({
            ...visitor,
            title: bad,
            firstName: bad,
            lastName: bad,
            organisation: bad,
          }),
        ),
      ).toEqual([
        'title: noLinks',
        'firstName: noLinks',
        'lastName: noLinks',
        'organisation: noLinks',
      ]);
    }
  });

  it('keeps accepting ordinary names with accents, apostrophes, hyphens and dots', () => {
    const names = ["Zoë O'Brien-Müller", 'Dr. phil.', 'Univ.-Prof.', 'Ñandú & Søn GmbH', '王小明'];
    for (const name of names) {
      expect(
        visitorOwnerSchema.safeParse({ ...visitor, firstName: name, organisation: name }).success,
      ).toBe(true);
    }
  });

  it('defaults salutation to NONE and accessibility to false', () => {
    const { salutation: _s, accessibility: _a, ...rest } = visitor;
    expect(visitorOwnerSchema.parse(rest)).toMatchObject({
      salutation: 'NONE',
      accessibility: false,
    });
    expect(visitorOwnerSchema.safeParse({ ...visitor, salutation: 'DR' }).success).toBe(false);
  });

  it('books with a language, falling back to German', () => {
    expect(bookingRequestSchema.parse({ ...visitor, language: 'en' }).language).toBe('en');
    expect(bookingRequestSchema.parse({ ...visitor, language: 'fr' }).language).toBe('de');
  });
});

describe('owner data entered by staff', () => {
  it('allows missing e-mail and phone but checks given ones', () => {
    const parsed = adminOwnerSchema.parse({ ...visitor, email: '', phone: undefined });
    expect(parsed.email).toBeNull();
    expect(parsed.phone).toBeNull();
    expect(
      failures(adminOwnerSchema.safeParse({ ...visitor, email: 'nope', phone: '12 34' })),
    ).toEqual(['email: email', 'phone: phoneTooShort?min=5']);
  });

  it('refuses control characters and links in names entered by staff too', () => {
    expect(
      failures(adminOwnerSchema.safeParse({ ...visitor, firstName: 'A\nB', lastName: 'www.x.at' })),
    ).toEqual(['firstName: controlCharacters', 'lastName: noLinks']);
  });

  it('still requires first and last name', () => {
    expect(failures(adminBookingRequestSchema.safeParse({ language: 'de' }))).toEqual([
      'firstName: required',
      'lastName: required',
    ]);
  });
});
