import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { createStaffSession, signIn } from '../../test/auth';
import { PREFERRED_ENGINE } from '../../test/databases';
import { insertRoom } from '../../test/factories';
import { multipart } from '../../test/room-factories';
import { preparePlan } from './prepare-plan';
import { createPlanRenderer } from './plan-renderer';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const svg = (body: string) =>
  Buffer.from(`<svg ${NS} width="3000" height="3000" viewBox="0 0 3000 3000">${body}</svg>`);

/**
 * Allowed (no filter, small, a modest canvas) but slow: a mask over a huge region, drawn 50
 * times — librsvg takes seconds for each, for every strip of the picture libvips asks for, so
 * minutes in all on any machine.
 */
const SLOW_PLAN = svg(
  '<defs><mask id="m" maskUnits="userSpaceOnUse" x="-1000000" y="-1000000" width="2000000" height="2000000">' +
    '<rect x="-1000000" y="-1000000" width="2000000" height="2000000" fill="#fff"/></mask>' +
    '<g id="g" mask="url(#m)"><rect width="3000" height="3000" fill="#036"/></g></defs>' +
    '<use href="#g"/>'.repeat(50),
);
/**
 * Allowed, and slow before any drawing: librsvg matches every rule of a stylesheet against every
 * element while it reads the document — the header read (sharp's `metadata`) alone takes minutes.
 */
