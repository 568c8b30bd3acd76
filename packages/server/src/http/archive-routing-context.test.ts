import { request } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentArchiveId, DEFAULT_ARCHIVE_ID } from '../db/archives';
import { archiveContexts, type Archive, type ArchiveRegistry } from '../archives';
import type { Db } from '../db/client';
import type { MailTransport } from '../mail/transport';
import { testConfig } from '../test/app';
import {
  archiveRewriteUrl,
  hostNameOf,
  installArchiveRouting,
  resolveArchive,
} from './archive-routing';

/*
 * The request's archive holds for its whole handling: every hook and the handler see it as
 * `request.archive` (its context) and `request.archiveBase`, and its database work runs in
 * it (the db scope, `currentArchiveId()`), also where Node.js resumes the request from
 * outside (the body's stream events before preValidation, the response's `finish` before
 * onResponse) — over a real socket, not injected.
 */

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

const ARCHIVES = [archive(1, 'default'), archive(2, 'b'), archive(3, 'c', 'c.example')];
const directory = {
  snapshot: () => new Map(ARCHIVES.map((a) => [a.id, a])),
  refresh: async () => new Map(ARCHIVES.map((a) => [a.id, a])),
  bySlug: (slug: string) => ARCHIVES.find((a) => a.slug === slug),
  byHost: (host: string) => ARCHIVES.find((a) => a.hostName === host.toLowerCase()),
  refreshEvery: () => ({ stop: () => undefined }),
} satisfies ArchiveRegistry;
const contexts = archiveContexts<Db, MailTransport>({
  config: testConfig(),
  clock: { now: () => new Date() },
  db: undefined as never,
  mail: undefined as never,
  archives: directory,
});

describe('resolving the archive of a request', () => {
  it('takes the host name first, then the first path segment, else the default archive', () => {
    const cases: Array<[string | undefined, string, number | undefined, string]> = [
      ['c.example', '/api/rooms', 3, '/api/rooms'],
      ['C.Example:8443', '/b/api/rooms', 3, '/b/api/rooms'],
      ['localhost:3000', '/b/api/rooms?x=1', 2, '/api/rooms?x=1'],
      ['localhost:3000', '/b', 2, '/'],
      ['localhost:3000', '/b?lang=en', 2, '/?lang=en'],
      ['localhost:3000', '/b/', 2, '/'],
      [undefined, '/b/admin/', 2, '/admin/'],
      ['localhost', '/bb/api/rooms', undefined, '/bb/api/rooms'],
      ['localhost', '/default/api/rooms', undefined, '/default/api/rooms'],
      ['localhost', '/api/rooms', undefined, '/api/rooms'],
      ['localhost', '/', undefined, '/'],
    ];
    for (const [host, url, id, routed] of cases) {
      const resolved = resolveArchive(directory, host, url);
      expect({ host, url, id: resolved.served?.archive.id, routed: resolved.url }).toEqual({
        host,
        url,
        id,
        routed,
      });
    }
    expect(hostNameOf('[::1]:3000')).toBe('[::1]');
    expect(hostNameOf('Example.ORG')).toBe('example.org');
  });

  it('reads a host name with its closing dot (the fully qualified spelling) as the same name', () => {
    for (const host of ['c.example.', 'C.Example.:8443', 'c.example..'])
      expect({
        host,
        id: resolveArchive(directory, host, '/api/rooms').served?.archive.id,
      }).toEqual({ host, id: 3 });
    expect(hostNameOf('b.example.org.')).toBe('b.example.org');
    expect(hostNameOf('B.Example.Org.:443')).toBe('b.example.org');
  });

  it("never gives the installation's own host name to an archive: the default archive and the platform stay there", () => {
    // an archive stored with the host of PUBLIC_URL (before that was refused) is not served there
    for (const host of ['c.example', 'C.EXAMPLE.:443'])
      expect(resolveArchive(directory, host, '/api/platform/archives', 'c.example')).toEqual({
        url: '/api/platform/archives',
      });
    // its path still is its own
    expect(
      resolveArchive(directory, 'c.example', '/c/api/rooms', 'c.example').served?.archive.id,
    ).toBe(3);
  });
});

