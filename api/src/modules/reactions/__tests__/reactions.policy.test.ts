import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import { sqlMatches } from '../../../../test/policy';
import { Book } from '../../books/book.entity';
import { Issue } from '../../issues/issue.entity';
import { User } from '../../users/user.entity';
import {
  canLikeIssue,
  canRateBook,
  isLikeableIssue,
  isRateableBook,
  isValidRating,
  likeableIssues,
  likeableIssueSql,
  rateableBooks,
  rateableBookSql,
} from '../reactions.policy';

/** Every form of each reactions.policy rule against the same table of cases. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  await app.close();
});

describe('which works take reactions', () => {
  test.each([
    {
      name: 'a public work of someone else',
      own: false,
      removed: false,
      active: true,
      scheduled: false,
      book: true,
      issue: true,
    },
    {
      name: 'your own work',
      own: true,
      removed: false,
      active: true,
      scheduled: false,
      book: false,
      issue: false,
    },
    {
      name: 'a removed book',
      own: false,
      removed: true,
      active: true,
      scheduled: false,
      book: false,
      issue: false,
    },
    {
      name: 'a deactivated creator',
      own: false,
      removed: false,
      active: false,
      scheduled: false,
      book: false,
      issue: false,
    },
    {
      name: 'a scheduled issue',
      own: false,
      removed: false,
      active: true,
      scheduled: true,
      book: true,
      issue: false,
    },
  ])('$name: book $book, issue $issue in every form', async (c) => {
    const creator = await buildUser(app, { active: c.active });
    const reader = c.own ? creator : await buildUser(app);
    const work = await buildBook(app, {
      publisher: creator.user,
      removed: c.removed,
      issues: [c.scheduled ? { releaseAt: new Date(Date.now() + 3_600_000) } : {}],
    });
    const em = app.em();
    const book = await em.findOneOrFail(Book, work.book.id, { populate: ['publisher'] });
    const issue = await em.findOneOrFail(Issue, work.issues[0].id, {
      populate: ['book', 'book.publisher'],
    });
    const viewer = reader.user;
    expect({
      js: isRateableBook(viewer, book),
      orm: (await em.count(Book, { id: book.id, ...rateableBooks(viewer.id) })) === 1,
      sql: await sqlMatches(
        app,
        `select count(*) as n from books b join users u on u.id = b.publisher_id where b.id = $1 and ${rateableBookSql('b', 'u', '$2::int')}`,
        [book.id, viewer.id],
      ),
    }).toEqual({ js: c.book, orm: c.book, sql: c.book });
    expect({
      js: isLikeableIssue(viewer, issue),
      orm: (await em.count(Issue, { id: issue.id, ...likeableIssues(viewer.id) })) === 1,
      sql: await sqlMatches(
        app,
        `select count(*) as n from issues i join books b on b.id = i.book_id join users u on u.id = b.publisher_id
          where i.id = $1 and ${likeableIssueSql('i', 'b', 'u', '$2::int')}`,
        [issue.id, viewer.id],
      ),
    }).toEqual({ js: c.issue, orm: c.issue, sql: c.issue });
  });
});

describe('what the viewer may do', () => {
  test('signed out: nothing; a reader: like and rate; the creator: neither; a scheduled issue: no like', async () => {
    const creator = (await buildUser(app)).user;
    const reader = await app.em().findOneOrFail(User, (await buildUser(app)).user.id);
    const released = { releaseAt: new Date(Date.now() - 1000), publisher: creator };
    const scheduled = { releaseAt: new Date(Date.now() + 60_000), publisher: creator };
    expect([canLikeIssue(null, released), canRateBook(null, released)]).toEqual([false, false]);
    expect([canLikeIssue(reader, released), canRateBook(reader, released)]).toEqual([true, true]);
    expect([canLikeIssue(creator, released), canRateBook(creator, released)]).toEqual([
      false,
      false,
    ]);
    expect(canLikeIssue(reader, scheduled)).toBe(false);
  });

  test.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [2.5, false],
    ['3', false],
    [null, false],
  ])('rating %p is valid: %p', (rating, valid) => {
    expect(isValidRating(rating)).toBe(valid);
  });
});
