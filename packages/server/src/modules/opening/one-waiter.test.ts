import { describe, expect, it } from 'vitest';
import { oneWaiter } from './one-waiter';

describe('one waiter per key', () => {
  it('shares a run among overlapping calls of a key, runs other keys apart and starts anew once settled', async () => {
    const started: number[] = [];
    const release: Array<() => void> = [];
    const waiter = oneWaiter<number, string>();
    const draw = (id: number) =>
      waiter(id, async () => {
        started.push(id);
        await new Promise<void>((resolve) => release.push(resolve));
        return `drawn ${id}`;
      });
    const calls = [draw(1), draw(1), draw(2), draw(1)];
    expect(started).toEqual([1, 2]);
    release.forEach((r) => r());
    expect(await Promise.all(calls)).toEqual(['drawn 1', 'drawn 1', 'drawn 2', 'drawn 1']);
    const again = draw(1);
    expect(started).toEqual([1, 2, 1]);
    release.at(-1)!();
    expect(await again).toBe('drawn 1');
  });

  it('passes a failure to every sharer and lets the next call try again', async () => {
    let attempts = 0;
    const waiter = oneWaiter<string, string>();
    const draw = (key: string) =>
      waiter(key, async () => {
        attempts++;
        await Promise.resolve();
        if (attempts === 1) throw new Error('lock timeout');
        return 'drawn';
      });
    const [a, b] = await Promise.allSettled([draw('x'), draw('x')]);
    expect(a).toMatchObject({ status: 'rejected' });
    expect(b).toMatchObject({ status: 'rejected' });
    expect(await draw('x')).toBe('drawn');
    expect(attempts).toBe(2);
  });
});
