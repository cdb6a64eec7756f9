import { startTestApp, type TestApp } from '../../../../test/harness';
import {
  buildAccessToken,
  buildBook,
  buildUser,
  type BuiltBook,
  type BuiltUser,
} from '../../../../test/factories';
import { MESSAGES } from '../../../config/limits';
import { UserRole } from '../../users/user.entity';
import {
  dayFromToday,
  rollupState,
  seedBookDay,
  seedCreatorDay,
  seedIssueDay,
} from './stats-helpers';

/**
 * Owner only, on GraphQL with a session and with tokens: the creator sees their figures;
 * another creator, a reader, staff and anonymous callers never do, and nothing changes.
 */

let app: TestApp;
let creator: BuiltUser;
let cast: Record<'reader' | 'otherCreator' | 'moderator' | 'admin', BuiltUser>;
let work: BuiltBook;
let removedBook: BuiltBook;
let removedIssueId: number;

const range = { from: dayFromToday(-2), to: dayFromToday(0) };
const CREATOR = `query($range: StatsRangeInput!) { creatorStats(range: $range) { totals { views } } }`;
const BOOK = `query($id: Int!, $range: StatsRangeInput!) { bookStats(bookId: $id, range: $range) { totals { views } } }`;
const ISSUE = `query($id: Int!, $range: StatsRangeInput!) { issueStats(issueId: $id, range: $range) { totals { views } } }`;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  creator = await buildUser(app, { role: UserRole.CREATOR });
  const [reader, otherCreator, moderator, admin] = await Promise.all([
    buildUser(app),
    buildUser(app, { role: UserRole.CREATOR }),
    buildUser(app, { role: UserRole.MODERATOR }),
    buildUser(app, { role: UserRole.ADMIN }),
  ]);
  cast = { reader, otherCreator, moderator, admin };
  work = await buildBook(app, { publisher: creator.user, issues: 2 });
  removedBook = await buildBook(app, { publisher: creator.user, issues: 1, removed: true });
  removedIssueId = work.issues[1].id;
  await app
    .em()
    .getConnection()
    .execute('update issues set removed = true where id = ?', [removedIssueId]);
  await buildBook(app, { publisher: otherCreator.user, issues: 1 });
  const day = dayFromToday(-1);
  await seedCreatorDay(app, creator.user.id, day, { views: 7 });
  await seedBookDay(app, { id: work.book.id, creatorId: creator.user.id }, day, { views: 6 });
  await seedIssueDay(
    app,
    { id: work.issues[0].id, bookId: work.book.id, creatorId: creator.user.id },
    day,
    { views: 5 },
  );
});
afterAll(async () => {
  await app.close();
});

type Views = Record<string, { totals: { views: number } } | null>;
const views = (data: Views | null, key: string) => data?.[key]?.totals.views;

async function askAll(token: string | undefined) {
  return {
    creator: await app.gql<Views>(CREATOR, { range }, token),
    book: await app.gql<Views>(BOOK, { id: work.book.id, range }, token),
    issue: await app.gql<Views>(ISSUE, { id: work.issues[0].id, range }, token),
  };
}

test('the creator with a session sees the figures of their own creator page, book and issue', async () => {
  const res = await askAll(creator.token);
  expect(views(res.creator.data, 'creatorStats')).toBe(7);
  expect(views(res.book.data, 'bookStats')).toBe(6);
  expect(views(res.issue.data, 'issueStats')).toBe(5);
});

test.each(['reader', 'otherCreator', 'moderator', 'admin'] as const)(
  '%s: NOT_FOUND for the book and issue (as for unknown ids); creatorStats shows only their own (zeros)',
  async (who) => {
    const before = await rollupState(app);
    const res = await askAll(cast[who].token);
    expect(res.book.errors?.[0]).toMatchObject({
      message: MESSAGES.statsBookNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
    expect(res.issue.errors?.[0]).toMatchObject({
      message: MESSAGES.statsIssueNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
    expect(res.book.data).toBeNull();
    expect(res.issue.data).toBeNull();
    expect(views(res.creator.data, 'creatorStats')).toBe(0);
    expect(await rollupState(app)).toEqual(before);
  },
);

test('anonymous: UNAUTHENTICATED for all three, nothing changed', async () => {
  const before = await rollupState(app);
  const res = await askAll(undefined);
  for (const answer of Object.values(res)) {
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(answer.data).toBeNull();
  }
  expect(await rollupState(app)).toEqual(before);
});

test("unknown, removed-book and removed issues answer exactly as another creator's work", async () => {
  const unknownBook = await app.gql(BOOK, { id: 987654, range }, creator.token);
  const removed = await app.gql(BOOK, { id: removedBook.book.id, range }, creator.token);
  const removedBooksIssue = await app.gql(
    ISSUE,
    { id: removedBook.issues[0].id, range },
    creator.token,
  );
  const removedIssue = await app.gql(ISSUE, { id: removedIssueId, range }, creator.token);
  const unknownIssue = await app.gql(ISSUE, { id: 987654, range }, creator.token);
  expect(removed.errors).toEqual(unknownBook.errors);
  expect(removedBooksIssue.errors).toEqual(unknownIssue.errors);
  expect(removedIssue.errors).toEqual(unknownIssue.errors);
  expect(unknownIssue.errors?.[0].extensions?.code).toBe('NOT_FOUND');
});

describe('personal access tokens', () => {
  test('a token without READ_STATS is refused the three queries (FORBIDDEN naming the scope)', async () => {
    const { token } = await buildAccessToken(app, { user: creator.user });
    const before = await rollupState(app);
    const res = await askAll(token);
    for (const answer of Object.values(res)) {
      expect(answer.errors?.[0]).toMatchObject({
        message: MESSAGES.tokenScopeMissing('read:stats'),
        extensions: { code: 'FORBIDDEN', requiredScope: 'read:stats' },
      });
      expect(answer.data).toBeNull();
    }
    expect(await rollupState(app)).toEqual(before);
    // Other queries still work with it.
    const me = await app.gql<{ me: { id: number } }>('{ me { id } }', {}, token);
    expect(me.data?.me.id).toBe(creator.user.id);
  });

  test('READ_STATS alone is not enough: every query needs READ too', async () => {
    const { token } = await buildAccessToken(app, { user: creator.user, scopes: ['read:stats'] });
    const res = await app.gql(CREATOR, { range }, token);
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', requiredScope: 'read' });
  });

  test("READ and READ_STATS: the owner sees the figures; another user's token gets NOT_FOUND", async () => {
    const own = await buildAccessToken(app, { user: creator.user, scopes: ['read', 'read:stats'] });
    const res = await askAll(own.token);
    expect(views(res.creator.data, 'creatorStats')).toBe(7);
    expect(views(res.book.data, 'bookStats')).toBe(6);
    expect(views(res.issue.data, 'issueStats')).toBe(5);
    const foreign = await buildAccessToken(app, {
      user: cast.otherCreator.user,
      scopes: ['read', 'read:stats'],
    });
    const refused = await askAll(foreign.token);
    expect(refused.book.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(refused.issue.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(views(refused.creator.data, 'creatorStats')).toBe(0);
  });

  test('any user may create a token with READ_STATS (unlike MODERATE)', async () => {
    const res = await app.gql<{ createAccessToken: { accessToken: { scopes: string[] } } }>(
      `mutation { createAccessToken(input: { name: "stats tool", scopes: [READ, READ_STATS] }) { accessToken { scopes } } }`,
      {},
      cast.reader.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.createAccessToken.accessToken.scopes).toEqual(['READ', 'READ_STATS']);
  });
});
