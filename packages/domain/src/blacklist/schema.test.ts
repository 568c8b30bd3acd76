import { describe, it, expect } from 'vitest';
import {
  blacklistEntryCreateSchema,
  blacklistEntryCreateSchemaFor,
  blacklistEntryUpdateSchemaFor,
  blacklistListQuerySchema,
} from './schema';

const entry = { email: 'spam@example.org', expiredAt: '2025-06-10', description: '' };

describe('blacklist payloads', () => {
  it('accept an entry and store an empty note as null', () => {
    expect(blacklistEntryCreateSchema.parse(entry)).toEqual({ ...entry, description: null });
  });

  it('require a valid e-mail and limit the note to 250 characters', () => {
    expect(blacklistEntryCreateSchema.safeParse({ ...entry, email: 'spam' }).success).toBe(false);
    expect(
      blacklistEntryCreateSchema.safeParse({ ...entry, description: 'x'.repeat(250) }).success,
    ).toBe(true);
    expect(
      blacklistEntryCreateSchema.safeParse({ ...entry, description: 'x'.repeat(251) }).success,
    ).toBe(false);
  });

  it('with today require an expiry after today', () => {
    const create = blacklistEntryCreateSchemaFor('2025-06-10');
    expect(create.safeParse(entry).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      [['expiredAt', 'futureDate']],
    );
    expect(create.safeParse({ ...entry, expiredAt: '2025-06-11' }).success).toBe(true);
  });

  it('edit only expiry and note, with the same future rule', () => {
    const update = blacklistEntryUpdateSchemaFor('2025-06-10');
    expect(update.parse({ expiredAt: '2026-01-01', description: 'Spam' })).toEqual({
      expiredAt: '2026-01-01',
      description: 'Spam',
    });
    expect(update.safeParse({ expiredAt: '2025-06-10' }).success).toBe(false);
  });

  it('list sorted by e-mail unless asked otherwise', () => {
    expect(blacklistListQuerySchema.parse({}).sort).toEqual([{ field: 'email', direction: 'ASC' }]);
    expect(blacklistListQuerySchema.parse({ sort: 'expiredAt:DESC' }).sort).toEqual([
      { field: 'expiredAt', direction: 'DESC' },
    ]);
  });
});
