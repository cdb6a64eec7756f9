import { startTestApp, type TestApp } from '../../../../test/harness';
import {
  buildBook,
  buildComment,
  buildUser,
  type BuiltBook,
  type BuiltUser,
} from '../../../../test/factories';
import { MESSAGES } from '../../../config/limits';
import { Book } from '../../books/book.entity';
import { CreatorBlock } from '../../community/creator-block.entity';
import { UserRole } from '../../users/user.entity';
import { CommentLike } from '../comment-like.entity';
import { Comment } from '../comment.entity';
import { IssueCommentCount } from '../issue-comment-count.entity';
import {
  BLOCK,
  DELETE,
  EDIT,
  HIDE,
  LIKE,
  PIN,
  POST,
  settle,
  SWITCH,
  UNBLOCK,
  UNHIDE,
  UNLIKE,
  UNPIN,
} from './helpers';

/**
 * Every comment mutation by every kind of caller: anonymous, a reader, the work's creator, a
 * user the creator blocked, a moderator and an admin. A refusal must leave every row as it was.
 */

type Role = 'anonymous' | 'reader' | 'creator' | 'blocked' | 'moderator' | 'admin';
const ROLES: Role[] = ['anonymous', 'reader', 'creator', 'blocked', 'moderator', 'admin'];

let app: TestApp;
let users: Record<Exclude<Role, 'anonymous'>, BuiltUser>;
let author: BuiltUser;
let work: BuiltBook;
let issueId: number;

beforeAll(async () => {
  app = await startTestApp();
  const creator = await buildUser(app);
  users = {
    creator,
    reader: await buildUser(app),
    blocked: await buildUser(app),
    moderator: await buildUser(app, { role: UserRole.MODERATOR }),
    admin: await buildUser(app, { role: UserRole.ADMIN }),
  };
  author = await buildUser(app);
  await settle(app, ...Object.values(users).map((u) => u.user), author.user);
  work = await buildBook(app, { publisher: creator.user, issue: { pages: 4 } });
  issueId = work.issues[0].id;
  const em = app.em();
  em.create(CreatorBlock, { creator: creator.user.id, blocked: users.blocked.user.id });
  await em.flush();
});
afterAll(async () => {
  await app.close();
});

/** A fresh comment by `author`, optionally liked by everyone, hidden or pinned. */
async function freshComment(options: { liked?: boolean; hidden?: boolean; pinned?: boolean } = {}) {
  const c = await buildComment(app, {
    issueId,
    author: author.user,
    body: `Target ${Math.random()}`,
    hiddenByCreator: options.hidden,
    pinned: options.pinned,
  });
  if (options.liked) {
    const em = app.em();
    for (const u of Object.values(users))
      em.create(CommentLike, { comment: c.id, user: u.user.id });
    await em.flush();
    await em.nativeUpdate(Comment, { id: c.id }, { likeCount: Object.keys(users).length });
  }
  return c.id;
}

/** Everything a comment mutation could change. */
async function snapshot(commentId: number) {
  const em = app.em();
  const c = await em.findOneOrFail(Comment, { id: commentId });
  return {
    comment: {
      body: c.body,
      likeCount: c.likeCount,
      editedAt: c.editedAt ?? null,
      deletedAt: c.deletedAt ?? null,
      hiddenByCreatorAt: c.hiddenByCreatorAt ?? null,
      pinnedAt: c.pinnedAt ?? null,
    },
    comments: await em.count(Comment, {}),
    likes: await em.count(CommentLike, {}),
    blocks: await em.count(CreatorBlock, {}),
    commentsEnabled: (await em.findOneOrFail(Book, { id: work.book.id })).commentsEnabled,
    issueCount: (await em.findOne(IssueCommentCount, { issue: issueId }))?.commentCount ?? 0,
  };
}

interface Case {
  name: string;
  allowed: Role[];
  /** Sets up the target; returns the comment id and the variables. */
  setup: () => Promise<{ id: number; vars: Record<string, unknown> }>;
  query: string;
}

const byId =
  (options: Parameters<typeof freshComment>[0] = {}) =>
  async () => {
    const id = await freshComment(options);
    return { id, vars: { id } };
  };

