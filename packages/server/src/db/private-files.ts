import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Modes of everything under DATA_DIR (the embedded database, its lock file, `.eml` mails):
 * the server's account only. Another local account that could write there could rewrite a
 * staff password hash; one that could read there would read visitors' personal data.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Called first at server and CLI start, before anything is created: files and folders the
 * process creates from then on — PGlite writes its files with mode 0666 and lets the umask
 * decide — are for the server's account only. The main thread's call (Node refuses it in a
 * worker thread).
 */
export function usePrivateFileModes(): void {
  process.umask(0o077);
}

/**
 * Creates `dir` when missing and makes it and everything under it private: folders 0700,
 * files 0600. Run at every open of the data directory, so a folder made by an older version
 * or by hand (0755, files 0644) is closed too. Symbolic links are left alone (their target
 * may be outside).
 */
export function makePrivateTree(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const walk = (entry: string): void => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(entry, PRIVATE_DIR_MODE);
      for (const name of readdirSync(entry)) walk(path.join(entry, name));
    } else if ((stat.mode & 0o777) !== PRIVATE_FILE_MODE) {
      chmodSync(entry, PRIVATE_FILE_MODE);
    }
  };
  walk(dir);
}
