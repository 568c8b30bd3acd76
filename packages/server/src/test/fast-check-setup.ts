import fc from 'fast-check';

/**
 * Property tests (dates, operations) draw from a fixed seed unless FC_SEED says otherwise:
 * a run of `npm test` is repeatable, so CI never fails on an input no one has seen before.
 * Explore new inputs with `FC_SEED=random npx vitest run <file>` (or any number); a failure
 * prints the seed and path that reproduce it.
 */
const fromEnv = process.env.FC_SEED;
if (fromEnv !== 'random') {
  fc.configureGlobal({ seed: fromEnv === undefined ? 20261125 : Number(fromEnv) });
}
