import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIMITS } from '../../config/limits';
import type { Logger } from '../../shared/logger';
import { isLiveSpoolFile, OWN_SPOOL_DIR_NAME, SPOOL_HOST, spoolSettings } from './spool';

/** Where spool files went before each process had its own folder (swept by age only). */
const LEGACY_SPOOL_DIR = path.join(os.tmpdir(), 'panelhouse-uploads');

/** `<host>_<pid>_<token>`, the folder of one process (media/spool.ts). */
const PROCESS_DIR = /^(.+)_(\d+)_([0-9a-f]+)$/;

/** Does a process with this pid exist on this machine? (EPERM: it does, as another user.) */
function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function entries(dir: string): Promise<fs.Dirent[]> {
  return fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
}

/**
 * Deletes the temp files of dead requests; never a file a live request may still use:
 *
 * - this process's folder: every file no request or job of this process holds;
 * - the folder of a process on this machine that is gone (its pid is free, or it is our own
 *   pid with another start token, as in a restarted container): the whole folder;
 * - any other folder (a live process here, a replica on another host sharing DATA_DIR), and
 *   the folder older versions used: files untouched for longer than any request lasts
 *   (LIMITS.spoolStaleMinutes).
 */
export async function sweepSpool(
  options: { now?: number; log?: Logger } = {},
): Promise<{ deleted: string[] }> {
  try {
    return await sweep(options);
  } catch (error) {
    // A folder it may not touch (permissions) must not stop a start or the media sweep.
    options.log?.warn('the spool sweep failed; it runs again with the next media sweep', {
      error: String(error),
    });
    return { deleted: [] };
  }
}

async function sweep(options: { now?: number; log?: Logger }): Promise<{ deleted: string[] }> {
  const { root } = spoolSettings();
  const cutoff = (options.now ?? Date.now()) - LIMITS.spoolStaleMinutes * 60_000;
  const deleted: string[] = [];
  const remove = async (target: string) => {
    await fs.promises.rm(target, { recursive: true, force: true });
    deleted.push(target);
  };
  const removeIfStale = async (target: string) => {
    const stat = await fs.promises.stat(target).catch(() => undefined);
    if (stat && stat.mtimeMs < cutoff) await remove(target);
  };
  const removeStale = async (dir: string) => {
    for (const entry of await entries(dir)) await removeIfStale(path.join(dir, entry.name));
  };

  for (const entry of await entries(root)) {
    const full = path.join(root, entry.name);
    if (!entry.isDirectory()) {
      await removeIfStale(full);
      continue;
    }
    if (entry.name === OWN_SPOOL_DIR_NAME) {
      for (const file of await entries(full)) {
        const target = path.join(full, file.name);
        if (!isLiveSpoolFile(target)) await remove(target);
      }
      continue;
    }
    const owner = PROCESS_DIR.exec(entry.name);
    const pid = owner ? Number(owner[2]) : NaN;
    const deadHere =
      owner !== null && owner[1] === SPOOL_HOST && (pid === process.pid || !pidAlive(pid));
    if (deadHere) await remove(full);
    else {
      await removeStale(full);
      // The folder of a process long gone elsewhere: empty and untouched since (rmdir refuses a non-empty one).
      const stat = await fs.promises.stat(full).catch(() => undefined);
      if (stat && stat.mtimeMs < cutoff) await fs.promises.rmdir(full).catch(() => undefined);
    }
  }
  await removeStale(LEGACY_SPOOL_DIR);
  if (deleted.length > 0)
    options.log?.info(`spool sweep deleted ${deleted.length} temp file(s) of dead uploads`);
  return { deleted };
}
