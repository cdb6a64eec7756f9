import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeZip, markEncrypted, patchBytes, understateSizes } from '../../../../test/archives';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, storedKeys, testCover } from '../../../../test/factories';
import { makeImage, makeNoisePngOver } from '../../../../test/images';
import { LIMITS, UPLOADS } from '../../../config/limits';
import { IssuePage } from '../../issues/issue-page.entity';
import { Issue } from '../../issues/issue.entity';
import { MediaService } from '../../media/media.service';
import { publishingRows } from '../../publish/__tests__/helpers';
import { FailingStorage } from '../../../../test/failing-storage';

let app: TestApp;
let original: MediaService;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
  original = app.deps.media;
});
afterEach(() => {
  app.deps.media = original;
});
afterAll(async () => {
  await app.close();
});

const CREATE_ISSUE = `mutation ($bookId: Int!, $input: IssueDetailsInput!, $cover: Upload!, $pages: [Upload!]!, $archive: Upload) {
  createIssue(bookId: $bookId, input: $input, cover: $cover, pages: $pages, archive: $archive) {
    id title description
    credits { roles user { username } }
  } }`;

const INSPECT = `mutation ($archive: Upload!) {
  inspectArchive(archive: $archive) {
    title description pageNames
    credits { userId username roles }
    unresolvedCredits { name role }
  } }`;

/** Small distinct pages: each one's width tells which file it was (page n is 100 + n px wide). */
const page = (n: number) => makeImage({ width: 100 + n, height: 150 });

