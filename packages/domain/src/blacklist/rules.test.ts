import { describe, it, expect } from 'vitest';
import {
  defaultBlacklistExpiry,
  isBlacklistEntryActive,
  isEmailBlacklisted,
  normalizeEmail,
} from './rules';

describe('blacklist rules', () => {
  it('default the expiry to one year from today', () => {
    expect(defaultBlacklistExpiry('2025-06-10')).toBe('2026-06-10');
    expect(defaultBlacklistExpiry('2024-02-29')).toBe('2025-02-28');
  });

  it('block up to and including the expiry date', () => {
    expect(isBlacklistEntryActive({ expiredAt: '2025-06-10' }, '2025-06-10')).toBe(true);
    expect(isBlacklistEntryActive({ expiredAt: '2025-06-10' }, '2025-06-11')).toBe(false);
  });

  it('compare e-mails ignoring case and blanks', () => {
    const entries = [{ email: 'Spam@Example.org', expiredAt: '2025-06-10' }];
    expect(normalizeEmail(' A@B.AT ')).toBe('a@b.at');
    expect(isEmailBlacklisted(' spam@example.ORG', entries, '2025-06-01')).toBe(true);
    expect(isEmailBlacklisted('spam@example.org', entries, '2025-06-11')).toBe(false);
    expect(isEmailBlacklisted('other@example.org', entries, '2025-06-01')).toBe(false);
  });
});
