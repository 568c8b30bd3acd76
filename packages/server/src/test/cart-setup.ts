import { afterEach } from 'vitest';
import type { Transaction } from '@lesesaal/domain/tickets/schema';
import type { Db } from '../db/client';
import { createTestApp, type TestApp } from './app';
import { cartApi } from './cart-api';
import type { TestDriver } from './databases';
import { insertRoom, insertTimeSlot } from './factories';

/** What a visitor-flow test starts with: the app, its database, one room, the cart calls. */
export interface CartSetup {
  t: TestApp;
  db: Db;
  room: Awaited<ReturnType<typeof insertRoom>>;
  api: ReturnType<typeof cartApi>;
}

/**
 * The app of the visitor-flow tests (cart, booking, owner's tickets), one per test: `setup`
 * starts it on a fresh database of `driver` with `env` on the test config and one room (the
 * factory's defaults); it is closed after each test. `t` is the running app, for the test's
 * own helpers. Call inside a `describe`.
 */
export function cartTestApp(driver: TestDriver) {
  let current: TestApp | undefined;
  afterEach(async () => current?.close());
  return {
    get t(): TestApp {
      if (!current) throw new Error('cartTestApp: setup() first');
      return current;
    },
    async setup(env: Record<string, string> = {}): Promise<CartSetup> {
      const t = await createTestApp(driver, { env });
      current = t;
      const db = t.database.db;
      return { t, db, room: await insertRoom(db), api: cartApi(t.app) };
    },
  };
}

/**
 * Two slots of the setup's room, `a` on 2030-03-06 with one seat and `b` on 2030-03-07 with
 * `bCapacity` seats (else the factory's), and a cart holding both.
 */
export async function cartOfTwoDays(
  { db, room, api }: CartSetup,
  bCapacity?: number,
): Promise<{
  a: Awaited<ReturnType<typeof insertTimeSlot>>;
  b: Awaited<ReturnType<typeof insertTimeSlot>>;
  cart: Transaction;
}> {
  const a = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06', capacity: 1 });
  const b = await insertTimeSlot(db, {
    roomId: room.id,
    date: '2030-03-07',
    ...(bCapacity === undefined ? {} : { capacity: bCapacity }),
  });
  return { a, b, cart: await api.cartWith(a.id, b.id) };
}
