import { describe, expect, it } from 'vitest';
import { propertyRuns } from './property-runs';

describe('propertyRuns', () => {
  it('gives the CI size when FC_RUNS is not set or empty', () => {
    expect(propertyRuns(60, {})).toBe(60);
    expect(propertyRuns(4, { FC_RUNS: '' })).toBe(4);
  });

  it('gives FC_RUNS when set, above or below the CI size', () => {
    expect(propertyRuns(60, { FC_RUNS: '500' })).toBe(500);
    expect(propertyRuns(60, { FC_RUNS: '1' })).toBe(1);
  });

  it('refuses an FC_RUNS that is no whole number of at least 1', () => {
    for (const bad of ['0', '-3', '2.5', 'many', '1e999'])
      expect(() => propertyRuns(60, { FC_RUNS: bad })).toThrow(/FC_RUNS must be a whole number/);
  });
});
