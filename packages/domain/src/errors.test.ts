import { describe, it, expect } from 'vitest';
import { ERROR_CODES, errorMessageKey, RULE_CODES } from './errors';

describe('error message key', () => {
  it('is the error plus the first payload item when present', () => {
    expect(
      errorMessageKey({ error: 'ticket__validation_error', payload: ['timeslot_not_open'] }),
    ).toBe('ticket__validation_error_timeslot_not_open');
    expect(errorMessageKey({ error: 'validation__error', payload: [] })).toBe('validation__error');
  });

  it('is unknown for bodies without an error', () => {
    expect(errorMessageKey(null)).toBe('unknown');
    expect(errorMessageKey('oops')).toBe('unknown');
    expect(errorMessageKey({ payload: ['x'] })).toBe('unknown');
  });

  it('lists every rule code among the error codes', () => {
    for (const rule of RULE_CODES) expect(ERROR_CODES).toContain(rule);
  });
});
