/**
 * The answers of a pure function kept by key: `answer(key)` computes once per key and then
 * answers from memory. At most `max` keys are kept; when full, all are dropped and kept anew
 * (cheaper than tracking use, and enough where the keys in use are few: a release's day and
 * time, the paths a server is asked for). Only for answers that depend on the key alone for
 * the life of the process.
 */
export function keptAnswers<T>(max: number, compute: (key: string) => T): (key: string) => T {
  const kept = new Map<string, T>();
  return (key) => {
    if (kept.has(key)) return kept.get(key) as T;
    const value = compute(key);
    if (kept.size >= max) kept.clear();
    kept.set(key, value);
    return value;
  };
}
