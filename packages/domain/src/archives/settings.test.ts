import { describe, expect, it } from 'vitest';
import {
  applySettingsChange,
  archiveSettingsInputSchema,
  archiveSettingsSchema,
  contrastWithWhite,
  isLabelKey,
  readArchiveSettings,
  viewOfSettings,
} from './settings';

const pathsOf = (input: unknown) => {
  const parsed = archiveSettingsInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
};

const directory = {
  issuer: 'https://id.example/realms/b',
  clientId: 'lesesaal-b',
  clientSecret: 's3cret',
  roleMap: { 'b-admins': 'ADMIN' },
};

describe('contrastWithWhite', () => {
  it('is the WCAG ratio of white text on the colour', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#FFFFFF')).toBeCloseTo(1, 5);
    // the grey at the AA border: #767676 passes, #777777 does not
    expect(contrastWithWhite('#767676')).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite('#777777')).toBeLessThan(4.5);
    expect(() => contrastWithWhite('red')).toThrow(RangeError);
  });
});

describe('archive settings', () => {
  it('takes every key with a good value, and none at all', () => {
    const all = {
      logoUrl: 'https://b.example/logo.svg',
      primaryColor: '#1C5E8C',
      imprintUrl: 'https://b.example/impressum',
      privacyUrl: 'https://b.example/datenschutz',
      accessibilityStatementUrl: 'https://b.example/barrierefreiheit',
      contactEmail: 'lesesaal@b.example',
      feedbackEmail: 'barrierefrei@b.example',
      address: 'Minoritenplatz 1, 1010 Wien',
      labelOverride: { 'common:screens.home.title': 'Willkommen', 'buttons.book': 'Buchen' },
      mailFromAddress: 'noreply@b.example',
      smtpUrl: 'smtps://user:pass@mail.b.example:465',
      reminderTime: '18:30',
      maxReservations: 3,
      holdMinutes: 30,
      maxDailyTickets: 10,
      timeslotBookableStartValue: 60,
      timeslotBookableEndValue: 0,
      personMaxVisitsPerWeek: 2,
      personMaxVisitsPerMonth: 'off',
      personLimitScope: 'ROOM',
      waitingListOfferHours: 'off',
      directory: { ...directory, rolesClaim: 'roles', label: 'Dienstkonto', hideLocalLogin: true },
    };
    const parsed = archiveSettingsSchema.parse(all);
    expect(parsed.primaryColor).toBe('#1c5e8c');
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(all).sort());
    expect(archiveSettingsSchema.parse({})).toEqual({});
    expect(pathsOf({ ...all, directory: 'off' })).toEqual([]);
  });

  it.each([
    ['logoUrl', 'http://b.example/logo.svg'],
    ['logoUrl', `https://b.example/${'x'.repeat(500)}`],
    ['primaryColor', '#ffff00'],
    ['primaryColor', 'navy'],
    ['privacyUrl', 'javascript:alert(1)'],
    ['contactEmail', 'not an address'],
    ['mailFromAddress', 'a@b.example\r\nBcc: c@d.example'],
    ['address', 'x'.repeat(201)],
    ['address', 'Minoritenplatz 1\n1010 Wien'],
    ['address', '   '],
    ['smtpUrl', 'http://mail.example'],
    ['reminderTime', '24:00'],
    ['maxReservations', 0],
    ['maxReservations', 101],
    ['holdMinutes', 1.5],
    ['maxDailyTickets', 100000],
    ['timeslotBookableStartValue', 366],
    ['personMaxVisitsPerWeek', 1001],
    ['personLimitScope', 'HOUSE'],
    ['waitingListOfferHours', 169],
    ['labelOverride', { 'a:b:c': 'x' }],
    ['labelOverride', { '__proto__.polluted': 'x' }],
    ['labelOverride', { 'screens.title': 'x'.repeat(201) }],
    ['labelOverride', { 'screens.title': 'line\nbreak' }],
    ['labelOverride', Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, 'x']))],
    ['directory', { ...directory, issuer: 'http://id.example' }],
    ['directory', { ...directory, roleMap: {} }],
    ['directory', { ...directory, roleMap: { g: 'OWNER' } }],
    ['directory', { ...directory, rolesClaim: 'groups and more' }],
  ])('refuses %s = %j', (key, value) => {
    expect(pathsOf({ [key]: value })[0]).toMatch(new RegExp(`^${key}`));
  });

  it('refuses unknown keys, and takes null (clear) for every key', () => {
    expect(pathsOf({ siteName: 'B' })).toEqual(['']);
    const cleared = Object.fromEntries(
      Object.keys(archiveSettingsSchema.shape).map((k) => [k, null]),
    );
    expect(pathsOf(cleared)).toEqual([]);
  });

  it('reads label keys as the web app does', () => {
    expect(isLabelKey('common:screens.home.title')).toBe(true);
    expect(isLabelKey('screens.home.title')).toBe(true);
    expect(isLabelKey('common:constructor')).toBe(false);
    expect(isLabelKey('a..b')).toBe(false);
  });

  it('reads a stored value key by key: what this server cannot use counts as absent', () => {
    expect(
      readArchiveSettings({ maxReservations: 1000, holdMinutes: 30, retired: true, logoUrl: 7 }),
    ).toEqual({ holdMinutes: 30 });
    expect(readArchiveSettings(null)).toEqual({});
    expect(readArchiveSettings([1])).toEqual({});
  });

  it('applies a change: sent keys change, null clears, the secrets stay unless sent', () => {
    const stored = archiveSettingsSchema.parse({
      maxReservations: 3,
      smtpUrl: 'smtp://mail.b.example',
      directory: { ...directory, rolesClaim: 'groups', hideLocalLogin: false },
    });
    const change = archiveSettingsInputSchema.parse({
      maxReservations: null,
      holdMinutes: 20,
      directory: { ...directory, clientSecret: undefined, label: 'B' },
    });
    const applied = applySettingsChange(stored, change);
    expect(applied).toEqual({
      settings: {
        holdMinutes: 20,
        smtpUrl: 'smtp://mail.b.example',
        directory: { ...directory, rolesClaim: 'groups', label: 'B', hideLocalLogin: false },
      },
    });
    // a directory without a secret where none is stored
    expect(applySettingsChange({}, change)).toEqual({ missing: ['directory', 'clientSecret'] });
    // nor for another issuer or client: the stored secret never goes to them
    for (const other of [{ issuer: 'https://id.elsewhere.example' }, { clientId: 'other' }]) {
      const moved = archiveSettingsInputSchema.parse({
        directory: { ...directory, ...other, clientSecret: undefined },
      });
      expect(applySettingsChange(stored, moved)).toEqual({
        missing: ['directory', 'clientSecret'],
      });
    }
  });

  it('takes an SMTP URL of host, port, user and password only; a stored one with options is still read', () => {
    const input = (smtpUrl: string) => archiveSettingsInputSchema.safeParse({ smtpUrl }).success;
    expect(input('smtps://u:p%3F@mail.b.example:465')).toBe(true);
    expect(input('smtp://[2001:db8::25]:587/')).toBe(true);
    for (const url of [
      'smtp://mail.b.example?logger=true&debug=true',
      'smtp://mail.b.example/?tls.rejectUnauthorized=false',
      'smtp://mail.b.example/path',
      'smtp://mail.b.example#x',
    ])
      expect({ url, ok: input(url) }).toEqual({ url, ok: false });
    expect(readArchiveSettings({ smtpUrl: 'smtp://mail.b.example/?pool=true' }).smtpUrl).toBe(
      'smtp://mail.b.example/?pool=true',
    );
  });

  it('answers the secrets only as booleans', () => {
    const view = viewOfSettings(
      archiveSettingsSchema.parse({
        smtpUrl: 'smtp://u:p@mail.b.example',
        directory: { ...directory, rolesClaim: 'groups', hideLocalLogin: false },
      }),
    );
    expect(JSON.stringify(view)).not.toMatch(/s3cret|u:p/);
    expect(view).toEqual({
      smtpUrlSet: true,
      directory: {
        issuer: directory.issuer,
        clientId: directory.clientId,
        clientSecretSet: true,
        rolesClaim: 'groups',
        roleMap: directory.roleMap,
        label: null,
        hideLocalLogin: false,
      },
    });
    expect(viewOfSettings({})).toEqual({ smtpUrlSet: false });
  });
});
