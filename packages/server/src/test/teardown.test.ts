import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeOnce, createTestDatabase, TEST_DRIVERS } from './databases';

// buildApp fails on demand: a test whose setup throws. The server tests share modules between
// the files of a worker (isolate: false, vitest.config.ts), so test/app.ts may already hold the
// real buildApp: the module registry is reset and test/app.ts imported anew, under the mock.
const failBuild = vi.hoisted(() => ({ on: false }));
let createTestApp: typeof import('./app').createTestApp;
beforeAll(async () => {
  vi.resetModules();
  ({ createTestApp } = await import('./app'));
});
// the next file of this worker imports the real app again
afterAll(() => {
  vi.doUnmock('../app');
  vi.resetModules();
});
vi.mock('../app', async (importOriginal) => {
  const original = await importOriginal<typeof import('../app')>();
  return {
    ...original,
    buildApp: async (...args: Parameters<typeof original.buildApp>) => {
      if (failBuild.on) throw new Error('buildApp failed (on purpose)');
      return original.buildApp(...args);
    },
  };
});

describe('closeOnce', () => {
  it('closes once; a later call neither closes again nor repeats the first error', async () => {
    const close = vi.fn(async () => {
      throw new Error('first close failed');
    });
    const once = closeOnce(close);
    await expect(once()).rejects.toThrow('first close failed');
    await expect(once()).resolves.toBeUndefined();
    expect(close).toHaveBeenCalledTimes(1);
  });
});

describe.each(TEST_DRIVERS)('test app teardown on %s', (driver) => {
  it('closing a test database twice does not throw', async () => {
    const database = await createTestDatabase(driver);
    await database.close();
    await expect(database.close()).resolves.toBeUndefined();
  });

  it('a setup that fails after a passed test reports only its own error', async () => {
    // test 1 and its afterEach
    const t = await createTestApp(driver);
    await t.close();
    // test 2: its setup throws before it assigns `t`; its afterEach closes test 1's app again
    failBuild.on = true;
    try {
      await expect(createTestApp(driver)).rejects.toThrow('buildApp failed (on purpose)');
    } finally {
      failBuild.on = false;
    }
    await expect(t.close()).resolves.toBeUndefined();
  });
});
