import type { Test } from 'supertest';
import { LIMITS, MESSAGES } from '../../../config/limits';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, storedKeys, testCover, testPage } from '../../../../test/factories';
import { makeImage, textFileAsPng } from '../../../../test/images';
import { Book } from '../../books/book.entity';
import { IssuePage } from '../../issues/issue-page.entity';
import { Issue } from '../../issues/issue.entity';
import { User, UserRole } from '../../users/user.entity';
import { publishingRows } from './helpers';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const auth = (req: Test, token?: string) =>
  token ? req.set('authorization', `Bearer ${token}`) : req;
const HEX32 = /^[0-9a-f]{32}$/;

/** The v1 client's P2 form: text fields first, then files. */
async function postBook(
  token: string | undefined,
  fields: Record<string, string>,
  pages = 2,
  extra?: (req: Test) => Test,
) {
  let req = auth(app.http().post('/api/v1/publish'), token);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  req = req
    .attach('bookCoverPhoto', await testCover(), 'book-cover.png')
    .attach('issueCoverPhoto', await testCover(), 'issue-cover.png');
  for (let i = 0; i < pages; i += 1)
    req = req.attach('issueAssets', await testPage(), `page-${i + 1}.png`);
  return extra ? extra(req) : req;
}

function bookFields(userId: number | string, overrides: Record<string, string> = {}) {
  return {
    bookTitle: 'Rust Belt',
    bookDescription: 'Steel and rain.',
    urlSlug: 'rust-belt',
    contentRating: 'M',
    issueTitle: 'Smelter',
    issueDescription: 'The furnace starts.',
    workCredits: JSON.stringify([
      { user: String(userId), username: 'whoever', credits: ['writer', 'cover artist'] },
    ]),
    bookImagePrefixRef: '../../etc',
    issueImagePrefixRef: 'ffffffffffffffffffffffffffffffff',
    genres: JSON.stringify(['drama', 'crime']),
    ...overrides,
  };
}

