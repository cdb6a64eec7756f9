import fs from 'node:fs';
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LIMITS, MESSAGES } from '../../../config/limits';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser } from '../../../../test/factories';
import { makeImage, makeNoisePngOver } from '../../../../test/images';
import { enqueueMediaSweep } from '../../../../test/media-sweep';
import { newSpoolPath, ownSpoolDir, releaseSpoolPath, SPOOL_HOST } from '../spool';
import { sweepSpool } from '../spool-sweep';
import { configureUploads, uploadsInFlight } from '../upload-slots';

const QUOTA = 300 * 1024;
const HOUR_AGO = new Date(Date.now() - 2 * 60 * 60_000);

let app: TestApp;
let server: http.Server;
let port: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-spool-test-'));
const root = path.join(dataDir, 'spool');

/** A file in the spool, optionally with an old mtime (a request that died long ago). */
function put(relative: string, old = false): string {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'spooled bytes');
  if (old) fs.utimesSync(file, HOUR_AGO, HOUR_AGO);
  return file;
}
const exists = (file: string) => fs.existsSync(file);

// Left before the app starts, as by API processes killed with SIGKILL mid-upload.
const before = {
  deadPid: put(`${SPOOL_HOST}_99999999_abcdef/dead-request`),
  restartedContainer: put(`${SPOOL_HOST}_${process.pid}_0123ab/before-restart`),
  liveProcessFresh: put(`${SPOOL_HOST}_${process.ppid}_abcdef/in-flight`),
  liveProcessOld: put(`${SPOOL_HOST}_${process.ppid}_abcdef/long-dead`, true),
  otherHostFresh: put('other-host_4242_abcdef/in-flight'),
  otherHostOld: put('other-host_4242_abcdef/long-dead', true),
};

beforeAll(async () => {
  app = await startTestApp({
    dataDir,
    uploadsInFlightPerUser: 1,
    uploadsInFlightMax: 2,
    uploadSpoolQuotaBytes: QUOTA,
    uploadSpoolMinFreeBytes: 0,
  });
  server = http.createServer(app.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const spoolFiles = () => (exists(ownSpoolDir()) ? fs.readdirSync(ownSpoolDir()) : []);

async function eventually(check: () => boolean, ms = 20_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

const PHOTO = '/api/v1/users/update-profile-photo';
const photo = () => makeImage({ width: 60, height: 60 });
const v1Photo = async (token: string, file?: Buffer) =>
  app
    .http()
    .patch(PHOTO)
    .set('authorization', `Bearer ${token}`)
    .attach('profilePhoto', file ?? (await photo()), {
      filename: 'p.png',
      contentType: 'image/png',
    });
const gqlPhoto = async (token: string, file?: Buffer) =>
  app.gqlUpload<{ updateProfilePhotos: { id: number } }>(
    `mutation($profilePhoto: Upload) { updateProfilePhotos(profilePhoto: $profilePhoto) { id } }`,
    {},
    { profilePhoto: { buffer: file ?? (await photo()), filename: 'p.png' } },
    token,
  );

/** A v1 photo upload whose body is sent only in part: it stays in flight until finished or cut. */
async function slowUpload(token: string) {
  const file = await photo();
  const boundary = 'slow-upload-boundary';
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'PATCH',
    path: PHOTO,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'transfer-encoding': 'chunked',
    },
  });
  const status = new Promise<number>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
  });
  req.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="profilePhoto"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  req.write(file.subarray(0, 100));
  return {
    status,
    finish: () =>
      req.end(Buffer.concat([file.subarray(100), Buffer.from(`\r\n--${boundary}--\r\n`)])),
    cut: () => req.destroy(),
  };
}

describe('the temp files of dead uploads are swept', () => {
  test('at start: folders of dead processes on this machine, and stale files elsewhere; never a fresh file of a live process', () => {
    expect(exists(before.deadPid)).toBe(false);
    expect(exists(before.restartedContainer)).toBe(false);
    expect(exists(before.liveProcessOld)).toBe(false);
    expect(exists(before.otherHostOld)).toBe(false);
    expect(exists(before.liveProcessFresh)).toBe(true);
    expect(exists(before.otherHostFresh)).toBe(true);
  });

  test("by the media sweep job: this process's files no request holds, a dead process's folder; a live request's file stays", async () => {
    const live = await newSpoolPath();
    fs.writeFileSync(live, 'a request still reading this');
    const orphan = path.join(ownSpoolDir(), 'left-by-a-failed-cleanup');
    fs.writeFileSync(orphan, 'x');
    const dead = put(`${SPOOL_HOST}_99999998_abcdef/dead-request`);
    const legacy = path.join(os.tmpdir(), 'panelhouse-uploads', `spool-test-${process.pid}`);
    fs.mkdirSync(path.dirname(legacy), { recursive: true });
    fs.writeFileSync(legacy, 'x');
    fs.utimesSync(legacy, HOUR_AGO, HOUR_AGO);

    await enqueueMediaSweep(app.deps, 24 * 60 * 60_000);
    expect(await eventually(() => !exists(orphan) && !exists(dead) && !exists(legacy))).toBe(true);
    expect(exists(live)).toBe(true);
    expect(exists(before.liveProcessFresh)).toBe(true);
    await releaseSpoolPath(live);
    expect(exists(live)).toBe(false);
  });
});

