/**
 * Test helper run as a separate process (`node --import tsx hold-data-dir-lock.ts <dir>
 * <renewMs> <staleMs>`): takes the data directory lock and holds it until killed. Prints
 * `acquired` or `refused: <message>` (exit 3); losing the lease exits 1 (the default).
 */
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock';

const [dataDir, renewMs, staleMs] = process.argv.slice(2);
try {
  await acquireDataDirLock(dataDir!, { renewMs: Number(renewMs), staleMs: Number(staleMs) });
  process.stdout.write('acquired\n');
  setInterval(() => undefined, 60_000); // stay alive; the lease timer is unref()ed
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  process.stdout.write(`refused: ${err.message}\n`);
  process.exit(3);
}
