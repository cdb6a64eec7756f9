import path from 'node:path';
import type { AppConfig } from '../../config/env';
import { LIMITS, MESSAGES } from '../../config/limits';
import { rateLimited } from '../../shared/app-error';
import { assertSpoolRoom, configureSpool } from './spool';

/**
 * Uploads in flight (a request spooling, checking or storing files, an archive inspection),
 * counted in this process: per user and in total. Each holds a slot from before its body is
 * read until its temp files are gone, so one user cannot fill the disk with parallel
 * requests. Counted per process (per replica), not across the cluster: a refusal needs no
 * database round trip, and each process guards its own disk.
 */
const limits = { perUser: 0, total: 0 };
const perUser = new Map<number, number>();
let total = 0;

/** Applies the upload settings of `config` (in-flight limits, spool folder and quota); called at start. */
export function configureUploads(
  config: Pick<
    AppConfig,
    | 'dataDir'
    | 'uploadsInFlightPerUser'
    | 'uploadsInFlightMax'
    | 'uploadSpoolQuotaBytes'
    | 'uploadSpoolMinFreeBytes'
  >,
): void {
  limits.perUser = config.uploadsInFlightPerUser;
  limits.total = config.uploadsInFlightMax;
  configureSpool({
    root: path.join(config.dataDir, 'spool'),
    quotaBytes: config.uploadSpoolQuotaBytes,
    minFreeBytes: config.uploadSpoolMinFreeBytes,
  });
}

/** Uploads in flight in this process (for tests and logs). */
export function uploadsInFlight(userId?: number): number {
  return userId === undefined ? total : (perUser.get(userId) ?? 0);
}

/**
 * Takes an upload slot for `userId`, or refuses: RATE_LIMITED (429, Retry-After) past a
 * limit, SpoolFullError (503) when the spool has no room. Returns the release (idempotent).
 */
export async function takeUploadSlot(userId: number): Promise<() => void> {
  const mine = perUser.get(userId) ?? 0;
  if (limits.perUser > 0 && mine >= limits.perUser)
    throw rateLimited(MESSAGES.uploadsInFlight(limits.perUser), LIMITS.uploadsRetryAfterSeconds);
  if (limits.total > 0 && total >= limits.total)
    throw rateLimited(MESSAGES.uploadsBusy, LIMITS.uploadsRetryAfterSeconds);
  // Counted before the first await, so concurrent requests see each other.
  perUser.set(userId, mine + 1);
  total += 1;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    total -= 1;
    const left = (perUser.get(userId) ?? 1) - 1;
    if (left > 0) perUser.set(userId, left);
    else perUser.delete(userId);
  };
  try {
    await assertSpoolRoom();
  } catch (error) {
    release();
    throw error;
  }
  return release;
}

/** Runs `work` holding an upload slot of `userId`; the slot is given back however it ends. */
export async function withUploadSlot<T>(userId: number, work: () => Promise<T>): Promise<T> {
  const release = await takeUploadSlot(userId);
  try {
    return await work();
  } finally {
    release();
  }
}
