import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArchive } from '../../db/archives';
import { systemClock } from '../types';
import { createStaffAccountsService } from '../../modules/staff-accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { addArchive } from '../../test/archives';
import { TEST_DRIVERS } from '../../test/databases';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const guide = readFileSync(path.join(root, 'docs/api.md'), 'utf8');

/** The ```sh blocks after `<!-- tested -->` in docs/api.md, each with the ```text block after it. */
export function testedExamples(markdown: string): Array<{ script: string; expected: string }> {
  const pattern = /<!-- tested -->\s*```sh\n([\s\S]*?)```\s*```text\n([\s\S]*?)```/g;
  return [...markdown.matchAll(pattern)].map((m) => ({ script: m[1]!, expected: m[2]! }));
}

/** The expected text as a pattern: `…` stands for any text, the rest is literal. */
function expectedPattern(expected: string): RegExp {
  const literal = expected
    .trimEnd()
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*?');
  return new RegExp(`^${literal}$`);
}

const examples = testedExamples(guide);

it('docs/api.md has tested examples', () => {
  expect(examples.length).toBeGreaterThanOrEqual(10);
});

// The guide's curl examples, in order, against a listening server (as an integrator runs them).
describe.each(TEST_DRIVERS)('docs/api.md examples (%s)', (driver) => {
  let t: TestApp;
  let base: string;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp(driver, { env: { VISITOR_LIMIT_TOUCHES: '3' } });
    const accounts = createStaffAccountsService({ db: t.database.db, clock: systemClock });
    const password = 'Integration-Example-2030';
    await accounts.create({ email: 'admin@archive.example', password, role: 'ADMIN' });
    // the second archive of "Several archives on one installation"
    const b = await addArchive(t, { slug: 'b', hostName: 'lesesaal.b.example' });
    await inArchive(b.id, () =>
      accounts.create({ email: 'admin@b.example', password, role: 'ADMIN' }),
    );
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    dir = mkdtempSync(path.join(tmpdir(), 'lesesaal-api-guide-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(examples.map((e, i) => [i + 1, e] as const))('example %i', async (_n, example) => {
    const { stdout } = await run('bash', ['-eo', 'pipefail', '-c', example.script], {
      cwd: dir,
      env: { ...process.env, BASE: base },
    });
    expect(stdout.trimEnd()).toMatch(expectedPattern(example.expected));
  });
});
