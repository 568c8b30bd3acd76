import { describe, expect, it } from 'vitest';
import { meSchema, staffAccountCreateSchema, staffAccountUpdateSchema } from './schema';

const issues = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`));

describe('staff account payloads', () => {
  it('accepts a new account with a trimmed e-mail and a 12-character password', () => {
    expect(
      staffAccountCreateSchema.parse({
        email: ' leser@archiv.at ',
        password: 'Kurz-und-gut',
        role: 'REPORTS',
      }),
    ).toEqual({
      email: 'leser@archiv.at',
      password: 'Kurz-und-gut',
      role: 'REPORTS',
    });
  });

  it('names the failing fields: e-mail, short password, unknown role', () => {
    const result = staffAccountCreateSchema.safeParse({
      email: 'leser',
      password: 'Kurz-und-gu',
      role: 'OWNER',
    });
    expect(issues(result)).toEqual([
      'email: email',
      'password: minLength?min=12',
      expect.stringMatching(/^role: /),
    ]);
  });

  it('allows an update with any subset of role, disabled and password', () => {
    expect(staffAccountUpdateSchema.parse({})).toEqual({});
    expect(staffAccountUpdateSchema.parse({ disabled: true })).toEqual({ disabled: true });
    expect(staffAccountUpdateSchema.safeParse({ password: 'short' }).success).toBe(false);
  });

  it('reads a signed-in account without a usable role as role null', () => {
    expect(meSchema.parse({ email: 'a@b.at', role: null, signInMethod: 'directory' })).toEqual({
      email: 'a@b.at',
      role: null,
      signInMethod: 'directory',
    });
    expect(
      meSchema.safeParse({ email: 'a@b.at', role: 'OWNER', signInMethod: 'local' }).success,
    ).toBe(false);
    expect(meSchema.safeParse({ email: 'a@b.at', role: null, signInMethod: 'sso' }).success).toBe(
      false,
    );
  });
});
