import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { runPlatformAdminCommand, USAGE } from '../../cli';

/** Runs the command with a recording `create`; `refuse` makes it throw. */
async function run(args: string[], refuse?: AppError) {
  const out: string[] = [];
  const created: Array<{ email: string; displayName: string; password: string }> = [];
  const code = await runPlatformAdminCommand(
    args,
    async (input) => {
      if (refuse) throw refuse;
      created.push(input);
    },
    (line) => out.push(line),
  );
  return { code, out, created };
}

describe('npm run cli -- platform-admin', () => {
  it('adds an administrator with the given password, or a generated one shown once', async () => {
    const given = await run([
      'platform-admin',
      'add',
      'ops@example.org',
      '--name',
      'Petra Plattform',
      '--password',
      'Ein-gutes-Passwort-42',
    ]);
    expect(given.code).toBe(0);
    expect(given.created).toEqual([
      {
        email: 'ops@example.org',
        displayName: 'Petra Plattform',
        password: 'Ein-gutes-Passwort-42',
      },
    ]);
    expect(given.out.join('\n')).not.toContain('Ein-gutes-Passwort-42');

    const generated = await run(['platform-admin', 'add', 'ops@example.org', '--name=Ops']);
    expect(generated.code).toBe(0);
    const password = generated.created[0]!.password;
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(generated.out.join('\n')).toContain(`Password (shown once): ${password}`);
  });

  it('answers the usage (exit 2) without a name, an e-mail or with anything more', async () => {
    for (const args of [
      ['platform-admin', 'add', 'ops@example.org'],
      ['platform-admin', 'add', '--name', 'Ops'],
      ['platform-admin', 'add', 'ops@example.org', '--name', '  '],
      ['platform-admin', 'remove', 'ops@example.org', '--name', 'Ops'],
      ['platform-admin', 'add', 'ops@example.org', 'more', '--name', 'Ops'],
      ['platform-admin', 'add', 'ops@example.org', '--name', 'Ops', '--role', 'x'],
    ]) {
      const result = await run(args);
      expect({ args, code: result.code, out: result.out }).toEqual({ args, code: 2, out: [USAGE] });
      expect(result.created).toEqual([]);
    }
  });

  it('says why it refuses (exit 1): a weak password, a taken e-mail', async () => {
    const weak = await run(
      ['platform-admin', 'add', 'ops@example.org', '--name', 'Ops', '--password', 'passwort'],
      AppError.validation('password'),
    );
    expect(weak).toMatchObject({ code: 1 });
    expect(weak.out[0]).toMatch(/at least 12 characters/);
    const taken = await run(
      ['platform-admin', 'add', 'ops@example.org', '--name', 'Ops'],
      AppError.conflict('conflict', ['email']),
    );
    expect(taken).toMatchObject({ code: 1, out: ['Refused: an account with this e-mail exists.'] });
  });
});