const CASES: Case[] = [
  {
    name: 'postComment',
    query: POST,
    allowed: ['reader', 'creator', 'moderator', 'admin'],
    setup: async () => {
      const id = await freshComment();
      return { id, vars: { input: { issueId, body: `New ${Math.random()}`, parentId: id } } };
    },
  },
  {
    name: 'editComment',
    query: EDIT,
    allowed: [],
    setup: async () => {
      const id = await freshComment();
      return { id, vars: { input: { id, body: 'Rewritten' } } };
    },
  },
  { name: 'deleteComment', query: DELETE, allowed: ['creator'], setup: byId() },
  {
    name: 'likeComment',
    query: LIKE,
    allowed: ['reader', 'creator', 'moderator', 'admin'],
    setup: byId(),
  },
  {
    name: 'unlikeComment',
    query: UNLIKE,
    allowed: ['reader', 'creator', 'moderator', 'admin'],
    setup: byId({ liked: true }),
  },
  { name: 'hideComment', query: HIDE, allowed: ['creator'], setup: byId() },
  { name: 'unhideComment', query: UNHIDE, allowed: ['creator'], setup: byId({ hidden: true }) },
  { name: 'pinComment', query: PIN, allowed: ['creator'], setup: byId() },
  { name: 'unpinComment', query: UNPIN, allowed: ['creator'], setup: byId({ pinned: true }) },
  {
    name: 'blockUser',
    query: BLOCK,
    allowed: ['reader', 'creator', 'blocked', 'moderator', 'admin'],
    setup: async () => ({ id: await freshComment(), vars: { u: author.user.id } }),
  },
  {
    name: 'unblockUser',
    query: UNBLOCK,
    allowed: ['reader', 'creator', 'blocked', 'moderator', 'admin'],
    setup: async () => ({ id: await freshComment(), vars: { u: author.user.id } }),
  },
  {
    name: 'setBookComments',
    query: SWITCH,
    allowed: ['creator'],
    setup: async () => ({ id: await freshComment(), vars: { b: work.book.id, on: false } }),
  },
];

afterEach(async () => {
  // Each cell starts from the same switches and blocks.
  const em = app.em();
  await em.nativeUpdate(Book, { id: work.book.id }, { commentsEnabled: true });
  await em.nativeDelete(CreatorBlock, { blocked: author.user.id });
  await em.nativeUpdate(Comment, { issue: issueId }, { pinnedAt: null });
});

describe.each(CASES)('$name', ({ query, allowed, setup }) => {
  test.each(ROLES)('%s', async (role) => {
    const { id, vars } = await setup();
    const before = await snapshot(id);
    const token = role === 'anonymous' ? undefined : users[role].token;
    const res = await app.gql(query, vars, token);
    if (allowed.includes(role)) {
      expect(res.errors).toBeUndefined();
      return;
    }
    expect(res.errors?.length).toBeTruthy();
    const code = res.errors![0].extensions?.code;
    if (role === 'anonymous') expect(code).toBe('UNAUTHENTICATED');
    else expect(['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT']).toContain(code);
    expect(await snapshot(id)).toEqual(before);
  });
});

test('a blocked user gets the one refusal on comments, replies and comment likes', async () => {
  const id = await freshComment();
  const blocked = users.blocked.token;
  const attempts = [
    await app.gql(POST, { input: { issueId, body: 'Let me in' } }, blocked),
    await app.gql(POST, { input: { issueId, body: 'Let me reply', parentId: id } }, blocked),
    await app.gql(LIKE, { id }, blocked),
  ];
  for (const res of attempts) {
    expect(res.errors?.[0]).toMatchObject({
      message: MESSAGES.blockedByCreator,
      extensions: { code: 'FORBIDDEN' },
    });
  }
});

test('unblocking lets the user take part again', async () => {
  const target = await buildUser(app);
  await settle(app, target.user);
  const creator = users.creator.token;
  expect((await app.gql(BLOCK, { u: target.user.id }, creator)).errors).toBeUndefined();
  expect((await app.gql(BLOCK, { u: target.user.id }, creator)).errors).toBeUndefined();
  const refused = await app.gql(POST, { input: { issueId, body: 'Blocked?' } }, target.token);
  expect(refused.errors?.[0].message).toBe(MESSAGES.blockedByCreator);
  const list = await app.gql<{ blockedUsers: { totalCount: number; nodes: { id: number }[] } }>(
    '{ blockedUsers(first: 10) { totalCount nodes { id } } }',
    {},
    creator,
  );
  expect(list.data?.blockedUsers.nodes.map((u) => u.id)).toContain(target.user.id);
  expect((await app.gql(UNBLOCK, { u: target.user.id }, creator)).errors).toBeUndefined();
  const ok = await app.gql(POST, { input: { issueId, body: 'Back again' } }, target.token);
  expect(ok.errors).toBeUndefined();
  const self = await app.gql(BLOCK, { u: users.creator.user.id }, creator);
  expect(self.errors?.[0].message).toBe(MESSAGES.commentBlockSelf);
});

test('an author the creator blocked can no longer edit, but can still delete, their comment', async () => {
  const late = await buildUser(app);
  await settle(app, late.user);
  const res = await app.gql<{ postComment: { id: number } }>(
    POST,
    { input: { issueId, body: 'Written before the block' } },
    late.token,
  );
  const id = res.data!.postComment.id;
  await app.gql(BLOCK, { u: late.user.id }, users.creator.token);
  const before = await snapshot(id);
  const edit = await app.gql(EDIT, { input: { id, body: 'Written after the block' } }, late.token);
  expect(edit.errors?.[0].message).toBe(MESSAGES.blockedByCreator);
  expect(await snapshot(id)).toEqual(before);
  expect((await app.gql(DELETE, { id }, late.token)).errors).toBeUndefined();
});
