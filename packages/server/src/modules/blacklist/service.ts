import { normalizeEmail } from '@lesesaal/domain/blacklist/rules';
import type {
  BlacklistEntry,
  BlacklistEntryCreate,
  BlacklistListQuery,
} from '@lesesaal/domain/blacklist/schema';
import { AppError } from '../../http/app-error';
import type { AppContext } from '../../http/types';
import * as repo from './repository';
import { transaction } from '../../db/transaction';

/**
 * The blacklist: e-mail addresses that may not book until their expiry
 * day. Keys are stored trimmed and in lower case, so one address has one entry whatever
 * its spelling, and the booking check (transactions) matches case-insensitively.
 */
export function createBlacklistService(ctx: AppContext) {
  const { db, config, clock } = ctx;

  /** the expiry must lie in the future. */
  function checkFutureExpiry(expiredAt: string): void {
    if (expiredAt <= clock.today()) throw AppError.validation('body.expiredAt');
  }

  async function found(email: string): Promise<BlacklistEntry> {
    const entry = await repo.findEntry(db, normalizeEmail(email));
    if (!entry) throw AppError.notFound('blacklist');
    return entry;
  }

  return {
    list: (query: BlacklistListQuery) =>
      repo.listEntries(db, {
        term: query.term || undefined,
        expiresFrom: query.expiresFrom,
        expiresUntil: query.expiresUntil,
        limit: query.limit ?? config.limits.maxBlackListEntries,
        offset: query.offset ?? 0,
        sort: query.sort,
      }),

    get: found,

    /**
     * `POST /admin/blacklist`: adds the entry, or changes expiry and note of the existing one
     * (the spec has no PUT; the product's "remove, then add again" in one statement, so an entry
     * is never lost halfway). `createOnly` (the add screen's `If-None-Match: *`) refuses an
     * existing address with `blacklist__email_already_exists` instead. A new entry beyond
     * `maxBlackListEntries` is refused (409 `conflict` [`maxBlackListEntries`]): the list
     * shows at most that many. The advisory lock makes count-then-insert safe across instances.
     */
    save: (
      input: BlacklistEntryCreate,
      options: { createOnly: boolean },
    ): Promise<{ entry: BlacklistEntry; created: boolean }> => {
      checkFutureExpiry(input.expiredAt);
      const entry: BlacklistEntry = {
        email: normalizeEmail(input.email),
        expiredAt: input.expiredAt,
        description: input.description ?? null,
      };
      return transaction(db, async (tx) => {
        await repo.lockBlacklistWrites(tx);
        if (await repo.findEntry(tx, entry.email)) {
          if (options.createOnly) throw new AppError('blacklist__email_already_exists', 412);
          const updated = await repo.updateEntry(tx, entry.email, {
            expiredAt: entry.expiredAt,
            description: entry.description,
          });
          return { entry: updated!, created: false };
        }
        if ((await repo.countEntries(tx)) >= config.limits.maxBlackListEntries)
          throw AppError.conflict('conflict', ['maxBlackListEntries']);
        await repo.insertEntry(tx, entry);
        return { entry, created: true };
      });
    },

    async remove(email: string): Promise<void> {
      if (!(await repo.deleteEntry(db, normalizeEmail(email))))
        throw AppError.notFound('blacklist');
    },
  };
}
