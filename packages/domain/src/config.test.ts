import { describe, it, expect } from 'vitest';
import {
  CLIENT_CONFIG_DEFAULTS,
  isKnownTimeZone,
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

  it('names data attributes in kebab case', () => {
    expect(toKebabCase('maxReservations')).toBe('max-reservations');
  });
});
