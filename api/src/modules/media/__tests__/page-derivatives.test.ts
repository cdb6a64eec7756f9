import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, storedKeys, testCover } from '../../../../test/factories';
import { makeImage } from '../../../../test/images';
import { dbOf } from '../../../db/sql';
import type { JobQueue } from '../../../jobs/job-queue';
import { IssuePage } from '../../issues/issue-page.entity';
import { Issue } from '../../issues/issue.entity';
import { publishingRows } from '../../publish/__tests__/helpers';
import {
  makePageDerivatives,
  PAGE_DERIVATIVES_JOB,
  type PageDerivativesJob,
} from '../derivatives.jobs';
import { keysOf, variantKey } from '../media-keys';
import { sweepOrphanMedia } from '../media-sweep';
import { MediaService } from '../media.service';
import { FailingStorage } from '../../../../test/failing-storage';

// The worker is off: the test decides when the job runs, as after a crash between the
// commit and the worker picking the job up.
let app: TestApp;
let original: MediaService;
let originalJobs: JobQueue;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
  original = app.deps.media;
  originalJobs = app.deps.jobs;
});
afterEach(() => {
  app.deps.media = original;
  app.deps.jobs = originalJobs;
});
afterAll(async () => {
  await app.close();
});

const CREATE_ISSUE = `mutation ($bookId: Int!, $input: IssueDetailsInput!, $cover: Upload!, $pages: [Upload!]!) {
  createIssue(bookId: $bookId, input: $input, cover: $cover, pages: $pages) { id } }`;

/** Pages wide enough for two derivative widths (480 and 960). */
const widePage = (exif = false) =>
  makeImage({ width: 1000, height: 1500, format: 'jpeg', withExif: exif });

async function createIssue(pages: Buffer[]) {
  const owner = await buildUser(app);
  const { book } = await buildBook(app, { publisher: owner.user, files: true });
  const files: Record<string, { buffer: Buffer; filename: string }> = {
    cover: { buffer: await testCover(), filename: 'c.png' },
  };
  pages.forEach((buffer, i) => (files[`pages.${i}`] = { buffer, filename: `p${i + 1}.jpg` }));
  const result = await app.gqlUpload<{ createIssue: { id: number } }>(
    CREATE_ISSUE,
    {
      bookId: book.id,
      input: {
        title: 'Wide',
        description: 'Big pages.',
        credits: [{ userId: owner.user.id, roles: ['ARTIST'] }],
      },
      pages: pages.map(() => null),
    },
    files,
    owner.token,
  );
  return { result, owner, book };
}

async function jobsFor(pageIds: number[]): Promise<PageDerivativesJob[]> {
  const found = await app
    .em()
    .getConnection()
    .execute<{ data: PageDerivativesJob }[]>(
      `select data from pgboss.job where name = ? order by created_on`,
      [PAGE_DERIVATIVES_JOB],
    );
  return found.map((r) => r.data).filter((d) => d.pages.some((p) => pageIds.includes(p.id)));
}

async function pagesOf(issueId: number): Promise<IssuePage[]> {
  return app.em().find(IssuePage, { issue: issueId }, { orderBy: { pageNumber: 'asc' } });
}

test('the upload commits originals only, with the job in the same transaction; the job then makes every derivative', async () => {
  const { result } = await createIssue([await widePage(), await widePage(true)]);
  expect(result.errors).toBeUndefined();
  const issueId = result.data!.createIssue.id;
  const pages = await pagesOf(issueId);
  expect(pages).toHaveLength(2);
  for (const page of pages) {
    expect(page.image.derivativesPendingSince).toBeInstanceOf(Date);
    expect(page.image.variantWidths).toEqual([]);
    expect(page.image.width).toBe(1000);
    expect(page.image.height).toBe(1500);
    // While pending the reader gets the original at its own width: no broken derivative URL.
    expect(app.deps.media.srcset(page.image)).toBe(`/media/${page.image.key} 1000w`);
    expect(await app.deps.media.storage.exists(variantKey(page.image.key, 480))).toBe(false);
  }
  // The page with EXIF was re-encoded in the request: its stored original carries none.
  const stripped = await sharp(
    await readAll(await original.storage.read(pages[1].image.key)),
  ).metadata();
  expect(stripped.exif).toBeUndefined();

  const jobs = await jobsFor(pages.map((p) => p.id));
  expect(jobs).toEqual([{ pages: pages.map((p) => ({ id: p.id, key: p.image.key })) }]);

  await makePageDerivatives(app.deps, jobs[0]);
  for (const page of await pagesOf(issueId)) {
    expect(page.image.derivativesPendingSince).toBeNull();
    expect(page.image.variantWidths).toEqual([480, 960]);
    for (const key of keysOf(page.image)) expect(await original.storage.exists(key)).toBe(true);
    const meta = await sharp(
      await readAll(await original.storage.read(variantKey(page.image.key, 960))),
    ).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 960]);
    expect(app.deps.media.srcset(page.image)).toContain('_w480.webp 480w');
  }
  // Running the job again (a retry after a crash once it finished) changes nothing.
  const keys = await storedKeys(app);
  await makePageDerivatives(app.deps, jobs[0]);
  expect(await storedKeys(app)).toEqual(keys);
});

