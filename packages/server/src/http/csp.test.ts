import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';

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
