import { normalizeEmail } from '@lesesaal/domain/blacklist/rules';
import type {
  BlacklistEntry,
  BlacklistEntryCreate,
  BlacklistEntryUpdate,
  BlacklistListQuery,
} from '@lesesaal/domain/blacklist/schema';
import { todayIn } from '@lesesaal/domain/dates';
import { AppError } from '../../http/app-error';
import type { AppContext } from '../../http/types';
import * as repo from './repository';

/**
 * The blacklist (spec §3, §5, §7): e-mail addresses that may not book until their expiry
 * day. Keys are stored trimmed and in lower case, so one address has one entry whatever
 * its spelling, and the booking check (transactions) matches case-insensitively.
 */
export function createBlacklistService(ctx: AppContext) {
  const { db, config, clock } = ctx;
  const today = () => todayIn(config.timeZone, clock.now());

  /** spec §5: the expiry must lie in the future. */
  function checkFutureExpiry(expiredAt: string): void {
    if (expiredAt <= today()) throw AppError.validation('body.expiredAt');
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

    async create(input: BlacklistEntryCreate): Promise<BlacklistEntry> {
      checkFutureExpiry(input.expiredAt);
      const entry = {
        email: normalizeEmail(input.email),
        expiredAt: input.expiredAt,
        description: input.description ?? null,
      };
      if (!(await repo.insertEntry(db, entry)))
        throw AppError.conflict('blacklist__email_already_exists');
      return entry;
    },

    /** The spec's "remove the old entry, add the new one" as one statement: never lost halfway. */
    async update(email: string, input: BlacklistEntryUpdate): Promise<BlacklistEntry> {
      checkFutureExpiry(input.expiredAt);
      const entry = await repo.updateEntry(db, normalizeEmail(email), {
        expiredAt: input.expiredAt,
        description: input.description ?? null,
      });
      if (!entry) throw AppError.notFound('blacklist');
      return entry;
    },

    async remove(email: string): Promise<void> {
      if (!(await repo.deleteEntry(db, normalizeEmail(email))))
        throw AppError.notFound('blacklist');
    },
  };
}
