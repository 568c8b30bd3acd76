import { rmSync } from 'node:fs';
import { E2E } from './env';

export default async function globalTeardown(): Promise<void> {
  rmSync(E2E.dataDir, { recursive: true, force: true });
  rmSync(E2E.templateDir, { recursive: true, force: true });
}
