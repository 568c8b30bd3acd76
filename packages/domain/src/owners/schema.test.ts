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
    ).toEqual(['email: email', 'phone: phone']);
  });

  it('still requires first and last name', () => {
    expect(failures(adminBookingRequestSchema.safeParse({ language: 'de' }))).toEqual([
      'firstName: required',
      'lastName: required',
    ]);
  });
});
