import { describe, expect, it } from 'vitest';
import { currentArchiveId, DEFAULT_ARCHIVE_ID } from '../db/archives';
import { runInEachArchive } from '../jobs/each-archive';
import type { Archive } from './registry';
import { archivePublicUrl, canonicalBase, inServedArchive, servedArchive } from './served';

const archive = (id: number, slug: string, hostName: string | null = null): Archive => ({
  id,
  slug,
  name: null,
  hostName,
  timeZone: null,
  defaultLanguage: null,
  suspendedAt: null,
  settings: {},
});

const A = archive(DEFAULT_ARCHIVE_ID, 'default');
const B = archive(2, 'b');
const C = archive(3, 'c', 'lesesaal.c.example');

describe("an archive's address for links", () => {
  it('is PUBLIC_URL for the default archive and outside any, PUBLIC_URL/x or the host name else', () => {
    const publicUrl = 'https://lesesaal.example';
    expect(archivePublicUrl(publicUrl)).toBe(publicUrl);
    const at = (a: Archive) =>
      inServedArchive({ archive: a, base: canonicalBase(a) }, () => archivePublicUrl(publicUrl));
    expect(at(A)).toBe(publicUrl);
    expect(at(B)).toBe('https://lesesaal.example/b');
    expect(at(C)).toBe('https://lesesaal.c.example');
    expect([A, B, C].map(canonicalBase)).toEqual(['/', '/b/', '/']);
  });

  it("is each archive's in a job's run for every archive (reminders link to the archive)", async () => {
    const archives = new Map([A, B, C].map((a) => [a.id, a]));
    const seen: Array<[number, string]> = [];
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    await runInEachArchive(
      { snapshot: () => archives, refresh: async () => archives },
      log as never,
      'test',
      async () => {
        expect(servedArchive()?.archive.id).toBe(currentArchiveId());
        seen.push([currentArchiveId(), archivePublicUrl('http://localhost:3000')]);
      },
    );
    expect(seen).toEqual([
      [1, 'http://localhost:3000'],
      [2, 'http://localhost:3000/b'],
      [3, 'http://lesesaal.c.example'],
    ]);
  });
});
