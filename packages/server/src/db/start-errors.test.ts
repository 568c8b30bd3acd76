import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client';
import {
  explainDatabaseError,
  sqlIdentifier,
  StartFailure,
  startFailureMessage,
  type DatabaseTarget,
} from './start-errors';

// The translations a real server is not easily made to answer here (a password refused, a
// missing contrib package on PostgreSQL 16+, a listen refused): errors shaped as the drivers
// give them. The ones PostgreSQL and the system can be made to give are tested for real in
// server-start-postgres.test.ts and server-start-failures.test.ts.

const target: DatabaseTarget = {
  url: 'postgres://lesesaal:geheim@db.example:5433/lesesaal',
  variable: 'DATABASE_URL',
  step: 'migrate',
  connectTimeoutMs: 5_000,
  migrationsFolder: MIGRATIONS_FOLDER,
};

/** A PostgreSQL error as node-postgres gives it, wrapped by drizzle when `query` is given. */
function pgError(code: string, message: string, query?: string): Error {
  const err = new pg.DatabaseError(message, 0, 'error');
  err.code = code;
  return query ? new DrizzleQueryError(query, [], err) : err;
}

function explained(err: unknown, t: DatabaseTarget = target): string {
  const result = explainDatabaseError(err, t);
  expect(result).toBeInstanceOf(StartFailure);
  const message = (result as StartFailure).message;
  expect(message).not.toContain('geheim');
  expect(message).not.toContain('\n');
  return message;
}

describe('a start failure named with cause and fix', () => {
  it('a password refused (28P01) names role, server and where to correct it', () => {
    const message = explained(
      pgError('28P01', 'password authentication failed for user "lesesaal"'),
    );
    expect(message).toContain(
      'PostgreSQL at db.example:5433 refused the password of role "lesesaal" (DATABASE_URL)',
    );
    expect(message).toContain("ALTER ROLE lesesaal PASSWORD '…';");
  });

  it('a missing contrib package (58P01 on PostgreSQL 15, 0A000 from 16) names the extension and the package', () => {
    for (const [code, text] of [
      [
        '58P01',
        'could not open extension control file "/usr/share/postgresql/15/extension/btree_gist.control": No such file or directory',
      ],
      ['0A000', 'extension "btree_gist" is not available'],
    ] as const) {
      const message = explained(pgError(code, text, 'CREATE EXTENSION IF NOT EXISTS btree_gist;'));
      expect(message).toContain(
        'PostgreSQL at db.example:5433 does not have the extension btree_gist installed',
      );
      expect(message).toContain(`(SQLSTATE ${code})`);
      expect(message).toContain("install the server's contrib modules");
    }
  });

  it('an extension the owner may not create names both statements for the superuser', () => {
    const message = explained(
      pgError(
        '42501',
        'permission denied to create extension "pg_trgm"',
        'CREATE EXTENSION IF NOT EXISTS pg_trgm;',
      ),
      { ...target, session: { role: 'Lesesaal', database: 'lesesaal' } },
    );
    expect(message).toContain(
      'in database "lesesaal", run once: CREATE EXTENSION IF NOT EXISTS btree_gist; CREATE EXTENSION IF NOT EXISTS pg_trgm;',
    );
    expect(message).toContain('The schema owner "Lesesaal"');
  });

  it('a migration that fails for another reason names the migration, not its SQL', () => {
    const statement =
      'ALTER TABLE "rooms" ADD CONSTRAINT "rooms_capacity_range" CHECK ("capacity" BETWEEN 0 AND 99999);';
    const message = explained(
      pgError(
        '23514',
        'check constraint "rooms_capacity_range" is violated by some row',
        statement,
      ),
    );
    expect(message).toContain(
      'Migration 0001_time_slot_no_overlap failed on database "lesesaal" at db.example:5433',
    );
    expect(message).toContain('(SQLSTATE 23514)');
    expect(message).not.toContain('ALTER TABLE');
  });

  it('a host list with no writable server names every host', () => {
    const err = Object.assign(
      new AggregateError(
        [Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
        'no server of the host list accepts this session (target_session_attrs=read-write): a:5432, b:5432',
      ),
      { code: '08001' },
    );
    const message = explained(err, {
      ...target,
      url: 'postgres://u@a:5432,b:5432/db?target_session_attrs=read-write',
    });
    expect(message).toContain("Cannot reach a writable PostgreSQL in DATABASE_URL's host list");
    expect(message).toContain('a:5432, b:5432');
  });

  it('a listen refused or on a foreign address names PORT or HOST', () => {
    const listen = (code: string) => Object.assign(new Error(code), { code, syscall: 'listen' });
    expect(startFailureMessage(listen('EACCES'), { host: '0.0.0.0', port: 80 })).toContain(
      'may not listen on 0.0.0.0:80 (EACCES',
    );
    expect(
      startFailureMessage(listen('EADDRNOTAVAIL'), { host: '10.9.9.9', port: 3000 }),
    ).toContain('HOST 10.9.9.9 is no address of this machine');
  });

  it('a full disk under DATA_DIR names it; an error no start expects is left to its stack', () => {
    const full = Object.assign(new Error('ENOSPC'), {
      code: 'ENOSPC',
      syscall: 'write',
      path: '/srv/data/db/base/1',
    });
    expect(startFailureMessage(full, { dataDir: '/srv/data', embedded: true })).toContain(
      'DATA_DIR /srv/data has no space left',
    );
    expect(startFailureMessage(new TypeError('x is not a function'))).toBeUndefined();
    expect(explainDatabaseError(pgError('XX000', 'internal error'), target)).toBeInstanceOf(
      pg.DatabaseError,
    );
  });

  it('quotes a role name only when SQL needs it', () => {
    expect(sqlIdentifier('lesesaal')).toBe('lesesaal');
    expect(sqlIdentifier('Lesesaal-Web')).toBe('"Lesesaal-Web"');
  });
});
