import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { createQueryClient, retryDelay } from './query-client';

const apiError = (status: number, code: string) => new ApiError({ status, code, messageKey: code });

describe('createQueryClient', () => {
  it('reports a 401 of a query or mutation as an expired session, other errors not', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ retry: false, onUnauthorized });

    await client
      .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(apiError(404, 'not_found')) })
      .catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();

    await client
      .fetchQuery({
        queryKey: ['b'],
        queryFn: () => Promise.reject(apiError(401, 'http__access_denied_exception')),
      })
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(apiError(401, 'http__access_denied_exception')),
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('does not retry client errors', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(apiError(409, 'conflict')));
    await client.fetchQuery({ queryKey: ['c'], queryFn, retryDelay: 0 }).catch(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('retries a read answered 503 five times with a growing wait, then gives up; never a write', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(apiError(503, 'service_unavailable')));
    await client.fetchQuery({ queryKey: ['d'], queryFn, retryDelay: 0 }).catch(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(6);
    // a 500 keeps the short retry
    const failing = vi.fn(() => Promise.reject(apiError(500, 'unknown')));
    await client
      .fetchQuery({ queryKey: ['e'], queryFn: failing, retryDelay: 0 })
      .catch(() => undefined);
    expect(failing).toHaveBeenCalledTimes(3);

    const mutationFn = vi.fn(() => Promise.reject(apiError(503, 'service_unavailable')));
    const mutation = client.getMutationCache().build(client, { mutationFn });
    await mutation.execute(undefined).catch(() => undefined);
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it('waits 1, 2, 4, 8 and then 10 seconds between retries', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => retryDelay(n))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});
