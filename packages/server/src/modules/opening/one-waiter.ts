/**
 * Calls of the same work that overlap share one run: while the run of a key is under way,
 * another call with the same key gets the same promise instead of starting its own `run`;
 * once it has settled, the next call starts anew. Within one app instance only — other instances run
 * their own (the database's locks order those).
 *
 * The fair opening's draw uses it (draw.ts): at the release every poll of a place not yet
 * drawn and every join asks for the draw; without it each would wait on the opening's row lock
 * holding a pooled connection, and the instance's pool of 10 would be spent on waiting.
 */
export function oneWaiter<K, T>(): (key: K, run: () => Promise<T>) => Promise<T> {
  const running = new Map<K, Promise<T>>();
  return (key, run) => {
    const current = running.get(key);
    if (current) return current;
    const started = run().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
