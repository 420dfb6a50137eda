// DATA_DIR holds health data (the embedded database, uploaded photos) and the secrets that sign tokens: only
// the user running the API may read or write any of it. New files get that from the umask and the folders'
// own 0700, but PGlite sets its files' modes itself (most readable by all): what it, an earlier version or
// another tool left looser is tightened at each start and stop (upstream/src/server.ts).
import { chmodSync, existsSync, lstatSync, readdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** Group and others get no bit of what this process creates. */
const PRIVATE_UMASK = 0o077;
const SHARED_BITS = 0o077;

/** From now on, this process and those it starts create files 0600 and folders 0700 at most. */
export function keepNewFilesPrivate(): void {
  // A worker thread may not change the process's umask; the folders' own 0700 still hold there.
  if (isMainThread) process.umask(PRIVATE_UMASK);
}

/**
 * Takes group's and others' bits off `folder` and everything under it (links inside are left alone: they point
 * elsewhere; `folder` itself may be one). Answers the paths it could not change, such as another user's files.
 */
export function tightenFolder(folder: string): string[] {
  const failed: string[] = [];
  const visit = (path: string) => {
    let stats: ReturnType<typeof lstatSync>;
    try {
      stats = lstatSync(path);
    } catch {
      return; // gone meanwhile
    }
    if (stats.isSymbolicLink()) return;
    if (stats.mode & SHARED_BITS) {
      try {
        chmodSync(path, stats.mode & 0o7777 & ~SHARED_BITS);
      } catch {
        failed.push(path);
      }
    }
    if (!stats.isDirectory()) return;
    let entries: string[];
    try {
      entries = readdirSync(path);
    } catch {
      failed.push(path);
      return;
    }
    for (const entry of entries) visit(join(path, entry));
  };
  if (existsSync(folder)) visit(realpathSync(folder));
  return failed;
}

/** DATA_DIR, when there is one, tightened; a warning naming the folder when something in it could not be. */
export function keepDataDirPrivate(dataDir: string, warn: (message: string) => void): void {
  const failed = tightenFolder(dataDir);
  if (failed.length > 0)
    warn(
      `${failed.length} file(s) or folder(s) in ${dataDir} stay readable by other users of this machine (first: ${failed[0]}); run chmod -R go-rwx ${dataDir} as their owner`,
    );
}
