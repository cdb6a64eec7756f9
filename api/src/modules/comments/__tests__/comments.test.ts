import { type GraphQLResult, startTestApp, type TestApp } from '../../../../test/harness';
import {
  buildAccessToken,
  buildBook,
  buildUser,
  type BuiltBook,
  type BuiltUser,
} from '../../../../test/factories';
import { MESSAGES } from '../../../config/limits';
import { Notification } from '../../inbox/notification.entity';
import { Comment } from '../comment.entity';
import { IssueCommentCount } from '../issue-comment-count.entity';
import {
  age,
  DELETE,
  EDIT,
  LIKE,
  LIST,
  type ListResult,
  post,
  POST,
  settle,
  stored,
  UNLIKE,
} from './helpers';

let app: TestApp;
let creator: BuiltUser;
let reader: BuiltUser;
let other: BuiltUser;
let work: BuiltBook;
let issueId: number;
let where: { b: number; n: number };

beforeAll(async () => {
  app = await startTestApp();
  creator = await buildUser(app, { username: 'creator_cara' });
  reader = await buildUser(app, { username: 'reader_rita' });
  other = await buildUser(app, { username: 'reader_otto' });
  work = await buildBook(app, { publisher: creator.user, issue: { pages: 8 } });
  issueId = work.issues[0].id;
  where = { b: work.book.id, n: 1 };
  await settle(app, creator.user, reader.user, other.user);
});
afterAll(async () => {
  await app.close();
});

