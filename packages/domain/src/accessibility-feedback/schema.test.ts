import { describe, expect, it } from 'vitest';
import { FEEDBACK_LIMITS } from './limits';
import { accessibilityFeedbackSchema } from './schema';

const paths = (input: unknown) => {
  const result = accessibilityFeedbackSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('accessibility feedback message', () => {
  it('takes each text up to its limit (after trimming) and refuses one character more', () => {
    const atLimit = {
      page: 'p'.repeat(FEEDBACK_LIMITS.page),
      description: ` ${'d'.repeat(FEEDBACK_LIMITS.description)} `,
      name: 'n'.repeat(FEEDBACK_LIMITS.name),
    };
    expect(paths(atLimit)).toEqual([]);
    expect(
      paths({
        page: `${atLimit.page}p`,
        description: `${atLimit.description.trim()}d`,
        name: `${atLimit.name}n`,
      }),
    ).toEqual(['page', 'description', 'name']);
  });

  it('requires page and description; empty name and e-mail become null', () => {
    expect(paths({ page: ' ', description: '' })).toEqual(['page', 'description']);
    expect(
      accessibilityFeedbackSchema.parse({ page: '/', description: 'x', name: '', email: '' }),
    ).toMatchObject({ name: null, email: null });
  });

  it('refuses bidi controls in the description (they could turn the text around)', () => {
    expect(paths({ page: '/', description: 'a\u202Eb' })).toEqual(['description']);
    expect(paths({ page: '/', description: 'line one\nline two' })).toEqual([]);
  });
});
