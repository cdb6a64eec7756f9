import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildAccessToken, buildBook, buildUser } from '../../../../test/factories';
import { LIMITS, MESSAGES } from '../../../config/limits';
import { rateLimitsOf } from '../../../shared/rate-limits';
import { Book } from '../../books/book.entity';
import { Issue } from '../../issues/issue.entity';
import {
  buildCast,
  CLEAR,
  LIKE,
  RATE,
  reactionState,
  resetReactionLimits,
  UNLIKE,
  type Cast,
} from './helpers';

let app: TestApp;
let cast: Cast;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  cast = await buildCast(app);
});
beforeEach(() => resetReactionLimits(app));
afterAll(async () => {
  await app.close();
});

type Caller = 'anonymous' | 'reader' | 'creator' | 'blocked' | 'moderator' | 'admin';
const tokenOf = (who: Caller) => (who === 'anonymous' ? undefined : cast[who].token);

/** What each caller gets from every reaction mutation on the creator's work. */
const EXPECTED: Record<Caller, { code?: string; message?: string }> = {
  anonymous: { code: 'UNAUTHENTICATED', message: MESSAGES.notLoggedIn },
  reader: {},
  creator: { code: 'FORBIDDEN', message: MESSAGES.reactionOwnWork },
  blocked: { code: 'FORBIDDEN', message: MESSAGES.blockedByCreator },
  moderator: {},
  admin: {},
};

const MUTATIONS = [
  { name: 'likeIssue', query: LIKE, vars: () => ({ id: cast.work.issues[0].id }) },
  { name: 'unlikeIssue', query: UNLIKE, vars: () => ({ id: cast.work.issues[0].id }) },
  { name: 'rateBook', query: RATE, vars: () => ({ id: cast.work.book.id, rating: 4 }) },
  { name: 'clearBookRating', query: CLEAR, vars: () => ({ id: cast.work.book.id }) },
] as const;

