import { describe, expect, it } from 'vitest';
import { keptAnswers } from './kept-answers';

describe('keptAnswers', () => {
  it('computes once per key and answers again from memory', () => {
    const asked: string[] = [];
    const length = keptAnswers(10, (key) => (asked.push(key), key.length));
    expect([length('ab'), length('abc'), length('ab')]).toEqual([2, 3, 2]);
    expect(asked).toEqual(['ab', 'abc']);
  });

  it('keeps at most `max` keys: when full, all are dropped and computed anew', () => {
    const asked: string[] = [];
    const echo = keptAnswers(2, (key) => (asked.push(key), key));
    echo('a');
    echo('b');
    echo('c'); // full: a and b dropped, c kept
    echo('c');
    echo('a');
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps nothing when the computation throws', () => {
    let calls = 0;
    const failing = keptAnswers(2, () => {
      calls++;
      throw new RangeError('no');
    });
    expect(() => failing('x')).toThrow(RangeError);
    expect(() => failing('x')).toThrow(RangeError);
    expect(calls).toBe(2);
  });
});
