import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, passwordProblem, verifyPassword } from './passwords';

describe('staff password policy', () => {
  it('refuses passwords shorter than 12 characters', () => {
    expect(passwordProblem('Kurz-und-gu')).toBe('length');
    expect(passwordProblem('Kurz-und-gut')).toBeNull();
  });

  it.each([
    'password1234',
    'PASSWORD1234',
    'Passwort2024!!',
    '!!Sommer2024!!',
    'Administrator',
    'passwordpassword',
    'Lesesaal12345',
    '123456789012',
    '098765432109',
    'qwertzuiopasdf',
    'QWERTYUIOPASDF',
    '1q2w3e4r5t6y7u',
    'aaaaaaaaaaaa',
    'abababababab',
    '121212121212',
    'correct horse battery staple',
  ])('refuses the common or guessable password %s', (password) => {
    expect(passwordProblem(password)).toBe('common');
  });

  it('refuses the account e-mail address and its local part', () => {
    expect(passwordProblem('erika.musterfrau@archiv.at', 'Erika.Musterfrau@archiv.at')).toBe(
      'common',
    );
    expect(passwordProblem('erika.musterfrau2024', 'erika.musterfrau@archiv.at')).toBe('common');
    expect(passwordProblem('erika.musterfrau2024', 'someone@archiv.at')).toBeNull();
  });

  it('accepts long passphrases that merely contain a common word', () => {
    for (const password of [
      'Dragonfly-over-the-Danube-7',
      'mein sommer am see 2024',
      'Tr0ub4dor&3-Lesesaal',
    ]) {
      expect({ password, problem: passwordProblem(password) }).toEqual({ password, problem: null });
    }
  });

  it('generates 20-character passwords that pass the policy and differ', () => {
    const passwords = Array.from({ length: 50 }, generatePassword);
    for (const p of passwords) {
      expect(p).toMatch(/^[A-Za-z0-9_-]{20}$/);
      expect(passwordProblem(p)).toBeNull();
    }
    expect(new Set(passwords).size).toBe(50);
  });

  it('hashes with argon2id and verifies only the right password', async () => {
    const hashed = await hashPassword('Lange-Passphrase-42');
    expect(hashed).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hashed, 'Lange-Passphrase-42')).toBe(true);
    expect(await verifyPassword(hashed, 'lange-passphrase-42')).toBe(false);
    expect(await verifyPassword('not a hash', 'Lange-Passphrase-42')).toBe(false);
  });
});