test('a process killed with SIGKILL mid-upload: its spool folder is swept at the next start', async () => {
  // A child process spools half an upload into this app's spool root, then is killed -9.
  const script = `
    const { PassThrough } = require('node:stream');
    const spool = require(${JSON.stringify(path.resolve(__dirname, '../spool.ts'))});
    spool.configureSpool({ root: ${JSON.stringify(root)}, quotaBytes: 0, minFreeBytes: 0 });
    const body = new PassThrough();
    spool.spoolToTempFile(body, 'page.png', 1e9);
    body.write(Buffer.alloc(64 * 1024, 1));
    setTimeout(() => console.log(spool.ownSpoolDir()), 200);
    setInterval(() => undefined, 1000);
  `;
  const child = spawn(process.execPath, ['-r', '@swc-node/register', '-e', script], {
    cwd: path.resolve(__dirname, '../../../..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let childDir: string;
  try {
    childDir = await new Promise<string>((resolve) =>
      child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
    );
    expect(fs.readdirSync(childDir)).toHaveLength(1);
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
  expect(fs.readdirSync(childDir)).toHaveLength(1);

  // What createDeps runs at start.
  await sweepSpool();
  expect(exists(childDir)).toBe(false);
  expect(exists(before.liveProcessFresh)).toBe(true);
}, 30_000);

describe('uploads in flight are limited per user and in total', () => {
  test('past the per-user limit: 429 (v1) / RATE_LIMITED (GraphQL) with Retry-After; past the total: 429; freed slots admit again', async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const c = await buildUser(app);
    const first = await slowUpload(a.token);
    await eventually(() => uploadsInFlight(a.user.id) === 1, 5000);

    const again = await v1Photo(a.token);
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBe(String(LIMITS.uploadsRetryAfterSeconds));
    expect(again.body).toEqual({ status: 'fail', message: MESSAGES.uploadsInFlight(1) });
    const gql = await gqlPhoto(a.token);
    expect(gql.errors?.[0]).toMatchObject({
      message: MESSAGES.uploadsInFlight(1),
      extensions: { code: 'RATE_LIMITED', retryAfter: LIMITS.uploadsRetryAfterSeconds },
    });

    const second = await slowUpload(b.token);
    await eventually(() => uploadsInFlight() === 2, 5000);
    const busy = await v1Photo(c.token);
    expect(busy.status).toBe(429);
    expect(busy.body.message).toBe(MESSAGES.uploadsBusy);

    first.finish();
    expect(await first.status).toBe(200);
    second.cut();
    expect(await eventually(() => uploadsInFlight() === 0, 5000)).toBe(true);
    expect((await v1Photo(c.token)).status).toBe(200);
    expect((await gqlPhoto(a.token)).errors).toBeUndefined();
    expect(await eventually(() => spoolFiles().length === 0, 5000)).toBe(true);
  });
});

describe('the spool has a quota and needs free disk space', () => {
  test('an upload that would take the spool past its quota is refused (503, Retry-After) and leaves nothing behind', async () => {
    const { token } = await buildUser(app);
    const big = await makeNoisePngOver(QUOTA + 50 * 1024);
    const v1 = await v1Photo(token, big);
    expect(v1.status).toBe(503);
    expect(v1.headers['retry-after']).toBeDefined();
    expect(v1.body).toEqual({ status: 'error', message: MESSAGES.uploadSpaceShort });
    expect(spoolFiles()).toEqual([]);

    const gql = await gqlPhoto(token, big);
    expect(gql.status).toBe(503);
    expect(gql.errors?.[0]).toMatchObject({
      message: MESSAGES.uploadSpaceShort,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(spoolFiles()).toEqual([]);
    expect(uploadsInFlight()).toBe(0);
    // Under the quota, the same user uploads as usual.
    expect((await v1Photo(token)).status).toBe(200);
  });

  test('while the disk has less free space than the minimum, uploads are refused before their body is read', async () => {
    const { token } = await buildUser(app);
    configureUploads({ ...app.config, uploadSpoolMinFreeBytes: Number.MAX_SAFE_INTEGER });
    try {
      const res = await v1Photo(token);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(MESSAGES.uploadSpaceShort);
      expect(spoolFiles()).toEqual([]);
    } finally {
      configureUploads(app.config);
    }
    expect((await v1Photo(token)).status).toBe(200);
  });
});
