import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addArchive, signInAt } from '../../test/archives';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

interface ApiDocument {
  info: { description: string };
  components: { securitySchemes: { session: { name: string; description: string } } };
}

// The document is a contract other systems build on: it says where each archive's API is and
// which cookie its session is, and the server does what it says.
describe("the OpenAPI document on an archive's addresses and session cookie", () => {
  let t: TestApp;
  let document: ApiDocument;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    document = (await t.app.inject({ url: '/api/docs/json' })).json<ApiDocument>();
  });
  afterAll(async () => t?.close());

  it('names the prefixes, the host name and the cookie of an archive under /x/', () => {
    const session = document.components.securitySchemes.session;
    expect(session.name).toBe('lesesaal_session');
    for (const text of [
      '`/api/…`',
      '`/x/api/…`',
      '`Host` header',
      '`lesesaal_session`, path `/`',
      '`__Host-lesesaal_session`',
      '`lesesaal_session_x`, path `/x/`',
      '`__Secure-lesesaal_session_x`',
    ])
      expect(session.description).toContain(text);
    expect(document.info.description).toContain('`/x/api/…`');
    expect(document.info.description).toContain('its own host name');
  });

  it('describes the cookie names the server sets on https', async () => {
    const session = document.components.securitySchemes.session.description;
    const https = await createTestApp('pglite', {
      env: { PUBLIC_URL: 'https://lesesaal.example' },
    });
    try {
      const b = await addArchive(https, { slug: 'x' });
      const atRoot = await signInAt(https, https.app.archives.snapshot().get(1)!, '/');
      const underSlug = await signInAt(https, b, '/x/');
      expect(atRoot.setCookie).toMatch(/^__Host-lesesaal_session=[^;]+;.*Path=\/;/);
      expect(underSlug.setCookie).toMatch(/^__Secure-lesesaal_session_x=[^;]+;.*Path=\/x\//);
      for (const cookie of [atRoot.cookie, underSlug.cookie])
        expect(session).toContain(`\`${cookie.split('=')[0]}\``);
    } finally {
      await https.close();
    }
  });

  it('is served unchanged by every archive, which sets the cookie it describes', async () => {
    const b = await addArchive(t, { slug: 'b', hostName: 'lesesaal.b.example' });
    const underSlug = await t.app.inject({ url: '/b/api/docs/json' });
    const atHost = await t.app.inject({
      url: '/api/docs/json',
      headers: { host: 'lesesaal.b.example' },
    });
    expect(underSlug.json()).toEqual(document);
    expect(atHost.json()).toEqual(document);
    const signedIn = await signInAt(t, b, '/b/');
    expect(signedIn.setCookie).toMatch(/^lesesaal_session_b=[^;]+;.*Path=\/b\//);
    const me = await t.app.inject({ url: '/b/api/auth/me', headers: { cookie: signedIn.cookie } });
    expect(me.json()).toMatchObject({ email: signedIn.email });
  });

  it('has docs/api.md say the same', () => {
    const guide = readFileSync(path.join(root, 'docs/api.md'), 'utf8');
    for (const text of [
      '`/x/api/…`',
      '`Host`',
      '`lesesaal_session_x`',
      '`__Secure-lesesaal_session_x`',
    ])
      expect(guide).toContain(text);
  });
});
