import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import { sqlMatches } from '../../../../test/policy';
import { Book } from '../../books/book.entity';
import { Issue } from '../../issues/issue.entity';
import { User } from '../../users/user.entity';
import {
  canSeeBookStats,
  canSeeIssueStats,
  statsBookSql,
  statsBooksOf,
  statsIssueSql,
  statsIssuesOf,
} from '../stats.policy';

/** Every form of each stats.policy rule against the same table of cases. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  await app.close();
});

test.each([
  {
    name: 'your own work',
    own: true,
    bookRemoved: false,
    issueRemoved: false,
    book: true,
    issue: true,
  },
  {
    name: "another creator's work",
    own: false,
    bookRemoved: false,
    issueRemoved: false,
    book: false,
    issue: false,
  },
  {
    name: 'your removed book',
    own: true,
    bookRemoved: true,
    issueRemoved: false,
    book: false,
    issue: false,
  },
  {
    name: 'your removed issue',
    own: true,
    bookRemoved: false,
    issueRemoved: true,
    book: true,
    issue: false,
  },
])('$name: book $book, issue $issue in every form', async (c) => {
  const creator = await buildUser(app);
  const viewerUser = c.own ? creator : await buildUser(app);
  const work = await buildBook(app, { publisher: creator.user, removed: c.bookRemoved, issues: 1 });
  const em = app.em();
  if (c.issueRemoved)
    await em
      .getConnection()
      .execute('update issues set removed = true where id = ?', [work.issues[0].id]);
  const viewer = await em.findOneOrFail(User, viewerUser.user.id);
  const book = await em.findOneOrFail(Book, work.book.id);
  const issue = await em.findOneOrFail(Issue, work.issues[0].id, { populate: ['book'] });
  expect({
    js: canSeeBookStats(viewer, book),
    orm: (await em.count(Book, { id: book.id, ...statsBooksOf(viewer.id) })) === 1,
    sql: await sqlMatches(
      app,
      `select count(*) as n from books b where b.id = $1 and ${statsBookSql('b', '$2::int')}`,
      [book.id, viewer.id],
    ),
  }).toEqual({ js: c.book, orm: c.book, sql: c.book });
  expect({
    js: canSeeIssueStats(viewer, issue, issue.book),
    orm: (await em.count(Issue, { id: issue.id, ...statsIssuesOf(viewer.id) })) === 1,
    sql: await sqlMatches(
      app,
      `select count(*) as n from issues i join books b on b.id = i.book_id
        where i.id = $1 and ${statsIssueSql('i', 'b', '$2::int')}`,
      [issue.id, viewer.id],
    ),
  }).toEqual({ js: c.issue, orm: c.issue, sql: c.issue });
});

test('signed out: nobody sees any figures', () => {
  const work = { publisher: { id: 1 }, removed: false };
  expect(canSeeBookStats(null, work)).toBe(false);
  expect(canSeeIssueStats(null, { removed: false }, work)).toBe(false);
});
