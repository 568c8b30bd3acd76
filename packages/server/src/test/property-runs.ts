/**
 * Runs of a property test (fast-check `numRuns`): the file's CI size unless FC_RUNS says
 * otherwise. Raise it by hand to search harder, e.g. `FC_RUNS=500 FC_SEED=random npx vitest
 * run packages/server/src/http/dates.property.test.ts` (docs/decisions/testing.md).
 */
export function propertyRuns(ciSize: number, env: NodeJS.ProcessEnv = process.env): number {
  const raised = env.FC_RUNS;
  if (raised === undefined || raised === '') return ciSize;
  const runs = Number(raised);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`FC_RUNS must be a whole number of at least 1, not "${raised}"`);
  return runs;
}
