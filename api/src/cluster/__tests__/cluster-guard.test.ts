import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../../test/harness';
import { dbOf, type Db } from '../../db/sql';
import { enqueueMediaSweep } from '../../../test/media-sweep';
import {
  ClusterMismatchError,
  checkClusterSecret,
  claimLocalMedia,
  secretFingerprint,
} from '../cluster-guard';
import { workerHealthServer } from '../worker-health';

let app: TestApp;
let db: Db;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
  db = dbOf(app.em(), app.deps);
});
afterAll(async () => {
  await app.close();
});

const SECRET_A = 'a'.repeat(40);
const SECRET_B = 'b'.repeat(40);

describe('one JWT secret per cluster', () => {
  test('the fingerprint identifies a secret without containing it', () => {
    expect(secretFingerprint(SECRET_A)).toMatch(/^[0-9a-f]{64}$/);
    expect(secretFingerprint(SECRET_A)).not.toContain('aaaa');
    expect(secretFingerprint(SECRET_A)).not.toBe(secretFingerprint(SECRET_B));
  });

  test('the first process records its secret; one with another secret refuses to start', async () => {
    await checkClusterSecret(db, SECRET_A, { source: 'JWT_SECRET' });
    await checkClusterSecret(db, SECRET_A, { source: 'JWT_SECRET' });
    const refused = checkClusterSecret(db, SECRET_B, { source: '/data/b/secrets.json' });
    await expect(refused).rejects.toThrow(ClusterMismatchError);
    await expect(
      checkClusterSecret(db, SECRET_B, { source: '/data/b/secrets.json' }),
    ).rejects.toThrow(
      /from \/data\/b\/secrets\.json\) is not the one .* Give every process the same JWT_SECRET/,
    );
    const [row] = await app
      .em()
      .getConnection()
      .execute(`select value from cluster_settings where key = 'jwt-secret-fingerprint'`);
    expect(JSON.stringify(row)).not.toContain(SECRET_A);
  });

  test('JWT_SECRET_ROTATE=1 adopts the new secret; then the old one is refused', async () => {
    await checkClusterSecret(db, SECRET_B, { source: 'JWT_SECRET', rotate: true });
    await checkClusterSecret(db, SECRET_B, { source: 'JWT_SECRET' });
    await expect(checkClusterSecret(db, SECRET_A, { source: 'JWT_SECRET' })).rejects.toThrow(
      ClusterMismatchError,
    );
  });
});

describe('local media on one host only', () => {
  test('a second host or directory with local media refuses to start', async () => {
    const stopA = await claimLocalMedia(db, 'host-a:/data');
    // The same owner again (a restart, or a second process on the same disk) is fine.
    const stopA2 = await claimLocalMedia(db, 'host-a:/data');
    await expect(claimLocalMedia(db, 'host-b:/data')).rejects.toThrow(
      /another process stores it elsewhere \(host-a:\/data\).*set S3_BUCKET/,
    );
    // MEDIA_LOCAL_SHARED=1: one filesystem mounted by every host.
    const stopShared = await claimLocalMedia(db, 'host-b:/data', { shared: true });
    await stopShared();
    // A clean shutdown withdraws the claim: another host may start at once.
    await stopA2();
    await stopA();
    const stopB = await claimLocalMedia(db, 'host-b:/data');
    await stopB();
  });

  test('a claim not refreshed for three minutes is stale', async () => {
    await app
      .em()
      .getConnection()
      .execute(
        `insert into cluster_settings (key, value) values ('local-media:host-x:/data', 'host-x:/data')`,
      );
    await expect(claimLocalMedia(db, 'host-c:/data')).rejects.toThrow(/host-x/);
    await app
      .em()
      .getConnection()
      .execute(
        `update cluster_settings set updated_at = now() - interval '4 minutes' where key like 'local-media:%'`,
      );
    const stop = await claimLocalMedia(db, 'host-c:/data');
    await stop();
  });
});

describe('periodic work once per cluster', () => {
  const sweepJobs = async () => {
    const [row] = await app
      .em()
      .getConnection()
      .execute<{ n: string }[]>(
        `select count(*)::int as n from pgboss.job where name = 'media.sweep'`,
      );
    return Number(row.n);
  };

  test('every process enqueues the sweep of an interval; the cluster gets one job', async () => {
    const interval = 60 * 60_000;
    const now = Date.UTC(2026, 10, 23, 10, 5);
    // Three processes ticking within the same hour (their timers are not aligned).
    await enqueueMediaSweep(app.deps, interval, now);
    await enqueueMediaSweep(app.deps, interval, now + 20 * 60_000);
    await enqueueMediaSweep(app.deps, interval, now + 54 * 60_000);
    expect(await sweepJobs()).toBe(1);
    // The next hour is the next run.
    await enqueueMediaSweep(app.deps, interval, now + 60 * 60_000);
    expect(await sweepJobs()).toBe(2);
  });
});

describe('the worker health check', () => {
  test('GET /healthz answers 200 while the database answers; anything else is a 404', async () => {
    const server = workerHealthServer(app.deps.orm);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', role: 'worker' });
      const other = await fetch(`http://127.0.0.1:${port}/graphql`);
      expect(other.status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
