import crypto from 'node:crypto';
import os from 'node:os';
import type { AppConfig } from '../config/env';
import { exec, rows, type Db } from '../db/sql';
import type { Logger } from '../shared/logger';
import { clusterQueries as queries } from './cluster.queries';

/**
 * Start-up checks of a process that shares its database with others (docs/scaling.md
 * "Roles"): every replica must sign sessions with the same secret, and local media may be
 * served by one host only. A process that would break either refuses to start, with the
 * reason and the fix in its error message.
 */
export class ClusterMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClusterMismatchError';
  }
}

const SECRET_KEY = 'jwt-secret-fingerprint';
const LOCAL_MEDIA_PREFIX = 'local-media:';
/** A local-media claim not refreshed for this long belongs to a process that is gone. */
export const LOCAL_MEDIA_STALE_SECONDS = 180;
const LOCAL_MEDIA_HEARTBEAT_MS = 60_000;

/** Identifies a secret without revealing it: HMAC-SHA-256 keyed by the secret over a fixed label. */
export function secretFingerprint(secret: string): string {
  return crypto
    .createHmac('sha256', secret)
    .update('panelhouse cluster secret fingerprint v1')
    .digest('hex');
}

/**
 * The first process on a database records its JWT secret's fingerprint; every later one
 * must have the same secret. `rotate` replaces the recorded fingerprint (JWT_SECRET_ROTATE=1).
 */
export async function checkClusterSecret(
  db: Db,
  secret: string,
  options: { source: string; rotate?: boolean; log?: Logger },
): Promise<void> {
  const mine = secretFingerprint(secret);
  if (options.rotate) {
    await exec(db, queries.put, [SECRET_KEY, mine]);
    options.log?.warn('JWT_SECRET_ROTATE=1: this secret is now the cluster secret');
    return;
  }
  await exec(db, queries.claim, [SECRET_KEY, mine]);
  const [row] = await rows<{ value: string }>(db, queries.get, [SECRET_KEY]);
  if (row && row.value !== mine) {
    throw new ClusterMismatchError(
      `Refusing to start: this process's JWT secret (from ${options.source}) is not the one ` +
        'the other Panelhouse processes on this database use, so every session they signed ' +
        'would be rejected here and the other way round. Give every process the same ' +
        'JWT_SECRET. To replace the cluster secret on purpose (every session ends), start ' +
        'one process with JWT_SECRET_ROTATE=1, then restart the others with the new secret.',
    );
  }
}

/** Where this process keeps local media: host name and directory. */
export function localMediaOwner(config: Pick<AppConfig, 'dataDir'>): string {
  return `${os.hostname()}:${config.dataDir}`;
}

/**
 * Local media storage lives on one machine's disk: a file uploaded through one host is a 404
 * through another. Records this host as the local media owner and refuses to start while a
 * different host or directory holds a live claim (refreshed every minute, stale after
 * three). `MEDIA_LOCAL_SHARED=1` skips the check (the directory is one shared filesystem).
 * Returns the function that stops the refresh and withdraws the claim (a clean shutdown,
 * so a container recreated under a new host name may start at once).
 */
export async function claimLocalMedia(
  db: Db,
  owner: string,
  options: { shared?: boolean; log?: Logger; heartbeatMs?: number } = {},
): Promise<() => Promise<void>> {
  if (options.shared) return async () => undefined;
  const others = await rows<{ value: string }>(db, queries.liveOthers, [
    LOCAL_MEDIA_PREFIX,
    LOCAL_MEDIA_PREFIX + owner,
    LOCAL_MEDIA_STALE_SECONDS,
  ]);
  if (others.length > 0) {
    throw new ClusterMismatchError(
      `Refusing to start: media is stored on local disk (${owner}) while another process ` +
        `stores it elsewhere (${others.map((o) => o.value).join(', ')}); a file uploaded ` +
        'through one would be missing on the other. Replicas need a shared bucket: set ' +
        'S3_BUCKET (and S3_ENDPOINT, S3_PUBLIC_URL) on every process. If every process ' +
        'mounts the same media directory (a shared filesystem), set MEDIA_LOCAL_SHARED=1. A ' +
        `claim left by a process that is gone expires after ${LOCAL_MEDIA_STALE_SECONDS / 60} minutes.`,
    );
  }
  const refresh = () => exec(db, queries.put, [LOCAL_MEDIA_PREFIX + owner, owner]);
  await refresh();
  const timer = setInterval(() => {
    refresh().catch((error: unknown) =>
      options.log?.warn('could not refresh the local media claim', { error: String(error) }),
    );
  }, options.heartbeatMs ?? LOCAL_MEDIA_HEARTBEAT_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await exec(db, queries.remove, [LOCAL_MEDIA_PREFIX + owner]);
  };
}
