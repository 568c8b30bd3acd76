import { afterAll } from 'vitest';
import { formatMismatches, takeContractMismatches } from './contract';

// Setup file of the server tests (vitest.config.ts): after each test file, every response
// its apps sent is checked against the OpenAPI document (test/contract.ts). Registered
// first, so it runs after the file's own afterAll hooks.
afterAll(() => {
  const mismatches = takeContractMismatches();
  if (mismatches.length === 0) return;
  const message =
    `API contract: ${mismatches.length} responses differ from the OpenAPI document ` +
    `(/api/docs/json; declare the status or code at the route, see http/openapi):\n` +
    formatMismatches(mismatches);
  // at once in the log too: the error itself is only reported when the whole run ends
  console.error(message);
  throw new Error(message);
});
