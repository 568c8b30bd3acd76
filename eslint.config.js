// One lint setup for the whole workspace. The import-direction rules below are the
// architecture: their messages say why.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const FEATURES = readdirSync(new URL('./packages/web/src/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Server layering: a module owns its tables; routes only speak HTTP.
const SERVER_NEVER_WEB = {
  group: ['@lesesaal/web*', '**/web/src/**'],
  message: 'server never imports web code; share through @lesesaal/domain.',
};
const OTHER_MODULES_REPOSITORY = {
  group: [
    '../*/repository',
    '../*/*-repository',
    '**/modules/*/repository',
    '**/modules/*/*-repository',
  ],
  message:
    "A module owns its tables: do not import another module's repository. Call that module's service, or the executor-taking functions its index exports for other modules (e.g. countActiveTickets of modules/seat-core), passing your transaction.",
};
// A module's public face is its index.ts; the files behind it may change. '../x/y' is
// another module's file only inside modules/ (elsewhere it is e.g. ../http/types).
// Another module's repository is refused with its own message (OTHER_MODULES_REPOSITORY).
const MODULE_INSIDES_MESSAGE =
  "A module's insides may change: import another module only through its index ('../<module>' or 'modules/<module>'), which exports what others may use. A module's own files import each other directly.";
const NOT_INDEX_NOR_REPOSITORY = '(?!index$|repository$|[^/]*-repository$)[^/]+';
const MODULE_INSIDES_FROM_OUTSIDE = {
  regex: `(^|/)modules/[^/]+/${NOT_INDEX_NOR_REPOSITORY}`,
  message: MODULE_INSIDES_MESSAGE,
};
const MODULE_INSIDES = {
  regex: `(^\\.\\./[^./][^/]*|(^|/)modules/[^/]+)/${NOT_INDEX_NOR_REPOSITORY}`,
  message: MODULE_INSIDES_MESSAGE,
};
const ROUTES_NO_SQL = {
  group: [
    'drizzle-orm',
    'drizzle-orm/*',
    'pg',
    '@electric-sql/*',
    '**/db/schema/**',
    '**/db/client',
    './repository',
    './*-repository',
  ],
  message:
    'routes.ts declares HTTP only (zod schemas, status codes, hooks): put SQL and drizzle in the repository and call it through the service (routes -> service -> repository).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lesesaal/server*', '@lesesaal/web*', '**/server/**', '**/web/**'],
              message: 'domain is pure and shared: it imports neither server nor web.',
            },
            {
              group: ['node:*', 'fs', 'path', 'pg', 'drizzle-orm*', 'react*'],
              message:
                'domain has no I/O and no framework: keep rules pure so server and web share them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NEVER_WEB,
            {
              ...OTHER_MODULES_REPOSITORY,
              group: ['**/modules/*/repository', '**/modules/*/*-repository'],
            },
            MODULE_INSIDES_FROM_OUTSIDE,
          ],
        },
      ],
    },
  },
  {
    // a module's tests may import their own module's files, another module only by its index
    files: ['packages/server/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [SERVER_NEVER_WEB, OTHER_MODULES_REPOSITORY, MODULE_INSIDES] },
      ],
    },
  },
  {
    files: ['packages/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [SERVER_NEVER_WEB, OTHER_MODULES_REPOSITORY, MODULE_INSIDES] },
      ],
    },
  },
  {
    files: [
      'packages/server/src/modules/**/routes.ts',
      'packages/server/src/modules/**/*-routes.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NEVER_WEB,
            OTHER_MODULES_REPOSITORY,
            MODULE_INSIDES,
            { ...ROUTES_NO_SQL, allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lesesaal/server*', '**/server/src/**'],
              message: 'web never imports server code; share through @lesesaal/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // Small enough to read: a screen keeps its data and state in hooks (use-….ts) and its
    // sections in parts (components) of its feature folder; a server module splits its route
    // and service factories into named functions and files; the bench splits by its parts.
    // Not for tests or generated types.
    files: [
      'packages/web/src/**/*.{ts,tsx}',
      'packages/domain/src/**/*.ts',
      'packages/server/src/**/*.ts',
      'bench/src/**/*.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/*.d.ts'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The web tests share their modules within a worker (vitest.config.ts, isolate: false): a
    // module mock would not reach a module another file already imported.
    files: ['packages/web/src/**/*.test.{ts,tsx}'],
    ignores: ['packages/web/src/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            'a web test that mocks a module is named *.isolated.test.tsx: it then runs with modules of its own (vitest.config.ts, web-isolated).',
        },
      ],
    },
  },
  {
    files: ['packages/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message:
                'components have no domain knowledge: they import neither features nor app (app -> features -> components).',
            },
            { group: ['@lesesaal/server*'], message: 'web never imports server code.' },
          ],
        },
      ],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`packages/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FEATURES.filter((f) => f !== feature).flatMap((f) => [
                `**/features/${f}`,
                `**/features/${f}/**`,
                `../${f}`,
                `../${f}/**`,
                `../../${f}`,
                `../../${f}/**`,
              ]),
              message:
                'features do not import each other: move what both need to components/ or lift the composition into app/.',
            },
            {
              group: ['**/app/**'],
              message: 'features do not import app (app -> features -> components).',
            },
            { group: ['@lesesaal/server*'], message: 'web never imports server code.' },
          ],
        },
      ],
    },
  })),
);
