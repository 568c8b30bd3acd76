import { defineConfig } from 'vitest/config';

/** What both web projects share: components in jsdom with the providers' setup. */
const webTests = {
  environment: 'jsdom',
  setupFiles: ['packages/web/src/test/setup.ts'],
  testTimeout: 20_000,
} as const;

// Three tiers, one command: pure domain logic, the server (through inject, on PGlite and —
// when TEST_DATABASE_URL is set — on PostgreSQL) and web components in jsdom.
// Parallelism stays modest: the machines have two cores and PGlite is CPU-bound.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          // the files of a worker share their modules: importing the app (Fastify, drizzle,
          // zod schemas, PGlite) once per worker instead of once per file took the CPU time of
          // 14 small files from 260 s to 116 s (docs/decisions/testing.md)
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['packages/server/src/test/global-setup.ts'],
          // the API contract: every response checked against the OpenAPI document
          setupFiles: [
            // PGlite instances stay within their file (isolate: false shares the harness)
            'packages/server/src/test/idle-databases-setup.ts',
            'packages/server/src/test/contract-setup.ts',
            // property tests repeatable by default (FC_SEED=random explores)
            'packages/server/src/test/fast-check-setup.ts',
          ],
        },
      },
      {
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.tsx', 'packages/web/src/**/*.test.ts'],
          exclude: ['packages/web/src/**/*.isolated.test.*'],
          ...webTests,
          // the files of a worker share their modules (React, Mantine, i18n, the features)
          // and their jsdom: 197 s → 76–81 s for the web tests (docs/decisions/testing.md)
          isolate: false,
        },
      },
      {
        test: {
          // a file that mocks a module (vi.mock) needs modules of its own: a module another
          // file already imported keeps the real one (eslint.config.js says so at vi.mock)
          name: 'web-isolated',
          include: ['packages/web/src/**/*.isolated.test.*'],
          ...webTests,
        },
      },
      {
        test: {
          // the deployment recipes (deploy/): systemd-analyze, nginx and the Containerfile's
          // steps, each with the real tool; the server under the unit's system call filter
          name: 'deploy',
          include: ['deploy/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
    ],
  },
});
