// One lint setup for the whole workspace. The import-direction rules below are the
// architecture (CONVENTIONS.md habit 1): their messages say why.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const FEATURES = [
  'admin-blacklist',
  'admin-dashboard',
  'admin-holidays',
  'admin-reports',
  'admin-reservations',
  'admin-rooms',
  'admin-time-slots',
  'admin-users',
  'auth',
  'booking',
  'notifications',
  'privacy',
];

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
            {
              group: ['@lesesaal/web*', '**/web/src/**'],
              message: 'server never imports web code; share through @lesesaal/domain.',
            },
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
