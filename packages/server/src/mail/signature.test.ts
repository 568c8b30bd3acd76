import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/app';
import { mailSignatureOf } from './signature';

describe('who signs the visitor mails', () => {
  it('is SITE_NAME with CONTACT_EMAIL and the configured links', () => {
    expect(
      mailSignatureOf(
        testConfig({
          SITE_NAME: 'Stadtarchiv Musterstadt',
          MAIL_FROM: 'Lesesaal <lesesaal@musterstadt.example>',
          CONTACT_EMAIL: 'archiv@musterstadt.example',
          IMPRINT_URL: 'https://www.musterstadt.example/impressum',
          PRIVACY_URL: 'https://www.musterstadt.example/datenschutz',
          ACCESSIBILITY_STATEMENT_URL: 'https://www.musterstadt.example/barrierefreiheit',
          PUBLIC_URL: 'https://termine.musterstadt.example/',
        }),
      ),
    ).toEqual({
      sender: 'Stadtarchiv Musterstadt',
      contactEmail: 'archiv@musterstadt.example',
      imprintUrl: 'https://www.musterstadt.example/impressum',
      privacyUrl: 'https://www.musterstadt.example/datenschutz',
      accessibilityStatementUrl: 'https://www.musterstadt.example/barrierefreiheit',
      publicUrl: 'https://termine.musterstadt.example',
    });
  });

  it("is MAIL_FROM's display name without SITE_NAME, and nobody (the team line) for a bare address", () => {
    expect(
      mailSignatureOf(testConfig({ MAIL_FROM: '"Landesarchiv Nord" <post@la-nord.example>' }))
        .sender,
    ).toBe('Landesarchiv Nord');
    expect(mailSignatureOf(testConfig({ MAIL_FROM: 'post@la-nord.example' })).sender).toBeNull();
    expect(mailSignatureOf(testConfig({ MAIL_FROM: '<post@la-nord.example>' })).sender).toBeNull();
  });
});
