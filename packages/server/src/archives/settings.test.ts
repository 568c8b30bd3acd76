import { describe, expect, it } from 'vitest';
import { archiveContexts, type ArchiveContext } from './context';
import { mailboxOf, settingsOf } from './settings';
import type { Archive, ArchiveRegistry } from '.';
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

  it("builds an archive's context once per read: its settings over the installation's, frozen", () => {
    let read = lookup.snapshot();
    const registry: ArchiveRegistry = {
      snapshot: () => read,
      refresh: async () => read,
      bySlug: () => undefined,
      byHost: () => undefined,
      refreshEvery: () => ({ stop: () => undefined }),
    };
    const contexts = archiveContexts({
      config: installation,
      clock: { now: () => new Date('2030-03-05T03:00:00Z') },
      db: null,
      mail: null,
      archives: registry,
    });
    const seen = (context: ArchiveContext) => ({
      zone: context.clock.timeZone,
      today: context.clock.today(),
      language: context.config.defaultLanguage,
      sender: mailSignatureOf(context.config).sender,
      from: context.config.mailFrom,
    });
    // the default archive as an upgrade leaves it: the installation's settings
    expect(seen(contexts.of(1))).toEqual({
      zone: 'Europe/Vienna',
      today: '2030-03-05',
      language: 'de',
      sender: 'Landesarchiv',
      from: 'Lesesaal <lesesaal@archive.example>',
    });
    const b = contexts.of(2);
    expect(b.archiveId).toBe(2);
    expect(b.archive).toBe(read.get(2));
    expect(seen(b)).toEqual({
      zone: 'America/New_York',
      today: '2030-03-04',
      language: 'en',
      sender: 'Stadtarchiv "Nord"',
      from: '"Stadtarchiv \\"Nord\\"" <lesesaal@archive.example>',
    });
    // everything else is the installation's, and the installation's config stays reachable
    expect(b.config.publicUrl).toBe(installation.publicUrl);
    expect(b.config.archiveUrl).toBe(`${installation.publicUrl}/a2`);
    expect(contexts.of(1).config.archiveUrl).toBe(installation.publicUrl);
    expect(b.installation).toBe(installation);
    expect(b.installation.timeZone).toBe('Europe/Vienna');
    // one frozen context per archive as read: the same object for every reader
    expect(contexts.of(2)).toBe(b);
    expect(contexts.ofArchive(read.get(2)!)).toBe(b);
    expect(Object.isFrozen(b)).toBe(true);
    expect(Object.isFrozen(b.config)).toBe(true);
    expect(() => {
      (b.config as { timeZone: string }).timeZone = 'UTC';
    }).toThrow(TypeError);

    // a settings change (the registry reads a new Archive): a new context; the old one keeps
    // the values it was built with
    read = new Map(read);
    read.set(2, archive(2, { name: 'Stadtarchiv Süd', timeZone: 'Asia/Tokyo' }));
    const changed = contexts.of(2);
    expect(changed).not.toBe(b);
    expect(seen(changed)).toMatchObject({
      zone: 'Asia/Tokyo',
      today: '2030-03-05',
      language: 'de',
      sender: 'Stadtarchiv Süd',
    });
    expect(b.clock.timeZone).toBe('America/New_York');
    expect(contexts.of(2)).toBe(changed);

    // an archive not read yet (created a moment ago by another process): the installation's
    // settings until the next read, then its own
    const unread = contexts.of(4);
    expect(unread.archive).toBeUndefined();
    expect(unread.archiveId).toBe(4);
    expect(seen(unread)).toEqual(seen(contexts.of(1)));
    expect(unread.config.archiveUrl).toBe(installation.publicUrl);
    read = new Map(read);
    read.set(4, archive(4, { timeZone: 'America/New_York', defaultLanguage: 'en' }));
    expect(seen(contexts.of(4))).toMatchObject({ zone: 'America/New_York', language: 'en' });
    expect(contexts.of(4).config.archiveUrl).toBe(`${installation.publicUrl}/a4`);
  });
});
