import fs from 'node:fs';
import sharp from 'sharp';
import { LIMITS, MESSAGES, UPLOADS } from '../../../config/limits';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, storedKeys } from '../../../../test/factories';
import { makeImage, textFileAsPng } from '../../../../test/images';
import { Book } from '../../books/book.entity';
import { Bookmark } from '../../bookmarks/bookmark.entity';
import { WorkCredit } from '../../credits/work-credit.entity';
import { IssuePage } from '../../issues/issue-page.entity';
import { Issue } from '../../issues/issue.entity';
import { User, UserRole } from '../../users/user.entity';
import { coverFile, pageFile, pageFiles, publishingRows, type UploadFile } from './helpers';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const CREATE_BOOK = `mutation ($input: CreateBookInput!, $cover: Upload!, $issueCover: Upload!, $pages: [Upload!]!) {
  createBook(input: $input, cover: $cover, issueCover: $issueCover, pages: $pages) {
    id title urlSlug contentRating status removed genres issueCount
    cover { url width height originalName }
    issues(first: 1) { nodes { issueNumber title pages(first: 10) { nodes { id pageNumber image { url srcset width height originalName } } } credits { user { id } roles } } }
  }
}`;
const CREATE_ISSUE = `mutation ($bookId: Int!, $input: IssueDetailsInput!, $cover: Upload!, $pages: [Upload!]!) {
  createIssue(bookId: $bookId, input: $input, cover: $cover, pages: $pages) { id issueNumber title pageCount pages { nodes { pageNumber } } book { id issueCount } }
}`;
const UPDATE_BOOK = `mutation ($bookId: Int!, $input: UpdateBookInput!, $cover: Upload) {
  updateBook(bookId: $bookId, input: $input, cover: $cover) { id title urlSlug status removed contentRating genres cover { url originalName } }
}`;
const UPDATE_ISSUE = `mutation ($bookId: Int!, $issueNumber: Int!, $input: IssueDetailsInput!, $pageOrder: [PageSlotInput!]!, $newPages: [Upload!], $cover: Upload) {
  updateIssue(bookId: $bookId, issueNumber: $issueNumber, input: $input, pageOrder: $pageOrder, newPages: $newPages, cover: $cover) {
    id title description pages(first: 200) { nodes { id pageNumber image { originalName } } } cover { originalName } credits { user { id } roles }
  }
}`;

function bookInput(
  overrides: Record<string, unknown> = {},
  firstIssue: Record<string, unknown> = {},
) {
  return {
    title: 'Night Shift',
    description: 'A city that never sleeps.',
    urlSlug: 'night-shift',
    contentRating: 'T',
    genres: ['Action', 'sci-fi', 'action'],
    ...overrides,
    firstIssue: { title: 'Dusk', description: 'It begins.', credits: [], ...firstIssue },
  };
}

async function createBook(
  token: string | undefined,
  input: Record<string, unknown>,
  files: { cover?: UploadFile; issueCover?: UploadFile; pages?: UploadFile[] } = {},
) {
  const pages = files.pages ?? [await pageFile(), await pageFile()];
  const upload: Record<string, UploadFile> = {
    cover: files.cover ?? (await coverFile('book-cover.png')),
    issueCover: files.issueCover ?? (await coverFile('issue-cover.png')),
  };
  pages.forEach((p, i) => (upload[`pages.${i}`] = p));
  return app.gqlUpload<{ createBook: Record<string, any> }>(
    CREATE_BOOK,
    { input, pages: pages.map(() => null) },
    upload,
    token,
  );
}

async function createIssue(
  token: string | undefined,
  bookId: number,
  pages = 2,
  credits?: unknown[],
  userId?: number,
) {
  return app.gqlUpload<{ createIssue: Record<string, any> }>(
    CREATE_ISSUE,
    {
      bookId,
      input: {
        title: 'Next',
        description: 'More.',
        credits: credits ?? [{ userId, roles: ['WRITER'] }],
      },
      pages: Array.from({ length: pages }, () => null),
    },
    { cover: await coverFile(), ...(await pageFiles(pages)) },
    token,
  );
}

