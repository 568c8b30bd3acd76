import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Minimum length of a staff password (DESIGN.md §4). */
export const PASSWORD_MIN_LENGTH = 12;

/**
 * Frequent passwords of at least 12 characters from public breach lists (shorter ones are
 * refused by length already). Compared lower-cased.
 */
const COMMON_PASSWORDS = new Set([
  '123456789012', '1234567890123', '12345678901234', '123456789123', '111111111111', '000000000000',
  'qwertyuiopas', 'qwertyuiop123', 'qwerty123456', '123456qwerty', '1q2w3e4r5t6y', '1qaz2wsx3edc',
  'zaq12wsxcde3', 'qazwsxedcrfv', 'asdfghjkl123', 'passwordpassword', 'password1234', 'password12345',
  'password123456', 'password123!', 'password2023', 'password2024', 'password2025', 'password2026',
  'passwort1234', 'passwort12345', 'passwort123456', 'iloveyou1234', 'letmein12345', 'welcome12345',
  'welcome123456', 'willkommen123', 'willkommen1234', 'administrator', 'administrator1', 'admin1234567',
  'adminadmin123', 'changeme1234', 'changeme12345', 'sommer2024!!', 'winter2024!!', 'hallo1234567',
  'lesesaal1234', 'lesesaal12345', 'archiv123456', 'reservierung1', 'football1234', 'baseball1234',
  'superman1234', 'trustno11234', 'sunshine1234', 'princess1234', 'abc123456789', 'abcdefghijkl',
  'abcdefgh1234', 'aaaaaaaaaaaa', 'monkey123456', 'dragon123456', 'master123456', 'shadow123456',
  'michael12345', 'jennifer1234', 'computer1234', 'internet1234', 'starwars1234', 'pokemon12345',
  'qwertzuiop12', 'qwertzuiopü', '1234qwerasdf', 'passw0rd1234', 'p@ssw0rd1234', 'p@ssword1234',
  'correcthorsebatterystaple', 'iloveyouiloveyou', 'mypassword123', 'secret123456', 'letmeinletmein',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** argon2id (the library's default algorithm). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account is unknown: same work, same timing. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** 20 characters of base64url: ~120 bits. */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}
