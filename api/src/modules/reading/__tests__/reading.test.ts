import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltUser } from '../../../../test/factories';
import { LIKE, RATE } from '../../reactions/__tests__/helpers';
import { CreditRoleEnum } from '../../credits/work-credit.entity';
import { Book } from '../../books/book.entity';
import { Issue } from '../../issues/issue.entity';
import { persisted } from '../../../../test/support/persisted';
import { MESSAGES } from '../../../config/limits';
import { wrap } from '@mikro-orm/core';
import { ReadingService } from '../reading.service';

let app: TestApp;
let owner: BuiltUser;
let reader: BuiltUser;
let artist: BuiltUser;
let ghost: BuiltUser; // deactivated, credited on the main book
let gone: BuiltUser; // deactivated publisher
let book: Book;
let removedBook: Book;
let goneBook: Book;

beforeAll(async () => {
  app = await startTestApp();
  owner = await buildUser(app, { username: 'owner_olga' });
  reader = await buildUser(app, { username: 'reader_rick' });
  artist = await buildUser(app, { username: 'artist_anna' });
  ghost = await buildUser(app, { username: 'ghost_gary', active: false });
  gone = await buildUser(app, { username: 'gone_gina' });
  ({ book } = await buildBook(app, {
    publisher: owner.user,
    title: 'Rain & <City>',
    genres: ['mystery', 'crime'],
    issues: 3,
    issue: {
      pages: 3,
      credits: [
        { user: owner.user, roles: [CreditRoleEnum.WRITER] },
        { user: artist.user, roles: [CreditRoleEnum.ARTIST, CreditRoleEnum.COVER_ARTIST] },
        { user: ghost.user, roles: [CreditRoleEnum.INKER] },
      ],
    },
  }));
  ({ book: removedBook } = await buildBook(app, {
    publisher: owner.user,
    removed: true,
    issue: { credits: [{ user: artist.user, roles: [CreditRoleEnum.ARTIST] }] },
  }));
  ({ book: goneBook } = await buildBook(app, {
    publisher: gone.user,
    issue: { credits: [{ user: artist.user, roles: [CreditRoleEnum.ARTIST] }] },
  }));
  const em = app.em();
  const g = await em.findOneOrFail('User', { id: gone.user.id });
  (g as { active: boolean }).active = false;
  await em.flush();
});
afterAll(async () => {
  await app.close();
});

const BOOK_QUERY = `query($id: Int!) { book(id: $id) {
  id title urlSlug genres totalPages viewerCanEdit viewerHasBookmarked issueCount
  publisher { id username }
  issues { nodes { issueNumber pageCount viewerCanEdit } }
  credits { role users { username } }
} }`;