describe('createBook', () => {
  test('creates the book, issue 1, pages 1..N, merged credits and genres, stores stripped images, makes the uploader a creator', async () => {
    const { user, token } = await buildUser(app);
    const colleague = await buildUser(app, { active: false });
    const exifPage = await makeImage({ width: 300, height: 400, format: 'jpeg', withExif: true });
    const result = await createBook(
      token,
      bookInput(
        {},
        {
          credits: [
            { userId: user.id, roles: ['WRITER', 'ARTIST'] },
            { userId: user.id, roles: ['WRITER'] },
            { userId: colleague.user.id, roles: ['COVER_ARTIST'] },
          ],
        },
      ),
      {
        pages: [
          { buffer: exifPage, filename: 'first.jpg' },
          await pageFile('second.png'),
          await pageFile('third.png'),
        ],
      },
    );
    expect(result.errors).toBeUndefined();
    const book = result.data!.createBook;
    expect(book).toMatchObject({
      title: 'Night Shift',
      urlSlug: 'night-shift',
      contentRating: 'T',
      status: 'ONGOING',
      removed: false,
      issueCount: 1,
    });
    expect(book.genres).toEqual(['action', 'sci-fi']);
    expect(book.cover).toMatchObject({ width: 320, height: 485, originalName: 'book-cover.png' });
    const [issue] = book.issues.nodes;
    expect(issue.issueNumber).toBe(1);
    expect(issue.pages.nodes.map((p: { pageNumber: number }) => p.pageNumber)).toEqual([1, 2, 3]);
    expect(
      issue.pages.nodes.map((p: { image: { originalName: string } }) => p.image.originalName),
    ).toEqual(['first.jpg', 'second.png', 'third.png']);
    expect(issue.credits).toEqual(
      expect.arrayContaining([
        { user: { id: user.id }, roles: ['WRITER', 'ARTIST'] },
        { user: { id: colleague.user.id }, roles: ['COVER_ARTIST'] },
      ]),
    );
    expect(await app.em().count(WorkCredit, { issue: { book: book.id } })).toBe(3);

    const stored = await app.em().findOneOrFail(Book, { id: book.id });
    const keys = await storedKeys(app);
    expect(keys.every((k) => k.startsWith(`works/${stored.imagePrefixRef}/`))).toBe(true);
    expect(keys.some((k) => k.endsWith('_w160.webp'))).toBe(true);
    // EXIF is gone from the stored original.
    const firstPage = await app
      .em()
      .findOneOrFail(IssuePage, { issue: { book: book.id }, pageNumber: 1 });
    expect((await sharp(exifPage).metadata()).exif).toBeDefined();
    const bytes = await fs.promises.readFile(`${app.dataDir}/media/${firstPage.image.key}`);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect((await app.em().findOneOrFail(User, { id: user.id })).role).toBe(UserRole.CREATOR);
  });

  test('anonymous: UNAUTHENTICATED and nothing stored', async () => {
    const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
    const result = await createBook(undefined, bookInput());
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await publishingRows(app)).toEqual(before.rows);
    expect(await storedKeys(app)).toEqual(before.keys);
  });

  test.each([
    ['invalid slug', bookInput({ urlSlug: 'not a slug!' }), MESSAGES.slugInvalid],
    ['markup in the title', bookInput({ title: '<b>Bold</b>' }), MESSAGES.markupNotAllowed],
    ['missing title', bookInput({ title: '  ' }), MESSAGES.bookTitleRequired],
    ['too long description', bookInput({ description: 'x'.repeat(551) }), MESSAGES.descriptionMax],
    ['no genre', bookInput({ genres: [] }), MESSAGES.genresRequired],
    ['unknown genre', bookInput({ genres: ['cooking'] }), MESSAGES.genreInvalid('cooking')],
    ['missing credits', bookInput({}, { credits: [] }), MESSAGES.workCreditsRequired],
    [
      'credit without roles',
      bookInput({}, { credits: [{ userId: 1, roles: [] }] }),
      MESSAGES.workCreditCreditsRequired,
    ],
    [
      'unknown credited user',
      bookInput({}, { credits: [{ userId: 999999, roles: ['WRITER'] }] }),
      MESSAGES.creditUserUnknown(999999),
    ],
  ])(
    'refuses %s with the spec message and leaves nothing behind',
    async (_name, input, message) => {
      const { user, token } = await buildUser(app);
      const fixed = JSON.parse(
        JSON.stringify(input).replace('"userId":1,', `"userId":${user.id},`),
      );
      if (
        (fixed.firstIssue.credits as unknown[]).length === 0 &&
        message !== MESSAGES.workCreditsRequired
      ) {
        fixed.firstIssue.credits = [{ userId: user.id, roles: ['WRITER'] }];
      }
      const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
      const result = await createBook(token, fixed);
      expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect(await publishingRows(app)).toEqual(before.rows);
      expect(await storedKeys(app)).toEqual(before.keys);
      expect((await app.em().findOneOrFail(User, { id: user.id })).role).toBe(UserRole.USER);
    },
  );

  test.each([
    [
      'a text file named .png as a page',
      'page',
      () => Promise.resolve(textFileAsPng()),
      MESSAGES.notAnImage,
      'BAD_USER_INPUT',
    ],
    [
      'a cover of the wrong size',
      'cover',
      () => makeImage({ width: 400, height: 400 }),
      MESSAGES.fileDimensions(320, 485),
      'BAD_USER_INPUT',
    ],
    [
      'a portrait page wider than 1988',
      'page',
      () => makeImage({ width: 1989, height: 2000 }),
      UPLOADS.printPage.dimensionMessage,
      'BAD_USER_INPUT',
    ],
    [
      // A landscape page (a spread) may be twice as wide here, not more (v1 keeps 1988).
      'a landscape page wider than 3976',
      'page',
      () => makeImage({ width: 3977, height: 100 }),
      UPLOADS.printPage.dimensionMessage,
      'BAD_USER_INPUT',
    ],
  ])('refuses %s and stores nothing', async (_name, slot, make, message, code) => {
    const { user, token } = await buildUser(app);
    const bad = { buffer: await make(), filename: 'bad.png' };
    const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
    const input = bookInput({}, { credits: [{ userId: user.id, roles: ['WRITER'] }] });
    const result =
      slot === 'cover'
        ? await createBook(token, input, { cover: bad })
        : await createBook(token, input, { pages: [await pageFile(), bad] });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code } });
    expect(await publishingRows(app)).toEqual(before.rows);
    expect(await storedKeys(app)).toEqual(before.keys);
  });

  test('refuses a page over the byte limit with 413-style PAYLOAD_TOO_LARGE', async () => {
    const { user, token } = await buildUser(app);
    const big = {
      buffer: Buffer.concat([
        await pageFile().then((f) => f.buffer),
        Buffer.alloc(LIMITS.page.maxBytes),
      ]),
      filename: 'big.png',
    };
    const result = await createBook(
      token,
      bookInput({}, { credits: [{ userId: user.id, roles: ['WRITER'] }] }),
      { pages: [big] },
    );
    expect(result.errors?.[0].extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    // A portrait page keeps the page's 2 MB (only a spread may weigh twice as much).
    expect(result.errors?.[0].message).toBe(UPLOADS.printPage.tooLargeMessage);
  });
});

