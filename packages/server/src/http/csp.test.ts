import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { ownerExec } from '../test/databases';

/** The Content-Security-Policy the app sends with `PUBLIC_URL`. */
async function csp(publicUrl: string): Promise<string> {
  const t = await createTestApp('pglite', { env: { PUBLIC_URL: publicUrl } });
  try {
    const res = await t.app.inject({ url: '/' });
    return String(res.headers['content-security-policy']);
  } finally {
    await t.close();
  }
}

describe('Content-Security-Policy', () => {
  it('asks browsers to upgrade requests to https only when the app is served over https', async () => {
    // On plain http the upgrade would turn every script request into a failing https one:
    // a blank page at any host but localhost.
    for (const url of ['http://localhost:3000', 'http://lesesaal.intranet:8080']) {
      const policy = await csp(url);
      expect(policy).toContain("script-src 'self'");
      expect({ url, upgrade: policy.includes('upgrade-insecure-requests') }).toEqual({
        url,
        upgrade: false,
      });
    }
    expect(await csp('https://lesesaal.example.org')).toMatch(
      /(^|;)\s*upgrade-insecure-requests\s*(;|$)/,
    );
  });
});

describe("Content-Security-Policy: the archive's logo", () => {
  it("allows images from the origin of the request's archive's logo and no other", async () => {
    const t = await createTestApp('pglite', {
      env: { SITE_LOGO_URL: 'https://www.archive.example/media/logo.png' },
    });
    try {
      await ownerExec(
        t.database,
        `INSERT INTO archives (slug, name, settings) VALUES ('b', 'Archiv B', '{"logoUrl":"https://b.example:8443/logo.svg"}'::jsonb), ('c', 'Archiv C', '{}'::jsonb)`,
      );
      await t.app.archives.refresh();
      const imgSrc = async (url: string) => {
        const res = await t.app.inject({ url });
        const policy = String(res.headers['content-security-policy']);
        return /img-src([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/);
      };
      expect(await imgSrc('/')).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://www.archive.example',
      ]);
      expect(await imgSrc('/b/')).toEqual(["'self'", 'data:', 'blob:', 'https://b.example:8443']);
      // C has no logo of its own: the installation's
      expect(await imgSrc('/c/')).toContain('https://www.archive.example');
    } finally {
      await t.close();
    }
  });

  it('adds no source without a logo', async () => {
    const t = await createTestApp('pglite');
    try {
      const res = await t.app.inject({ url: '/' });
      expect(String(res.headers['content-security-policy'])).toMatch(
        /img-src 'self' data: blob: 'self'(;|$)/,
      );
    } finally {
      await t.close();
    }
  });
});
