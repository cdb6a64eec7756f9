import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, storedKeys, testCover, testPage } from '../../../../test/factories';
import { MediaService } from '../../media/media.service';
import { IssuePage } from '../../issues/issue-page.entity';
import { Issue } from '../../issues/issue.entity';
import { coverFile, pageFiles, publishingRows } from './helpers';
import { FailingStorage } from '../../../../test/failing-storage';

let app: TestApp;
let original: MediaService;
beforeAll(async () => {
  app = await startTestApp();
  original = app.deps.media;
});
afterEach(() => {
  app.deps.media = original;
});
afterAll(async () => {
  await app.close();
});

function failOnPut(n: number): FailingStorage {
  const storage = new FailingStorage(original.storage, n);
  app.deps.media = new MediaService(storage);
  return storage;
}

const CREATE_BOOK = `mutation ($input: CreateBookInput!, $cover: Upload!, $issueCover: Upload!, $pages: [Upload!]!) {
  createBook(input: $input, cover: $cover, issueCover: $issueCover, pages: $pages) { id } }`;

test('createBook: a storage failure after covers and two pages were stored leaves no rows and no files', async () => {
  const { user, token } = await buildUser(app);
  const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
  // Covers write 2 objects each (original + one WebP width); small pages write 1: put 7 is page 3.
  const storage = failOnPut(7);
  const result = await app.gqlUpload<{ createBook: { id: number } }>(
    CREATE_BOOK,
    {
      input: {
        title: 'Doomed',
        description: 'Will not survive.',
        urlSlug: 'doomed',
        contentRating: 'G',
        genres: ['war'],
        firstIssue: {
          title: 'One',
          description: 'Only.',
          credits: [{ userId: user.id, roles: ['WRITER'] }],
        },
      },
      pages: [null, null, null, null],
    },
    { cover: await coverFile(), issueCover: await coverFile(), ...(await pageFiles(4)) },
    token,
  );
  expect(storage.puts).toBe(7);
  expect(result.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
  expect(await publishingRows(app)).toEqual(before.rows);
  expect(await storedKeys(app)).toEqual(before.keys);
});

test('v1 create issue (P7): a storage failure mid-pages answers 500 and leaves no rows and no files', async () => {
  const owner = await buildUser(app);
  const { book } = await buildBook(app, { publisher: owner.user, files: true });
  const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
  failOnPut(4);
  let req = app
    .http()
    .post(`/api/v1/publish/x/book/${book.id}`)
    .set('authorization', `Bearer ${owner.token}`)
    .field('issueTitle', 'Two')
    .field('issueDescription', 'Fails.')
    .field(
      'workCredits',
      JSON.stringify([{ user: owner.user.id, username: 'me', credits: ['writer'] }]),
    )
    .attach('issueCoverPhoto', await testCover(), 'c.png');
  for (let i = 0; i < 4; i += 1) req = req.attach('issueAssets', await testPage(), `p${i}.png`);
  const res = await req;
  expect(res.status).toBe(500);
  expect(res.body).toEqual({
    status: 'error',
    message: 'Something went wrong. Please try again later.',
  });
  expect(await publishingRows(app)).toEqual(before.rows);
  expect(await storedKeys(app)).toEqual(before.keys);
  // The number is still free: the next issue is 2.
  app.deps.media = original;
  const { issues } = await buildBook(app, { publisher: owner.user, files: true, issues: 2 });
  expect(issues[1].issueNumber).toBe(2);
});

test('updateIssue: a storage failure while storing new pages changes nothing (rows, order, old files)', async () => {
  const owner = await buildUser(app);
  const { book, issues } = await buildBook(app, {
    publisher: owner.user,
    files: true,
    issue: { title: 'Issue One', pages: 2 },
  });
  const pages = await app
    .em()
    .find(IssuePage, { issue: issues[0].id }, { orderBy: { pageNumber: 'asc' } });
  const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
  failOnPut(2);
  const result = await app.gqlUpload<{ updateIssue: { id: number } }>(
    `mutation ($b: Int!, $input: IssueDetailsInput!, $order: [PageSlotInput!]!, $newPages: [Upload!]) {
      updateIssue(bookId: $b, issueNumber: 1, input: $input, pageOrder: $order, newPages: $newPages) { id } }`,
    {
      b: book.id,
      input: {
        title: 'Changed',
        description: 'Changed.',
        credits: [{ userId: owner.user.id, roles: ['EDITOR'] }],
      },
      order: [{ newPageIndex: 0 }, { existingPageId: pages[1].id }, { newPageIndex: 1 }],
      newPages: [null, null],
    },
    await pageFiles(2, 'newPages'),
    owner.token,
  );
  expect(result.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
  expect(await publishingRows(app)).toEqual(before.rows);
  expect(await storedKeys(app)).toEqual(before.keys);
  const issue = await app.em().findOneOrFail(Issue, { id: issues[0].id });
  expect(issue.title).toBe('Issue One');
  const after = await app
    .em()
    .find(IssuePage, { issue: issues[0].id }, { orderBy: { pageNumber: 'asc' } });
  expect(after.map((p) => p.id)).toEqual(pages.map((p) => p.id));
});

describe('a connection dropped mid-upload', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer(app.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** Sends the head of a multipart body that announces much more, then drops the socket. */
  async function abortMidUpload(
    path: string,
    token: string,
    head: Buffer,
    boundary: string,
  ): Promise<void> {
    await new Promise<void>((resolve) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + 10 * 1024 * 1024),
          'apollo-require-preflight': 'true',
        },
      });
      req.on('error', () => resolve());
      req.write(head, () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 300);
      });
    });
    // Give the server a moment to notice and clean up.
    await new Promise((r) => setTimeout(r, 500));
  }

  function part(boundary: string, name: string, value: string | Buffer, filename?: string): Buffer {
    const disposition = filename
      ? `form-data; name="${name}"; filename="${filename}"`
      : `form-data; name="${name}"`;
    const type = filename ? '\r\nContent-Type: image/png' : '';
    return Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  }

  test('v1 P2 and GraphQL createBook: nothing stored, no rows, and the server stays healthy', async () => {
    const { user, token } = await buildUser(app);
    const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
    const boundary = 'xxBOUNDARYxx';
    const cover = await testCover();
    const fields = {
      bookTitle: 'Cut',
      bookDescription: 'Dropped.',
      urlSlug: 'cut',
      contentRating: 'G',
      issueTitle: 'Cut',
      issueDescription: 'Dropped.',
      workCredits: JSON.stringify([{ user: user.id, username: 'u', credits: ['writer'] }]),
      genres: '["war"]',
    };
    const v1Head = Buffer.concat([
      ...Object.entries(fields).map(([k, v]) => part(boundary, k, v)),
      part(boundary, 'bookCoverPhoto', cover, 'c.png'),
      part(boundary, 'issueCoverPhoto', cover, 'c.png'),
      // The first page starts but never ends.
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="issueAssets"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      (await testPage()).subarray(0, 100),
    ]);
    await abortMidUpload('/api/v1/publish', token, v1Head, boundary);

    const operations = JSON.stringify({
      query: CREATE_BOOK,
      variables: {
        input: {
          title: 'Cut',
          description: 'x',
          urlSlug: 'cut',
          contentRating: 'G',
          genres: ['war'],
          firstIssue: {
            title: 'a',
            description: 'b',
            credits: [{ userId: user.id, roles: ['WRITER'] }],
          },
        },
        cover: null,
        issueCover: null,
        pages: [null],
      },
    });
    const map = JSON.stringify({
      0: ['variables.cover'],
      1: ['variables.issueCover'],
      2: ['variables.pages.0'],
    });
    const gqlHead = Buffer.concat([
      part(boundary, 'operations', operations),
      part(boundary, 'map', map),
      part(boundary, '0', cover, 'c.png'),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="1"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      cover.subarray(0, 50),
    ]);
    await abortMidUpload('/graphql', token, gqlHead, boundary);

    expect(await publishingRows(app)).toEqual(before.rows);
    expect(await storedKeys(app)).toEqual(before.keys);
    const health = await app.http().get('/healthz');
    expect(health.status).toBe(200);
    // And a normal upload still works.
    const { book } = await buildBook(app, { publisher: user, files: true });
    expect(book.id).toBeGreaterThan(0);
  });
});