describe('authorization matrix', () => {
  const cases = MUTATIONS.flatMap((m) =>
    (Object.keys(EXPECTED) as Caller[]).map((who) => ({ ...m, who })),
  );
  test.each(cases)('$name by $who', async ({ name, query, vars, who }) => {
    // The blocked user liked and rated before the block: a refusal must leave that too.
    const before = await reactionState(app);
    const res = await app.gql<Record<string, unknown>>(query, vars(), tokenOf(who));
    const expected = EXPECTED[who];
    if (expected.code) {
      expect(res.errors?.[0]).toMatchObject({
        message: expected.message,
        extensions: { code: expected.code },
      });
      expect(await reactionState(app)).toEqual(before);
    } else {
      expect(res.errors).toBeUndefined();
      expect(res.data?.[name]).toBeTruthy();
    }
  });

  test('a token needs write:social; a read-only token changes nothing', async () => {
    const { token } = await buildAccessToken(app, { user: cast.reader.user, scopes: ['read'] });
    const before = await reactionState(app);
    for (const m of MUTATIONS) {
      const res = await app.gql(m.query, m.vars(), token);
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await reactionState(app)).toEqual(before);
    const social = await buildAccessToken(app, {
      user: cast.reader.user,
      scopes: ['read', 'write:social'],
    });
    expect(
      (await app.gql(LIKE, { id: cast.work.issues[1].id }, social.token)).errors,
    ).toBeUndefined();
  });

  test('works nobody may see: removed book, deactivated creator, scheduled issue, unknown ids -> NOT_FOUND', async () => {
    const removed = await buildBook(app, { removed: true });
    const sleeper = await buildUser(app, { active: false });
    const orphan = await buildBook(app, { publisher: sleeper.user });
    const scheduled = await buildBook(app, {
      issues: [{ releaseAt: new Date(Date.now() + 86_400_000) }],
    });
    const before = await reactionState(app);
    for (const id of [removed.issues[0].id, orphan.issues[0].id, scheduled.issues[0].id, 987654]) {
      const res = await app.gql(LIKE, { id }, cast.reader.token);
      expect(res.errors?.[0]).toMatchObject({
        message: MESSAGES.reactionIssueNotFound,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    for (const id of [removed.book.id, orphan.book.id, 987654]) {
      const res = await app.gql(RATE, { id, rating: 3 }, cast.reader.token);
      expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    }
    expect(await reactionState(app)).toEqual(before);
  });
});

describe('likes', () => {
  test('toggle: idempotent like, counts on the issue and its book, viewerHasLiked per viewer', async () => {
    const work = await buildBook(app, { issues: 2 });
    const [a, b] = await Promise.all([buildUser(app), buildUser(app)]);
    const first = await app.gql<{ likeIssue: unknown }>(LIKE, { id: work.issues[0].id }, a.token);
    expect(first.data?.likeIssue).toEqual({
      id: work.issues[0].id,
      likeCount: 1,
      viewerHasLiked: true,
    });
    const again = await app.gql<{ likeIssue: unknown }>(LIKE, { id: work.issues[0].id }, a.token);
    expect(again.data?.likeIssue).toEqual({
      id: work.issues[0].id,
      likeCount: 1,
      viewerHasLiked: true,
    });
    await app.gql(LIKE, { id: work.issues[0].id }, b.token);
    await app.gql(LIKE, { id: work.issues[1].id }, b.token);

    const read = `query($id: Int!) { book(id: $id) { likeCount issues(first: 5) { nodes { likeCount viewerHasLiked viewerCanLike } } } }`;
    const asA = await app.gql<{ book: { likeCount: number; issues: { nodes: unknown[] } } }>(
      read,
      { id: work.book.id },
      a.token,
    );
    expect(asA.data?.book.likeCount).toBe(3);
    expect(asA.data?.book.issues.nodes).toEqual([
      { likeCount: 2, viewerHasLiked: true, viewerCanLike: true },
      { likeCount: 1, viewerHasLiked: false, viewerCanLike: true },
    ]);
    const anonymous = await app.gql<{ book: { issues: { nodes: unknown[] } } }>(read, {
      id: work.book.id,
    });
    expect(anonymous.data?.book.issues.nodes[0]).toEqual({
      likeCount: 2,
      viewerHasLiked: null,
      viewerCanLike: false,
    });

    const undo = await app.gql<{ unlikeIssue: unknown }>(
      UNLIKE,
      { id: work.issues[0].id },
      a.token,
    );
    expect(undo.data?.unlikeIssue).toEqual({
      id: work.issues[0].id,
      likeCount: 1,
      viewerHasLiked: false,
    });
    const undoAgain = await app.gql(UNLIKE, { id: work.issues[0].id }, a.token);
    expect(undoAgain.errors).toBeUndefined();
  });

  test('many parallel likes and unlikes end with the exact count', async () => {
    const work = await buildBook(app);
    const issueId = work.issues[0].id;
    const readers = await Promise.all(Array.from({ length: 12 }, () => buildUser(app)));
    // Each reader likes three times and unlikes once, all at once; the order per reader is not fixed.
    await Promise.all(
      readers.flatMap((r) => [
        app.gql(LIKE, { id: issueId }, r.token),
        app.gql(LIKE, { id: issueId }, r.token),
        app.gql(UNLIKE, { id: issueId }, r.token),
        app.gql(LIKE, { id: issueId }, r.token),
      ]),
    );
    const conn = app.em().getConnection();
    const [{ rows_count }] = await conn.execute(
      'select count(*)::int as rows_count from issue_likes where issue_id = ?',
      [issueId],
    );
    const [{ likes }] = await conn.execute(
      'select likes from issue_like_totals where issue_id = ?',
      [issueId],
    );
    expect(likes).toBe(rows_count);
    // Then everyone takes it back, at once: zero, never below.
    await Promise.all(readers.map((r) => app.gql(UNLIKE, { id: issueId }, r.token)));
    const [after] = await conn.execute('select likes from issue_like_totals where issue_id = ?', [
      issueId,
    ]);
    expect(after.likes).toBe(0);
  });

  test('deleting an issue takes its likes and counter with it', async () => {
    const work = await buildBook(app, { issues: 1 });
    await app.gql(LIKE, { id: work.issues[0].id }, cast.reader.token);
    const em = app.em();
    await em.nativeDelete(Issue, { id: work.issues[0].id });
    const conn = app.em().getConnection();
    const left = await conn.execute('select * from issue_like_totals where issue_id = ?', [
      work.issues[0].id,
    ]);
    expect(left).toEqual([]);
  });
});

describe('ratings', () => {
  test('rate, change, clear: count, average and the viewer own rating', async () => {
    const work = await buildBook(app);
    const [a, b] = await Promise.all([buildUser(app), buildUser(app)]);
    const read = `query($id: Int!) { book(id: $id) { ratingCount ratingAverage viewerRating viewerCanRate } }`;
    expect(
      (await app.gql<{ book: unknown }>(read, { id: work.book.id }, a.token)).data?.book,
    ).toEqual({
      ratingCount: 0,
      ratingAverage: null,
      viewerRating: null,
      viewerCanRate: true,
    });
    expect(
      (await app.gql<{ rateBook: unknown }>(RATE, { id: work.book.id, rating: 5 }, a.token)).data
        ?.rateBook,
    ).toEqual({
      id: work.book.id,
      ratingCount: 1,
      ratingAverage: 5,
      viewerRating: 5,
    });
    await app.gql(RATE, { id: work.book.id, rating: 2 }, b.token);
    await app.gql(RATE, { id: work.book.id, rating: 4 }, a.token);
    expect(
      (await app.gql<{ book: unknown }>(read, { id: work.book.id }, b.token)).data?.book,
    ).toEqual({
      ratingCount: 2,
      ratingAverage: 3,
      viewerRating: 2,
      viewerCanRate: true,
    });
    await app.gql(RATE, { id: work.book.id, rating: 1 }, b.token);
    expect((await app.gql<{ book: unknown }>(read, { id: work.book.id })).data?.book).toEqual({
      ratingCount: 2,
      ratingAverage: 2.5,
      viewerRating: null,
      viewerCanRate: false,
    });
    expect(
      (await app.gql<{ clearBookRating: unknown }>(CLEAR, { id: work.book.id }, a.token)).data
        ?.clearBookRating,
    ).toEqual({
      id: work.book.id,
      ratingCount: 1,
      ratingAverage: 1,
      viewerRating: null,
    });
    expect((await app.gql(CLEAR, { id: work.book.id }, a.token)).errors).toBeUndefined();
    const own = await app.gql<{ book: { viewerCanRate: boolean } }>(
      read,
      { id: work.book.id },
      undefined,
    );
    expect(own.data?.book.viewerCanRate).toBe(false);
  });

  test.each([0, 6, -1, 2.5, '4'])(
    'rating %p: 4xx with a message, nothing stored',
    async (rating) => {
      const before = await reactionState(app);
      const res = await app.gql(RATE, { id: cast.work.book.id, rating }, cast.reader.token);
      expect(res.status).toBeGreaterThanOrEqual(200);
      expect(res.errors?.[0].message).toBeTruthy();
      if (Number.isInteger(rating))
        expect(res.errors?.[0]).toMatchObject({
          message: MESSAGES.ratingOutOfRange,
          extensions: { code: 'BAD_USER_INPUT', field: 'rating' },
        });
      // Not a whole number: refused by the schema's Int (a 400 before any resolver runs).
      else expect(res.status).toBe(400);
      expect(await reactionState(app)).toEqual(before);
    },
  );

  test('parallel ratings and changes keep count and sum exact', async () => {
    const work = await buildBook(app);
    const readers = await Promise.all(Array.from({ length: 10 }, () => buildUser(app)));
    await Promise.all(
      readers.flatMap((r, i) => [
        app.gql(RATE, { id: work.book.id, rating: (i % 5) + 1 }, r.token),
        app.gql(RATE, { id: work.book.id, rating: 5 - (i % 5) }, r.token),
        i % 3 === 0 ? app.gql(CLEAR, { id: work.book.id }, r.token) : Promise.resolve(),
      ]),
    );
    const [expected] = await app
      .em()
      .getConnection()
      .execute(
        'select count(*)::int as ratings, coalesce(sum(rating), 0)::int as rating_sum from book_ratings where book_id = ?',
        [work.book.id],
      );
    const [totals] = await app
      .em()
      .getConnection()
      .execute('select ratings, rating_sum from book_rating_totals where book_id = ?', [
        work.book.id,
      ]);
    expect(totals).toEqual(expected);
  });

  test('deleting a book removes its ratings and counter', async () => {
    const work = await buildBook(app);
    await app.gql(RATE, { id: work.book.id, rating: 3 }, cast.reader.token);
    await app.em().nativeDelete(Book, { id: work.book.id });
    const left = await app
      .em()
      .getConnection()
      .execute('select * from book_rating_totals where book_id = ?', [work.book.id]);
    expect(left).toEqual([]);
  });
});

describe('rate limits', () => {
  test(`past ${LIMITS.reactions.likesPerUserPerMinute} likes a minute: RATE_LIMITED with retryAfter, nothing changed`, async () => {
    const work = await buildBook(app);
    const user = await buildUser(app);
    const id = work.issues[0].id;
    for (let i = 0; i < LIMITS.reactions.likesPerUserPerMinute; i++) {
      const res = await app.gql(i % 2 === 0 ? LIKE : UNLIKE, { id }, user.token);
      expect(res.errors).toBeUndefined();
    }
    const before = await reactionState(app);
    const refused = await app.gql(LIKE, { id }, user.token);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    const retryAfter = (refused.errors?.[0].extensions as { retryAfter?: number }).retryAfter;
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.errors?.[0].message).toBe(MESSAGES.likesTooMany(retryAfter!));
    expect(await reactionState(app)).toEqual(before);
    // Another reader is not held back by this one.
    expect((await app.gql(LIKE, { id }, cast.reader.token)).errors).toBeUndefined();
  });

  test('the per-IP limit refuses every account behind the address', async () => {
    const work = await buildBook(app);
    await app.gql(RATE, { id: work.book.id, rating: 3 }, cast.reader.token);
    const [row] = await app
      .em()
      .getConnection()
      .execute(`select key from rate_limits where key like 'ratings-ip:%'`);
    const ip = String(row.key).slice('ratings-ip:'.length);
    await rateLimitsOf(app.deps).block('ratings-ip', ip, 30);
    const fresh = await buildUser(app);
    const before = await reactionState(app);
    const res = await app.gql(RATE, { id: work.book.id, rating: 5 }, fresh.token);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(res.errors?.[0].message).toMatch(/Too many ratings/);
    expect(await reactionState(app)).toEqual(before);
    // Likes count separately.
    expect((await app.gql(LIKE, { id: work.issues[0].id }, fresh.token)).errors).toBeUndefined();
  });
});
