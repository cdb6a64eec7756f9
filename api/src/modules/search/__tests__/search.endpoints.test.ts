import crypto from 'node:crypto';
import { BookStatus, ContentRating } from '../../books/book.entity';
import { Subscription } from '../../subscriptions/subscription.entity';
import { User } from '../../users/user.entity';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, fakeImage } from '../../../../test/factories';
import { sqlStatementsDuring } from '../../../../test/support/sql-statements';

let app: TestApp;
let creator: User;
let tag: string;
const day = (n: number) => new Date(Date.UTC(2023, 5, 1 + n));

beforeAll(async () => {
  app = await startTestApp();
  tag = crypto.randomBytes(3).toString('hex');
  creator = (await buildUser(app, { username: `inkwell_${tag}` })).user;
  // 12 books "Comet <n>", each with one 3-page issue "Comet issue <n>"; odd ones are horror + M + completed.
  for (let i = 0; i < 12; i += 1) {
    await buildBook(app, {
      publisher: creator,
      title: `Comet ${i}`,
      genres: i % 2 ? ['horror'] : ['action'],
      contentRating: i % 2 ? ContentRating.M : ContentRating.G,
      status: i % 2 ? BookStatus.COMPLETED : BookStatus.ONGOING,
      dateCreated: day(i),
      cover: fakeImage({ key: `books/comet-${i}/cover.png` }),
      issues: [{ title: `Comet issue ${i}`, pages: 3 }],
    });
  }
});
afterAll(async () => {
  await app.close();
});

