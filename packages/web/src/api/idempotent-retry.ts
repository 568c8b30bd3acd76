import { ApiError } from './client';

/**
 * An `Idempotency-Key`: 32 hex digits from the browser's CSPRNG (`getRandomValues` works on
 * plain http too, unlike `randomUUID`).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per write meant: the same request body keeps its key until it succeeds — an
 * automatic retry, or the person pressing the button again after a failure, repeats the
 * request, and the server carries it out at most once — while a changed body, or any request
 * after a success, gets a new key (another write is meant then).
 */
export function createKeyPerWrite() {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(input: unknown): string {
      const body = JSON.stringify(input);
      if (last?.body !== body) last = { body, key: newIdempotencyKey() };
      return last.key;
    },
    succeeded(): void {
      last = null;
    },
  };
}

/** Retries after a 503: about half a minute with {@link idempotentRetryDelay}. */
const UNAVAILABLE_RETRIES = 5;
/** Retries after a lost connection. */
const NETWORK_RETRIES = 2;

/**
 * Whether a write the server makes safe to repeat (an `Idempotency-Key`, or a call the server
 * answers the same when repeated) is sent again: after a 503 (nothing was changed) or a lost
 * answer (it may have been done; the repeat answers it then), never after any other answer.
 * Only for such writes: any other write is sent again by the person, never by the app.
 */
export function retryIdempotentWrite(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 503) return failureCount < UNAVAILABLE_RETRIES;
  if (error.code === 'network_error') return failureCount < NETWORK_RETRIES;
  return false;
}

/** Backoff before retry n + 1 (`failureCount` n from 0): 1 s, 2 s, 4 s, 8 s, then 10 s. */
export function idempotentRetryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 10_000);
}
