import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltUser } from '../../../../test/factories';
import { sqlMatches } from '../../../../test/policy';
import { Issue } from '../../issues/issue.entity';
import { User } from '../../users/user.entity';
import { isSignedIn } from '../../users/users.policy';
import { Book } from '../book.entity';
import {
  canAddIssue,
  canDeleteBook,
  canDeleteIssue,
  canEditBook,
  canEditIssue,
  isBookOwner,
  isBookVisible,
  issueDeletionProblem,
  ownBooks,
  ownedBySql,
  VISIBLE_BOOK,
  visibleBookSql,
  visibleBooksOf,
} from '../books.policy';

/**
 * Every form of each books.policy rule against the same table of cases: the JS form on the
 * loaded rows, the ORM form through em.count, the SQL form in a statement on PostgreSQL.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const deactivate = (user: User) => app.em().nativeUpdate(User, { id: user.id }, { active: false });

describe('visibility', () => {
  const CASES = [
    { name: 'a visible book', removed: false, publisherActive: true, visible: true },
    { name: 'a removed book', removed: true, publisherActive: true, visible: false },
    {
      name: 'the book of a deactivated publisher',
      removed: false,
      publisherActive: false,
      visible: false,
    },
    {
      name: 'a removed book of a deactivated publisher',
      removed: true,
      publisherActive: false,
      visible: false,
    },
  ];

  test.each(CASES)('$name: every form says visible = $visible', async (c) => {
    const { book, publisher } = await buildBook(app, { removed: c.removed, issues: 2 });
    if (!c.publisherActive) await deactivate(publisher);
    const em = app.em();
    const loaded = await em.findOneOrFail(Book, book.id, { populate: ['publisher'] });
    const forms = {
      js: isBookVisible(loaded),
      orm: (await em.count(Book, { id: book.id, ...VISIBLE_BOOK })) === 1,
      ormOfPublisher:
        (await em.count(Book, { id: book.id, ...visibleBooksOf(publisher.id) })) === 1,
      ormIssues: (await em.count(Issue, { book: { id: book.id, ...VISIBLE_BOOK } })) === 2,
      sql: await sqlMatches(
        app,
        `select count(*) as n from books b join users u on u.id = b.publisher_id
          where b.id = $1 and ${visibleBookSql('b', 'u')}`,
        [book.id],
      ),
    };
    expect(forms).toEqual({
      js: c.visible,
      orm: c.visible,
      ormOfPublisher: c.visible,
      ormIssues: c.visible,
      sql: c.visible,
    });
  });
});

describe('ownership and what the viewer may do', () => {
  let owner: BuiltUser;
  let other: BuiltUser;
  let deactivatedOwner: BuiltUser;
  let ownersBook: Book;
  let deactivatedOwnersBook: Book;

  beforeAll(async () => {
    owner = await buildUser(app);
    other = await buildUser(app);
    deactivatedOwner = await buildUser(app);
    ({ book: ownersBook } = await buildBook(app, { publisher: owner.user, issues: 2 }));
    ({ book: deactivatedOwnersBook } = await buildBook(app, {
      publisher: deactivatedOwner.user,
      issues: 2,
    }));
    await deactivate(deactivatedOwner.user);
  });

  const CASES = [
    { name: 'the owner', viewer: 'owner', owns: true },
    { name: 'another user', viewer: 'other', owns: false },
    { name: 'an anonymous visitor', viewer: 'anonymous', owns: false },
    { name: 'the owner with a deactivated account', viewer: 'deactivated', owns: false },
  ] as const;

  test.each(CASES)('$name: every form says owns = $owns', async (c) => {
    const em = app.em();
    const viewerId = { owner: owner, other: other, deactivated: deactivatedOwner, anonymous: null }[
      c.viewer
    ]?.user.id;
    const viewer = viewerId === undefined ? null : await em.findOneOrFail(User, viewerId);
    const book = c.viewer === 'deactivated' ? deactivatedOwnersBook : ownersBook;
    const issue = await em.findOneOrFail(Issue, { book: book.id, issueNumber: 1 });
    // The ORM and SQL forms take a signed-in viewer's id: nobody else owns anything.
    const signedIn = isSignedIn(viewer);
    const forms = {
      isBookOwner: isBookOwner(viewer, book),
      canEditBook: canEditBook(viewer, book),
      canAddIssue: canAddIssue(viewer, book),
      canDeleteBook: canDeleteBook(viewer, book),
      canEditIssue: canEditIssue(viewer, issue),
      orm: signedIn && (await em.count(Book, { id: book.id, ...ownBooks(viewer) })) === 1,
      sqlBook:
        signedIn &&
        (await sqlMatches(
          app,
          `select count(*) as n from books b where b.id = $1 and ${ownedBySql('b', '$2')}`,
          [book.id, viewer.id],
        )),
      sqlIssue:
        signedIn &&
        (await sqlMatches(
          app,
          `select count(*) as n from issues i where i.id = $1 and ${ownedBySql('i', '$2')}`,
          [issue.id, viewer.id],
        )),
    };
    expect(forms).toEqual({
      isBookOwner: c.owns,
      canEditBook: c.owns,
      canAddIssue: c.owns,
      canDeleteBook: c.owns,
      canEditIssue: c.owns,
      orm: c.owns,
      sqlBook: c.owns,
      sqlIssue: c.owns,
    });
  });
});

describe('issue deletion', () => {
  const CASES = [
    { name: 'the latest of many issues', issues: 3, issueNumber: 3, problem: null },
    { name: 'an issue that is not the latest', issues: 3, issueNumber: 2, problem: 'not-latest' },
    { name: "a book's only issue", issues: 1, issueNumber: 1, problem: 'only-issue' },
  ] as const;

  test.each(CASES)('$name: problem $problem, only the owner may delete', async (c) => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const { book } = await buildBook(app, { publisher: owner.user, issues: c.issues });
    const em = app.em();
    const issue = await em.findOneOrFail(Issue, { book: book.id, issueNumber: c.issueNumber });
    const count = await em.count(Issue, { book: book.id });
    const viewer = await em.findOneOrFail(User, owner.user.id);
    const stranger = await em.findOneOrFail(User, other.user.id);
    expect({
      problem: issueDeletionProblem(issue.issueNumber, count),
      owner: canDeleteIssue(viewer, issue, count),
      other: canDeleteIssue(stranger, issue, count),
      anonymous: canDeleteIssue(null, issue, count),
    }).toEqual({ problem: c.problem, owner: c.problem === null, other: false, anonymous: false });
    viewer.active = false;
    expect(canDeleteIssue(viewer, issue, count)).toBe(false);
  });
});

describe('viewerCan over GraphQL', () => {
  const QUERY = `query($id: Int!) {
    book(id: $id) {
      viewerCanEdit
      viewerCan { edit delete addIssue }
      issues { nodes { issueNumber viewerCanEdit viewerCan { edit delete addIssue } } }
    }
  }`;
  const ISSUE_QUERY = `query($b: Int!, $n: Int!) {
    issue(bookId: $b, issueNumber: $n) { viewerCanEdit viewerCan { edit delete addIssue } }
  }`;
  const all = (value: boolean) => ({ edit: value, delete: value, addIssue: value });

  let owner: BuiltUser;
  let other: BuiltUser;
  let threeIssues: Book;
  let oneIssue: Book;
  beforeAll(async () => {
    owner = await buildUser(app);
    other = await buildUser(app);
    ({ book: threeIssues } = await buildBook(app, { publisher: owner.user, issues: 3 }));
    ({ book: oneIssue } = await buildBook(app, { publisher: owner.user, issues: 1 }));
  });

  test('the owner edits, adds issues and deletes the book and only its latest of several issues', async () => {
    const many = await app.gql(QUERY, { id: threeIssues.id }, owner.token);
    expect(many.data).toEqual({
      book: {
        viewerCanEdit: true,
        viewerCan: all(true),
        issues: {
          nodes: [1, 2, 3].map((n) => ({
            issueNumber: n,
            viewerCanEdit: true,
            viewerCan: { edit: true, delete: n === 3, addIssue: true },
          })),
        },
      },
    });
    const single = await app.gql(QUERY, { id: oneIssue.id }, owner.token);
    expect(single.data).toEqual({
      book: {
        viewerCanEdit: true,
        viewerCan: all(true),
        issues: {
          nodes: [
            {
              issueNumber: 1,
              viewerCanEdit: true,
              viewerCan: { edit: true, delete: false, addIssue: true },
            },
          ],
        },
      },
    });
    const latest = await app.gql(ISSUE_QUERY, { b: threeIssues.id, n: 3 }, owner.token);
    expect(latest.data).toEqual({ issue: { viewerCanEdit: true, viewerCan: all(true) } });
  });

  test.each([
    ['another user', () => other.token],
    ['an anonymous visitor', () => undefined],
  ])('%s may do nothing', async (_name, token) => {
    const result = await app.gql(QUERY, { id: threeIssues.id }, token());
    expect(result.data).toEqual({
      book: {
        viewerCanEdit: false,
        viewerCan: all(false),
        issues: {
          nodes: [1, 2, 3].map((n) => ({
            issueNumber: n,
            viewerCanEdit: false,
            viewerCan: all(false),
          })),
        },
      },
    });
    const latest = await app.gql(ISSUE_QUERY, { b: threeIssues.id, n: 3 }, token());
    expect(latest.data).toEqual({ issue: { viewerCanEdit: false, viewerCan: all(false) } });
  });
});
