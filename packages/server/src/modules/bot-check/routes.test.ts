import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, describe, expect, it } from 'vitest';
import type { AltchaChallenge } from '@lesesaal/domain/bot-check/schema';
import type { Transaction } from '@lesesaal/domain/tickets/schema';
import { buildApp } from '../../app';
import { serverSecrets, spentBotChallenges, transactions } from '../../db/schema/index';
import { createMemoryMailTransport } from '../../mail/transport';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { cartApi } from '../../test/cart-api';
import { PREFERRED_ENGINE, TEST_DRIVERS, type TestDriver } from '../../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../../test/factories';
import { clientConfigFor } from '../pages';

/** Cheap PBKDF2 per try so the solver (about 1,500 tries) runs in milliseconds. */
const ALTCHA = { BOT_PROTECTION: 'altcha', ALTCHA_COST: '10' };

/** What the widget sends: base64 of the JSON of challenge and solution. */
async function solve(challenge: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const query = (payload: string) => `?g-recaptcha-response=${encodeURIComponent(payload)}`;

/** Which tests a describe block below registers (see there for why). */
type Part = 'stored' | 'answers';

/** A test that is not of the part being registered: nothing. */
const noTest = (() => undefined) as unknown as typeof it;

// Test clock: 2030-03-04T09:00Z; a slot on 2030-03-06 is bookable.
function botCheckTests(driver: TestDriver, part: Part) {
  /** Registers a test only in the describe block of part `p`. */
  const inPart = (p: Part) => (p === part ? it : noTest);
  let t: TestApp;
  const extraApps: Array<{ close(): Promise<unknown> }> = [];
  afterEach(async () => {
    for (const app of extraApps.splice(0)) await app.close();
    await t?.close();
  });

  async function setup(env: Record<string, string>) {
    t = await createTestApp(driver, { env });
    const room = await insertRoom(t.database.db);
    const slot = await insertTimeSlot(t.database.db, { roomId: room.id, date: '2030-03-06' });
    return { slot, api: cartApi(t.app) };
  }

  async function fetchChallenge(app = t.app): Promise<AltchaChallenge> {
    const res = await app.inject('/api/bot-check/challenge');
    expect(res.statusCode).toBe(200);
    return res.json<AltchaChallenge>();
  }

  const cartCount = async () => (await t.database.db.select().from(transactions)).length;

  describe('altcha (the default)', () => {
    inPart('answers')(
      'hands out signed challenges that expire in 10 minutes and are never cached',
      async () => {
        await setup(ALTCHA);
        const res = await t.app.inject('/api/bot-check/challenge');
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        const challenge = res.json<AltchaChallenge>();
        expect(challenge.parameters).toMatchObject({
          algorithm: 'PBKDF2/SHA-256',
          cost: 10,
          expiresAt: Date.parse('2030-03-04T09:10:00Z') / 1000,
        });
        expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
        const second = await fetchChallenge();
        expect(second.parameters.nonce).not.toBe(challenge.parameters.nonce);
      },
    );

    inPart('stored')(
      'refuses a cart without a payload (403 recaptcha__validation_error) and holds no seat',
      async () => {
        const { slot, api } = await setup(ALTCHA);
        const res = await api.create(slot.id);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: 'recaptcha__validation_error' });
        expect(await cartCount()).toBe(0);
      },
    );

    inPart('answers')(
      'refuses forged payloads: garbage, the widget test mode, a wrong solution, another key',
      async () => {
        const { slot, api } = await setup(ALTCHA);
        const challenge = await fetchChallenge();
        const good = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString()) as {
          challenge: AltchaChallenge;
          solution: { counter: number; derivedKey: string };
        };
        const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
        const foreign = await createChallenge({
          algorithm: 'PBKDF2/SHA-256',
          cost: 10,
          counter: 1500,
          deriveKey,
          expiresAt: new Date('2030-03-04T09:10:00Z'),
          hmacSignatureSecret: 'not the server key, but long enough to pass',
        });
        const forged = [
          'robot',
          b64({ challenge: null, solution: null, test: true }),
          // the key is what proves the work (checked against the challenge's key signature)
          b64({ ...good, solution: { ...good.solution, derivedKey: '00'.repeat(32) } }),
          b64({ ...good, solution: { counter: 0, derivedKey: good.solution.derivedKey.slice(2) } }),
          // a cheaper challenge of our own, re-signed by nobody: the signature no longer fits
          b64({
            ...good,
            challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } },
          }),
          await solve(foreign as AltchaChallenge),
        ];
        for (const payload of forged) {
          const res = await api.create(slot.id, query(payload));
          expect(res.statusCode, payload).toBe(403);
          expect(res.json()).toEqual({ error: 'recaptcha__validation_error' });
        }
        expect(await cartCount()).toBe(0);
        expect(await t.database.db.select().from(spentBotChallenges)).toEqual([]);
      },
    );

    inPart('stored')(
      'creates a cart with a solved payload that can be booked, and refuses the same payload a second time',
      async () => {
        const { slot, api } = await setup(ALTCHA);
        const payload = await solve(await fetchChallenge());
        const res = await api.create(slot.id, query(payload));
        expect(res.statusCode).toBe(201);
        const cart = res.json<Transaction>();
        expect(cart.tickets).toHaveLength(1);
        const booked = await api.book(cart.transactionId, bookingPayload());
        expect(booked.statusCode).toBe(200);

        const replay = await api.create(slot.id, query(payload));
        expect(replay.statusCode).toBe(403);
        expect(replay.json()).toEqual({ error: 'recaptcha__validation_error' });
        expect(await cartCount()).toBe(1);
        expect(await t.database.db.select().from(spentBotChallenges)).toHaveLength(1);
      },
    );

    inPart('answers')('refuses a solved payload once its challenge expired', async () => {
      const { slot, api } = await setup(ALTCHA);
      const payload = await solve(await fetchChallenge());
      t.clock.advanceMinutes(10);
      const res = await api.create(slot.id, query(payload));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'recaptcha__validation_error' });
      expect(await cartCount()).toBe(0);
    });

    inPart('stored')(
      'shares one generated key between instances on one database, and a payload is single-use across them',
      async () => {
        const { slot, api } = await setup(ALTCHA);
        const config = testConfig(ALTCHA);
        const second = await buildApp({
          config,
          db: t.database.db,
          clock: t.clock,
          mail: createMemoryMailTransport(),
        });
        extraApps.push(second);
        await second.ready();
        const other = cartApi(second);

        // A challenge of one instance is accepted by the other...
        const payload = await solve(await fetchChallenge(second));
        expect((await api.create(slot.id, query(payload))).statusCode).toBe(201);
        // ...and, once spent there, refused here.
        expect((await other.create(slot.id, query(payload))).statusCode).toBe(403);
        const secrets = await t.database.db.select().from(serverSecrets);
        expect(secrets.map((s) => s.name)).toEqual(['altcha-hmac-key']);
      },
    );

    inPart('stored')(
      'uses ALTCHA_HMAC_KEY when set: payloads of an instance with another key are refused',
      async () => {
        const { slot, api } = await setup({ ...ALTCHA, ALTCHA_HMAC_KEY: 'a'.repeat(32) });
        const second = await buildApp({
          config: testConfig({ ...ALTCHA, ALTCHA_HMAC_KEY: 'b'.repeat(32) }),
          db: t.database.db,
          clock: t.clock,
          mail: createMemoryMailTransport(),
        });
        extraApps.push(second);
        await second.ready();
        const foreign = await solve(await fetchChallenge(second));
        expect((await api.create(slot.id, query(foreign))).statusCode).toBe(403);
        const own = await solve(await fetchChallenge());
        expect((await api.create(slot.id, query(own))).statusCode).toBe(201);
        // nothing generated when the key is configured
        expect(await t.database.db.select().from(serverSecrets)).toEqual([]);
      },
    );

    inPart('answers')(
      'needs the check only to create the cart: adding a slot to it does not',
      async () => {
        const { slot, api } = await setup(ALTCHA);
        const next = await insertTimeSlot(t.database.db, {
          roomId: slot.roomId,
          date: '2030-03-07',
        });
        const cart = (
          await api.create(slot.id, query(await solve(await fetchChallenge())))
        ).json<Transaction>();
        expect((await api.add(cart.transactionId, next.id)).statusCode).toBe(201);
      },
    );

    inPart('answers')('tells the web app the mode on the mount element', async () => {
      await setup(ALTCHA);
      expect(clientConfigFor(t.config, 'user', '/')).toMatchObject({
        botProtection: 'altcha',
        recaptchaPublicToken: null,
      });
    });
  });

  // the verdicts of other modes: the answers only
  if (part === 'answers') {
    describe('recaptcha (v3) against a fake verify server', () => {
      let verifier: Server | undefined;
      const posted: URLSearchParams[] = [];
      afterEach(async () => {
        await new Promise<void>((resolve) =>
          verifier ? verifier.close(() => resolve()) : resolve(),
        );
        verifier = undefined;
        posted.length = 0;
      });

      /** Answers by token: each token names the verdict the fake Google gives. */
      async function startVerifier(): Promise<string> {
        const answers: Record<string, object> = {
          human: { success: true, action: 'createtransaction', score: 0.9 },
          borderline: { success: true, action: 'createtransaction', score: 0.5 },
          bot: { success: true, action: 'createtransaction', score: 0.3 },
          failed: { success: false, 'error-codes': ['invalid-input-response'] },
          'other-action': { success: true, action: 'login', score: 0.9 },
          'no-score': { success: true, action: 'createtransaction' },
        };
        verifier = createServer((req, res) => {
          let body = '';
          req.on('data', (chunk: Buffer) => (body += chunk.toString()));
          req.on('end', () => {
            const form = new URLSearchParams(body);
            posted.push(form);
            const answer = answers[form.get('response') ?? ''];
            if (!answer) {
              res.statusCode = 500;
              res.end('down');
              return;
            }
            res.setHeader('content-type', 'application/json');
            res.end(JSON.stringify(answer));
          });
        });
        await new Promise<void>((resolve) => verifier!.listen(0, '127.0.0.1', resolve));
        return `http://127.0.0.1:${(verifier!.address() as AddressInfo).port}/siteverify`;
      }

      async function setupRecaptcha() {
        return setup({
          BOT_PROTECTION: 'recaptcha',
          RECAPTCHA_SECRET: 's3cret',
          RECAPTCHA_SITE_KEY: 'site-key',
          RECAPTCHA_VERIFY_URL: await startVerifier(),
        });
      }

      it('creates a cart for a human score of the right action, posting secret, token and address', async () => {
        const { slot, api } = await setupRecaptcha();
        expect((await api.create(slot.id, query('human'))).statusCode).toBe(201);
        expect((await api.create(slot.id, query('borderline'))).statusCode).toBe(201);
        expect(posted[0]?.get('secret')).toBe('s3cret');
        expect(posted[0]?.get('response')).toBe('human');
        expect(posted[0]?.get('remoteip')).toBe('127.0.0.1');
      });

      it('refuses a low score, a failed check, another action, a missing score, a verifier error and no token', async () => {
        const { slot, api } = await setupRecaptcha();
        for (const q of [
          query('bot'),
          query('failed'),
          query('other-action'),
          query('no-score'),
          query('verifier-down'),
          '',
        ]) {
          const res = await api.create(slot.id, q);
          expect(res.statusCode, q).toBe(403);
          expect(res.json()).toEqual({ error: 'recaptcha__validation_error' });
        }
        expect(await cartCount()).toBe(0);
        // no token: Google is not even asked
        expect(posted).toHaveLength(5);
      });

      it('serves no altcha challenge and hands the site key to the web app', async () => {
        await setupRecaptcha();
        const res = await t.app.inject('/api/bot-check/challenge');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'not_found', payload: ['botCheck'] });
        expect(clientConfigFor(t.config, 'user', '/')).toMatchObject({
          botProtection: 'recaptcha',
          recaptchaPublicToken: 'site-key',
        });
      });
    });

    describe('off (only when set explicitly)', () => {
      it('creates carts without any payload and serves no challenge', async () => {
        const { slot, api } = await setup({ BOT_PROTECTION: 'off' });
        expect((await api.create(slot.id)).statusCode).toBe(201);
        expect((await t.app.inject('/api/bot-check/challenge')).statusCode).toBe(404);
      });
    });
  }

  inPart('answers')('documents the challenge route in OpenAPI', async () => {
    await setup(ALTCHA);
    const doc = (await t.app.inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toContain('/api/bot-check/challenge');
  });
}

/**
 * Both engines: what the check stores and what it makes the cart module do in the database —
 * no seat held on refusal, a cart that can be booked, a payload spent once (across two
 * instances on one database: two pools on PostgreSQL), the key generated once and shared.
 */
describe.each(TEST_DRIVERS)('bot check of cart creation, what it stores, on %s', (driver) =>
  botCheckTests(driver, 'stored'),
);

/**
 * On one engine (PREFERRED_ENGINE): the check's answers — the challenge and its headers,
 * forged, expired and foreign payloads refused, reCAPTCHA's verdicts from a fake verifier,
 * mode off, the web app's config, the API document. They are decided in the HTTP layer before
 * any SQL but a cart count; what a cart does in the database is proved on both engines above
 * and by the cart module's tests.
 */
describe.each(PREFERRED_ENGINE)('bot check of cart creation, its answers, on %s', (driver) =>
  botCheckTests(driver, 'answers'),
);
