import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltBook, type BuiltUser } from '../../../../test/factories';
import { sqlStatementsDuring } from '../../../../test/support/sql-statements';
import { LIMITS, MESSAGES } from '../../../config/limits';
import { rateLimitsOf } from '../../../shared/rate-limits';
import { CommentLike } from '../comment-like.entity';
import { Comment } from '../comment.entity';
import { LIKE, POST, post, settle } from './helpers';

let app: TestApp;
let creator: BuiltUser;
let work: BuiltBook;

beforeAll(async () => {
  // No job workers: their polling would add statements of their own.
  app = await startTestApp({ worker: false });
  creator = await buildUser(app);
  await settle(app, creator.user);
  work = await buildBook(app, { publisher: creator.user });
});
afterAll(async () => {
  jest.restoreAllMocks();
  await app.close();
});

test('an account in its first day gets the tighter comment limit, refused with RATE_LIMITED', async () => {
  const fresh = await buildUser(app);
  const issueId = work.issues[0].id;
  for (let i = 0; i < LIMITS.comment.perHourNewAccount; i += 1)
    await post(app, fresh.token, { issueId, body: `New account comment ${i}` });
  const before = await app.em().count(Comment, { author: fresh.user.id });
  const refused = await app.gql(POST, { input: { issueId, body: 'One too many' } }, fresh.token);
  expect(refused.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
  expect(refused.errors?.[0].message).toMatch(/commenting too fast/);
  expect(await app.em().count(Comment, { author: fresh.user.id })).toBe(before);
  // A settled account is not held to it.
  await settle(app, fresh.user);
  await rateLimitsOf(app.deps).reset('comments-new-account', String(fresh.user.id));
  const older = await buildUser(app);
  await settle(app, older.user);
  for (let i = 0; i <= LIMITS.comment.perHourNewAccount; i += 1)
    await post(app, older.token, { issueId, body: `Settled account comment ${i}` });
});

test('comment likes are limited per user and per IP', async () => {
  const issueId = work.issues[0].id;
  const c = await post(app, creator.token, { issueId, body: 'Like me' });
  const liker = await buildUser(app);
  await settle(app, liker.user);
  await rateLimitsOf(app.deps).block('comment-likes', String(liker.user.id), 60);
  const refused = await app.gql(LIKE, { id: c.id }, liker.token);
  expect(refused.errors?.[0]).toMatchObject({
    message: expect.stringMatching(/liking too fast/),
    extensions: { code: 'RATE_LIMITED' },
  });
  expect(await app.em().count(CommentLike, { comment: c.id })).toBe(0);

  // The IP limit counts everyone behind one address.
  const [{ key }] = await app
    .em()
    .getConnection()
    .execute<{ key: string }[]>(
      "select key from rate_limits where key like 'comments-ip:%' limit 1",
    );
  const ip = key.slice('comments-ip:'.length);
  await rateLimitsOf(app.deps).block('comment-likes-ip', ip, 60);
  const other = await buildUser(app);
  await settle(app, other.user);
  expect((await app.gql(LIKE, { id: c.id }, other.token)).errors?.[0].extensions?.code).toBe(
    'RATE_LIMITED',
  );
  await rateLimitsOf(app.deps).reset('comment-likes-ip', ip);
  expect((await app.gql(LIKE, { id: c.id }, other.token)).errors).toBeUndefined();
  expect(MESSAGES.commentLikesTooMany(5)).toMatch(/5 s/);
});

const PAGE = `query($b: Int!, $n: Int!, $first: Int) { issue(bookId: $b, issueNumber: $n) {
  id commentCount viewerCanComment
  comments(first: $first) { totalCount nodes {
    id state body likeCount replyCount viewerHasLiked pinned edited
    author { id username photoUrl }
    segments { kind text username }
    viewerCan { edit delete hide pin like reply blockAuthor }
    replies(first: 2) { totalCount nodes { id body likeCount viewerHasLiked author { id username } viewerCan { edit delete like } } }
  } }
} }`;

test('a page of 20 comments with replies, counts and the viewer’s state costs the same statements as a page of 2', async () => {
  const people = await Promise.all([1, 2, 3, 4].map(() => buildUser(app)));
  await settle(app, ...people.map((p) => p.user));
  const viewer = people[0];

  async function seed(comments: number): Promise<BuiltBook> {
    const book = await buildBook(app, { publisher: creator.user });
    const issueId = book.issues[0].id;
    for (let i = 0; i < comments; i += 1) {
      // Top-level authors and repliers are different people on both pages (each is one batch).
      const by = people[i % 2];
      const top = await post(app, by.token, {
        issueId,
        body: `Comment ${i} for @${people[(i + 1) % people.length].user.username} https://example.com/${i}`,
      });
      await post(app, people[2].token, { issueId, body: `Reply ${i}`, parentId: top.id });
      await post(app, people[3].token, { issueId, body: `Reply ${i}b`, parentId: top.id });
      const em = app.em();
      em.create(CommentLike, { comment: top.id, user: viewer.user.id });
      await em.flush();
    }
    return book;
  }

  async function statementsFor(book: BuiltBook): Promise<{ count: number; shown: number }> {
    let shown = 0;
    const texts = await sqlStatementsDuring(async () => {
      const res = await app.gql<{ issue: { comments: { nodes: unknown[] } } }>(
        PAGE,
        { b: book.book.id, n: 1, first: 20 },
        viewer.token,
      );
      expect(res.errors).toBeUndefined();
      shown = res.data!.issue.comments.nodes.length;
    });
    return { count: texts.length, shown };
  }

  const small = await seed(2);
  const big = await seed(20);
  const a = await statementsFor(small);
  const b = await statementsFor(big);
  expect(a.shown).toBe(2);
  expect(b.shown).toBe(20);
  expect(b.count).toBe(a.count);
  expect(b.count).toBeLessThanOrEqual(11);
});