describe('P1 image prefix refs', () => {
  test('fresh refs for a new book, the stored book ref for a new issue, the stored pair for an edit; 404 for others; 401 anonymous', async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const { book, issues } = await buildBook(app, { publisher: owner.user, files: true });
    const fresh = await auth(
      app.http().get('/api/v1/publish/get-book-and-issue-image-prefix'),
      owner.token,
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({
      status: 'success',
      bookImagePrefixRef: expect.stringMatching(HEX32),
      issueImagePrefixRef: expect.stringMatching(HEX32),
    });
    const forIssue = await auth(
      app.http().get(`/api/v1/publish/get-book-and-issue-image-prefix/${book.id}`),
      owner.token,
    );
    expect(forIssue.body.bookImagePrefixRef).toBe(book.imagePrefixRef);
    expect(forIssue.body.issueImagePrefixRef).toMatch(HEX32);
    expect(forIssue.body.issueImagePrefixRef).not.toBe(issues[0].imagePrefixRef);
    const forEdit = await auth(
      app.http().get(`/api/v1/publish/get-book-and-issue-image-prefix/${book.id}/1`),
      owner.token,
    );
    expect(forEdit.body).toMatchObject({
      bookImagePrefixRef: book.imagePrefixRef,
      issueImagePrefixRef: issues[0].imagePrefixRef,
    });
    expect(
      (
        await auth(
          app.http().get(`/api/v1/publish/get-book-and-issue-image-prefix/${book.id}`),
          other.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await auth(
          app.http().get(`/api/v1/publish/get-book-and-issue-image-prefix/${book.id}/7`),
          owner.token,
        )
      ).status,
    ).toBe(404);
    expect((await app.http().get('/api/v1/publish/get-book-and-issue-image-prefix')).status).toBe(
      401,
    );
  });
});

describe('P2 POST /publish', () => {
  test('201 with exactly {status, book, issue, issueAssets, workcredits, genres}; keys built from server refs; role becomes creator', async () => {
    const { user, token } = await buildUser(app);
    const res = await postBook(token, bookFields(user.id), 3);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual([
      'book',
      'genres',
      'issue',
      'issueAssets',
      'status',
      'workcredits',
    ]);
    expect(res.body.status).toBe('success');
    expect(typeof res.body.book.id).toBe('number');
    expect(res.body.book).toMatchObject({
      publisher_id: user.id,
      title: 'Rust Belt',
      url_slug: 'rust-belt',
      status: 'ongoing',
      removed: false,
      content_rating: 'M',
    });
    expect(res.body.book.image_prefix_reference).toMatch(HEX32);
    expect(res.body.issue).toMatchObject({
      book_id: res.body.book.id,
      issue_number: 1,
      title: 'Smelter',
    });
    expect(res.body.issue.image_prefix_reference).not.toBe('ffffffffffffffffffffffffffffffff');
    expect(res.body.issueAssets.map((p: { page_number: number }) => p.page_number)).toEqual([
      1, 2, 3,
    ]);
    expect(
      res.body.workcredits.map((c: { creator_credit: string }) => c.creator_credit).sort(),
    ).toEqual(['cover artist', 'writer']);
    expect(res.body.genres.map((g: { genre: string }) => g.genre).sort()).toEqual([
      'crime',
      'drama',
    ]);
    const keys = await storedKeys(app);
    expect(
      keys.filter((k) => k.startsWith(`works/${res.body.book.image_prefix_reference}/`)).length,
    ).toBeGreaterThan(0);
    expect(keys.every((k) => !k.includes('etc') && !k.includes('ffffffff'))).toBe(true);
    expect((await app.em().findOneOrFail(User, { id: user.id })).role).toBe(UserRole.CREATOR);
  });

  test.each([
    ['an invalid slug', { urlSlug: 'bad--slug' }, MESSAGES.slugInvalid],
    ['a missing book title', { bookTitle: '' }, MESSAGES.bookTitleRequired],
    ['markup in the issue title', { issueTitle: 'a <script>' }, MESSAGES.markupNotAllowed],
    ['missing credits', { workCredits: '[]' }, MESSAGES.workCreditsRequired],
    [
      'a credit without username',
      { workCredits: JSON.stringify([{ user: 1, credits: ['writer'] }]) },
      MESSAGES.workCreditUsernameRequired,
    ],
    [
      'an unknown credited user',
      { workCredits: JSON.stringify([{ user: 99999, username: 'ghost', credits: ['writer'] }]) },
      MESSAGES.creditUserUnknown(99999),
    ],
    ['no genre', { genres: '[]' }, MESSAGES.genresRequired],
    ['an unknown content rating', { contentRating: 'E' }, MESSAGES.contentRatingInvalid],
  ])('400 for %s, nothing stored', async (_name, overrides, message) => {
    const { user, token } = await buildUser(app);
    const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
    const res = await postBook(token, bookFields(user.id, overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message });
    expect(await publishingRows(app)).toEqual(before.rows);
    expect(await storedKeys(app)).toEqual(before.keys);
  });

  test('400 for a text file named .png, a wrong-size cover and too many pages; 413 for an oversized page; nothing stored', async () => {
    const { user, token } = await buildUser(app);
    const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
    const text = await postBook(token, bookFields(user.id), 1, (req) =>
      req.attach('issueAssets', textFileAsPng(), 'fake.png'),
    );
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(MESSAGES.notAnImage);

    let wrongCover = auth(app.http().post('/api/v1/publish'), token);
    for (const [k, v] of Object.entries(bookFields(user.id))) wrongCover = wrongCover.field(k, v);
    const badCover = await wrongCover
      .attach('bookCoverPhoto', await makeImage({ width: 300, height: 485 }), 'narrow.png')
      .attach('issueCoverPhoto', await testCover(), 'c.png')
      .attach('issueAssets', await testPage(), 'p.png');
    expect(badCover.status).toBe(400);
    expect(badCover.body.message).toBe(MESSAGES.fileDimensions(320, 485));

    const tooMany = await postBook(token, bookFields(user.id), LIMITS.maxPagesPerIssue + 1);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(MESSAGES.tooManyPages);

    const huge = Buffer.concat([await testPage(), Buffer.alloc(LIMITS.page.maxBytes)]);
    const oversized = await postBook(token, bookFields(user.id), 0, (req) =>
      req.attach('issueAssets', huge, 'huge.png'),
    );
    expect(oversized.status).toBe(413);
    expect(oversized.body.message).toBe(MESSAGES.pageSize('2 MB'));

    expect(await publishingRows(app)).toEqual(before.rows);
    expect(await storedKeys(app)).toEqual(before.keys);
  });

  test('401 without a token, even with files attached', async () => {
    const res = await postBook(undefined, bookFields(1));
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('fail');
  });
});

describe('book edit routes P3-P6', () => {
  test('P3 returns book, genres and a byte-free file descriptor; the slug segment is ignored; others 404', async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const { book } = await buildBook(app, {
      publisher: owner.user,
      files: true,
      title: 'Factory Book',
      genres: ['horror', 'mystery'],
    });
    const res = await auth(
      app.http().get(`/api/v1/publish/stale-slug/book/${book.id}`),
      owner.token,
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'book',
      'bookCoverPhotoFile',
      'genres',
      'status',
    ]);
    expect(res.body.book).toMatchObject({
      id: book.id,
      title: 'Factory Book',
      removed: false,
      content_rating: 'T',
      status: 'ongoing',
    });
    expect(res.body.genres.map((g: { genre: string }) => g.genre)).toEqual(['horror', 'mystery']);
    expect(res.body.bookCoverPhotoFile).toEqual({
      Metadata: { name: 'book-cover.png' },
      ContentType: 'image/png',
      ContentLength: expect.any(Number),
    });
    expect(
      (await auth(app.http().get(`/api/v1/publish/x/book/${book.id}`), other.token)).status,
    ).toBe(404);
    expect((await auth(app.http().get('/api/v1/publish/x/book/987654'), owner.token)).status).toBe(
      404,
    );
    expect((await auth(app.http().get('/api/v1/publish/x/book/abc'), owner.token)).status).toBe(
      404,
    );
    expect((await app.http().get(`/api/v1/publish/x/book/${book.id}`)).status).toBe(401);
  });

  test('P4 updates details and genres from strings; removed "false" does not un-hide; P5 placeholder answers 204 and changes nothing; P5 file replaces the cover', async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const { book } = await buildBook(app, { publisher: owner.user, files: true });
    await app.em().nativeUpdate(Book, { id: book.id }, { removed: true });
    const patch = (token: string) =>
      auth(app.http().patch(`/api/v1/publish/old-slug/book/${book.id}`), token)
        .field('title', 'New Title')
        .field('description', 'New description.')
        .field('urlSlug', 'new-title')
        .field('contentRating', 'G')
        .field('genres', JSON.stringify(['Comedy', 'family']))
        .field('status', 'completed')
        .field('removed', 'false');
    expect((await patch(other.token)).status).toBe(404);
    const res = await patch(owner.token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['status', 'updatedBook', 'updatedGenres']);
    expect(res.body.updatedBook).toMatchObject({
      title: 'New Title',
      url_slug: 'new-title',
      content_rating: 'G',
      status: 'completed',
      removed: true,
    });
    expect(res.body.updatedGenres.map((g: { genre: string }) => g.genre).sort()).toEqual([
      'comedy',
      'family',
    ]);

    const coverKey = (await app.em().findOneOrFail(Book, { id: book.id })).cover.key;
    const placeholder = await auth(
      app.http().patch(`/api/v1/publish/old-slug/book/${book.id}/book-cover-photo`),
      owner.token,
    ).field('bookCoverPhoto', '[object Object]');
    expect(placeholder.status).toBe(204);
    expect((await app.em().findOneOrFail(Book, { id: book.id })).cover.key).toBe(coverKey);

    const replaced = await auth(
      app.http().patch(`/api/v1/publish/old-slug/book/${book.id}/book-cover-photo`),
      owner.token,
    ).attach(
      'bookCoverPhoto',
      await makeImage({ width: 320, height: 492, format: 'jpeg' }),
      'v1-size.jpg',
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.updatedBook.cover_photo).not.toBe(app.deps.media.storage.urlFor(coverKey));
    expect(await app.deps.media.storage.exists(coverKey)).toBe(false);
    const foreign = await auth(
      app.http().patch(`/api/v1/publish/x/book/${book.id}/book-cover-photo`),
      other.token,
    ).attach('bookCoverPhoto', await testCover(), 'c.png');
    expect(foreign.status).toBe(404);
  });

  test('P6 deletes the book (204); others get 404 and nothing is deleted', async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const { book } = await buildBook(app, { publisher: owner.user, files: true, issues: 2 });
    expect(
      (await auth(app.http().delete(`/api/v1/publish/x/book/${book.id}`), other.token)).status,
    ).toBe(404);
    expect(await app.em().count(Issue, { book: book.id })).toBe(2);
    const res = await auth(app.http().delete(`/api/v1/publish/x/book/${book.id}`), owner.token);
    expect(res.status).toBe(204);
    expect(await app.em().count(Book, { id: book.id })).toBe(0);
    expect(
      (await storedKeys(app)).filter((k) => k.startsWith(`works/${book.imagePrefixRef}/`)),
    ).toEqual([]);
  });
});