describe('createIssue', () => {
  test('owner adds issue 2 (book lastUpdated touched); another user and a missing book get NOT_FOUND; anonymous UNAUTHENTICATED', async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const { book } = await buildBook(app, { publisher: owner.user, files: true });
    const ok = await createIssue(owner.token, book.id, 3, undefined, owner.user.id);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.createIssue).toMatchObject({
      issueNumber: 2,
      pageCount: 3,
      book: { id: book.id, issueCount: 2 },
    });
    expect((await app.em().findOneOrFail(Book, { id: book.id })).lastUpdated).toBeTruthy();

    const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
    const foreign = await createIssue(other.token, book.id, 1, undefined, other.user.id);
    expect(foreign.errors?.[0]).toMatchObject({
      message: MESSAGES.bookNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
    const missing = await createIssue(owner.token, 987654, 1, undefined, owner.user.id);
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const anonymous = await createIssue(undefined, book.id, 1, undefined, owner.user.id);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await publishingRows(app)).toEqual(before.rows);
    expect(await storedKeys(app)).toEqual(before.keys);
  });

  test(`refuses more than ${LIMITS.maxPagesPerIssue} pages`, async () => {
    const owner = await buildUser(app);
    const { book } = await buildBook(app, { publisher: owner.user, files: true });
    const result = await createIssue(
      owner.token,
      book.id,
      LIMITS.maxPagesPerIssue + 1,
      undefined,
      owner.user.id,
    );
    expect(result.errors?.[0]).toMatchObject({
      message: MESSAGES.tooManyPages,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await app.em().count(Issue, { book: book.id })).toBe(1);
  });

  test('two concurrent createIssue calls get distinct contiguous numbers', async () => {
    const owner = await buildUser(app);
    const { book } = await buildBook(app, { publisher: owner.user, files: true });
    const results = await Promise.all(
      [1, 2, 3].map(() => createIssue(owner.token, book.id, 1, undefined, owner.user.id)),
    );
    for (const r of results) expect(r.errors).toBeUndefined();
    const numbers = results.map((r) => r.data!.createIssue.issueNumber).sort();
    expect(numbers).toEqual([2, 3, 4]);
    const rows = await app.em().find(Issue, { book: book.id }, { orderBy: { issueNumber: 'asc' } });
    expect(rows.map((i) => i.issueNumber)).toEqual([1, 2, 3, 4]);
  });
});

