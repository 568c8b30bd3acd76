import type { AppContext } from '../../http/types';
import { setDisplayName } from './repository';
import { createStaffAccountsService } from './service';

/**
 * The first admin of a new archive, in the archive the caller set (`inArchive`): an ADMIN with
 * `password` (the staff accounts' rules) and a display name. 409 `conflict` [`email`] when taken.
 */
export async function createNamedAdmin(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  input: { email: string; displayName: string; password: string },
): Promise<{ id: number; email: string }> {
  const account = await createStaffAccountsService(ctx).create({
    email: input.email,
    password: input.password,
    role: 'ADMIN',
  });
  await setDisplayName(ctx.db, account.id, input.displayName);
  return { id: account.id, email: account.email };
}
