import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '@lesesaal/domain/staff/schema';

/**
 * About 200 of the most frequent passwords and base words of public breach lists, plus
 * German ones and words of this product. Lower-case. Most are shorter than 12 characters:
 * they matter as the stem of a longer password ("Passwort2024!!" → "passwort").
 */
const COMMON_PASSWORDS = new Set([
  '123456',
  'password',
  '123456789',
  '12345678',
  '12345',
  'qwerty',
  '1234567',
  '111111',
  '1234567890',
  '123123',
  'abc123',
  '1234',
  'password1',
  'iloveyou',
  '1q2w3e4r',
  '000000',
  'qwerty123',
  'zaq12wsx',
  'dragon',
  'sunshine',
  'princess',
  'letmein',
  '654321',
  'monkey',
  '1qaz2wsx',
  '123321',
  'qwertyuiop',
  'superman',
  'asdfghjkl',
  'trustno1',
  'welcome',
  'admin',
  'football',
  'baseball',
  'master',
  'shadow',
  'michael',
  'jennifer',
  'hunter',
  'hunter2',
  'computer',
  'whatever',
  'freedom',
  'starwars',
  'pokemon',
  'batman',
  'charlie',
  'donald',
  'login',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'password123',
  'password1234',
  'admin123',
  'administrator',
  'root',
  'toor',
  'changeme',
  'default',
  'guest',
  'test',
  'test123',
  'secret',
  'access',
  'mustang',
  'jordan',
  'jordan23',
  'harley',
  'ranger',
  'buster',
  'soccer',
  'hockey',
  'killer',
  'george',
  'andrew',
  'thomas',
  'daniel',
  'robert',
  'matthew',
  'jessica',
  'ashley',
  'nicole',
  'michelle',
  'amanda',
  'summer',
  'winter',
  'spring',
  'autumn',
  'love',
  'lovely',
  'loveme',
  'iloveu',
  'flower',
  'hello',
  'hello123',
  'cheese',
  'cookie',
  'chocolate',
  'banana',
  'orange',
  'purple',
  'pepper',
  'ginger',
  'tigger',
  'maggie',
  'bailey',
  'buddy',
  'lucky',
  'angel',
  'blink182',
  'liverpool',
  'arsenal',
  'chelsea',
  'barcelona',
  'qazwsx',
  'qwe123',
  'qweasd',
  'qweasdzxc',
  'asdasd',
  'asdf1234',
  'zxcvbnm',
  'aaaaaa',
  'abcdef',
  'abcd1234',
  'a1b2c3',
  '1a2b3c',
  '112233',
  '121212',
  '159753',
  '147258369',
  '987654321',
  '666666',
  '888888',
  '7777777',
  '696969',
  '123abc',
  '1234qwer',
  'q1w2e3r4',
  'q1w2e3r4t5',
  '1q2w3e',
  '1q2w3e4r5t',
  'qwerty1',
  'welcome1',
  'samsung',
  'apple',
  'google',
  'facebook',
  'microsoft',
  'windows',
  'linux',
  'internet',
  'matrix',
  'nintendo',
  'minecraft',
  'fortnite',
  'naruto',
  'trustme',
  'mypassword',
  'passpass',
  'pass',
  'pass123',
  'private',
  'security',
  'superstar',
  'letmeinletmein',
  'iloveyouiloveyou',
  'passwordpassword',
  'correcthorsebatterystaple',
  'correct horse battery staple',
  'at-least-12-characters',
  // German and Austrian
  'passwort',
  'passwort1',
  'passwort123',
  'hallo',
  'hallo123',
  'schatz',
  'schatzi',
  'ficken',
  'fussball',
  'fußball',
  'bayern',
  'bayernmuenchen',
  'schalke',
  'dortmund',
  'borussia',
  'hamburg',
  'berlin',
  'österreich',
  'oesterreich',
  'wien',
  'vienna',
  'sommer',
  'frühling',
  'fruehling',
  'herbst',
  'sonne',
  'sonnenschein',
  'liebe',
  'ichliebedich',
  'geheim',
  'qwertz',
  'qwertz123',
  'qwertzuiop',
  'willkommen',
  'mausi',
  'hase',
  'engel',
  'katze',
  'hund',
  'blume',
  'test1234',
  'start',
  'start123',
  'benutzer',
  'kennwort',
  'zugang',
  'anmeldung',
  'rapidwien',
  'austria',
  // this product and its users
  'lesesaal',
  'archiv',
  'archive',
  'landesarchiv',
  'staatsarchiv',
  'reservierung',
  'termin',
  'terminreservierung',
  'readingroom',
  'admin@localhost',
]);

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
  if (candidates.some((c) => COMMON_PASSWORDS.has(c))) return 'common';
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