describe('GraphQL book and issue', () => {
  test('a visible book with its details; viewerCanEdit only for the owner; viewerHasBookmarked null when signed out', async () => {
    const anonymous = await app.gql<{ book: Record<string, unknown> }>(BOOK_QUERY, { id: book.id });
    expect(anonymous.errors).toBeUndefined();
    expect(anonymous.data?.book).toMatchObject({
      id: book.id,
      title: 'Rain & <City>',
      genres: ['crime', 'mystery'],
      totalPages: 9,
      issueCount: 3,
      viewerCanEdit: false,
      viewerHasBookmarked: null,
      publisher: { id: owner.user.id, username: 'owner_olga' },
      issues: {
        nodes: [
          { issueNumber: 1, pageCount: 3, viewerCanEdit: false },
          { issueNumber: 2, pageCount: 3, viewerCanEdit: false },
          { issueNumber: 3, pageCount: 3, viewerCanEdit: false },
        ],
      },
    });
    // The deactivated inker is hidden from credits.
    expect(anonymous.data?.book.credits).toEqual([
      { role: 'WRITER', users: [{ username: 'owner_olga' }] },
      { role: 'ARTIST', users: [{ username: 'artist_anna' }] },
      { role: 'COVER_ARTIST', users: [{ username: 'artist_anna' }] },
    ]);
    const asOwner = await app.gql<{
      book: {
        viewerCanEdit: boolean;
        viewerHasBookmarked: boolean;
        issues: { nodes: { viewerCanEdit: boolean }[] };
      };
    }>(BOOK_QUERY, { id: book.id }, owner.token);
    expect(asOwner.data?.book.viewerCanEdit).toBe(true);
    expect(asOwner.data?.book.viewerHasBookmarked).toBe(false);
    expect(asOwner.data?.book.issues.nodes.every((i) => i.viewerCanEdit)).toBe(true);
    const asReader = await app.gql<{ book: { viewerCanEdit: boolean } }>(
      BOOK_QUERY,
      { id: book.id },
      reader.token,
    );
    expect(asReader.data?.book.viewerCanEdit).toBe(false);
  });

  test('the details come as views equal to the entities MikroORM loads, outside the identity map', async () => {
    const em = app.em();
    const details = await new ReadingService(em, app.deps).findBookDetails(
      book.id,
      { genres: true, issues: true, credits: true },
      null,
    );
    expect(details?.issues).toHaveLength(3);
    expect(details?.genres).toEqual(['crime', 'mystery']);
    const fresh = app.em();
    const entity = await fresh.findOneOrFail(Book, book.id, { populate: ['publisher'] });
    const { publisher, ...bookView } = details!.book;
    expect(bookView).toEqual({ ...persisted(entity), publisher: undefined });
    expect(publisher).toEqual(persisted(entity.publisher));
    const issues = await fresh.find(Issue, { book: book.id }, { orderBy: { issueNumber: 'asc' } });
    expect(details!.issues).toEqual(issues.map(persisted));
    // Views are not entities: nothing was registered in the request's identity map.
    expect(em.getUnitOfWork().getIdentityMap().values()).toHaveLength(0);
    // The same user credited twice is one object; the publisher is the credited owner.
    expect(details!.credits!.find((c) => c.creator.id === owner.user.id)?.creator).toBe(
      details!.book.publisher,
    );
    const artistCredits = details!.credits!.filter((c) => c.creator.id === artist.user.id);
    expect(artistCredits.length).toBeGreaterThan(1);
    expect(new Set(artistCredits.map((c) => c.creator)).size).toBe(1);
  });

  test('findBook still gives a managed entity, registered from its row without a second snapshot', async () => {
    const em = app.em();
    const snapshot = jest.spyOn(em.getComparator(), 'prepareEntity');
    const found = await new ReadingService(em, app.deps).findBook(book.id);
    expect(snapshot).not.toHaveBeenCalled();
    snapshot.mockRestore();
    for (const entity of [found!, found!.publisher]) {
      expect(em.getUnitOfWork().getById(entity.constructor.name, entity.id)).toBe(entity);
      expect(wrap(entity, true).__originalEntityData).toMatchObject({ id: entity.id });
    }
  });

  test('removed books, books of deactivated users and unknown ids are null', async () => {
    for (const id of [removedBook.id, goneBook.id, 999999]) {
      const result = await app.gql<{ book: unknown }>(
        'query($id: Int!) { book(id: $id) { id } }',
        { id },
        owner.token,
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.book).toBeNull();
    }
  });

  test('issue(bookId, issueNumber) gives the pages in order; invisible or unknown issues are null', async () => {
    const query = `query($b: Int!, $n: Int!) { issue(bookId: $b, issueNumber: $n) {
      issueNumber title pageCount viewerCanEdit pages { nodes { pageNumber image { url } } } book { id } } }`;
    const result = await app.gql<{
      issue: {
        pages: { nodes: { pageNumber: number; image: { url: string } }[] };
        viewerCanEdit: boolean;
      };
    }>(query, { b: book.id, n: 2 }, owner.token);
    expect(result.data?.issue).toMatchObject({
      issueNumber: 2,
      title: 'Issue 2',
      pageCount: 3,
      viewerCanEdit: true,
      book: { id: book.id },
    });
    expect(result.data?.issue.pages.nodes.map((p) => p.pageNumber)).toEqual([1, 2, 3]);
    expect(result.data?.issue.pages.nodes[0].image.url).toMatch(/^\/media\/works\//);
    for (const [b, n] of [
      [book.id, 4],
      [removedBook.id, 1],
      [goneBook.id, 1],
    ]) {
      expect((await app.gql<{ issue: unknown }>(query, { b, n })).data?.issue).toBeNull();
    }
  });
});

describe('GraphQL profile works', () => {
  test("the profile grids' reaction figures are the work's own", async () => {
    const issueId = (
      await app.gql<{ issue: { id: number } }>(
        'query($b: Int!) { issue(bookId: $b, issueNumber: 1) { id } }',
        {
          b: book.id,
        },
      )
    ).data!.issue.id;
    expect((await app.gql(LIKE, { id: issueId }, reader.token)).errors).toBeUndefined();
    expect((await app.gql(RATE, { id: book.id, rating: 4 }, reader.token)).errors).toBeUndefined();
    const grid = await app.gql<{
      userBooks: { items: Record<string, unknown>[] };
      userIssues: { items: Record<string, unknown>[] };
    }>(
      `query($u: Int!) {
        userBooks(userId: $u) { items { id likeCount ratingAverage ratingCount } }
        userIssues(userId: $u, limit: 50) { items { id likeCount readCount } }
      }`,
      { u: owner.user.id },
    );
    const own = await app.gql<{ book: Record<string, unknown>; issue: Record<string, unknown> }>(
      `query($b: Int!) {
        book(id: $b) { id likeCount ratingAverage ratingCount }
        issue(bookId: $b, issueNumber: 1) { id likeCount readCount }
      }`,
      { b: book.id },
    );
    expect(grid.errors).toBeUndefined();
    expect(grid.data!.userBooks.items).toEqual([own.data!.book]);
    expect(own.data!.book).toMatchObject({ ratingAverage: 4, ratingCount: 1 });
    expect(grid.data!.userIssues.items.find((i) => i.id === issueId)).toEqual(own.data!.issue);
    expect(own.data!.issue).toMatchObject({ likeCount: 1 });
  });

  test('userBooks and userIssues: visible works only, newest first, paginated with totals', async () => {
    const books = await app.gql<{ userBooks: { items: { id: number }[]; totalCount: number } }>(
      'query($u: Int!) { userBooks(userId: $u) { items { id } totalCount } }',
      { u: owner.user.id },
    );
    expect(books.data?.userBooks).toEqual({ items: [{ id: book.id }], totalCount: 1 });
    const issues = await app.gql<{
      userIssues: { items: { issueNumber: number }[]; totalCount: number };
    }>(
      'query($u: Int!) { userIssues(userId: $u, page: 2, limit: 2) { items { issueNumber } totalCount } }',
      { u: owner.user.id },
    );
    expect(issues.data?.userIssues.totalCount).toBe(3);
    expect(issues.data?.userIssues.items).toHaveLength(1);
    const past = await app.gql<{ userIssues: { items: unknown[]; totalCount: number } }>(
      'query($u: Int!) { userIssues(userId: $u, page: 9) { items { id } totalCount } }',
      { u: owner.user.id },
    );
    expect(past.data?.userIssues).toEqual({ items: [], totalCount: 3 });
    const deactivated = await app.gql<{ userBooks: { totalCount: number } }>(
      'query($u: Int!) { userBooks(userId: $u) { totalCount } }',
      { u: gone.user.id },
    );
    expect(deactivated.data?.userBooks.totalCount).toBe(0);
  });

  test('bad page or limit is BAD_USER_INPUT with the message', async () => {
    for (const [args, message] of [
      ['page: 0', MESSAGES.invalidPage],
      ['limit: 0', MESSAGES.invalidLimit(100)],
      ['limit: 101', MESSAGES.invalidLimit(100)],
    ] as const) {
      const result = await app.gql(
        `query($u: Int!) { userBooks(userId: $u, ${args}) { totalCount } }`,
        { u: owner.user.id },
      );
      expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  test('accreditedWorks groups visible credited issues by role, all eight roles in order', async () => {
    const result = await app.gql<{
      accreditedWorks: {
        role: string;
        count: number;
        issues: { issueNumber: number; book: { id: number } }[];
      }[];
    }>(
      'query($u: Int!) { accreditedWorks(userId: $u) { role count issues { issueNumber book { id } } } }',
      { u: artist.user.id },
    );
    const groups = result.data!.accreditedWorks;
    expect(groups.map((g) => g.role)).toEqual([
      'WRITER',
      'ARTIST',
      'EDITOR',
      'INKER',
      'LETTERER',
      'PENCILLER',
      'COLORIST',
      'COVER_ARTIST',
    ]);
    const artistGroup = groups.find((g) => g.role === 'ARTIST')!;
    // Only the visible book: the removed one and the deactivated publisher's are left out.
    expect(artistGroup.count).toBe(3);
    expect(artistGroup.issues.map((i) => [i.book.id, i.issueNumber])).toEqual([
      [book.id, 1],
      [book.id, 2],
      [book.id, 3],
    ]);
    expect(groups.find((g) => g.role === 'COVER_ARTIST')!.count).toBe(3);
    expect(groups.find((g) => g.role === 'WRITER')!.count).toBe(0);
    const ghostWorks = await app.gql<{ accreditedWorks: { count: number }[] }>(
      'query($u: Int!) { accreditedWorks(userId: $u) { count } }',
      { u: ghost.user.id },
    );
    expect(ghostWorks.data?.accreditedWorks.every((g) => g.count === 0)).toBe(true);
  });
});

describe('v1 /read', () => {
  test('R1 answers the book whatever the slug, with Bearer null', async () => {
    const res = await app
      .http()
      .get(`/api/v1/read/stale-slug/book/${book.id}`)
      .set('authorization', 'Bearer null');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      book: {
        id: book.id,
        book_title: 'Rain & <City>',
        username: 'owner_olga',
        publisher_id: owner.user.id,
        url_slug: 'a-book',
        removed: false,
        status: 'ongoing',
        content_rating: 'T',
      },
    });
    expect(typeof res.body.book.date_created).toBe('string');
    expect(res.body.book.cover_photo).toMatch(/^\/media\//);
  });

  test('R1 removed / deactivated / unknown -> 404; non-numeric id -> 400', async () => {
    for (const id of [removedBook.id, goneBook.id, 424242]) {
      const res = await app.http().get(`/api/v1/read/x/book/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 'fail', message: MESSAGES.bookNotFound });
    }
    const bad = await app.http().get('/api/v1/read/x/book/abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ status: 'fail', message: MESSAGES.invalidBookId });
  });

  test('R2 answers the issue, its pages in order and their count', async () => {
    const res = await app.http().get(`/api/v1/read/whatever/book/${book.id}/issue/2`);
    expect(res.status).toBe(200);
    expect(res.body.issue).toMatchObject({
      issue_number: 2,
      issue_title: 'Issue 2',
      book_title: 'Rain & <City>',
      book_id: book.id,
      publisher_id: owner.user.id,
      username: 'owner_olga',
      status: 'ongoing',
      content_rating: 'T',
    });
    expect(res.body.totalIssueAssets).toBe(3);
    expect(res.body.issueAssets.map((p: { page_number: number }) => p.page_number)).toEqual([
      1, 2, 3,
    ]);
    expect(res.body.issueAssets[0]).toMatchObject({
      book_id: book.id,
      issue_id: res.body.issue.issue_id,
      publisher_id: owner.user.id,
    });
    expect((await app.http().get(`/api/v1/read/x/book/${book.id}/issue/4`)).status).toBe(404);
    expect((await app.http().get(`/api/v1/read/x/book/${removedBook.id}/issue/1`)).status).toBe(
      404,
    );
    const bad = await app.http().get(`/api/v1/read/x/book/${book.id}/issue/first`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.invalidIssueNumber);
  });

  test('R3 lists issues by number descending with an integer issueTotal; invisible book -> 404', async () => {
    const res = await app.http().get(`/api/v1/read/x/book/${book.id}/issues`);
    expect(res.status).toBe(200);
    expect(res.body.issueTotal).toBe(3);
    expect(
      res.body.allIssues.map((i: { issue_number: number; title: string }) => [
        i.issue_number,
        i.title,
      ]),
    ).toEqual([
      [3, 'Issue 3'],
      [2, 'Issue 2'],
      [1, 'Issue 1'],
    ]);
    expect((await app.http().get(`/api/v1/read/x/book/${goneBook.id}/issues`)).status).toBe(404);
  });

  test('R4 and R5 list credited usernames per role, without deactivated users', async () => {
    const expected = {
      writers: ['owner_olga'],
      artists: ['artist_anna'],
      editors: [],
      inkers: [],
      letterers: [],
      pencillers: [],
      colorists: [],
      coverArtists: ['artist_anna'],
    };
    const bookCredits = await app.http().get(`/api/v1/read/x/book/${book.id}/work-credits`);
    expect(bookCredits.status).toBe(200);
    expect(bookCredits.body).toEqual({ status: 'success', ...expected });
    const issueCredits = await app
      .http()
      .get(`/api/v1/read/x/book/${book.id}/issue/1/work-credits`);
    expect(issueCredits.body).toEqual({ status: 'success', ...expected });
    expect(
      (await app.http().get(`/api/v1/read/x/book/${book.id}/issue/9/work-credits`)).status,
    ).toBe(404);
    expect(
      (await app.http().get(`/api/v1/read/x/book/${removedBook.id}/work-credits`)).status,
    ).toBe(404);
  });

  test('R6 lists the genres', async () => {
    const res = await app.http().get(`/api/v1/read/x/book/${book.id}/genres`);
    expect(res.body).toEqual({ status: 'success', genres: ['crime', 'mystery'] });
    expect((await app.http().get(`/api/v1/read/x/book/${removedBook.id}/genres`)).status).toBe(404);
  });

  test('R7 GET /read/ and S5 GET /search/ answer a JSON 404', async () => {
    for (const path of ['/api/v1/read/', '/api/v1/read', '/api/v1/search/']) {
      const res = await app.http().get(path);
      expect(res.status).toBe(404);
      expect(res.body.status).toBe('fail');
    }
  });
});

describe('v1 S4 /search/accredited-works', () => {
  test('one array per role with v1 entries, titles HTML-escaped, visible works only', async () => {
    const res = await app.http().get(`/api/v1/search/accredited-works?userId=${artist.user.id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'artist',
        'colorist',
        'coverArtist',
        'editor',
        'inker',
        'letterer',
        'penciller',
        'status',
        'writer',
      ].sort(),
    );
    expect(res.body.artist).toHaveLength(3);
    expect(res.body.artist[0]).toMatchObject({
      id: book.id,
      book_id: book.id,
      issue_number: 1,
      issue_title: 'Issue 1',
      book_title: 'Rain &#38; &#60;City&#62;',
      creator_credit: 'artist',
    });
    expect(res.body.coverArtist).toHaveLength(3);
    expect(res.body.writer).toEqual([]);
  });

  test('missing userId gives empty arrays; a non-numeric one is a 400', async () => {
    const empty = await app.http().get('/api/v1/search/accredited-works');
    expect(empty.status).toBe(200);
    expect(empty.body.artist).toEqual([]);
    const bad = await app.http().get('/api/v1/search/accredited-works?userId=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.invalidUserId);
  });
});