describe('edit-screen queries', () => {
  test('editableBook / editableIssue / previousIssueCredits: owner only (removed books included)', async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const { book } = await buildBook(app, {
      publisher: owner.user,
      files: true,
      issues: 2,
      issue: { credits: [{ user: other.user, roles: ['inker' as never] }] },
    });
    await app.em().nativeUpdate(Book, { id: book.id }, { removed: true });
    const q = `query ($id: Int!) { editableBook(bookId: $id) { id removed issueCount }
      editableIssue(bookId: $id, issueNumber: 2) { issueNumber pages { nodes { pageNumber } } }
      previousIssueCredits(bookId: $id) { user { id username } roles } }`;
    const mine = await app.gql<any>(q, { id: book.id }, owner.token);
    expect(mine.errors).toBeUndefined();
    expect(mine.data.editableBook).toEqual({ id: book.id, removed: true, issueCount: 2 });
    expect(mine.data.editableIssue.issueNumber).toBe(2);
    expect(mine.data.previousIssueCredits).toEqual([
      { user: { id: other.user.id, username: other.user.username }, roles: ['INKER'] },
    ]);
    const theirs = await app.gql<any>(
      `query ($id: Int!) { editableBook(bookId: $id) { id } }`,
      { id: book.id },
      other.token,
    );
    expect(theirs.errors?.[0]).toMatchObject({
      message: MESSAGES.bookNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
    const anonymous = await app.gql<any>(`query ($id: Int!) { editableBook(bookId: $id) { id } }`, {
      id: book.id,
    });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const noIssue = await app.gql<any>(
      `query ($id: Int!) { editableIssue(bookId: $id, issueNumber: 9) { id } }`,
      { id: book.id },
      owner.token,
    );
    expect(noIssue.errors?.[0]).toMatchObject({
      message: MESSAGES.issueNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  test('creditableUsers: prefix then contains, case-insensitive, % and _ literal, deactivated included, at most 10', async () => {
    const viewer = await buildUser(app);
    const tag = `zq${Date.now().toString(36)}`;
    const prefixUser = await buildUser(app, { username: `${tag}_alpha` });
    const containsUser = await buildUser(app, {
      username: `x${tag.toUpperCase()}beta`,
      active: false,
    });
    await buildUser(app, { username: `${tag}xgamma` }); // `_` must not match "x"
    const q = `query ($q: String!, $limit: Int) { creditableUsers(query: $q, limit: $limit) { id username } }`;
    const all = await app.gql<any>(q, { q: tag.toUpperCase() }, viewer.token);
    expect(all.data.creditableUsers.map((u: { id: number }) => u.id).slice(0, 1)).toEqual(
      expect.arrayContaining([expect.any(Number)]),
    );
    const ids = all.data.creditableUsers.map((u: { id: number }) => u.id);
    expect(ids).toContain(prefixUser.user.id);
    expect(ids).toContain(containsUser.user.id);
    expect(ids.indexOf(prefixUser.user.id)).toBeLessThan(ids.indexOf(containsUser.user.id));
    const underscore = await app.gql<any>(q, { q: `${tag}_` }, viewer.token);
    expect(underscore.data.creditableUsers.map((u: { id: number }) => u.id)).toEqual([
      prefixUser.user.id,
    ]);
    const percent = await app.gql<any>(q, { q: `${tag}%` }, viewer.token);
    expect(percent.data.creditableUsers).toEqual([]);
    for (let i = 0; i < 11; i += 1) await buildUser(app, { username: `many${tag}${i}` });
    const capped = await app.gql<any>(q, { q: `many${tag}`, limit: 50 }, viewer.token);
    expect(capped.data.creditableUsers).toHaveLength(10);
    const anonymous = await app.gql<any>(q, { q: tag });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('updateBook', () => {
  const input = (overrides: Record<string, unknown> = {}) => ({
    title: 'Renamed',
    description: 'New words.',
    urlSlug: 'renamed',
    contentRating: 'M',
    genres: ['horror'],
    status: 'HIATUS',
    ...overrides,
  });

  test('owner replaces details, genres, status, removed and the cover atomically; the old cover files are deleted', async () => {
    const owner = await buildUser(app);
    const { book } = await buildBook(app, { publisher: owner.user, files: true });
    const oldKey = book.cover.key;
    const hidden = await app.gqlUpload<any>(
      UPDATE_BOOK,
      { bookId: book.id, input: input({ removed: true }) },
      { cover: await coverFile('new-cover.png') },
      owner.token,
    );
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data.updateBook).toMatchObject({
      title: 'Renamed',
      urlSlug: 'renamed',
      status: 'HIATUS',
      removed: true,
      contentRating: 'M',
      genres: ['horror'],
    });
    expect(hidden.data.updateBook.cover.originalName).toBe('new-cover.png');
    expect(await app.deps.media.storage.exists(oldKey)).toBe(false);
    // removed omitted = unchanged; false shows it again.
    const same = await app.gql<any>(UPDATE_BOOK, { bookId: book.id, input: input() }, owner.token);
    expect(same.data.updateBook.removed).toBe(true);
    const shown = await app.gql<any>(
      UPDATE_BOOK,
      { bookId: book.id, input: input({ removed: false }) },
      owner.token,
    );
    expect(shown.data.updateBook.removed).toBe(false);
  });

  test('another user: NOT_FOUND and nothing changes; a bad cover leaves details unchanged', async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const { book } = await buildBook(app, {
      publisher: owner.user,
      files: true,
      title: 'Original',
    });
    const foreign = await app.gql<any>(
      UPDATE_BOOK,
      { bookId: book.id, input: input() },
      other.token,
    );
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const keys = await storedKeys(app);
    const badCover = await app.gqlUpload<any>(
      UPDATE_BOOK,
      { bookId: book.id, input: input() },
      { cover: { buffer: await makeImage({ width: 320, height: 600 }), filename: 'tall.png' } },
      owner.token,
    );
    expect(badCover.errors?.[0].message).toBe(MESSAGES.fileDimensions(320, 485));
    expect((await app.em().findOneOrFail(Book, { id: book.id })).title).toBe('Original');
    expect(await storedKeys(app)).toEqual(keys);
  });
});

describe('updateIssue', () => {
  test('reorders kept pages, adds new ones, removes unlisted ones, replaces cover and credits in one go', async () => {
    const owner = await buildUser(app);
    const colleague = await buildUser(app);
    const { book, issues } = await buildBook(app, {
      publisher: owner.user,
      files: true,
      issue: { pages: 3 },
    });
    const pages = await app
      .em()
      .find(IssuePage, { issue: issues[0].id }, { orderBy: { pageNumber: 'asc' } });
    const [p1, p2, p3] = pages;
    const oldCover = issues[0].cover.key;
    const result = await app.gqlUpload<any>(
      UPDATE_ISSUE,
      {
        bookId: book.id,
        issueNumber: 1,
        input: {
          title: 'Dusk (revised)',
          description: 'Edited.',
          credits: [{ userId: colleague.user.id, roles: ['LETTERER', 'LETTERER'] }],
        },
        pageOrder: [
          { newPageIndex: 1 },
          { existingPageId: p3.id },
          { existingPageId: p1.id },
          { newPageIndex: 0 },
        ],
        newPages: [null, null],
        cover: null,
      },
      {
        'newPages.0': await pageFile('new-a.png'),
        'newPages.1': await pageFile('new-b.png'),
        cover: await coverFile('cover-2.png'),
      },
      owner.token,
    );
    expect(result.errors).toBeUndefined();
    const updated = result.data.updateIssue;
    expect(updated).toMatchObject({
      title: 'Dusk (revised)',
      description: 'Edited.',
      cover: { originalName: 'cover-2.png' },
    });
    expect(updated.pages.nodes.map((p: { pageNumber: number }) => p.pageNumber)).toEqual([
      1, 2, 3, 4,
    ]);
    expect(
      updated.pages.nodes.map((p: { id: number; image: { originalName: string } }) =>
        p.id === p3.id ? 'p3' : p.id === p1.id ? 'p1' : p.image.originalName,
      ),
    ).toEqual(['new-b.png', 'p3', 'p1', 'new-a.png']);
    expect(updated.credits).toEqual([{ user: { id: colleague.user.id }, roles: ['LETTERER'] }]);
    expect(await app.deps.media.storage.exists(p2.image.key)).toBe(false);
    expect(await app.deps.media.storage.exists(oldCover)).toBe(false);
    expect(await app.em().count(IssuePage, { id: p2.id })).toBe(0);
  });

  test('a page id of another issue is refused before anything is stored or changed', async () => {
    const owner = await buildUser(app);
    const { book, issues } = await buildBook(app, {
      publisher: owner.user,
      files: true,
      issues: [{ title: 'Issue One' }, {}],
      issue: { pages: 2 },
    });
    const foreignPage = await app
      .em()
      .findOneOrFail(IssuePage, { issue: issues[1].id, pageNumber: 1 });
    const own = await app
      .em()
      .find(IssuePage, { issue: issues[0].id }, { orderBy: { pageNumber: 'asc' } });
    const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
    const result = await app.gqlUpload<any>(
      UPDATE_ISSUE,
      {
        bookId: book.id,
        issueNumber: 1,
        input: {
          title: 'X',
          description: 'Y',
          credits: [{ userId: owner.user.id, roles: ['WRITER'] }],
        },
        pageOrder: [
          { existingPageId: own[0].id },
          { existingPageId: foreignPage.id },
          { newPageIndex: 0 },
        ],
        newPages: [null],
      },
      { 'newPages.0': await pageFile() },
      owner.token,
    );
    expect(result.errors?.[0]).toMatchObject({
      message: MESSAGES.pageNotFound,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await publishingRows(app)).toEqual(before.rows);
    expect(await storedKeys(app)).toEqual(before.keys);
    expect((await app.em().findOneOrFail(Issue, { id: issues[0].id })).title).toBe('Issue One');
  });

  test('another user: NOT_FOUND', async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const { book } = await buildBook(app, { publisher: owner.user, files: true });
    const result = await app.gql<any>(
      UPDATE_ISSUE,
      {
        bookId: book.id,
        issueNumber: 1,
        input: {
          title: 'X',
          description: 'Y',
          credits: [{ userId: other.user.id, roles: ['WRITER'] }],
        },
        pageOrder: [],
      },
      other.token,
    );
    expect(result.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('deleteIssue and deleteBook', () => {
  const DELETE_ISSUE = `mutation ($b: Int!, $n: Int!) { deleteIssue(bookId: $b, issueNumber: $n) }`;
  const DELETE_BOOK = `mutation ($b: Int!) { deleteBook(bookId: $b) }`;

  test('only the latest issue can be deleted; the only issue is refused; files go with it', async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const { book, issues } = await buildBook(app, {
      publisher: owner.user,
      files: true,
      issues: 2,
    });
    const notLatest = await app.gql<any>(DELETE_ISSUE, { b: book.id, n: 1 }, owner.token);
    expect(notLatest.errors?.[0]).toMatchObject({
      message: MESSAGES.onlyLatestIssueDeletable,
      extensions: { code: 'CONFLICT' },
    });
    const foreign = await app.gql<any>(DELETE_ISSUE, { b: book.id, n: 2 }, other.token);
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const anonymous = await app.gql<any>(DELETE_ISSUE, { b: book.id, n: 2 });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const issue2Pages = await app.em().find(IssuePage, { issue: issues[1].id });
    const ok = await app.gql<any>(DELETE_ISSUE, { b: book.id, n: 2 }, owner.token);
    expect(ok.data?.deleteIssue).toBe(true);
    expect(await app.em().count(Issue, { book: book.id })).toBe(1);
    for (const page of issue2Pages)
      expect(await app.deps.media.storage.exists(page.image.key)).toBe(false);
    expect(await app.deps.media.storage.exists(issues[1].cover.key)).toBe(false);
    const only = await app.gql<any>(DELETE_ISSUE, { b: book.id, n: 1 }, owner.token);
    expect(only.errors?.[0]).toMatchObject({
      message: MESSAGES.onlyIssueDeleteBook,
      extensions: { code: 'CONFLICT' },
    });
    expect(await app.em().count(Issue, { book: book.id })).toBe(1);
  });

  test('deleteBook removes issues, pages, credits, genres, bookmarks and every file; others get NOT_FOUND', async () => {
    const owner = await buildUser(app);
    const reader = await buildUser(app);
    const { book } = await buildBook(app, {
      publisher: owner.user,
      files: true,
      issues: 2,
      issue: { pages: 2 },
    });
    const em = app.em();
    em.create(Bookmark, {
      user: em.getReference(User, reader.user.id),
      book: em.getReference(Book, book.id),
    });
    await em.flush();
    const prefix = `works/${book.imagePrefixRef}/`;
    expect((await storedKeys(app)).filter((k) => k.startsWith(prefix)).length).toBeGreaterThan(0);
    const foreign = await app.gql<any>(DELETE_BOOK, { b: book.id }, reader.token);
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const ok = await app.gql<any>(DELETE_BOOK, { b: book.id }, owner.token);
    expect(ok.data?.deleteBook).toBe(true);
    const check = app.em();
    expect(await check.count(Book, { id: book.id })).toBe(0);
    expect(await check.count(Issue, { book: book.id })).toBe(0);
    expect(await check.count(WorkCredit, { book: book.id })).toBe(0);
    expect(await check.count(Bookmark, { book: book.id })).toBe(0);
    expect((await storedKeys(app)).filter((k) => k.startsWith(prefix))).toEqual([]);
    const again = await app.gql<any>(DELETE_BOOK, { b: book.id }, owner.token);
    expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
