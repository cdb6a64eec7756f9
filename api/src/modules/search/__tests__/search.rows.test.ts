import type { EntityManager } from '@mikro-orm/postgresql';
import { Book } from '../../books/book.entity';
import { Issue } from '../../issues/issue.entity';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import type { MediaService } from '../../media/media.service';
import { photoUrls } from '../../users/users.presenter';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  await app.close();
});

/** The derived numbers the entity presenters need. */
interface V1Counts {
  genresByBook: Map<number, string[]>;
  issuesByBook: Map<number, number>;
  pagesByBook: Map<number, number>;
  pagesByIssue: Map<number, number>;
  subscribersByUser: Map<number, number>;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

// The oracle: S1 and S2 items presented from loaded entities, independently of the
// single-statement rows the service selects.
function presentV1BookHit(book: Book, counts: V1Counts, media: MediaService) {
  const publisher = book.publisher;
  return {
    user_id: publisher.id,
    username: publisher.username,
    user_photo: photoUrls(publisher, media).photoUrl,
    book_id: book.id,
    book_title: book.title,
    url_slug: book.urlSlug,
    cover_photo: media.url(book.cover),
    description: book.description,
    status: book.status,
    last_updated: iso(book.lastUpdated),
    date_created: iso(book.dateCreated),
    content_rating: book.contentRating,
    genre_array: counts.genresByBook.get(book.id) ?? [],
    total_issues: counts.issuesByBook.get(book.id) ?? 0,
    total_book_pages: counts.pagesByBook.get(book.id) ?? 0,
  };
}

function presentV1IssueHit(issue: Issue, counts: V1Counts, media: MediaService) {
  const book = issue.book;
  const publisher = book.publisher;
  return {
    user_id: publisher.id,
    username: publisher.username,
    user_photo: photoUrls(publisher, media).photoUrl,
    issue_id: issue.id,
    issue_title: issue.title,
    description: issue.description,
    cover_photo: media.url(issue.cover),
    issue_number: issue.issueNumber,
    date_created: iso(issue.dateCreated),
    book_id: book.id,
    book_title: book.title,
    status: book.status,
    url_slug: book.urlSlug,
    content_rating: book.contentRating,
    genre_array: counts.genresByBook.get(book.id) ?? [],
    total_issues: counts.issuesByBook.get(book.id) ?? 0,
    total_issue_pages: counts.pagesByIssue.get(issue.id) ?? 0,
  };
}

/** The derived numbers the entity presenters need, counted independently of the service. */
async function countsFor(
  em: EntityManager,
  bookIds: number[],
  issueIds: number[],
): Promise<V1Counts> {
  const c = em.getConnection();
  const counts: V1Counts = {
    genresByBook: new Map(),
    issuesByBook: new Map(),
    pagesByBook: new Map(),
    pagesByIssue: new Map(),
    subscribersByUser: new Map(),
  };
  for (const id of bookIds) {
    const genres: { genre: string }[] = await c.execute(
      'select genre from book_genres where book_id = ? order by genre',
      [id],
    );
    counts.genresByBook.set(
      id,
      genres.map((g) => g.genre),
    );
    const [n]: { issues: string; pages: string }[] = await c.execute(
      'select count(distinct i.id) as issues, count(p.id) as pages from issues i left join issue_pages p on p.issue_id = i.id where i.book_id = ?',
      [id],
    );
    counts.issuesByBook.set(id, Number(n.issues));
    counts.pagesByBook.set(id, Number(n.pages));
  }
  for (const id of issueIds) {
    const [n]: { pages: string }[] = await c.execute(
      'select count(*) as pages from issue_pages where issue_id = ?',
      [id],
    );
    counts.pagesByIssue.set(id, Number(n.pages));
  }
  return counts;
}

// v1 search items come from one statement; they must equal the entity presenters' output.
test('S1 and S2 items from the single-statement rows equal the entity presenters', async () => {
  const owner = await buildUser(app, { username: 'rows_owner' });
  await buildBook(app, {
    publisher: owner.user,
    title: 'Zephyr One',
    genres: ['horror', 'action'],
    issues: 3,
    issue: { pages: 2 },
  });
  await buildBook(app, {
    publisher: owner.user,
    title: 'Zephyr Two',
    genres: [],
    issues: 1,
    issue: { pages: 4 },
  });
  await app
    .em()
    .getConnection()
    .execute(
      `update books set last_updated = '2026-03-04 05:06:07.891999+00' where title = 'Zephyr Two'`,
    );

  const books = await app.http().get('/api/v1/search/books').query({ username: 'rows_owner' });
  const issues = await app.http().get('/api/v1/search/issues').query({ username: 'rows_owner' });
  expect(books.status).toBe(200);
  expect(issues.status).toBe(200);
  expect(books.body.books).toHaveLength(2);
  expect(issues.body.issues).toHaveLength(4);

  const em = app.em();
  const bookIds = books.body.books.map((b: { book_id: number }) => b.book_id);
  const issueIds = issues.body.issues.map((i: { issue_id: number }) => i.issue_id);
  const bookEntities = await Promise.all(
    bookIds.map((id: number) => em.findOneOrFail(Book, id, { populate: ['publisher'] })),
  );
  const issueEntities = await Promise.all(
    issueIds.map((id: number) =>
      em.findOneOrFail(Issue, id, { populate: ['book', 'book.publisher'] }),
    ),
  );
  const counts = await countsFor(em, bookIds, issueIds);
  const json = (v: unknown) => JSON.parse(JSON.stringify(v));
  expect(books.body.books).toEqual(
    json(bookEntities.map((b) => presentV1BookHit(b, counts, app.deps.media))),
  );
  expect(issues.body.issues).toEqual(
    json(issueEntities.map((i) => presentV1IssueHit(i, counts, app.deps.media))),
  );
  expect(Object.keys(books.body.books[0])).toEqual(
    Object.keys(presentV1BookHit(bookEntities[0], counts, app.deps.media)),
  );
  expect(Object.keys(issues.body.issues[0])).toEqual(
    Object.keys(presentV1IssueHit(issueEntities[0], counts, app.deps.media)),
  );
  expect(
    books.body.books.find((b: { book_title: string }) => b.book_title === 'Zephyr Two')
      .last_updated,
  ).toBe('2026-03-04T05:06:07.891Z');
});