const comicInfo = (fields: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<ComicInfo xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${fields}</ComicInfo>`;

async function ownerWithBook() {
  const owner = await buildUser(app);
  const { book } = await buildBook(app, { publisher: owner.user, files: true });
  return { owner, book };
}

function postArchive(
  bookId: number,
  token: string,
  archive: Buffer,
  input: Record<string, unknown>,
  extra: Record<string, { buffer: Buffer; filename: string }> = {},
  pages: null[] = [],
) {
  return app.gqlUpload<{ createIssue: { id: number; title: string; description: string } }>(
    CREATE_ISSUE,
    { bookId, input, pages },
    {
      cover: { buffer: extra.cover?.buffer ?? Buffer.alloc(0), filename: 'c.png' },
      archive: { buffer: archive, filename: 'issue.cbz' },
      ...extra,
    },
    token,
  );
}

test('createIssue from a .cbz: pages in natural order, ComicInfo fills title, description and credits', async () => {
  const { owner, book } = await ownerWithBook();
  const other = await buildUser(app);
  const cbz = await makeZip([
    { name: 'Issue/p10.png', data: await page(10) },
    { name: 'Issue/p2.png', data: await page(2) },
    { name: 'Issue/P1.png', data: await page(1) },
    { name: '__MACOSX/Issue/._p1.png', data: 'resource fork' },
    {
      name: 'ComicInfo.xml',
      data: comicInfo(
        `<Title>Rise &amp; Fall</Title><Summary>Two heroes, one city.</Summary>` +
          `<Writer>${owner.user.username}, Nobody Known</Writer><Penciller>${other.user.username.toUpperCase()}</Penciller>`,
      ),
    },
  ]);

  const preview = await app.gqlUpload<{ inspectArchive: Record<string, unknown> }>(
    INSPECT,
    {},
    { archive: { buffer: cbz, filename: 'issue.cbz' } },
    owner.token,
  );
  expect(preview.errors).toBeUndefined();
  expect(preview.data!.inspectArchive).toEqual({
    title: 'Rise & Fall',
    description: 'Two heroes, one city.',
    pageNames: ['P1.png', 'p2.png', 'p10.png'],
    credits: [
      { userId: owner.user.id, username: owner.user.username, roles: ['WRITER'] },
      { userId: other.user.id, username: other.user.username, roles: ['PENCILLER'] },
    ],
    unresolvedCredits: [{ name: 'Nobody Known', role: 'WRITER' }],
  });

  const rowsBefore = await publishingRows(app);
  const res = await postArchive(
    book.id,
    owner.token,
    cbz,
    { title: '', description: '', credits: [] },
    { cover: { buffer: await testCover(), filename: 'c.png' } },
  );
  expect(res.errors).toBeUndefined();
  expect(res.data!.createIssue).toMatchObject({
    title: 'Rise & Fall',
    description: 'Two heroes, one city.',
  });
  const pages = await app
    .em()
    .find(IssuePage, { issue: res.data!.createIssue.id }, { orderBy: { pageNumber: 'asc' } });
  expect(pages.map((p) => [p.pageNumber, p.image.width, p.image.originalName])).toEqual([
    [1, 101, 'P1.png'],
    [2, 102, 'p2.png'],
    [3, 110, 'p10.png'],
  ]);
  expect((await publishingRows(app)).pages).toBe(rowsBefore.pages + 3);
});

test('the client’s own title wins over ComicInfo; v1 P7 accepts an `archive` part and lists unresolved names', async () => {
  const { owner, book } = await ownerWithBook();
  const cbz = await makeZip([
    { name: 'a1.png', data: await page(1) },
    { name: 'a2.png', data: await page(2) },
    {
      name: 'ComicInfo.xml',
      data: comicInfo('<Title>From file</Title><Inker>Ghost Inker</Inker>'),
    },
  ]);
  const res = await app
    .http()
    .post(`/api/v1/publish/x/book/${book.id}`)
    .set('authorization', `Bearer ${owner.token}`)
    .field('issueTitle', 'My own title')
    .field('issueDescription', 'Mine.')
    .field(
      'workCredits',
      JSON.stringify([{ user: owner.user.id, username: 'me', credits: ['writer'] }]),
    )
    .attach('issueCoverPhoto', await testCover(), 'c.png')
    .attach('archive', cbz, 'issue.zip');
  expect(res.status).toBe(201);
  expect(res.body.issue.title).toBe('My own title');
  expect(res.body.issueAssets).toHaveLength(2);
  expect(res.body.unresolvedCredits).toEqual([{ name: 'Ghost Inker', credit: 'inker' }]);
});

describe('bad archives: a 4xx with a clear message, and the database and storage exactly as before', () => {
  const cases: [string, () => Promise<Buffer>, RegExp][] = [
    [
      'too many entries',
      async () =>
        makeZip(
          Array.from({ length: LIMITS.archive.maxEntries + 1 }, (_, i) => ({
            name: `p${i}.txt`,
            data: 'x',
          })),
        ),
      /at most 300 files/,
    ],
    [
      'a zip bomb (compression ratio)',
      async () =>
        makeZip([
          { name: 'p1.png', data: await page(1) },
          { name: 'p2.png', data: Buffer.alloc(3 * 1024 * 1024) },
        ]),
      /compressed suspiciously well.*zip bomb/,
    ],
    [
      'a directory that understates the inflated size',
      async () => understateSizes(await makeZip([{ name: 'p1.png', data: await page(1) }]), 10),
      /damaged or is not a ZIP/,
    ],
    [
      'an entry with ../',
      async () =>
        patchBytes(await makeZip([{ name: 'xx/p1.png', data: await page(1) }]), 'xx/', '../'),
      /unsafe path/,
    ],
    [
      'an absolute entry path',
      async () =>
        patchBytes(await makeZip([{ name: 'xtmp/p1.png', data: await page(1) }]), 'xtmp', '/tmp'),
      /unsafe path/,
    ],
    [
      'an encrypted archive',
      async () => markEncrypted(await makeZip([{ name: 'p1.png', data: await page(1) }])),
      /Encrypted/,
    ],
    [
      'a corrupt archive',
      async () => (await makeZip([{ name: 'p1.png', data: await page(1) }])).subarray(0, 60),
      /damaged or is not a ZIP/,
    ],
    ['not a zip at all', async () => page(1), /damaged or is not a ZIP/],
    [
      'a non-image entry',
      async () =>
        makeZip([
          { name: 'p1.png', data: await page(1) },
          { name: 'notes.txt', data: 'hello' },
        ]),
      /notes\.txt \(in the archive\): The file must be a JPEG, PNG or WebP image/,
    ],
    [
      'a ComicInfo.xml with an entity bomb',
      async () =>
        makeZip([
          { name: 'p1.png', data: await page(1) },
          {
            name: 'ComicInfo.xml',
            data: `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><ComicInfo><Title>&lol2;</Title></ComicInfo>`,
          },
        ]),
      /DOCTYPE or entity/,
    ],
    [
      'a ComicInfo.xml with an over-long title',
      async () =>
        makeZip([
          { name: 'p1.png', data: await page(1) },
          { name: 'ComicInfo.xml', data: comicInfo(`<Title>${'T'.repeat(51)}</Title>`) },
        ]),
      /Title must be at most 50 characters/,
    ],
    [
      'a ComicInfo.xml that is not XML',
      async () =>
        makeZip([
          { name: 'p1.png', data: await page(1) },
          { name: 'ComicInfo.xml', data: '<ComicInfo><Title>unclosed</ComicInfo>' },
        ]),
      /not valid XML/,
    ],
    [
      'no pages',
      async () => makeZip([{ name: 'ComicInfo.xml', data: comicInfo('') }]),
      /no page images/,
    ],
  ];

  test.each(cases)('%s', async (_label, build, message) => {
    const { owner, book } = await ownerWithBook();
    const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
    const res = await postArchive(
      book.id,
      owner.token,
      await build(),
      { title: 'T', description: 'D', credits: [{ userId: owner.user.id, roles: ['WRITER'] }] },
      { cover: { buffer: await testCover(), filename: 'c.png' } },
    );
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toMatch(message);
    expect(res.status).toBeLessThan(500);
    expect(await publishingRows(app)).toEqual(before.rows);
    expect(await storedKeys(app)).toEqual(before.keys);
  });

  test('pages and an archive together are refused', async () => {
    const { owner, book } = await ownerWithBook();
    const res = await postArchive(
      book.id,
      owner.token,
      await makeZip([{ name: 'p1.png', data: await page(1) }]),
      { title: 'T', description: 'D', credits: [{ userId: owner.user.id, roles: ['WRITER'] }] },
      {
        cover: { buffer: await testCover(), filename: 'c.png' },
        'pages.0': { buffer: await page(3), filename: 'p.png' },
      },
      [null],
    );
    expect(res.errors?.[0].message).toBe('Send either page images or one archive, not both');
  });
});

test('a page entry over the page limit is stopped while it inflates (413, named)', async () => {
  const { owner, book } = await ownerWithBook();
  const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
  const res = await postArchive(
    book.id,
    owner.token,
    await makeZip([
      { name: 'p1.png', data: await page(1) },
      // Over the most any page may weigh here (a spread's): stopped before it is all inflated.
      {
        name: 'p2.png',
        data: await makeNoisePngOver(UPLOADS.printPage.maxBytes + 1),
        compress: false,
      },
    ]),
    { title: 'T', description: 'D', credits: [{ userId: owner.user.id, roles: ['WRITER'] }] },
    { cover: { buffer: await testCover(), filename: 'c.png' } },
  );
  expect(res.errors?.[0].extensions?.code).toBe('PAYLOAD_TOO_LARGE');
  expect(res.errors?.[0].message).toBe(
    `p2.png (in the archive): ${UPLOADS.printPage.tooLargeMessage}`,
  );
  expect(await publishingRows(app)).toEqual(before.rows);
  expect(await storedKeys(app)).toEqual(before.keys);
});

test('an archive over the request limit is refused with 413 before anything is unpacked', async () => {
  const { owner, book } = await ownerWithBook();
  const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
  // A sparse file: one byte over the limit without writing 150 MB first.
  const big = path.join(os.tmpdir(), `panelhouse-big-${process.pid}.cbz`);
  const handle = await fs.promises.open(big, 'w');
  await handle.truncate(UPLOADS.archive.maxBytes + 1);
  await handle.close();
  try {
    const res = await app
      .http()
      .post(`/api/v1/publish/x/book/${book.id}`)
      .set('authorization', `Bearer ${owner.token}`)
      .field('issueTitle', 'Too big')
      .field('issueDescription', 'Never stored.')
      .field(
        'workCredits',
        JSON.stringify([{ user: owner.user.id, username: 'me', credits: ['writer'] }]),
      )
      .attach('issueCoverPhoto', await testCover(), 'c.png')
      .attach('archive', big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(UPLOADS.archive.tooLargeMessage);
  } finally {
    await fs.promises.rm(big, { force: true });
  }
  expect(await publishingRows(app)).toEqual(before.rows);
  expect(await storedKeys(app)).toEqual(before.keys);
}, 60_000);

test('rollback: a storage failure while storing imported pages leaves no rows and no files', async () => {
  const { owner, book } = await ownerWithBook();
  const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
  // The cover writes 2 objects (original + one WebP width), then one per page: put 4 is page 2.
  app.deps.media = new MediaService(new FailingStorage(original.storage, 4));
  const res = await postArchive(
    book.id,
    owner.token,
    await makeZip(
      await Promise.all([1, 2, 3].map(async (n) => ({ name: `p${n}.png`, data: await page(n) }))),
    ),
    { title: 'T', description: 'D', credits: [{ userId: owner.user.id, roles: ['WRITER'] }] },
    { cover: { buffer: await testCover(), filename: 'c.png' } },
  );
  expect(res.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
  expect(await publishingRows(app)).toEqual(before.rows);
  expect(await storedKeys(app)).toEqual(before.keys);
  expect(await app.em().count(Issue, { book: book.id })).toBe(1);
});