const SLOW_HEADER = svg(
  `<style>${Array.from({ length: 20_000 }, (_, i) => `.c${i}{fill:#000}`).join('')}</style>` +
    Array.from({ length: 20_000 }, (_, i) => `<rect class="x${i}" width="1" height="1"/>`).join(''),
);
const QUICK_PLAN = svg('<rect x="100" y="100" width="800" height="400" fill="#036"/>');

/** Watches the children a renderer starts: their messages, their ends, how many at once. */
function childWatch() {
  const children: Array<{ child: ChildProcess; messages: string[]; ended: Promise<void> }> = [];
  let alive = 0;
  let mostAlive = 0;
  const onChild = (child: ChildProcess) => {
    const messages: string[] = [];
    child.on('message', (m: { type: string }) => messages.push(m.type));
    alive += 1;
    mostAlive = Math.max(mostAlive, alive);
    const ended = new Promise<void>((resolve) =>
      child.once('exit', () => {
        alive -= 1;
        resolve();
      }),
    );
    children.push({ child, messages, ended });
  };
  return { onChild, children, mostAlive: () => mostAlive };
}

/**
 * Deadlines here are generous where a plan must be drawn. Where a kill must come mid-drawing,
 * KILL_MS: long enough for the child's start (node, the TypeScript loader, sharp — about 0.4 s
 * on a quiet machine, a few seconds on a loaded one) and its 'rendering' before the kill,
 * half the production default because a slow plan keeps a core busy until its kill. The
 * production default itself is proven by the uploads below (the server's own renderer).
 */
const AMPLE_MS = 60_000;
const KILL_MS = 6_000;

/** The status and body an upload would answer. */
const answerOf = (pending: Promise<unknown>) =>
  pending.then(
    () => ({ status: 200 }),
    (err: unknown) => {
      if (!(err instanceof AppError)) throw err;
      return { status: err.status, code: err.code, payload: err.payload };
    },
  );

describe('plan renderer: a child process per drawing, killed at its deadline', () => {
  it('draws a plan in a child and answers the PNG', async () => {
    const watch = childWatch();
    const renderer = createPlanRenderer({ deadlineMs: AMPLE_MS, onChild: watch.onChild });
    const plan = await preparePlan(QUICK_PLAN, renderer);
    expect(plan).toMatchObject({ contentType: 'image/png', width: 3000, height: 3000 });
    expect(watch.children).toHaveLength(1);
    await watch.children[0]!.ended; // ended after its answer
    expect(watch.children[0]!.messages).toEqual(['ready', 'rendering', 'result']);
  });

  it.each([
    ['drawing', SLOW_PLAN],
    ['header read', SLOW_HEADER],
  ])(
    'kills a %s that runs past the deadline and refuses the file (413), the event loop free meanwhile',
    async (_, plan) => {
      const watch = childWatch();
      const renderer = createPlanRenderer({ deadlineMs: KILL_MS, onChild: watch.onChild });
      let settled = false;
      const answer = answerOf(preparePlan(plan, renderer)).finally(() => {
        settled = true;
      });
      // timers keep firing while the child works
      let ticks = 0;
      while (!settled && ticks < 3) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        ticks += 1;
      }
      expect(ticks).toBe(3);
      expect(await answer).toEqual({ status: 413, code: 'payload_too_large', payload: ['image'] });
      const [{ child, messages, ended }] = watch.children as [(typeof watch.children)[0]];
      await ended;
      // it had the plan (never answered) and was killed
      expect(messages).toEqual(['ready', 'rendering']);
      expect(child.signalCode).toBe('SIGKILL');
    },
  );

  it('draws one plan at a time: the next waits its turn, more are refused with the seconds to wait', async () => {
    const watch = childWatch();
    const renderer = createPlanRenderer({
      deadlineMs: AMPLE_MS,
      queueWaitMs: AMPLE_MS,
      maxWaiting: 1,
      onChild: watch.onChild,
    });
    const first = renderer.render(QUICK_PLAN, 'svg');
    const second = renderer.render(QUICK_PLAN, 'svg');
    // one drawing and one waiting: a third is refused at once, with the seconds the drawing
    // may still take
    const third = await renderer.render(QUICK_PLAN, 'svg');
    expect(third).toMatchObject({ ok: false, refusal: 'busy' });
    const retryAfter = third.ok === false && third.refusal === 'busy' && third.retryAfterSeconds;
    expect(retryAfter).toBeGreaterThan(AMPLE_MS / 2000);
    expect(retryAfter).toBeLessThanOrEqual(AMPLE_MS / 1000);
    expect(await first).toMatchObject({ ok: true, width: 3000, height: 3000 });
    expect(await second).toMatchObject({ ok: true, width: 3000, height: 3000 });
    await Promise.all(watch.children.map((c) => c.ended));
    expect(watch.children).toHaveLength(2); // the refused one started no child
    expect(watch.mostAlive()).toBe(1); // the second started after the first had ended
  });

  it('refuses a waiting upload whose turn does not come in time (429 with Retry-After)', async () => {
    const watch = childWatch();
    const renderer = createPlanRenderer({
      deadlineMs: 4_000,
      queueWaitMs: 200,
      onChild: watch.onChild,
    });
    const first = renderer.render(SLOW_PLAN, 'svg');
    let refusal: unknown;
    try {
      await preparePlan(QUICK_PLAN, renderer);
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toMatchObject({ status: 429, code: 'too_many_requests' });
    expect((refusal as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(await first).toEqual({ ok: false, refusal: 'too_costly' });
    // once the killed child has ended, the turn is free again: the next plan gets a child
    await watch.children[0]!.ended;
    await renderer.render(QUICK_PLAN, 'svg');
    expect(watch.children).toHaveLength(2);
  });
});

/** The finding's file: 176 bytes, a morphology of radius 20 over a 3000 × 3000 canvas. */
const MORPHOLOGY = svg(
  '<filter id="f"><feMorphology radius="20"/></filter><rect width="3000" height="3000" filter="url(#f)"/>',
);

/**
 * On one engine (PREFERRED_ENGINE): the subject is the renderer's child processes and queue —
 * the server's event loop and thread pool stay free while a plan is drawn, the uploads answer
 * 413/429/415 — not the database; the sign-in and /healthz only go through it. Each run here
 * keeps a core busy for the production deadline (12 s) and took as long on either engine.
 */
describe.each(PREFERRED_ENGINE)(
  'plan uploads while the server keeps answering, on %s',
  (driver) => {
    let t: TestApp;
    let admin: string;
    let dist: string;
    beforeAll(async () => {
      dist = mkdtempSync(join(tmpdir(), 'lesesaal-plan-'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body></body></html>');
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'assets', 'main.js'), 'console.log(1);');
      t = await createTestApp(driver, { distDir: dist });
      admin = await signIn(t.app, t.database.db, 'ADMIN');
    });
    afterAll(async () => {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    });

    const upload = (roomId: number, data: Buffer) => {
      const body = multipart([
        { name: 'image', filename: 'plan.svg', contentType: 'image/svg+xml', data },
        { name: 'alt', value: 'Plan des Lesesaals' },
      ]);
      return t.app.inject({
        method: 'PUT',
        url: `/api/admin/rooms/${roomId}/seat-plan`,
        headers: { ...XHR, cookie: admin, ...body.headers },
        payload: body.payload,
      });
    };

    it('refuses the filter plan of the finding four times at once with 415, before any drawing', async () => {
      const room = await insertRoom(t.database.db);
      const answers = await Promise.all([1, 2, 3, 4].map(() => upload(room.id, MORPHOLOGY)));
      for (const res of answers) {
        expect(res.statusCode).toBe(415);
        expect(res.json()).toEqual({ error: 'unsupported_media_type', payload: ['image'] });
      }
    }, 15_000);

    it('answers sign-in, /healthz and static files while four slow plans are drawn or wait; each upload answers', async () => {
      const room = await insertRoom(t.database.db);
      let uploadsSettled = 0;
      const uploads = [1, 2, 3, 4].map(() =>
        upload(room.id, SLOW_PLAN).finally(() => {
          uploadsSettled += 1;
        }),
      );
      // while one is drawn: the staff sign-in (argon2), the health check, a static file
      const session = await createStaffSession(t.app, t.database.db, 'DESK');
      expect(session.cookie).toMatch(/=/);
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const script = await t.app.inject({ url: '/assets/main.js' });
      expect(script.statusCode).toBe(200);
      expect(script.body).toBe('console.log(1);');
      // the drawn one runs until its deadline (12 s): it had not answered yet
      expect(uploadsSettled).toBeLessThan(4);
      // one is drawn until its deadline (413); the others' turns do not come in time (429)
      const answers = await Promise.all(uploads);
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([413, 429, 429, 429]);
      for (const res of answers) {
        if (res.statusCode === 429) {
          expect(res.json()).toEqual({ error: 'too_many_requests' });
          expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        } else {
          expect(res.json()).toEqual({ error: 'payload_too_large', payload: ['image'] });
        }
      }
      // the room has no plan
      expect(
        (
          await t.app.inject({
            url: `/api/admin/rooms/${room.id}/seat-plan`,
            headers: { cookie: admin },
          })
        ).statusCode,
      ).toBe(404);
    }, 40_000);
  },
);
