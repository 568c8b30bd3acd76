import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '@lesesaal/domain/staff/schema';
import { COMMON_PASSWORDS } from './common-passwords';

/** The common passwords (lower-case), looked up per candidate. */
const COMMON = new Set(COMMON_PASSWORDS);

/** Sequences a password may not be a run of (digits, alphabet, keyboard rows and zig-zags). */
const SEQUENCES = [
  '0123456789',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  '1q2w3e4r5t6y7u8i9o0p',
  '1q2w3e4r5t6z7u8i9o0p',
  'q1w2e3r4t5y6u7i8o9p0',
  'zaq1xsw2cde3vfr4bgt5nhy6mju7',
].flatMap((s) => {
  const thrice = s.repeat(3);
  return [thrice, [...thrice].reverse().join('')];
});

/** Letters only, from the first to the last letter: "!!Sommer2024" → "sommer". */
function stemOf(lower: string): string {
  return lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

/** The shortest unit a string repeats: "abcabcabc" → "abc"; otherwise the string itself. */
function repeatedUnit(s: string): string {
  return /^(.+?)\1+$/su.exec(s)?.[1] ?? s;
}

/**
 * Why a new staff password is refused, or null when it is fine: shorter
 * than 12 characters; one of the common passwords, or a common word with digits and
 * symbols around it, or repeated; a run of a keyboard or alphabet sequence; fewer than five
 * different characters; or the account's own e-mail address or its local part.
 */
export function passwordProblem(password: string, email?: string): 'length' | 'common' | null {
  if (password.length < STAFF_PASSWORD_MIN || password.length > STAFF_PASSWORD_MAX) return 'length';
  const lower = password.normalize('NFKC').toLowerCase();
  const stem = stemOf(lower);
  const candidates = [lower, stem, repeatedUnit(lower), repeatedUnit(stem)];
  if (candidates.some((c) => COMMON.has(c))) return 'common';
  if (new Set(lower).size < 5) return 'common';
  if (SEQUENCES.some((s) => s.includes(lower))) return 'common';
  if (email) {
    const address = email.trim().toLowerCase();
    const local = address.split('@')[0] ?? address;
    if ([address, local].some((e) => candidates.includes(e))) return 'common';
  }
  return null;
}

/**
 * argon2id (the library's default algorithm) with OWASP's minimum parameters: 19 MiB,
 * 2 passes, 1 lane (the library's default is only 4 MiB). Parameters travel in the hash,
 * so hashes made with other parameters still verify.
 */
const HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/** A hash to verify against when the account is unknown: the same work, so the same timing. */
export function dummyPasswordHash(): Promise<string> {
  if (!dummyHash) {
    const pending = hashPassword(randomBytes(16).toString('hex'));
    pending.catch(() => {
      if (dummyHash === pending) dummyHash = null; // try again next time
    });
    dummyHash = pending;
  }
  return dummyHash;
}

/** 20 characters of base64url (120 random bits): for generated passwords, printed once. */
export function generatePassword(): string {
  for (;;) {
    const password = randomBytes(15).toString('base64url');
    // A random draw that happens to look weak (vanishingly rare) is drawn again.
    if (passwordProblem(password) === null) return password;
  }
}
