import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The repository's root and this folder. */
export const DEPLOY_DIR = import.meta.dirname;
export const ROOT = path.resolve(DEPLOY_DIR, '..');

/**
 * Fails the test, saying which Debian package to install, when `command` cannot be started.
 * The deploy tests check the recipes with the real tools and never skip: CI installs the
 * packages (.ci/run).
 */
export function requireTool(command: string, debianPackage: string, args = ['--version']): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error || result.status !== 0)
    throw new Error(
      `${command} is needed to check the deploy/ recipes and cannot be run here ` +
        `(${result.error?.message ?? `exit ${result.status}: ${result.stderr.trim()}`}). ` +
        `Install Debian's ${debianPackage}: apt-get install -y --no-install-recommends ${debianPackage}`,
    );
}
