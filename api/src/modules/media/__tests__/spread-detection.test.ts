import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, testCover } from '../../../../test/factories';
import { makeImage } from '../../../../test/images';
import { IssuePage } from '../../issues/issue-page.entity';
import {
  makePageDerivatives,
  PAGE_DERIVATIVES_JOB,
  type PageDerivativesJob,
} from '../derivatives.jobs';

// The worker is off: each test runs the job itself, after whatever the creator did first.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  await app.close();
});

const CREATE_ISSUE = `mutation ($bookId: Int!, $input: IssueDetailsInput!, $cover: Upload!, $pages: [Upload!]!) {
  createIssue(bookId: $bookId, input: $input, cover: $cover, pages: $pages) { id } }`;
const SET = `mutation ($issueId: Int!, $input: IssueLayoutInput!) {
  setIssueLayout(issueId: $issueId, input: $input) { id } }`;

/** Real images: a portrait page, a landscape spread, a landscape too small for derivatives. */
const PORTRAIT = { width: 1000, height: 1500 };
const LANDSCAPE = { width: 1900, height: 1400 };
const SMALL_LANDSCAPE = { width: 300, height: 200 };

async function createIssue(sizes: { width: number; height: number }[]) {
  const owner = await buildUser(app);
  const { book } = await buildBook(app, { publisher: owner.user, files: true });
  const files: Record<string, { buffer: Buffer; filename: string }> = {
    cover: { buffer: await testCover(), filename: 'c.png' },
  };
  for (const [i, size] of sizes.entries())
    files[`pages.${i}`] = {
      buffer: await makeImage({ ...size, format: 'jpeg' }),
      filename: `p${i + 1}.jpg`,
    };
  const result = await app.gqlUpload<{ createIssue: { id: number } }>(
    CREATE_ISSUE,
    {
      bookId: book.id,
      input: {
        title: 'Spreads',
        description: 'Pages of both shapes.',
        credits: [{ userId: owner.user.id, roles: ['ARTIST'] }],
      },
      pages: sizes.map(() => null),
    },
    files,
    owner.token,
  );
  expect(result.errors).toBeUndefined();
  return { owner, issueId: result.data!.createIssue.id };
}

async function pagesOf(issueId: number) {
  return app.em().find(IssuePage, { issue: issueId }, { orderBy: { pageNumber: 'asc' } });
}

/** The job the upload enqueued for these pages (the worker is off, so it waits). */
async function jobFor(issueId: number): Promise<PageDerivativesJob> {
  const ids = (await pagesOf(issueId)).map((p) => p.id);
  const found = await app
    .em()
    .getConnection()
    .execute<{ data: PageDerivativesJob }[]>(`select data from pgboss.job where name = ?`, [
      PAGE_DERIVATIVES_JOB,
    ]);
  const jobs = found.map((r) => r.data).filter((d) => d.pages.some((p) => ids.includes(p.id)));
  expect(jobs).toHaveLength(1);
  return jobs[0];
}

test('the job marks pages wider than tall as spreads, and only those', async () => {
  const { issueId } = await createIssue([PORTRAIT, LANDSCAPE, SMALL_LANDSCAPE]);
  // Nothing is decided in the request: detection is the background job's.
  expect((await pagesOf(issueId)).map((p) => p.isSpread)).toEqual([false, false, false]);
  const job = await jobFor(issueId);
  // The small landscape page needs no derivatives but is listed for detection.
  expect(job.pages).toHaveLength(3);
  await makePageDerivatives(app.deps, job);
  const pages = await pagesOf(issueId);
  expect(
    pages.map((p) => [p.image.width, p.image.height, p.isSpread, p.spreadSetByCreator]),
  ).toEqual([
    [1000, 1500, false, false],
    [1900, 1400, true, false],
    [300, 200, true, false],
  ]);
  expect(pages[1].image.variantWidths!.length).toBeGreaterThan(0);
});

test('a portrait page too small for derivatives gets no job at all', async () => {
  const { issueId } = await createIssue([{ width: 300, height: 450 }]);
  const ids = (await pagesOf(issueId)).map((p) => p.id);
  const found = await app
    .em()
    .getConnection()
    .execute<{ data: PageDerivativesJob }[]>(`select data from pgboss.job where name = ?`, [
      PAGE_DERIVATIVES_JOB,
    ]);
  expect(found.filter((r) => r.data.pages.some((p) => ids.includes(p.id)))).toEqual([]);
});

test("the creator's choice is kept over detection, whichever way it goes", async () => {
  const { owner, issueId } = await createIssue([PORTRAIT, LANDSCAPE]);
  // Before the job runs the creator says: page 1 is a spread, page 2 is not.
  const set = await app.gql(
    SET,
    { issueId, input: { coverStandsAlone: true, pairOffset: 0, spreadPageNumbers: [1] } },
    owner.token,
  );
  expect(set.errors).toBeUndefined();
  const job = await jobFor(issueId);
  await makePageDerivatives(app.deps, job);
  // A retry of the same job changes nothing either.
  await makePageDerivatives(app.deps, job);
  expect((await pagesOf(issueId)).map((p) => [p.isSpread, p.spreadSetByCreator])).toEqual([
    [true, true],
    [false, true],
  ]);
});
