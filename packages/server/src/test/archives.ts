import { randomBytes } from 'node:crypto';
import { inArchive } from '../db/archives';
import { systemClock } from '../http/types';
import type { Archive } from '../archives';
import { createStaffAccountsService } from '../modules/staff-accounts';
import { XHR, type TestApp } from './app';
import { ownerExec } from './databases';

/** Archives beside the default one, for the tests of several archives on one installation. */

/** Adds an archive as the platform would (the app's role may only read the table). */
export async function addArchive(
  t: TestApp,
  values: { slug: string; hostName?: string; suspended?: boolean },
): Promise<Archive> {
  const host = values.hostName === undefined ? 'NULL' : `'${values.hostName}'`;
  const suspended = values.suspended ? 'now()' : 'NULL';
  await ownerExec(
    t.database,
    `INSERT INTO archives (slug, name, host_name, suspended_at) VALUES ('${values.slug}', 'Archiv ${values.slug}', ${host}, ${suspended})`,
  );
  await t.app.archives.refresh();
  const archive = t.app.archives.bySlug(values.slug);
  if (!archive) throw new Error(`archive ${values.slug} not read`);
  return archive;
}

/** An ADMIN account made in `archive`, signed in at `base` (`/` or `/x/`). */
export async function signInAt(
  t: TestApp,
  archive: Archive,
  base: string,
): Promise<{ cookie: string; email: string; setCookie: string }> {
  const email = `admin-${randomBytes(4).toString('hex')}@${archive.slug}.test`;
  const password = `Test-${randomBytes(12).toString('base64url')}`;
  await inArchive(archive.id, () =>
    createStaffAccountsService({ db: t.database.db, clock: systemClock }).create({
      email,
      password,
      role: 'ADMIN',
    }),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `${base}api/auth/login`,
    headers: XHR,
    payload: { email, password },
  });
  if (res.statusCode !== 204) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies[0]!;
  return {
    cookie: `${cookie.name}=${cookie.value}`,
    email,
    setCookie: String(res.headers['set-cookie']),
  };
}
