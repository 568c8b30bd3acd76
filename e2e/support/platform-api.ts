import { expect, type APIRequestContext } from '@playwright/test';
import { E2E } from './env';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/**
 * The platform API as the journeys' platform administrator (made by the command line before
 * the main server starts, see playwright.config), in a request context of its own.
 */
export async function platformApi(request: APIRequestContext) {
  const login = await request.post('/api/platform/auth/login', {
    headers: XHR,
    data: { email: E2E.platformEmail, password: E2E.platformPassword },
  });
  expect(login.status(), await login.text()).toBe(200);
  const call = async <T>(
    method: 'get' | 'post' | 'patch' | 'delete',
    url: string,
    status: number,
    data?: object,
  ): Promise<T> => {
    const res = await request[method](`/api/platform${url}`, {
      headers: XHR,
      ...(data ? { data } : {}),
    });
    expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(status);
    return (status === 204 ? null : await res.json()) as T;
  };
  return {
    list: () =>
      call<Array<{ id: number; slug: string; isDefault: boolean }>>('get', '/archives', 200),
    /** A new archive at `/<slug>/` with its first admin. */
    create: (slug: string, name: string, firstAdmin: { email: string; displayName: string }) =>
      call<{ id: number }>('post', '/archives', 201, { slug, name, firstAdmin }),
    /** A support session in the archive: its staff cookie lands in `request`. */
    support: (id: number) => call<{ url: string }>('post', `/archives/${id}/support`, 200),
    /** Changes the archive's own settings (null: the installation's value again). */
    settings: (id: number, change: object) =>
      call<object>('patch', `/archives/${id}/settings`, 200, change),
    /** Suspends the archive, then deletes it with all its data. */
    remove: async (id: number) => {
      await call('patch', `/archives/${id}`, 200, { suspended: true });
      await call('delete', `/archives/${id}`, 204);
    },
  };
}
