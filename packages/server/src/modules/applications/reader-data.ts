import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userApplications } from '../../db/schema/index';
import type { AppContext } from '../../http/types';
import type { ReaderDataPart, SignedInReader } from '../readers';
import * as repo from './repository';
import { toApplication } from './views';

/**
 * The user applications as part of what the archive holds of a reader (the reader's export and
 * deletion, module `readers`): exported as the reader reads them; on deletion they stay by law
 * (until `applicationRetentionYears` after their validity ended, docs/decisions/privacy-and-erasure.md)
 * without the link to the reader row.
 */
export const applicationsOfReader: ReaderDataPart = {
  name: 'applications',
  async exportOf(tx: Db, reader: SignedInReader, context: AppContext) {
    const today = context.clock.today();
    return (await repo.listOfReader(tx, reader.id)).map((row) => toApplication(row, today));
  },
  async erase(tx: Db, reader: SignedInReader) {
    const rows = await tx
      .update(userApplications)
      .set({ readerId: null })
      .where(eq(userApplications.readerId, reader.id))
      .returning({ id: userApplications.id });
    return rows.length > 0 ? ['applications'] : [];
  },
};
