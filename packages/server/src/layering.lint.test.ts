import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering rules of eslint.config.js, run through ESLint's Node API on code
// placed, by a fake path, where the rule must hold.
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${filePath}` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('server layering lint rule', () => {
  it("refuses a module importing another module's repository, and says what to do instead", async () => {
    const messages = await restrictedImports(
      "import { countBookedFrom } from '../seat-core/repository';\nexport const x = countBookedFrom;\n",
      'packages/server/src/modules/rooms/service.ts',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/owns its tables/);
    expect(messages[0]).toMatch(/Call that module's service/);
  });

  it('refuses a split repository file of another module too', async () => {
    const messages = await restrictedImports(
      "import { listTickets } from '../cart/staff-repository';\nexport const x = listTickets;\n",
      'packages/server/src/modules/reports/service.ts',
    );
    expect(messages).toHaveLength(1);
  });

  it("allows a module's own repository and another module's exported seat functions", async () => {
    const messages = await restrictedImports(
      "import { listRooms } from './repository';\nimport { countActiveTicketsOfRoom } from '../seat-core';\nexport const x = [listRooms, countActiveTicketsOfRoom];\n",
      'packages/server/src/modules/rooms/service.ts',
    );
    expect(messages).toEqual([]);
  });

  it('refuses a deep import into another module, from a module or from outside, and says why', async () => {
    const fromModule = await restrictedImports(
      "import { toTicket } from '../seat-core/ticket-view';\nexport const x = toTicket;\n",
      'packages/server/src/modules/reports/service.ts',
    );
    expect(fromModule).toHaveLength(1);
    expect(fromModule[0]).toMatch(
      /insides may change: import another module only through its index/,
    );
    const fromOutside = await restrictedImports(
      "import { toTicket } from '../modules/seat-core/ticket-view';\nexport const x = toTicket;\n",
      'packages/server/src/jobs/visit-reminders.ts',
    );
    expect(fromOutside).toHaveLength(1);
    const throughIndex = await restrictedImports(
      "import { toTicket } from '../modules/seat-core';\nimport type { Clock } from '../http/types';\nexport const x = toTicket;\nexport type C = Clock;\n",
      'packages/server/src/jobs/visit-reminders.ts',
    );
    expect(throughIndex).toEqual([]);
  });

  it('refuses drizzle, the schema and the repository in routes files', async () => {
    const messages = await restrictedImports(
      [
        "import { sql } from 'drizzle-orm';",
        "import { rooms } from '../../db/schema/index';",
        "import { findRoom } from './repository';",
        'export const x = [sql, rooms, findRoom];',
        '',
      ].join('\n'),
      'packages/server/src/modules/rooms/routes.ts',
    );
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/put SQL and drizzle in the repository/);
  });
});
