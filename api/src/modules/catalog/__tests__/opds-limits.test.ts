import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook } from '../../../../test/factories';
import { makeImage } from '../../../../test/images';
import { MESSAGES } from '../../../config/limits';
import { IssuePage } from '../../issues/issue-page.entity';
import type { Issue } from '../../issues/issue.entity';
import { pageTranscodes } from '../catalog.service';

/** OPDS page streaming: a per-IP request limit and a cap on concurrent transcodes. */

let app: TestApp;
let issue: Issue;

beforeAll(async () => {
  app = await startTestApp({ opdsPageRateLimit: 3 });
  ({
    issues: [issue],
  } = await buildBook(app, { issue: { pages: 1 } }));
  const [page] = await app.em().find(IssuePage, { issue: issue.id });
  await app.deps.media.storage.put(
    page.image.key,
    await makeImage({ width: 800, height: 1200 }),
    'image/png',
  );
});
beforeEach(async () => {
  await app.em().getConnection().execute('delete from rate_limits');
});
afterAll(async () => {
  await app.close();
});

test('past the per-IP limit a page request is a 429 with Retry-After and a clear message', async () => {
  for (let i = 0; i < 3; i += 1) {
    const res = await app.http().get(`/opds/issues/${issue.id}/pages/0?width=480`);
    expect(res.status).toBeLessThan(400);
  }
  const refused = await app.http().get(`/opds/issues/${issue.id}/pages/0?width=480`);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(refused.text).toBe(MESSAGES.opdsPagesTooMany);
});

test('while every transcode slot and queue place is taken, a transcode is a 429, not a pile-up', async () => {
  const held: (() => void)[] = [];
  const queued: Promise<() => void>[] = [];
  for (let i = 0; i < pageTranscodes.max; i += 1) held.push(await pageTranscodes.acquire()!);
  for (let i = 0; i < pageTranscodes.maxWaiting; i += 1) queued.push(pageTranscodes.acquire()!);
  expect(pageTranscodes.acquire()).toBeNull();
  try {
    const busy = await app.http().get(`/opds/issues/${issue.id}/pages/0`);
    expect(busy.status).toBe(429);
    expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(busy.text).toBe(MESSAGES.opdsTranscodesBusy);
  } finally {
    // Each release hands its slot to the next in the queue, which then releases in turn.
    held.forEach((release) => release());
    for (const slot of queued) (await slot)();
  }
  const served = await app.http().get(`/opds/issues/${issue.id}/pages/0`);
  expect(served.status).toBe(200);
  expect(served.headers['content-type']).toBe('image/jpeg');
});
