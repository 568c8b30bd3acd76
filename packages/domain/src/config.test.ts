import { describe, it, expect } from 'vitest';
import {
  CLIENT_CONFIG_DEFAULTS,
  isKnownTimeZone,
  isPlausibleEmail,
  parseClientConfig,
  parseInterfaceMode,
  parseLanguage,
  toKebabCase,
} from './config';

describe('client config', () => {
  it('falls back to the spec defaults for an empty mount element', () => {
    expect(parseClientConfig({})).toEqual(CLIENT_CONFIG_DEFAULTS);
  });

  it('reads numbers, JSON label overrides and the interface mode', () => {
    const config = parseClientConfig({
      maxReservations: '3',
      pagingSize: '0',
      labelOverride: '{"title":"Lesesaal","bad":1}',
      interface: 'admin',
    });
    expect(config.maxReservations).toBe(3);
    expect(config.pagingSize).toBe(20);
    expect(config.labelOverride).toEqual({ title: 'Lesesaal' });
    expect(config.interface).toBe('admin');
  });

  it('ignores malformed values', () => {
    const config = parseClientConfig({ maxRooms: '-1', labelOverride: '{nope', faqUrl: ' ' });
    expect(config.maxRooms).toBe(999);
    expect(config.labelOverride).toEqual({});
    expect(config.faqUrl).toBeNull();
  });

  it('reads the user application settings, and defaults for anything malformed', () => {
    const config = parseClientConfig({
      userApplication: 'required',
      applicationPurposes: '["amtlich","Familienforschung"]',
      readingRulesUrl: 'https://archiv.example/ordnung.pdf',
      readingRulesVersion: '2026-01',
    });
    expect(config.userApplication).toBe('required');
    expect(config.applicationPurposes).toEqual(['amtlich', 'Familienforschung']);
    expect(config.readingRulesUrl).toBe('https://archiv.example/ordnung.pdf');
    expect(config.readingRulesVersion).toBe('2026-01');
    const bad = parseClientConfig({ userApplication: 'always', applicationPurposes: '[1,"x"]' });
    expect(bad.userApplication).toBe('off');
    expect(bad.applicationPurposes).toEqual([]);
    expect(parseClientConfig({ applicationPurposes: '{nope' }).applicationPurposes).toEqual([]);
  });

  it('falls back to user mode and German', () => {
    expect(parseInterfaceMode('root')).toBe('user');
    expect(parseLanguage('en-GB')).toBe('en');
    expect(parseLanguage('fr')).toBe('de');
    expect(parseClientConfig({}, 'en-US').language).toBe('en');
  });

  it("reads the archive's time zone and ignores one the engine does not know", () => {
    expect(parseClientConfig({ timeZone: 'America/New_York' }).timeZone).toBe('America/New_York');
    expect(parseClientConfig({ timeZone: 'Mars/Olympus_Mons' }).timeZone).toBe('Europe/Vienna');
    expect(parseClientConfig({ timeZone: ' ' }).timeZone).toBe('Europe/Vienna');
  });

  it('offers the waiting list unless the server says data-waiting-list="false"', () => {
    expect(parseClientConfig({}).waitingList).toBe(true);
    expect(parseClientConfig({ waitingList: 'true' }).waitingList).toBe(true);
    expect(parseClientConfig({ waitingList: 'false' }).waitingList).toBe(false);
    expect(isKnownTimeZone('Europe/Vienna')).toBe(true);
    expect(isKnownTimeZone('')).toBe(false);
  });

  it('reads the public body\'s links and shows the footer links unless data-footer-links="false"', () => {
    const config = parseClientConfig({
      imprintUrl: 'https://archiv.example.org/impressum',
      privacyUrl: '/datenschutz.html',
      accessibilityStatementUrl: 'https://archiv.example.org/barrierefreiheit',
      contactEmail: 'lesesaal@archiv.example.org',
      enforcementBodyName: 'Landesschlichtungsstelle',
      enforcementBodyUrl: 'https://schlichtung.example.org',
    });
    expect(config).toMatchObject({
      imprintUrl: 'https://archiv.example.org/impressum',
      privacyUrl: '/datenschutz.html',
      accessibilityStatementUrl: 'https://archiv.example.org/barrierefreiheit',
      contactEmail: 'lesesaal@archiv.example.org',
      enforcementBodyName: 'Landesschlichtungsstelle',
      enforcementBodyUrl: 'https://schlichtung.example.org',
      footerLinks: true,
    });
    expect(parseClientConfig({ footerLinks: 'true' }).footerLinks).toBe(true);
    expect(parseClientConfig({ footerLinks: 'false' }).footerLinks).toBe(false);
  });

  it('leaves the public body links out when the attributes are empty', () => {
    const config = parseClientConfig({ imprintUrl: ' ', privacyUrl: '', contactEmail: ' ' });
    expect(config).toMatchObject({ imprintUrl: null, privacyUrl: null, contactEmail: null });
  });

  it('finds a plausible e-mail address (the feedback form checks the optional one)', () => {
    expect(isPlausibleEmail('lesesaal@archiv.example.org')).toBe(true);
    expect(isPlausibleEmail('lesesaal at archiv')).toBe(false);
    expect(isPlausibleEmail('a@b')).toBe(false);
  });

  it('names data attributes in kebab case', () => {
    expect(toKebabCase('maxReservations')).toBe('max-reservations');
  });
});
