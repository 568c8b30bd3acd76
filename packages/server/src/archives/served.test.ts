import { describe, expect, it } from 'vitest';
import { currentArchiveId, DEFAULT_ARCHIVE_ID } from '../db/archives';
import { runInEachArchive } from '../jobs/each-archive';
import { testConfig } from '../test/app';
import { archiveContexts } from './context';
import type { Archive, ArchiveRegistry } from './registry';
import { archivePublicUrl, canonicalBase } from './served';

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
  it('is PUBLIC_URL for the default archive and none given, PUBLIC_URL/x or the host name else', () => {
    const publicUrl = 'https://lesesaal.example';
    expect(archivePublicUrl(publicUrl, undefined)).toBe(publicUrl);
    const at = (a: Archive) => archivePublicUrl(publicUrl, a);
    expect(at(A)).toBe(publicUrl);
    expect(at(B)).toBe('https://lesesaal.example/b');
    expect(at(C)).toBe('https://lesesaal.c.example');
    expect([A, B, C].map(canonicalBase)).toEqual(['/', '/b/', '/']);
  });

  it("is each archive's in a job's run for every archive (reminders link to the archive)", async () => {
    const archives = new Map([A, B, C].map((a) => [a.id, a]));
    const registry: ArchiveRegistry = {
      snapshot: () => archives,
      refresh: async () => archives,
      bySlug: (slug) => [A, B, C].find((a) => a.slug === slug),
      byHost: (host) => [A, B, C].find((a) => a.hostName === host),
      refreshEvery: () => ({ stop: () => undefined }),
    };
    const contexts = archiveContexts({
      config: testConfig({ PUBLIC_URL: 'http://localhost:3000' }),
      clock: { now: () => new Date('2030-03-05T09:00:00Z') },
      db: null,
      mail: null,
      archives: registry,
    });
    const seen: Array<[number, string]> = [];
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    await runInEachArchive(registry, contexts, log as never, 'test', async (context, run) => {
      // the run's context is its archive's, and its statements run in that archive
      expect(context.archive).toBe(run);
      expect(context.archiveId).toBe(currentArchiveId());
      seen.push([currentArchiveId(), context.config.archiveUrl]);
    });
    expect(seen).toEqual([
      [1, 'http://localhost:3000'],
      [2, 'http://localhost:3000/b'],
      [3, 'http://lesesaal.c.example'],
    ]);
  });
});
