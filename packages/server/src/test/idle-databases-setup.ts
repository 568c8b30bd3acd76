import { afterAll } from 'vitest';
import { closeIdleDatabases } from './databases';

// Setup file of the server tests (vitest.config.ts): registered before the file's own hooks,
// so this afterAll runs after them — the file's apps are closed, their PGlite instances
// emptied and idle — and closes those instances: the next file of the worker starts its own.
afterAll(closeIdleDatabases);
