import { describe, expect, it } from 'vitest';
import {
  archiveConfig,
  currentArchiveClock,
  installationConfig,
  mailboxOf,
  settingsOf,
} from './settings';
import { inArchive } from '../db/archives';
import type { Archive } from '.';
import { mailSignatureOf } from '../mail/signature';
import { testConfig } from '../test/app';

function archive(id: number, values: Partial<Archive> = {}): Archive {
  return {
    id,
    slug: id === 1 ? 'default' : `a${id}`,
    name: null,
    hostName: null,
    timeZone: null,
    defaultLanguage: null,
    suspendedAt: null,
    settings: {},
    ...values,
  };
}

const installation = testConfig({
  TIME_ZONE: 'Europe/Vienna',
  DEFAULT_LANGUAGE: 'de',
  SITE_NAME: 'Landesarchiv',
  MAIL_FROM: 'Lesesaal <lesesaal@archive.example>',
});

/** The default archive as an upgrade leaves it (no settings), and B with its own. */
const lookup = {
  snapshot: () =>
    new Map([
      [1, archive(1)],
      [
        2,
        archive(2, {
          name: 'Stadtarchiv "Nord"',
          timeZone: 'America/New_York',
          defaultLanguage: 'en',
        }),
      ],
      [3, archive(3, { timeZone: 'Mars/Olympus', defaultLanguage: 'fr' })],
    ]),
};

describe('archive settings', () => {
  it("falls back to the installation's setting for each one the archive has not", () => {
    expect(settingsOf(archive(1), installation)).toMatchObject({
      timeZone: 'Europe/Vienna',
      defaultLanguage: 'de',
      siteName: 'Landesarchiv',
      mailFrom: 'Lesesaal <lesesaal@archive.example>',
    });
    expect(settingsOf(undefined, installation).timeZone).toBe('Europe/Vienna');
    expect(settingsOf(lookup.snapshot().get(2), installation)).toMatchObject({
      timeZone: 'America/New_York',
      defaultLanguage: 'en',
      siteName: 'Stadtarchiv "Nord"',
      mailFrom: '"Stadtarchiv \\"Nord\\"" <lesesaal@archive.example>',
    });
    // values this server cannot use count as none
    expect(settingsOf(lookup.snapshot().get(3), installation)).toMatchObject({
      timeZone: 'Europe/Vienna',
      defaultLanguage: 'de',
    });
  });

  it('quotes a display name and keeps it on one line', () => {
    expect(mailboxOf('Archiv\r\nBcc: x@y', 'a@b.example')).toBe('"Archiv Bcc: x@y" <a@b.example>');
  });

  it('is read from the current archive on every access, by the config view and the clock', () => {
    const config = archiveConfig(installation, lookup);
    const clock = currentArchiveClock(
      { now: () => new Date('2030-03-05T03:00:00Z') },
      config,
      lookup,
    );
    const read = () => ({
      zone: clock.timeZone,
      today: clock.today(),
      language: config.defaultLanguage,
      sender: mailSignatureOf(config).sender,
      from: config.mailFrom,
    });
    // outside any archive: the default archive, which has the installation's settings
    expect(read()).toEqual({
      zone: 'Europe/Vienna',
      today: '2030-03-05',
      language: 'de',
      sender: 'Landesarchiv',
      from: 'Lesesaal <lesesaal@archive.example>',
    });
    expect(inArchive(2, read)).toEqual({
      zone: 'America/New_York',
      today: '2030-03-04',
      language: 'en',
      sender: 'Stadtarchiv "Nord"',
      from: '"Stadtarchiv \\"Nord\\"" <lesesaal@archive.example>',
    });
    // everything else is the installation's, and the installation's config stays reachable
    expect(config.publicUrl).toBe(installation.publicUrl);
    expect(inArchive(2, () => installationConfig(config).timeZone)).toBe('Europe/Vienna');
    // a view made of a view in B falls back to the installation, not to B read then
    expect(inArchive(2, () => archiveConfig(config, lookup)).timeZone).toBe('Europe/Vienna');
  });
});
