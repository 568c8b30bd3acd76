import { describe, expect, it } from 'vitest';
import { parseClientConfig } from '@lesesaal/domain/config';
import { testConfig } from '../../test/app';
import { clientConfigFor, mountElement } from './render-index';

/** The data-* attributes of a mount element as the browser's `dataset` reads them. */
function datasetOf(html: string): Record<string, string> {
  const dataset: Record<string, string> = {};
  for (const [, name = '', value = ''] of html.matchAll(/data-([a-z-]+)="([^"]*)"/g)) {
    dataset[name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return dataset;
}

describe('the public body links on the mount element', () => {
  it('writes legal notice, privacy policy, own statement, contact, enforcement body and footer switch', () => {
    const config = testConfig({
      IMPRINT_URL: 'https://www.archiv.example/impressum?a=1&b=2',
      PRIVACY_URL: 'https://www.archiv.example/datenschutz',
      ACCESSIBILITY_STATEMENT_URL: 'https://www.archiv.example/barrierefreiheit',
      CONTACT_EMAIL: 'archiv@archiv.example',
      ENFORCEMENT_BODY_NAME: 'Landesschlichtungsstelle "BGG"',
      ENFORCEMENT_BODY_URL: 'https://schlichtung.land.example',
      FOOTER_LINKS: 'off',
    });
    const html = mountElement(clientConfigFor(config, 'user', '/'));
    expect(html).toContain('data-imprint-url="https://www.archiv.example/impressum?a=1&amp;b=2"');
    expect(html).toContain('data-privacy-url="https://www.archiv.example/datenschutz"');
    expect(html).toContain(
      'data-accessibility-statement-url="https://www.archiv.example/barrierefreiheit"',
    );
    expect(html).toContain('data-contact-email="archiv@archiv.example"');
    expect(html).toContain('data-enforcement-body-name="Landesschlichtungsstelle &quot;BGG&quot;"');
    expect(html).toContain('data-enforcement-body-url="https://schlichtung.land.example"');
    expect(html).toContain('data-footer-links="false"');
    const client = parseClientConfig(datasetOf(html));
    expect(client).toMatchObject({
      imprintUrl: 'https://www.archiv.example/impressum?a=1&b=2',
      privacyUrl: 'https://www.archiv.example/datenschutz',
      accessibilityStatementUrl: 'https://www.archiv.example/barrierefreiheit',
      contactEmail: 'archiv@archiv.example',
      enforcementBodyName: 'Landesschlichtungsstelle "BGG"',
      enforcementBodyUrl: 'https://schlichtung.land.example',
      footerLinks: false,
    });
  });

  it('leaves unset links out, names the federal enforcement body and shows the footer by default', () => {
    const html = mountElement(clientConfigFor(testConfig(), 'admin', '/admin/'));
    for (const name of [
      'imprint-url',
      'privacy-url',
      'accessibility-statement-url',
      'contact-email',
    ])
      expect(html).not.toContain(`data-${name}=`);
    expect(html).toContain('data-footer-links="true"');
    expect(parseClientConfig(datasetOf(html))).toMatchObject({
      imprintUrl: null,
      privacyUrl: null,
      accessibilityStatementUrl: null,
      contactEmail: null,
      enforcementBodyName: 'Schlichtungsstelle nach dem Behindertengleichstellungsgesetz (BGG)',
      enforcementBodyUrl: 'https://www.schlichtungsstelle-bgg.de',
      footerLinks: true,
    });
  });
});

describe('the user application settings on the mount element', () => {
  it('hands the archive’s mode, purposes and reading-room rules to the web app', () => {
    const config = testConfig({
      USER_APPLICATION: 'required',
      APPLICATION_PURPOSES: 'amtlich, Familienforschung',
      READING_RULES_URL: 'https://www.archiv.example/lesesaalordnung.pdf',
      READING_RULES_VERSION: '2026-01',
    });
    const client = parseClientConfig(datasetOf(mountElement(clientConfigFor(config, 'user', '/'))));
    expect(client).toMatchObject({
      userApplication: 'required',
      applicationPurposes: ['amtlich', 'Familienforschung'],
      readingRulesUrl: 'https://www.archiv.example/lesesaalordnung.pdf',
      readingRulesVersion: '2026-01',
    });
  });

  it('says off with the default purposes when the installation asks for none', () => {
    const client = parseClientConfig(
      datasetOf(mountElement(clientConfigFor(testConfig(), 'user', '/'))),
    );
    expect(client.userApplication).toBe('off');
    expect(client.applicationPurposes).toContain('wissenschaftlich');
    expect(client.readingRulesUrl).toBeNull();
  });
});
