import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltUser } from '../../../../test/factories';
import { sqlMatches } from '../../../../test/policy';
import { UserRole } from '../../users/user.entity';
import { Comment } from '../comment.entity';
import {
  canReadComment,
  commentState,
  commentStateSql,
  isCommentPublic,
  PUBLIC_COMMENT,
  publicCommentSql,
  readableCommentSql,
  viewerOf,
} from '../comments.policy';

/** Every form of each comments.policy rule against the same table of cases. */

let app: TestApp;
let creator: BuiltUser;
let author: BuiltUser;
let stranger: BuiltUser;
let moderator: BuiltUser;
let issueId: number;

beforeAll(async () => {
  app = await startTestApp();
  creator = await buildUser(app);
  author = await buildUser(app);
  stranger = await buildUser(app);
  moderator = await buildUser(app, { role: UserRole.MODERATOR });
  issueId = (await buildBook(app, { publisher: creator.user })).issues[0].id;
});
afterAll(async () => {
  await app.close();
});

const STATES = [
  { name: 'visible', set: {}, state: 'visible' },
  {
    name: 'hidden by the creator',
    set: { hiddenByCreatorAt: new Date() },
    state: 'hidden_by_creator',
  },
  {
    name: 'hidden by a moderator',
    set: { hiddenByModeratorAt: new Date() },
    state: 'hidden_by_moderator',
  },
  {
    name: 'hidden by both',
    set: { hiddenByCreatorAt: new Date(), hiddenByModeratorAt: new Date() },
    state: 'hidden_by_moderator',
  },
  {
    name: 'deleted',
    set: { deletedAt: new Date(), hiddenByCreatorAt: new Date() },
    state: 'deleted',
  },
] as const;

async function make(set: Partial<Comment>): Promise<Comment> {
  const em = app.em();
  const c = em.create(Comment, {
    issue: issueId,
    author: author.user.id,
    body: 'policy case',
    ...set,
  });
  await em.flush();
  return c;
}

describe.each(STATES)('$name', ({ set, state }) => {
  test('state and public: JS, ORM and SQL agree', async () => {
    const c = await make(set);
    const [row] = await app
      .em()
      .getConnection()
      .execute<{ state: string }[]>(
        `select ${commentStateSql('c')} as state from comments c where c.id = ?`,
        [c.id],
      );
    expect(commentState(c)).toBe(state);
    expect(row.state).toBe(state);
    const expected = state === 'visible';
    expect(isCommentPublic(c)).toBe(expected);
    expect((await app.em().count(Comment, { id: c.id, ...PUBLIC_COMMENT })) === 1).toBe(expected);
    expect(
      await sqlMatches(
        app,
        `select count(*) as n from comments c where c.id = $1 and ${publicCommentSql('c')}`,
        [c.id],
      ),
    ).toBe(expected);
  });

  test.each([
    ['anonymous', null],
    ['a stranger', 'stranger'],
    ['the author', 'author'],
    ['the creator', 'creator'],
    ['a moderator', 'moderator'],
  ] as const)('who reads it: %s', async (_label, who) => {
    const c = await make(set);
    const viewer = who === null ? null : { stranger, author, creator, moderator }[who].user;
    const js = canReadComment(
      viewerOf(viewer),
      { ...c, authorId: author.user.id },
      creator.user.id,
    );
    const sql = await sqlMatches(
      app,
      `select count(*) as n from comments c join issues i on i.id = c.issue_id
        where c.id = $1 and ${readableCommentSql('c', 'i.publisher_id', '$2')}`,
      [c.id, viewer?.id ?? null],
    );
    expect(sql).toBe(js);
    const expected =
      state === 'visible' ? true : state === 'deleted' ? false : who !== null && who !== 'stranger';
    expect(js).toBe(expected);
  });
});
