import { randomBytes } from 'node:crypto';

/** A random 128-bit token: the only key to a cart (and to an owner's link, an entry's). */
export function createToken(): string {
  return randomBytes(16).toString('base64url');
}
