import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import {
  createKeyPerWrite,
  idempotentRetryDelay,
  newIdempotencyKey,
  retryIdempotentWrite,
} from './idempotent-retry';

const answer = (status: number, code: string) =>
  new ApiError({ status, code, messageKey: code, body: { error: code } });

describe('idempotent writes', () => {
  it('makes keys of 32 hex digits the server takes, a new one each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('keeps one key per body until it succeeds; another body or a later write gets a new one', () => {
    const keys = createKeyPerWrite();
    const first = keys.keyFor({ firstName: 'Eva' });
    expect(keys.keyFor({ firstName: 'Eva' })).toBe(first);
    const changed = keys.keyFor({ firstName: 'Eva Maria' });
    expect(changed).not.toBe(first);
    expect(keys.keyFor({ firstName: 'Eva Maria' })).toBe(changed);
    keys.succeeded();
    expect(keys.keyFor({ firstName: 'Eva Maria' })).not.toBe(changed);
  });

  it('retries after a 503 and a lost connection only, a few times', () => {
    expect(retryIdempotentWrite(0, answer(503, 'service_unavailable'))).toBe(true);
    expect(retryIdempotentWrite(4, answer(503, 'service_unavailable'))).toBe(true);
    expect(retryIdempotentWrite(5, answer(503, 'service_unavailable'))).toBe(false);
    expect(retryIdempotentWrite(0, ApiError.local('network_error'))).toBe(true);
    expect(retryIdempotentWrite(2, ApiError.local('network_error'))).toBe(false);
    for (const error of [
      answer(409, 'idempotency_key_reused'),
      answer(400, 'validation__error'),
      answer(500, 'unknown'),
      ApiError.local('timeout'),
      ApiError.local('cancelled'),
      new Error('boom'),
    ]) {
      expect(retryIdempotentWrite(0, error)).toBe(false);
    }
    expect([0, 1, 2, 3, 4].map(idempotentRetryDelay)).toEqual([1000, 2000, 4000, 8000, 10_000]);
  });
});