describe('v1 GET /api/v1/search/{books|issues|users}', () => {
  test('books: envelope, default limit 10, newest first, S1 item fields', async () => {
    const res = await app.http().get('/api/v1/search/books').query({ username: creator.username });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      type: 'books',
      totalResultCount: 12,
      currentResultCount: 10,
    });
    expect(res.body.books).toHaveLength(10);
    expect(res.body.books[0]).toEqual({
      user_id: creator.id,
      username: creator.username,
      user_photo: expect.any(String),
      book_id: expect.any(Number),
      book_title: 'Comet 11',
      url_slug: 'a-book',
      cover_photo: expect.stringContaining('/media/books/'),
      description: 'Comet 11 description',
      status: 'completed',
      last_updated: null,
      date_created: day(11).toISOString(),
      content_rating: 'M',
      genre_array: ['horror'],
      total_issues: 1,
      total_book_pages: 3,
    });
  });

  test('issues: S2 fields without email; sort=desc is oldest first; page 2', async () => {
    const res = await app
      .http()
      .get('/api/v1/search/issues')
      .query({ username: creator.username, sort: 'desc', limit: '5', page: '2' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 'issues', totalResultCount: 12, currentResultCount: 5 });
    expect(res.body.issues.map((i: { issue_title: string }) => i.issue_title)).toEqual(
      [5, 6, 7, 8, 9].map((n) => `Comet issue ${n}`),
    );
    const item = res.body.issues[0];
    expect(item).not.toHaveProperty('email');
    expect(item).toMatchObject({
      user_id: creator.id,
      username: creator.username,
      issue_number: 1,
      book_title: 'Comet 5',
      status: 'completed',
      content_rating: 'M',
      genre_array: ['horror'],
      total_issues: 1,
      total_issue_pages: 3,
    });
    for (const key of [
      'issue_id',
      'book_id',
      'cover_photo',
      'url_slug',
      'description',
      'date_created',
      'user_photo',
    ]) {
      expect(item).toHaveProperty(key);
    }
  });

  test('filters: q, status, content-rating (list and all), include, exclude', async () => {
    const get = async (query: Record<string, string>) =>
      (
        await app
          .http()
          .get('/api/v1/search/books')
          .query({ username: creator.username, limit: '0', ...query })
      ).body;
    expect((await get({ q: 'comet', status: 'completed' })).totalResultCount).toBe(6);
    expect((await get({ 'content-rating': 'G,T' })).totalResultCount).toBe(6);
    expect((await get({ 'content-rating': 'all' })).totalResultCount).toBe(12);
    expect((await get({ include: 'horror,comedy' })).totalResultCount).toBe(6);
    expect((await get({ exclude: 'horror' })).totalResultCount).toBe(6);
    expect((await get({ q: 'comet 3' })).books[0].book_title).toBe('Comet 3');
    // One typo in a word of five letters or more (as Meilisearch does); 'comet' is within reach of 'commet'.
    expect((await get({ q: 'commet' })).totalResultCount).toBe(12);
    expect((await get({ status: 'all' })).totalResultCount).toBe(12);
  });

  test('limit=0 returns up to the cap of 100 (profile Works tab); limits above 100 are capped', async () => {
    const works = await app
      .http()
      .get('/api/v1/search/issues')
      .query({ username: creator.username, limit: '0', 'content-rating': 'all' });
    expect(works.body.currentResultCount).toBe(12);
    const many = await app.http().get('/api/v1/search/users').query({ limit: '5000' });
    expect(many.status).toBe(200);
    expect(many.body.currentResultCount).toBeLessThanOrEqual(100);
  });

  test('page: absent, 0 and non-numeric mean 1; negative is 400; past the end is empty', async () => {
    for (const page of ['0', 'abc', '']) {
      const res = await app
        .http()
        .get('/api/v1/search/books')
        .query({ username: creator.username, page });
      expect(res.body.books[0].book_title).toBe('Comet 11');
    }
    const negative = await app.http().get('/api/v1/search/books').query({ page: '-1' });
    expect(negative.status).toBe(400);
    expect(negative.body).toEqual({
      status: 'fail',
      message: 'page must be a whole number of at least 1',
    });
    const past = await app
      .http()
      .get('/api/v1/search/books')
      .query({ username: creator.username, page: '9' });
    expect(past.body).toMatchObject({ totalResultCount: 12, currentResultCount: 0, books: [] });
  });

  test('bad input is 400 with a message, never 500', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['books', { include: 'cooking' }, 'Unknown genre: cooking'],
      ['issues', { exclude: 'action,nope' }, 'Unknown genre: nope'],
      ['books', { status: 'paused' }, 'Unknown status: paused (use ongoing, completed or hiatus)'],
      ['books', { 'content-rating': 'G,X' }, 'Unknown content rating: X (use G, T, M or all)'],
      ['books', { limit: '-5' }, 'limit must be a whole number between 0 and 100'],
      ['books', { limit: 'ten' }, 'limit must be a whole number between 0 and 100'],
    ];
    for (const [kind, query, message] of cases) {
      const res = await app.http().get(`/api/v1/search/${kind}`).query(query);
      expect({ query, status: res.status, body: res.body }).toEqual({
        query,
        status: 400,
        body: { status: 'fail', message },
      });
    }
  });

  test('users: S3 fields, subscriber count, deactivated only with allowDeactivatedUserResults; genre filters ignored', async () => {
    const fan = (await buildUser(app)).user;
    const em = app.em();
    em.create(Subscription, {
      publisher: em.getReference(User, creator.id),
      subscriber: em.getReference(User, fan.id),
    });
    await em.flush();
    const res = await app
      .http()
      .get('/api/v1/search/users')
      .query({ q: `inkwell_${tag}`, include: 'nope', status: 'x', 'content-rating': 'Q' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      type: 'users',
      totalResultCount: 1,
      currentResultCount: 1,
    });
    expect(res.body.users[0]).toEqual({
      id: creator.id,
      username: creator.username,
      user_photo: expect.any(String),
      date_created: expect.any(String),
      total_subscribers: 1,
    });
    const gone = (await buildUser(app, { username: `retired_${tag}`, active: false })).user;
    const hidden = await app
      .http()
      .get('/api/v1/search/users')
      .query({ q: `retired_${tag}` });
    expect(hidden.body.totalResultCount).toBe(0);
    // The credit picker is for signed-in creators (anonymous: users/deactivated-users.test.ts).
    const picker = await app
      .http()
      .get('/api/v1/search/users')
      .set('authorization', `Bearer ${(await buildUser(app)).token}`)
      .query({ q: `retired_${tag}`, sort: 'desc', allowDeactivatedUserResults: 'true' });
    expect(picker.body.users.map((u: { id: number }) => u.id)).toEqual([gone.id]);
  });

  test('a "Bearer null" header is ignored; GET /search/ is a JSON 404', async () => {
    const res = await app
      .http()
      .get('/api/v1/search/books')
      .set('authorization', 'Bearer null')
      .query({ username: creator.username });
    expect(res.status).toBe(200);
    const root = await app.http().get('/api/v1/search/');
    expect(root.status).toBe(404);
    expect(root.body.status).toBe('fail');
  });
});