describe('issue routes P7-P14', () => {
  async function postIssue(token: string, bookId: number, userId: number | string, pages = 2) {
    let req = auth(app.http().post(`/api/v1/publish/any-slug/book/${bookId}`), token)
      .field('issueTitle', 'Chapter')
      .field('issueDescription', 'More of it.')
      .field('workCredits', JSON.stringify([{ user: userId, username: 'x', credits: ['artist'] }]))
      .field('bookImagePrefixRef', 'whatever')
      .field('issueImagePrefixRef', 'whatever')
      .attach('issueCoverPhoto', await testCover(), 'cover.png');
    for (let i = 0; i < pages; i += 1)
      req = req.attach('issueAssets', await testPage(), `p${i + 1}.png`);
    return req;
  }

  test('P7 adds issue 2 with a numeric issue_number; others and missing books get 404 with nothing stored', async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const { book } = await buildBook(app, { publisher: owner.user, files: true });
    const res = await postIssue(owner.token, book.id, owner.user.id, 2);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['issue', 'issueAssets', 'status', 'workcredits']);
    expect(res.body.issue.issue_number).toBe(2);
    const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
    expect((await postIssue(other.token, book.id, other.user.id)).status).toBe(404);
    expect((await postIssue(owner.token, 424242, owner.user.id)).status).toBe(404);
    expect(await publishingRows(app)).toEqual(before.rows);
    expect(await storedKeys(app)).toEqual(before.keys);
  });

  test('P8, P9, P10, P12, P14: load, edit details and credits, cover placeholder, credits by user, issue list', async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app, { active: false });
    const { book } = await buildBook(app, {
      publisher: owner.user,
      files: true,
      issue: { pages: 3 },
    });
    const base = `/api/v1/publish/stale/book/${book.id}/issue/1`;
    const p8 = await auth(app.http().get(base), owner.token);
    expect(p8.status).toBe(200);
    expect(Object.keys(p8.body).sort()).toEqual([
      'issue',
      'issueAssets',
      'issueCoverPhotoFile',
      'status',
    ]);
    expect(p8.body.issueCoverPhotoFile).toEqual({
      Metadata: { name: 'issue-cover.png' },
      ContentType: 'image/png',
      ContentLength: expect.any(Number),
    });
    expect(p8.body.issueAssets.map((p: { page_number: number }) => p.page_number)).toEqual([
      1, 2, 3,
    ]);

    const p9 = await auth(app.http().patch(base), owner.token)
      .field('title', 'Renamed issue')
      .field('issueDescription', 'New text.')
      .field(
        'workCredits',
        JSON.stringify([
          { user: other.user.id, username: other.user.username, credits: ['penciller', 'inker'] },
          { user: `${other.user.id}`, username: 'dup', credits: ['inker'] },
        ]),
      );
    expect(p9.status).toBe(200);
    expect(Object.keys(p9.body).sort()).toEqual(['status', 'updatedIssue', 'updatedWorkCredits']);
    expect(p9.body.updatedIssue.title).toBe('Renamed issue');
    expect(p9.body.updatedWorkCredits).toHaveLength(2);

    const p12 = await auth(app.http().get(`${base}/prev-issue-work-credits`), owner.token);
    expect(p12.body.workCredits).toEqual([
      {
        user: other.user.id,
        username: other.user.username,
        credits: expect.arrayContaining(['penciller', 'inker']),
      },
    ]);

    const p10 = await auth(app.http().patch(`${base}/issue-cover-photo`), owner.token).field(
      'issueCoverPhoto',
      '[object Object]',
    );
    expect(p10.status).toBe(204);
    const p10file = await auth(app.http().patch(`${base}/issue-cover-photo`), owner.token).attach(
      'issueCoverPhoto',
      await testCover(),
      'new.png',
    );
    expect(p10file.status).toBe(200);
    expect(p10file.body.updatedIssue.issue_number).toBe(1);

    const p14 = await auth(
      app.http().get(`/api/v1/publish/x/book/${book.id}/issues?page=1`),
      owner.token,
    );
    expect(p14.body.issues.map((i: { issue_number: number }) => i.issue_number)).toEqual([1]);
    const intruder = await buildUser(app);
    expect((await auth(app.http().get(base), intruder.token)).status).toBe(404);
    expect((await auth(app.http().patch(base), intruder.token).field('title', 'x')).status).toBe(
      404,
    );
    expect(
      (await auth(app.http().get(`${base}/prev-issue-work-credits`), intruder.token)).status,
    ).toBe(404);
  });

  test('P11: JSON lists after the files; reorder, add and remove in one update; page records matched by id or own URL', async () => {
    const owner = await buildUser(app);
    const { book, issues } = await buildBook(app, {
      publisher: owner.user,
      files: true,
      issue: { pages: 3 },
    });
    const base = `/api/v1/publish/stale/book/${book.id}/issue/1`;
    const records = (await auth(app.http().get(base), owner.token)).body.issueAssets as {
      id: number;
      photo_url: string;
      page_number: number;
    }[];
    const [r1, r2, r3] = records;
    // Final list: new page, r3 (by URL only), r1 (by id); r2 removed.
    const res = await auth(app.http().patch(`${base}/issue-assets`), owner.token)
      .field('bookImagePrefixRef', book.imagePrefixRef)
      .field('issueImagePrefixRef', issues[0].imagePrefixRef)
      .attach('issueAssets', await testPage(), 'inserted.png')
      .field('newIssueAssetsPageNums', JSON.stringify([1]))
      .field(
        'prevIssueAssets',
        JSON.stringify([
          { photo_url: r3.photo_url, fileType: 'existingFile' },
          { ...r1, fileType: 'existingFile' },
        ]),
      )
      .field('prevIssueAssetsUpdatedPageNums', JSON.stringify(['2', 3]))
      .field('issueAssetsToBeRemoved', JSON.stringify([{ ...r2, fileType: 'fileToRemove' }]));
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual([
      'deletedIssueAssets',
      'newIssueAssets',
      'status',
      'updatedIssueAssets',
    ]);
    expect(res.body.newIssueAssets.map((p: { page_number: number }) => p.page_number)).toEqual([1]);
    expect(res.body.deletedIssueAssets.map((p: { id: number }) => p.id)).toEqual([r2.id]);
    const after = await app
      .em()
      .find(IssuePage, { issue: issues[0].id }, { orderBy: { pageNumber: 'asc' } });
    expect(after.map((p) => p.pageNumber)).toEqual([1, 2, 3]);
    expect(after.slice(1).map((p) => p.id)).toEqual([r3.id, r1.id]);
    const removedKey = (r2.photo_url as string).replace(/^\/media\//, '');
    expect(await app.deps.media.storage.exists(removedKey)).toBe(false);
  });

  test('P11 refuses a foreign page record before touching storage and numbers that are not 1..N', async () => {
    const owner = await buildUser(app);
    const victim = await buildUser(app);
    const { book } = await buildBook(app, {
      publisher: owner.user,
      files: true,
      issue: { pages: 2 },
    });
    const { book: victimBook } = await buildBook(app, {
      publisher: victim.user,
      files: true,
      issue: { pages: 1 },
    });
    const victimPages = (
      await auth(app.http().get(`/api/v1/publish/x/book/${victimBook.id}/issue/1`), victim.token)
    ).body.issueAssets;
    const base = `/api/v1/publish/x/book/${book.id}/issue/1`;
    const own = (await auth(app.http().get(base), owner.token)).body.issueAssets;
    const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
    const foreign = await auth(app.http().patch(`${base}/issue-assets`), owner.token)
      .field('prevIssueAssets', JSON.stringify(own))
      .field('prevIssueAssetsUpdatedPageNums', JSON.stringify([1, 2]))
      .field('issueAssetsToBeRemoved', JSON.stringify([{ photo_url: victimPages[0].photo_url }]));
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(MESSAGES.pageNotFound);
    const gap = await auth(app.http().patch(`${base}/issue-assets`), owner.token)
      .field('prevIssueAssets', JSON.stringify(own))
      .field('prevIssueAssetsUpdatedPageNums', JSON.stringify([1, 3]));
    expect(gap.status).toBe(400);
    expect(gap.body.message).toBe(MESSAGES.pageOrderInvalid);
    const duplicate = await auth(app.http().patch(`${base}/issue-assets`), owner.token)
      .attach('issueAssets', await testPage(), 'n.png')
      .field('newIssueAssetsPageNums', JSON.stringify([2]))
      .field('prevIssueAssets', JSON.stringify(own))
      .field('prevIssueAssetsUpdatedPageNums', JSON.stringify([1, 2]));
    expect(duplicate.status).toBe(400);
    expect(await publishingRows(app)).toEqual(before.rows);
    expect(await storedKeys(app)).toEqual(before.keys);
  });

  test('P13: 409 unless latest, 409 for the only issue, 404 for others, 204 for the latest', async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const { book } = await buildBook(app, { publisher: owner.user, files: true, issues: 2 });
    const del = (n: number, token: string) =>
      auth(app.http().delete(`/api/v1/publish/x/book/${book.id}/issue/${n}`), token);
    const notLatest = await del(1, owner.token);
    expect(notLatest.status).toBe(409);
    expect(notLatest.body).toEqual({ status: 'fail', message: MESSAGES.onlyLatestIssueDeletable });
    expect((await del(2, other.token)).status).toBe(404);
    expect((await del(3, owner.token)).status).toBe(404);
    expect((await del(2, owner.token)).status).toBe(204);
    const only = await del(1, owner.token);
    expect(only.status).toBe(409);
    expect(only.body.message).toBe(MESSAGES.onlyIssueDeleteBook);
    expect(await app.em().count(Issue, { book: book.id })).toBe(1);
  });
});