const UPDATE_ISSUE = `mutation ($bookId: Int!, $issueNumber: Int!, $input: IssueDetailsInput!, $pageOrder: [PageSlotInput!]!, $newPages: [Upload!]) {
  updateIssue(bookId: $bookId, issueNumber: $issueNumber, input: $input, pageOrder: $pageOrder, newPages: $newPages) { id } }`;

test('pages added by an edit get their own job, naming only the new pages', async () => {
  const { result, owner, book } = await createIssue([await widePage()]);
  const issueId = result.data!.createIssue.id;
  const [kept] = await pagesOf(issueId);
  const edit = await app.gqlUpload(
    UPDATE_ISSUE,
    {
      bookId: book.id,
      issueNumber: 2,
      input: {
        title: 'Wide',
        description: 'Big pages.',
        credits: [{ userId: owner.user.id, roles: ['ARTIST'] }],
      },
      pageOrder: [{ existingPageId: kept.id }, { newPageIndex: 0 }],
      newPages: [null],
    },
    { 'newPages.0': { buffer: await widePage(), filename: 'added.jpg' } },
    owner.token,
  );
  expect(edit.errors).toBeUndefined();
  const [, added] = await pagesOf(issueId);
  expect(added.image.derivativesPendingSince).toBeInstanceOf(Date);
  expect(await jobsFor([added.id])).toEqual([{ pages: [{ id: added.id, key: added.image.key }] }]);
});

test('crash path: a storage failure mid-job keeps finished pages recorded; the retry makes the rest', async () => {
  const { result } = await createIssue([await widePage(), await widePage()]);
  const issueId = result.data!.createIssue.id;
  const pages = await pagesOf(issueId);
  const [job] = await jobsFor(pages.map((p) => p.id));
  // Page 1 writes puts 1-2; put 3 is page 2's first derivative.
  app.deps.media = new MediaService(new FailingStorage(original.storage, 3));
  await expect(makePageDerivatives(app.deps, job)).rejects.toThrow('injected storage failure');
  const [first, second] = await pagesOf(issueId);
  expect(first.image.variantWidths).toEqual([480, 960]);
  expect(second.image.derivativesPendingSince).toBeInstanceOf(Date);
  expect(second.image.variantWidths).toEqual([]);

  app.deps.media = original;
  await makePageDerivatives(app.deps, job);
  const [, retried] = await pagesOf(issueId);
  expect(retried.image.derivativesPendingSince).toBeNull();
  expect(retried.image.variantWidths).toEqual([480, 960]);
});

test('a page removed before its job runs is skipped: no derivative is written for it', async () => {
  const { result } = await createIssue([await widePage(), await widePage()]);
  const issueId = result.data!.createIssue.id;
  const pages = await pagesOf(issueId);
  const [job] = await jobsFor(pages.map((p) => p.id));
  await app.em().nativeDelete(IssuePage, { id: pages[1].id });
  await makePageDerivatives(app.deps, job);
  expect(await original.storage.exists(variantKey(pages[1].image.key, 480))).toBe(false);
  expect((await pagesOf(issueId))[0].image.variantWidths).toEqual([480, 960]);
});

test('the sweep keeps a pending original and the derivatives its job stored but has not recorded yet', async () => {
  const { result } = await createIssue([await widePage()]);
  const [page] = await pagesOf(result.data!.createIssue.id);
  // The job's state between storing a file and recording it on the row.
  const unrecorded = variantKey(page.image.key, 480);
  await original.storage.put(unrecorded, Buffer.from('webp'), 'image/webp');
  const stray = `${page.image.key.replace(/\.jpg$/, '')}_w777.webp`;
  await original.storage.put(stray, Buffer.from('webp'), 'image/webp');
  const swept = await sweepOrphanMedia(dbOf(app.em(), app.deps), original.storage, {
    graceMs: 0,
    now: new Date(Date.now() + 60_000),
  });
  expect(swept.deleted).toContain(stray);
  expect(swept.deleted).not.toContain(unrecorded);
  expect(swept.deleted).not.toContain(page.image.key);
  expect(await original.storage.exists(page.image.key)).toBe(true);
});

test('rollback: when the job cannot be written the upload leaves no rows, no files and no job', async () => {
  const owner = await buildUser(app);
  const { book } = await buildBook(app, { publisher: owner.user, files: true });
  const before = {
    rows: await publishingRows(app),
    keys: await storedKeys(app),
  };
  const failing = Object.create(originalJobs) as JobQueue;
  failing.send = async (em, name, data, options) => {
    if (name === PAGE_DERIVATIVES_JOB) throw new Error('injected queue failure');
    return originalJobs.send(em, name, data, options);
  };
  app.deps.jobs = failing;
  const res = await app.gqlUpload(
    CREATE_ISSUE,
    {
      bookId: book.id,
      input: {
        title: 'Lost',
        description: 'Never published.',
        credits: [{ userId: owner.user.id, roles: ['ARTIST'] }],
      },
      pages: [null],
    },
    {
      cover: { buffer: await testCover(), filename: 'c.png' },
      'pages.0': { buffer: await widePage(), filename: 'p.jpg' },
    },
    owner.token,
  );
  expect(res.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
  expect(await publishingRows(app)).toEqual(before.rows);
  expect(await storedKeys(app)).toEqual(before.keys);
  expect(await app.em().count(Issue, { book: book.id })).toBe(1);
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
