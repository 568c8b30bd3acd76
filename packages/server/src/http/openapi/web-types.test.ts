import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderWebApiTypes, WEB_TYPES_FILE } from './web-types';

describe('the web app API types (packages/web/src/api/schema.d.ts)', () => {
  it('are what the route schemas generate today (else: npm run api:types)', async () => {
    const [committed, fresh] = await Promise.all([
      readFile(WEB_TYPES_FILE, 'utf8'),
      renderWebApiTypes(),
    ]);
    // one comparison of the whole text: a stale file fails with a diff of the lines that differ
    expect(committed, 'the committed API types are stale: run `npm run api:types`').toBe(fresh);
  }, 180_000); // builds the app and renders ~400 KB of types: seconds, more on a loaded machine
});
