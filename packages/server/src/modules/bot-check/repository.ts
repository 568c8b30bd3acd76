import { eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverSecrets, spentBotChallenges } from '../../db/schema';

/**
 * The secret called `name`: the stored one, or `generate()` stored now. With several instances
 * starting at once, ON CONFLICT DO NOTHING lets exactly one insert win and every instance then
 * reads that one value.
 */
export async function findOrCreateSecret(
  db: Db,
  name: string,
  generate: () => string,
): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} missing after insert`);
  return row.value;
}

/**
 * Records a solved challenge by its signature; false when it was recorded before (a replay).
 * The primary key decides, so two instances racing on the same payload cannot both accept it.
 */
export async function markChallengeSpent(
  db: Db,
  signature: string,
  expiresAt: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(spentBotChallenges)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: spentBotChallenges.signature });
  return inserted.length === 1;
}

/** Forgets spent challenges that expired: an expired payload is refused anyway. */
export async function deleteExpiredSpentChallenges(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(spentBotChallenges)
    .where(lte(spentBotChallenges.expiresAt, now))
    .returning({ signature: spentBotChallenges.signature });
  return deleted.length;
}