const list = async (token?: string, vars: Record<string, unknown> = {}) => {
  const res = await app.gql<ListResult>(LIST, { ...where, ...vars }, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.issue;
};

describe('posting', () => {
  test('a comment is trimmed, counted, shown with its author, and tells the creator', async () => {
    const c = await post(app, reader.token, { issueId, body: '  First!  ', pageNumber: 3 });
    expect(c).toMatchObject({
      body: 'First!',
      state: 'VISIBLE',
      pageNumber: 3,
      author: { id: reader.user.id, username: 'reader_rita' },
      viewerCan: { edit: true, delete: true, hide: false, pin: false, like: true, reply: true },
    });
    const issue = await list(other.token);
    expect(issue.commentCount).toBe(1);
    expect(issue.commentedPages).toEqual([{ pageNumber: 3, count: 1 }]);
    expect(issue.comments.nodes.map((n) => n.id)).toContain(c.id);
    const notices = await app.em().find(Notification, { commentId: c.id });
    expect(notices.map((n) => [n.recipient.id, n.kind, n.data])).toEqual([
      [creator.user.id, 'work.commented', { excerpt: 'First!' }],
    ]);
  });

  test('empty, too long, out-of-range page and unknown issue are refused and store nothing', async () => {
    const before = await app.em().count(Comment, {});
    const cases: [Record<string, unknown>, string][] = [
      [{ issueId, body: '   \n ' }, MESSAGES.commentEmpty],
      [{ issueId, body: 'x'.repeat(2001) }, MESSAGES.commentTooLong(2000)],
      [{ issueId, body: 'page', pageNumber: 9 }, MESSAGES.commentPageOutOfRange(8)],
      [{ issueId, body: 'page', pageNumber: 0 }, MESSAGES.commentPageOutOfRange(8)],
      [{ issueId: 999999, body: 'nowhere' }, MESSAGES.commentIssueNotFound],
    ];
    for (const [input, message] of cases) {
      const res = await app.gql(POST, { input }, reader.token);
      expect(res.errors?.[0].message).toBe(message);
    }
    expect(await app.em().count(Comment, {})).toBe(before);
    // 2,000 characters exactly is fine.
    expect((await post(app, other.token, { issueId, body: 'y'.repeat(2000) })).body).toHaveLength(
      2000,
    );
  });

  test('the same text on the same issue within a minute is refused; other text is fine', async () => {
    await post(app, other.token, { issueId, body: 'Same again' });
    const again = await app.gql(POST, { input: { issueId, body: ' Same again ' } }, other.token);
    expect(again.errors?.[0].message).toBe(MESSAGES.commentDuplicate);
    expect(await app.em().count(Comment, { body: 'Same again' })).toBe(1);
    await post(app, other.token, { issueId, body: 'Something else' });
  });

  test('a reply to a reply joins the top-level comment; the replied-to author is told', async () => {
    const top = await post(app, reader.token, { issueId, body: 'Top level' });
    const reply = await post(app, other.token, { issueId, body: 'A reply', parentId: top.id });
    const nested = await post(app, creator.token, {
      issueId,
      body: 'Reply to the reply',
      parentId: reply.id,
    });
    expect(reply.parentId).toBe(top.id);
    expect(nested.parentId).toBe(top.id);
    const issue = await list(reader.token, { sort: 'NEWEST' });
    const shown = issue.comments.nodes.find((n) => n.id === top.id)!;
    expect(shown.replyCount).toBe(2);
    expect(shown.replies.nodes.map((r) => r.body)).toEqual(['A reply', 'Reply to the reply']);
    const kinds = async (commentId: number) =>
      (await app.em().find(Notification, { commentId }, { orderBy: { id: 'asc' } })).map((n) => [
        n.recipient.id,
        n.kind,
      ]);
    expect(await kinds(reply.id)).toEqual([
      [reader.user.id, 'comment.reply'],
      [creator.user.id, 'work.commented'],
    ]);
    // The creator replying to `other` tells `other` (not themselves).
    expect(await kinds(nested.id)).toEqual([[other.user.id, 'comment.reply']]);
  });

  test('@mentions of existing users link to them and tell them; unknown names stay text', async () => {
    const c = await post(app, reader.token, {
      issueId,
      body: 'Hey @reader_otto and @nobody_here_at_all, see @Creator_Cara.',
    });
    expect(c.segments).toEqual([
      { kind: 'TEXT', text: 'Hey ', url: null, username: null, userId: null },
      {
        kind: 'MENTION',
        text: '@reader_otto',
        url: null,
        username: 'reader_otto',
        userId: other.user.id,
      },
      {
        kind: 'TEXT',
        text: ' and @nobody_here_at_all, see ',
        url: null,
        username: null,
        userId: null,
      },
      {
        kind: 'MENTION',
        text: '@Creator_Cara',
        url: null,
        username: 'creator_cara',
        userId: creator.user.id,
      },
      { kind: 'TEXT', text: '.', url: null, username: null, userId: null },
    ]);
    const notices = await app
      .em()
      .find(Notification, { commentId: c.id }, { orderBy: { id: 'asc' } });
    // The creator is mentioned: one notice each, the mention wins over "commented".
    expect(notices.map((n) => [n.recipient.id, n.kind]).sort()).toEqual(
      [
        [other.user.id, 'comment.mention'],
        [creator.user.id, 'comment.mention'],
      ].sort(),
    );
  });
});

describe('markup in comments stays text', () => {
  test('script, img onerror and javascript: links come back as text; http links get the ugc rel', async () => {
    const body =
      '<script>alert(1)</script> <img src=x onerror=alert(2)> javascript:alert(3) [x](javascript:alert(4)) https://example.com/a?b=1&c=<2>';
    const c = await post(app, reader.token, { issueId, body });
    expect(c.body).toBe(body);
    const links = c.segments.filter((s) => s.kind === 'LINK');
    expect(links.map((l) => l.url)).toEqual(['https://example.com/a?b=1&c=']);
    expect(c.segments.map((s) => s.text).join('')).toBe(body);
    expect(c.bodyHtml).not.toMatch(/<script|<img|href="javascript/i);
    expect(c.bodyHtml).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(c.bodyHtml).toContain('&#60;img src=x onerror=alert(2)&#62;');
    expect(c.bodyHtml).toContain(
      '<a href="https://example.com/a?b=1&#38;c=" rel="nofollow ugc noopener" target="_blank">',
    );
  });
});

describe('editing and deleting', () => {
  test('the author edits within 15 minutes (shown as edited); later, or someone else, is refused', async () => {
    const c = await post(app, reader.token, { issueId, body: 'Tpyo' });
    const edited = await app.gql<{ editComment: { body: string; edited: boolean } }>(
      EDIT,
      { input: { id: c.id, body: 'Typo', spoiler: true } },
      reader.token,
    );
    expect(edited.data?.editComment).toMatchObject({ body: 'Typo', edited: true, spoiler: true });

    const before = await stored(app, c.id);
    const byOther = await app.gql(EDIT, { input: { id: c.id, body: 'Hijack' } }, other.token);
    expect(byOther.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const byCreator = await app.gql(EDIT, { input: { id: c.id, body: 'Hijack' } }, creator.token);
    expect(byCreator.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await age(app, c.id, 16);
    const late = await app.gql(EDIT, { input: { id: c.id, body: 'Too late' } }, reader.token);
    expect(late.errors?.[0].message).toBe(MESSAGES.commentEditWindowOver(15));
    expect(await stored(app, c.id)).toEqual(before);
  });

  test('deleting keeps "[deleted]" where there are replies and leaves a lone comment out', async () => {
    const lone = await post(app, reader.token, { issueId, body: 'Lone comment' });
    const parent = await post(app, reader.token, { issueId, body: 'Has replies' });
    await post(app, other.token, { issueId, body: 'I replied', parentId: parent.id });
    const countBefore = (await list()).commentCount;

    const deleted = await app.gql<{
      deleteComment: { state: string; body: string | null; author: unknown };
    }>(DELETE, { id: parent.id }, reader.token);
    expect(deleted.data?.deleteComment).toMatchObject({
      state: 'DELETED',
      body: null,
      author: null,
    });
    await app.gql(DELETE, { id: lone.id }, reader.token);

    const issue = await list(other.token, { sort: 'NEWEST', first: 20 });
    const ids = issue.comments.nodes.map((n) => n.id);
    expect(ids).not.toContain(lone.id);
    const placeholder = issue.comments.nodes.find((n) => n.id === parent.id)!;
    expect(placeholder).toMatchObject({ state: 'DELETED', body: null, author: null, segments: [] });
    expect(placeholder.replies.nodes.map((r) => r.body)).toEqual(['I replied']);
    expect(issue.commentCount).toBe(countBefore - 2);

    // Deleting again, or someone else's, is refused.
    expect(
      (await app.gql(DELETE, { id: parent.id }, reader.token)).errors?.[0].extensions?.code,
    ).toBe('NOT_FOUND');
  });
});

describe('likes and order', () => {
  test('one like per reader, toggled; top puts the most liked first, newest the latest', async () => {
    const fresh = await buildBook(app, { publisher: creator.user });
    const id = fresh.issues[0].id;
    const a = await post(app, reader.token, { issueId: id, body: 'Comment A' });
    await post(app, other.token, { issueId: id, body: 'Comment B' });
    const like = (token: string, cid: number) =>
      app.gql<{ likeComment: { likeCount: number; viewerHasLiked: boolean } }>(
        LIKE,
        { id: cid },
        token,
      );
    expect((await like(other.token, a.id)).data?.likeComment).toEqual({
      id: a.id,
      likeCount: 1,
      viewerHasLiked: true,
    });
    expect((await like(other.token, a.id)).data?.likeComment.likeCount).toBe(1);
    expect(await app.em().count(Notification, { commentId: a.id, kind: 'comment.liked' })).toBe(1);

    const order = async (sort: string) =>
      (
        await app.gql<ListResult>(LIST, { b: fresh.book.id, n: 1, sort }, reader.token)
      ).data!.issue.comments.nodes.map((n) => n.body);
    expect(await order('TOP')).toEqual(['Comment A', 'Comment B']);
    expect(await order('NEWEST')).toEqual(['Comment B', 'Comment A']);

    const un = await app.gql<{ unlikeComment: { likeCount: number; viewerHasLiked: boolean } }>(
      UNLIKE,
      { id: a.id },
      other.token,
    );
    expect(un.data?.unlikeComment).toEqual({ id: a.id, likeCount: 0, viewerHasLiked: false });
    expect(
      (await app.gql<{ unlikeComment: { likeCount: number } }>(UNLIKE, { id: a.id }, other.token))
        .data?.unlikeComment.likeCount,
    ).toBe(0);
    expect(await order('TOP')).toEqual(['Comment B', 'Comment A']);
  });

  test('paging by first/after neither skips nor repeats, in both orders', async () => {
    const fresh = await buildBook(app, { publisher: creator.user });
    const id = fresh.issues[0].id;
    const made: number[] = [];
    for (let i = 0; i < 7; i += 1)
      made.push(
        (await post(app, i % 2 ? reader.token : other.token, { issueId: id, body: `Paged ${i}` }))
          .id,
      );
    await app.gql(LIKE, { id: made[2] }, creator.token);
    for (const sort of ['TOP', 'NEWEST']) {
      const seen: number[] = [];
      let after: string | null = null;
      for (;;) {
        const res: GraphQLResult<ListResult> = await app.gql<ListResult>(
          LIST,
          { b: fresh.book.id, n: 1, sort, first: 3, after },
          reader.token,
        );
        const page: ListResult['issue']['comments'] = res.data!.issue.comments;
        expect(page.totalCount).toBe(7);
        seen.push(...page.nodes.map((n) => n.id));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect([...seen].sort()).toEqual([...made].sort());
      expect(seen[0]).toBe(sort === 'TOP' ? made[2] : made[6]);
    }
  });
});

describe('kept counts', () => {
  test('the counts match the rows after posts, replies, likes and deletes', async () => {
    const counted = await app.em().findOneOrFail(IssueCommentCount, { issue: issueId });
    const visible = await app.em().count(Comment, {
      issue: issueId,
      deletedAt: null,
      hiddenByCreatorAt: null,
      hiddenByModeratorAt: null,
    });
    expect(counted.commentCount).toBe(visible);
  });
});

describe('deactivated authors', () => {
  test("a deactivated author's comment shows without name", async () => {
    const gone = await buildUser(app);
    const c = await post(app, gone.token, { issueId, body: 'Soon gone' });
    const em = app.em();
    await em.nativeUpdate('User', { id: gone.user.id }, { active: false });
    const issue = await list(reader.token, { sort: 'NEWEST', first: 20 });
    expect(issue.comments.nodes.find((n) => n.id === c.id)).toMatchObject({
      body: 'Soon gone',
      author: null,
    });
  });
});

describe('scopes and hidden works', () => {
  test('a token without write:social cannot comment or like; one with it can', async () => {
    const readOnly = await buildAccessToken(app, {
      user: reader.user,
      scopes: ['read', 'write:works'],
    });
    const before = await app.em().count(Comment, {});
    const refused = await app.gql(POST, { input: { issueId, body: 'By token' } }, readOnly.token);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await app.em().count(Comment, {})).toBe(before);
    const social = await buildAccessToken(app, { user: reader.user, scopes: ['write:social'] });
    const ok = await app.gql(POST, { input: { issueId, body: 'By social token' } }, social.token);
    expect(ok.errors).toBeUndefined();
  });

  test('comments on a removed book are out of reach, except for its creator', async () => {
    const hiddenWork = await buildBook(app, { publisher: creator.user });
    const c = await post(app, reader.token, {
      issueId: hiddenWork.issues[0].id,
      body: 'Soon hidden',
    });
    await app.em().nativeUpdate('Book', { id: hiddenWork.book.id }, { removed: true });
    const q = 'query($id: Int!) { comment(id: $id) { id body } }';
    expect(
      (await app.gql<{ comment: unknown }>(q, { id: c.id }, reader.token)).data?.comment,
    ).toBeNull();
    expect(
      (await app.gql<{ comment: unknown }>(q, { id: c.id }, creator.token)).data?.comment,
    ).toEqual({
      id: c.id,
      body: 'Soon hidden',
    });
    const refused = await app.gql(
      POST,
      { input: { issueId: hiddenWork.issues[0].id, body: 'More' } },
      other.token,
    );
    expect(refused.errors?.[0].message).toBe(MESSAGES.commentIssueNotFound);
    expect((await app.gql(LIKE, { id: c.id }, other.token)).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('replies', () => {
  test('replies page by first/after, oldest first, and a reply cannot be edited after 15 minutes', async () => {
    const fresh = await buildBook(app, { publisher: creator.user });
    const id = fresh.issues[0].id;
    const top = await post(app, reader.token, { issueId: id, body: 'Thread start' });
    const replies: number[] = [];
    for (let i = 0; i < 5; i += 1)
      replies.push(
        (
          await post(app, i % 2 ? reader.token : other.token, {
            issueId: id,
            body: `R${i}`,
            parentId: top.id,
          })
        ).id,
      );
    const q = `query($id: Int!, $after: String) { comment(id: $id) { replyCount
      replies(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id body } } } }`;
    type Page = {
      comment: {
        replyCount: number;
        replies: {
          totalCount: number;
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
          nodes: { id: number }[];
        };
      };
    };
    const seen: number[] = [];
    let after: string | null = null;
    for (;;) {
      const res: GraphQLResult<Page> = await app.gql<Page>(q, { id: top.id, after }, other.token);
      const page: Page['comment']['replies'] = res.data!.comment.replies;
      expect(page.totalCount).toBe(5);
      seen.push(...page.nodes.map((n) => n.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(replies);
    // A cursor of another comment's replies is refused.
    const wrong = await app.gql(q, { id: replies[0], after }, other.token);
    expect(wrong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    await age(app, replies[0], 14);
    expect(
      (await app.gql(EDIT, { input: { id: replies[0], body: 'Still in time' } }, other.token))
        .errors,
    ).toBeUndefined();
    await age(app, replies[0], 15.5);
    const late = await app.gql(EDIT, { input: { id: replies[0], body: 'Too late' } }, other.token);
    expect(late.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
