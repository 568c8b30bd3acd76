import { describe, it, expect } from 'vitest';
import { parseValidationMessage, validationMessage } from './validation-messages';

describe('validation messages', () => {
  it('encode a key with parameters and decode them back with numbers as numbers', () => {
    const m = validationMessage('between', { min: 0, max: 99999 });
    expect(m).toBe('between?min=0&max=99999');
    expect(parseValidationMessage(m)).toEqual({ key: 'between', params: { min: 0, max: 99999 } });
  });

  it('decode a bare key with no parameters', () => {
    expect(parseValidationMessage('required')).toEqual({ key: 'required', params: {} });
  });

  it('turn anything unknown into the fallback message', () => {
    expect(parseValidationMessage('Invalid input: expected string').key).toBe('fallback');
    expect(parseValidationMessage(undefined).key).toBe('fallback');
  });

  it('survive malformed escapes', () => {
    expect(parseValidationMessage('fileType?types=%E0').params).toEqual({ types: '%E0' });
  });
});