describe('GraphQL search', () => {
  const QUERY = `query Search($input: SearchInput!) {
    search(input: $input) {
      type totalCount page limit
      books { id title genres issueCount publisher { username } }
      issues { id title issueNumber book { title } }
      users { id username }
    }
  }`;
  type Result = {
    search: {
      type: string;
      totalCount: number;
      page: number;
      limit: number;
      books: {
        id: number;
        title: string;
        genres: string[];
        issueCount: number;
        publisher: { username: string };
      }[];
      issues: { id: number; title: string; issueNumber: number; book: { title: string } }[];
      users: { id: number; username: string }[];
    };
  };

  test('defaults: issues, newest first, page 1, limit 20; fields resolve through loaders', async () => {
    const res = await app.gql<Result>(QUERY, { input: { username: creator.username } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.search).toMatchObject({
      type: 'ISSUES',
      totalCount: 12,
      page: 1,
      limit: 20,
      books: [],
      users: [],
    });
    expect(res.data?.search.issues).toHaveLength(12);
    expect(res.data?.search.issues[0]).toMatchObject({
      title: 'Comet issue 11',
      issueNumber: 1,
      book: { title: 'Comet 11' },
    });
  });

  test('books with filters, sort and paging', async () => {
    const res = await app.gql<Result>(QUERY, {
      input: {
        type: 'BOOKS',
        q: 'comet',
        username: creator.username,
        include: ['Horror'],
        contentRatings: ['M'],
        status: 'COMPLETED',
        sort: 'OLDEST',
        page: 2,
        limit: 2,
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.search.totalCount).toBe(6);
    expect(res.data?.search.books.map((b) => b.title)).toEqual(['Comet 5', 'Comet 7']);
    expect(res.data?.search.books[0]).toMatchObject({
      genres: ['horror'],
      issueCount: 1,
      publisher: { username: creator.username },
    });
  });

  test('a books search sends the same statements for 1 hit and for 12 (genres and issue counts come with the books)', async () => {
    const statementsFor = async (q: string, expected: number) =>
      sqlStatementsDuring(async () => {
        const res = await app.gql<Result>(QUERY, {
          input: { type: 'BOOKS', q, username: creator.username, limit: 20 },
        });
        expect(res.errors).toBeUndefined();
        expect(res.data?.search.books).toHaveLength(expected);
        expect(
          res.data?.search.books.every((b) => b.genres.length === 1 && b.issueCount === 1),
        ).toBe(true);
      });
    // Different texts, so neither is answered by the result cache.
    const one = await statementsFor('comet 7', 1);
    const twelve = await statementsFor('comet', 12);
    expect(twelve).toHaveLength(one.length);
    // The vocabulary lookup (are the words known?), the search with the books, their genres
    // and issue counts in the same statement, and their publishers.
    expect(one).toEqual([
      expect.stringContaining('search_terms'),
      expect.stringMatching(/^(?=[\s\S]*count\(\*\) over \(\))(?=[\s\S]*as genre_array)/),
      expect.stringContaining('from users u'),
    ]);
  });

  test('users search with includeDeactivated', async () => {
    const gone = (await buildUser(app, { username: `dormant_${tag}`, active: false })).user;
    const hidden = await app.gql<Result>(QUERY, { input: { type: 'USERS', q: `dormant_${tag}` } });
    expect(hidden.data?.search.totalCount).toBe(0);
    const shown = await app.gql<Result>(
      QUERY,
      { input: { type: 'USERS', q: `dormant_${tag}`, includeDeactivated: true } },
      (await buildUser(app)).token,
    );
    expect(shown.data?.search.users).toEqual([{ id: gone.id, username: gone.username }]);
  });

  test('the cost limit counts every returned item: a rich selection of 100 items is refused', async () => {
    const res = await app.gql<Result>(QUERY, { input: { limit: 100 } });
    expect(res.errors?.[0].extensions?.code).toBe('MAX_COST_EXCEEDED');
    const lean = await app.gql<Result>(
      'query S($input: SearchInput!) { search(input: $input) { books { id title } } }',
      {
        input: { type: 'BOOKS', limit: 100 },
      },
    );
    expect(lean.errors).toBeUndefined();
  });

  test('bad input: BAD_USER_INPUT with the message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ limit: 101 }, 'limit must be a whole number between 1 and 100'],
      [{ limit: 0 }, 'limit must be a whole number between 1 and 100'],
      [{ page: 0 }, 'page must be a whole number of at least 1'],
      [{ include: ['cooking'] }, 'Unknown genre: cooking'],
    ];
    for (const [input, message] of cases) {
      const res = await app.gql<Result>(
        'query S($input: SearchInput!) { search(input: $input) { totalCount } }',
        { input },
      );
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});
