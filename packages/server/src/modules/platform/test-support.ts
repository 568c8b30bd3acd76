import type { FastifyInstance } from 'fastify';
import { XHR, type TestApp } from '../../test/app';
import { systemClock } from '../../http/types';
import { createPlatformAdmin } from './auth-service';

/** A platform administrator of a test and the cookie header of a signed-in session. */
export interface PlatformSession {
  email: string;
  displayName: string;
  password: string;
  cookie: string;
}

let counter = 0;

/** Creates a platform administrator and signs in through `POST /api/platform/auth/login`. */
export async function platformSignIn(t: TestApp): Promise<PlatformSession> {
  counter += 1;
  const email = `platform-${counter}-${Date.now()}@platform.test`;
  const password = 'Plattform-Passwort-7391';
  const displayName = 'Petra Plattform';
  await createPlatformAdmin(
    { db: t.database.db, clock: systemClock },
    { email, displayName, password },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/platform/auth/login',
    headers: XHR,
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`platform sign-in: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'lesesaal_platform');
  if (!cookie) throw new Error('platform sign-in: no cookie');
  return { email, displayName, password, cookie: `${cookie.name}=${cookie.value}` };
}

/** A call of the platform API with the session's cookie (and the CSRF header). */
export function platformCall(app: FastifyInstance, cookie: string | undefined) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { ...XHR, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
}

/** A valid creation body for archive `slug`. */
export function newArchive(slug: string, overrides: Record<string, unknown> = {}) {
  return {
    slug,
    name: `Archiv ${slug.toUpperCase()}`,
    firstAdmin: { email: `admin@${slug}.example.org`, displayName: `Admin ${slug}` },
    ...overrides,
  };
}
