import type { Test } from 'supertest';
import { LIMITS, MESSAGES, UPLOADS } from '../../../config/limits';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, storedKeys, testCover } from '../../../../test/factories';
import { makeImage } from '../../../../test/images';
import { noisePng } from '../../../../test/support/publish-client';
import { IssuePage } from '../../issues/issue-page.entity';
import { publishingRows } from '../../publish/__tests__/helpers';
import { derivativeWidths } from '../image-processor';
import {
  makePageDerivatives,
  PAGE_DERIVATIVES_JOB,
  type PageDerivativesJob,
} from '../derivatives.jobs';

// A spread (two printed pages side by side) may be twice a page's width on the web form and
// GraphQL; the v1 contract keeps its 1988 x 3056 pages. The worker is off: the test runs the job.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  await app.close();
});

const SPREAD = { width: LIMITS.spreadPage.maxWidth, height: LIMITS.spreadPage.maxHeight };
const CREATE_ISSUE = `mutation ($bookId: Int!, $input: IssueDetailsInput!, $cover: Upload!, $pages: [Upload!]!) {
  createIssue(bookId: $bookId, input: $input, cover: $cover, pages: $pages) {
    id pages(first: 10) { nodes { pageNumber isSpread image { width height } } } } }`;

async function createIssue(pages: Buffer[]) {
  const owner = await buildUser(app);
  const { book } = await buildBook(app, { publisher: owner.user, files: true });
  const files: Record<string, { buffer: Buffer; filename: string }> = {
    cover: { buffer: await testCover(), filename: 'c.png' },
  };
  pages.forEach((buffer, i) => (files[`pages.${i}`] = { buffer, filename: `p${i + 1}.png` }));
  const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
  const result = await app.gqlUpload<{ createIssue: any }>(
    CREATE_ISSUE,
    {
      bookId: book.id,
      input: {
        title: 'Wide',
        description: 'A spread.',
        credits: [{ userId: owner.user.id, roles: ['ARTIST'] }],
      },
      pages: pages.map(() => null),
    },
    files,
    owner.token,
  );
  return { result, before, owner };
}

describe('GraphQL (and so the web form)', () => {
  test('takes a 3976 x 3056 spread and keeps it at full resolution; the job marks it and makes wide derivatives', async () => {
    const spread = await makeImage({ ...SPREAD, format: 'jpeg' });
    const { result } = await createIssue([await makeImage({ width: 1000, height: 1500 }), spread]);
    expect(result.errors).toBeUndefined();
    const issueId = result.data!.createIssue.id;
    const pages = await app
      .em()
      .find(IssuePage, { issue: issueId }, { orderBy: { pageNumber: 'asc' } });
    expect([pages[1].image.width, pages[1].image.height]).toEqual([3976, 3056]);
    // The stored original is the uploaded file itself: nothing was scaled down.
    const chunks: Buffer[] = [];
    for await (const c of await app.deps.media.storage.read(pages[1].image.key))
      chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(spread)).toBe(true);

    const jobs = await app
      .em()
      .getConnection()
      .execute<{ data: PageDerivativesJob }[]>(`select data from pgboss.job where name = ?`, [
        PAGE_DERIVATIVES_JOB,
      ]);
    const job = jobs.map((j) => j.data).find((d) => d.pages.some((p) => p.id === pages[1].id))!;
    await makePageDerivatives(app.deps, job);
    const after = await app.em().findOneOrFail(IssuePage, pages[1].id, { refresh: true });
    expect(after.isSpread).toBe(true);
    expect(after.image.variantWidths).toEqual([480, 960, 1440, 2880]);
  });

  test('a spread may weigh up to twice a page (here over 2 MB); a portrait page may not', async () => {
    const heavySpread = await noisePng(1100, 800);
    expect(heavySpread.length).toBeGreaterThan(LIMITS.page.maxBytes);
    expect(heavySpread.length).toBeLessThan(LIMITS.spreadPage.maxBytes);
    const accepted = await createIssue([heavySpread]);
    expect(accepted.result.errors).toBeUndefined();

    const heavyPortrait = await noisePng(800, 1100);
    const refused = await createIssue([heavyPortrait]);
    expect(refused.result.errors?.[0]).toMatchObject({
      message: UPLOADS.printPage.tooLargeMessage,
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(await publishingRows(app)).toEqual(refused.before.rows);
    expect(await storedKeys(app)).toEqual(refused.before.keys);
  });

  test.each([
    ['a spread wider than 3976', { width: 3977, height: 2000 }],
    ['a spread taller than 3056', { width: 3976, height: 3057 }],
    ['a portrait page wider than 1988', { width: 1989, height: 2500 }],
  ])('refuses %s and stores nothing', async (_name, size) => {
    const { result, before } = await createIssue([await makeImage({ ...size, format: 'jpeg' })]);
    expect(result.errors?.[0]).toMatchObject({
      message: UPLOADS.printPage.dimensionMessage,
      extensions: { code: 'BAD_USER_INPUT', field: 'pages[0]' },
    });
    expect(await publishingRows(app)).toEqual(before.rows);
    expect(await storedKeys(app)).toEqual(before.keys);
  });
});

describe('v1 keeps its limits', () => {
  const auth = (req: Test, token: string) => req.set('authorization', `Bearer ${token}`);

  test('a 3976-wide page is refused with the v1 text, and so is 1989; nothing is stored', async () => {
    const owner = await buildUser(app);
    const { book } = await buildBook(app, { publisher: owner.user, files: true });
    for (const size of [SPREAD, { width: 1989, height: 1000 }]) {
      const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
      const res = await auth(
        app.http().post(`/api/v1/publish/${book.urlSlug}/book/${book.id}`),
        owner.token,
      )
        .field('issueTitle', 'Too wide')
        .field('issueDescription', 'A spread v1 does not take.')
        .field(
          'workCredits',
          JSON.stringify([{ user: String(owner.user.id), username: 'x', credits: ['writer'] }]),
        )
        .attach('issueCoverPhoto', await testCover(), 'c.png')
        .attach('issueAssets', await makeImage({ ...size, format: 'jpeg' }), 'wide.jpg');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.pageDimensions(1988, 3056));
      expect(await publishingRows(app)).toEqual(before.rows);
      expect(await storedKeys(app)).toEqual(before.keys);
    }
  });

  test('the v1 page preset is unchanged', () => {
    expect([UPLOADS.page.maxWidth, UPLOADS.page.maxHeight, UPLOADS.page.maxBytes]).toEqual([
      1988,
      3056,
      2 * 1024 * 1024,
    ]);
  });
});

test('the derivative widths of a page up to 1988 wide are as before; a spread gets 2880 too', () => {
  expect(derivativeWidths('page', 1988)).toEqual([480, 960, 1440]);
  expect(derivativeWidths('printPage', 3976)).toEqual([480, 960, 1440, 2880]);
});