describe('the archive of a request, in every hook and the handler', () => {
  let app: FastifyInstance;
  let origin: string;
  const seen: Array<{
    url: string;
    step: string;
    /** the db scope the step runs in */
    archive: number;
    /** `request.archive`: its id, and whether it is the context the app has for it */
    context: number;
    built: boolean;
    base: string;
  }> = [];
  /** a request's onResponse has run, by its URL */
  const responded = new Map<string, () => void>();
  /** a request reached preParsing (its body is about to be read), by its URL */
  const parsing = new Map<string, () => void>();

  beforeAll(async () => {
    app = Fastify({ rewriteUrl: archiveRewriteUrl(directory) });
    installArchiveRouting(app, { archives: directory, contexts });
    const note = (step: string, request: FastifyRequest) =>
      seen.push({
        url: request.originalUrl,
        step,
        archive: currentArchiveId(),
        context: request.archive.archiveId,
        built: request.archive === contexts.of(request.archive.archiveId),
        base: request.archiveBase,
      });
    app.addHook('onRequest', async (request) => note('onRequest', request));
    app.addHook('preParsing', async (request, _reply, payload) => {
      note('preParsing', request);
      parsing.get(request.originalUrl)?.();
      return payload;
    });
    app.addHook('preValidation', async (request) => note('preValidation', request));
    app.addHook('preHandler', async (request) => note('preHandler', request));
    app.addHook('onSend', async (request, _reply, payload) => {
      note('onSend', request);
      return payload;
    });
    app.addHook('onResponse', async (request) => {
      note('onResponse', request);
      responded.get(request.originalUrl)?.();
    });
    app.post('/probe', async (request) => {
      note('handler', request);
      // a statement started later in the handler (after an await) too
      await new Promise((resolve) => setTimeout(resolve, 1));
      note('handler after await', request);
      return { got: request.body };
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => app.close());

  /**
   * Posts a JSON body to `url`, its second half only once the server is about to read it:
   * that half arrives on the socket after the parser started listening, outside the request.
   */
  async function probe(url: string, host?: string) {
    const finished = new Promise<void>((resolve) => responded.set(url, resolve));
    const reading = new Promise<void>((resolve) => parsing.set(url, resolve));
    const body = JSON.stringify({ big: 'x'.repeat(100_000) });
    const { port } = new URL(origin);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: url,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': body.length,
            ...(host ? { host } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      void reading.then(() => req.end(body.slice(10)));
    });
    const res = await answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ got: JSON.parse(body) });
    await finished;
    return seen.filter((s) => s.url === url);
  }

  it('runs a request of `/b/` in archive B from onRequest to onResponse', async () => {
    const steps = await probe('/b/probe');
    expect(steps.map((s) => s.step)).toEqual([
      'onRequest',
      'preParsing',
      'preValidation',
      'preHandler',
      'handler',
      'handler after await',
      'onSend',
      'onResponse',
    ]);
    for (const step of steps)
      expect(step).toMatchObject({ archive: 2, context: 2, built: true, base: '/b/' });
  });

  it("gives a request of `/` the default archive's context; its work runs outside any scope, as before", async () => {
    const steps = await probe('/probe');
    expect(steps).toHaveLength(8);
    for (const step of steps)
      expect(step).toMatchObject({
        archive: DEFAULT_ARCHIVE_ID,
        context: DEFAULT_ARCHIVE_ID,
        built: true,
        base: '/',
      });
  });

  it("gives a request to an archive's host name that archive's context at `/`", async () => {
    const steps = await probe('/probe?via=host', 'c.example');
    expect(steps).toHaveLength(8);
    for (const step of steps)
      expect(step).toMatchObject({ archive: 3, context: 3, built: true, base: '/' });
  });

  it('keeps two archives apart in requests running at the same time', async () => {
    const [inB, atDefault, atC] = await Promise.all([
      probe('/b/probe?n=2'),
      probe('/probe?n=2'),
      probe('/probe?n=3', 'C.Example:8443'),
    ]);
    expect(inB.every((s) => s.archive === 2 && s.context === 2)).toBe(true);
    expect(
      atDefault.every((s) => s.archive === DEFAULT_ARCHIVE_ID && s.context === DEFAULT_ARCHIVE_ID),
    ).toBe(true);
    expect(atC.every((s) => s.archive === 3 && s.context === 3)).toBe(true);
  });
});
