/**
 * Whether this tab signed a reader in: a `1` in session storage (`lesesaal.reader`), not
 * personal data. The header shows "My data" instead of "Sign in" by it, without asking the
 * server (it is part of the visitor's first download, and an anonymous visitor's pages send
 * no call that can only answer 401); the screens that need the reader ask the server
 * (reader-session.ts), which keeps the mark true to the session.
 */
import { useSyncExternalStore } from 'react';

const HINT_KEY = 'lesesaal.reader';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.sessionStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export const readerHint = {
  get: read,
  set(signedIn: boolean): void {
    if (signedIn === read()) return;
    try {
      if (signedIn) window.sessionStorage.setItem(HINT_KEY, '1');
      else window.sessionStorage.removeItem(HINT_KEY);
    } catch {
      // storage disabled: the header shows "Sign in" until a screen asks the server
    }
    listeners.forEach((listener) => listener());
  },
};

/** The mark, following sign-in and sign-out in this tab. */
export function useReaderHint(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => false,
  );
}
