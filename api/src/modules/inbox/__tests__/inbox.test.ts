import { startTestApp, type TestApp } from '../../../../test/harness';
import {
  buildAccessToken,
  buildBook,
  buildComment,
  buildNotification,
  buildUser,
  type BuiltUser,
} from '../../../../test/factories';
import { MESSAGES } from '../../../config/limits';
import { dbOf } from '../../../db/sql';
import { Book } from '../../books/book.entity';
import { User } from '../../users/user.entity';
import { Notification, NotificationKind } from '../notification.entity';
import { notify } from '../notify';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const LIST = `query($first: Int, $after: String, $unreadOnly: Boolean) {
  notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { id kind read link createdAt actor { id username email }
      subject { bookId bookTitle urlSlug creatorUsername issueId issueNumber issueTitle }
      data { excerpt reason action targetType targetTitle count } } } }`;
interface Node {
  id: number;
  kind: string;
  read: boolean;
  link: string | null;
  actor: { id: number; username: string; email: string | null } | null;
  subject: { bookId: number; issueNumber: number | null; issueTitle: string | null } | null;
  data: { excerpt: string | null; reason: string | null; count: number | null };
}
type List = {
  notifications: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: Node[];
  };
};
const COUNT = '{ unreadNotificationCount }';
const MARK = 'mutation($ids: [Int!]!) { markNotificationsRead(ids: $ids) { marked unreadCount } }';
const MARK_ALL = 'mutation { markAllNotificationsRead { marked unreadCount } }';

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

async function list(user: BuiltUser, variables: Record<string, unknown> = {}) {
  const res = await app.gql<List>(LIST, variables, user.token);
  expect(res.errors).toBeUndefined();
  return res.data!.notifications;
}
async function unread(user: BuiltUser): Promise<number> {
  const res = await app.gql<{ unreadNotificationCount: number }>(COUNT, {}, user.token);
  expect(res.errors).toBeUndefined();
  return res.data!.unreadNotificationCount;
}

describe('listing', () => {
  test('newest first with subject, link, typed data and the public actor; hidden works are left out, moderation decisions stay without a link', async () => {
    const me = await buildUser(app);
    const replier = await buildUser(app, { username: 'replier_rae' });
    const gone = await buildUser(app);
    const { book, issues } = await buildBook(app, {
      title: 'Moon Harbor',
      urlSlug: 'moon-harbor',
      issues: [{ title: 'Tides' }],
    });
    const removed = await buildBook(app, { title: 'Taken Down', removed: true });
    const issue = issues[0];
    const replyComment = await buildComment(app, { issueId: issue.id, author: replier.user });
    await buildNotification(app, {
      recipient: me.user,
      kind: NotificationKind.COMMENT_REPLY,
      actor: replier.user,
      bookId: book.id,
      issueId: issue.id,
      commentId: replyComment.id,
      data: { excerpt: 'Nice <b>panel</b>', extra: 'ignored' },
      dateCreated: at(10),
    });
    await buildNotification(app, {
      recipient: me.user,
      kind: NotificationKind.ISSUE_PUBLISHED,
      actor: gone.user,
      bookId: book.id,
      issueId: issue.id,
      dateCreated: at(5),
    });
    // About a removed work: left out.
    await buildNotification(app, {
      recipient: me.user,
      kind: NotificationKind.WORK_COMMENTED,
      actor: replier.user,
      bookId: removed.book.id,
      issueId: removed.issues[0].id,
      dateCreated: at(3),
    });
    // A moderation decision about the removed work: shown, without subject or link.
    await buildNotification(app, {
      recipient: me.user,
      kind: NotificationKind.MODERATION_DECISION,
      bookId: removed.book.id,
      data: { action: 'remove', reason: 'spam', targetType: 'book', targetTitle: 'Taken Down' },
      dateCreated: at(1),
    });
    const em = app.em();
    await em.nativeUpdate(User, { id: gone.user.id }, { active: false });

    const page = await list(me);
    expect(page.totalCount).toBe(3);
    expect(page.nodes.map((n) => n.kind)).toEqual([
      'MODERATION_DECISION',
      'ISSUE_PUBLISHED',
      'COMMENT_REPLY',
    ]);
    const [decision, published, reply] = page.nodes;
    expect(decision).toMatchObject({
      subject: null,
      link: null,
      actor: null,
      data: { reason: 'spam', action: 'remove', targetType: 'book', targetTitle: 'Taken Down' },
    });
    // A deactivated actor shows as nobody.
    expect(published.actor).toBeNull();
    expect(published.link).toBe(`/read/moon-harbor/book/${book.id}/issue/1`);
    expect(reply).toMatchObject({
      read: false,
      actor: { id: replier.user.id, username: 'replier_rae', email: null },
      subject: { bookId: book.id, issueNumber: 1, issueTitle: 'Tides' },
      data: { excerpt: 'Nice <b>panel</b>', count: null },
      link: `/details/moon-harbor/book/${book.id}/issue/1#comment-${replyComment.id}`,
    });
    expect(await unread(me)).toBe(3);

    // The work comes back: so does its notification.
    await em.nativeUpdate(Book, { id: removed.book.id }, { removed: false });
    expect((await list(me)).totalCount).toBe(4);
    expect(await unread(me)).toBe(4);
  });

  test('pages by cursor without skipping or repeating; unreadOnly filters; a cursor of another user is refused', async () => {
    const me = await buildUser(app);
    const other = await buildUser(app);
    for (let i = 0; i < 5; i += 1)
      await buildNotification(app, {
        recipient: me.user,
        kind: NotificationKind.MODERATION_DECISION,
        data: { reason: `r${i}` },
        dateCreated: at(10 - i),
        readAt: i === 0 ? new Date() : null,
      });
    await buildNotification(app, {
      recipient: other.user,
      kind: NotificationKind.MODERATION_DECISION,
    });
    const first = await list(me, { first: 2 });
    expect(first.nodes.map((n) => n.data.reason)).toEqual(['r4', 'r3']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await list(me, { first: 2, after: first.pageInfo.endCursor });
    expect(second.nodes.map((n) => n.data.reason)).toEqual(['r2', 'r1']);
    const third = await list(me, { first: 2, after: second.pageInfo.endCursor });
    expect(third.nodes.map((n) => [n.data.reason, n.read])).toEqual([['r0', true]]);
    expect(third.pageInfo.hasNextPage).toBe(false);
    expect((await list(me, { unreadOnly: true })).totalCount).toBe(4);

    const stolen = await app.gql(LIST, { after: first.pageInfo.endCursor }, other.token);
    expect(stolen.errors?.[0]).toMatchObject({
      message: MESSAGES.invalidCursor,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // The largest page with every field stays within the query cost limit.
    expect((await list(me, { first: 50 })).nodes).toHaveLength(5);
    const tooMany = await app.gql(LIST, { first: 51 }, me.token);
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  test('nobody reads another user’s notifications; anonymous callers are refused', async () => {
    const me = await buildUser(app);
    const snoop = await buildUser(app, { role: 'admin' as User['role'] });
    await buildNotification(app, {
      recipient: me.user,
      kind: NotificationKind.MODERATION_DECISION,
    });
    expect((await list(snoop)).totalCount).toBe(0);
    expect(await unread(snoop)).toBe(0);
    for (const query of [LIST, COUNT, '{ notificationPreferences { kind email } }']) {
      const anonymous = await app.gql(query);
      expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('marking read', () => {
  test('marks only the viewer’s own; others’ ids change nothing; mark all read', async () => {
    const me = await buildUser(app);
    const other = await buildUser(app);
    const mine = await Promise.all(
      [1, 2, 3].map(() =>
        buildNotification(app, { recipient: me.user, kind: NotificationKind.MODERATION_DECISION }),
      ),
    );
    const theirs = await buildNotification(app, {
      recipient: other.user,
      kind: NotificationKind.MODERATION_DECISION,
    });

    const attack = await app.gql<{ markNotificationsRead: { marked: number } }>(
      MARK,
      { ids: [theirs.id] },
      me.token,
    );
    expect(attack.data?.markNotificationsRead.marked).toBe(0);
    expect((await app.em().findOneOrFail(Notification, theirs.id)).readAt).toBeNull();

    const res = await app.gql<{ markNotificationsRead: { marked: number; unreadCount: number } }>(
      MARK,
      { ids: [mine[0].id, mine[0].id, theirs.id] },
      me.token,
    );
    expect(res.data?.markNotificationsRead).toEqual({ marked: 1, unreadCount: 2 });
    expect(await unread(other)).toBe(1);

    const empty = await app.gql(MARK, { ids: [] }, me.token);
    expect(empty.errors?.[0]).toMatchObject({
      message: MESSAGES.notificationIdsRequired,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const tooMany = await app.gql(
      MARK,
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      me.token,
    );
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const all = await app.gql<{
      markAllNotificationsRead: { marked: number; unreadCount: number };
    }>(MARK_ALL, {}, me.token);
    expect(all.data?.markAllNotificationsRead).toEqual({ marked: 2, unreadCount: 0 });
    expect(await unread(other)).toBe(1);
    expect(await app.em().count(Notification, { recipient: other.user.id, readAt: null })).toBe(1);
  });

  test('token scopes: reads need read, marking needs write:social, preferences write:account; refusals change nothing', async () => {
    const me = await buildUser(app);
    const n = await buildNotification(app, {
      recipient: me.user,
      kind: NotificationKind.MODERATION_DECISION,
    });
    const readOnly = await buildAccessToken(app, { user: me.user, scopes: ['read'] });
    const noRead = await buildAccessToken(app, { user: me.user, scopes: ['write:social'] });
    expect((await app.gql(COUNT, {}, noRead.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await app.gql(COUNT, {}, readOnly.token)).errors).toBeUndefined();
    const refused = await app.gql(MARK, { ids: [n.id] }, readOnly.token);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await app.gql(MARK_ALL, {}, readOnly.token)).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await app.em().findOneOrFail(Notification, n.id)).readAt).toBeNull();
    const prefs = await app.gql(
      'mutation { updateNotificationPreferences(preferences: [{ kind: COMMENT_LIKED, email: false }]) { kind } }',
      {},
      noRead.token,
    );
    expect(prefs.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const social = await buildAccessToken(app, { user: me.user, scopes: ['read', 'write:social'] });
    expect((await app.gql(MARK, { ids: [n.id] }, social.token)).errors).toBeUndefined();
    expect((await app.em().findOneOrFail(Notification, n.id)).readAt).not.toBeNull();
  });
});

describe('notify()', () => {
  test('skips self-notices and gathers likes of one comment into one entry until it is read', async () => {
    const author = await buildUser(app);
    const likers = await Promise.all([1, 2, 3].map(() => buildUser(app)));
    const { book, issues } = await buildBook(app);
    const liked = await buildComment(app, { issueId: issues[0].id, author: author.user });
    const like = (liker: User) =>
      notify(dbOf(app.em(), app.deps), [
        {
          recipientId: author.user.id,
          kind: 'comment.liked',
          actorId: liker.id,
          bookId: book.id,
          issueId: issues[0].id,
          commentId: liked.id,
          data: { excerpt: 'hello' },
        },
      ]);
    await like(author.user);
    expect(await app.em().count(Notification, { recipient: author.user.id })).toBe(0);
    await like(likers[0].user);
    await like(likers[1].user);
    await like(likers[1].user); // taken back and given again: counts once
    let page = await list(author);
    expect(page.nodes).toHaveLength(1);
    expect(page.nodes[0]).toMatchObject({
      kind: 'COMMENT_LIKED',
      actor: { id: likers[1].user.id },
      data: { count: 2, excerpt: 'hello' },
    });
    await app.gql(MARK_ALL, {}, author.token);
    await like(likers[2].user);
    page = await list(author);
    expect(page.nodes.map((n) => [n.read, n.data.count])).toEqual([
      [false, 1],
      [true, 2],
    ]);
  });
});

describe('preferences', () => {
  test('every kind is mailed by default; a choice sticks and others keep theirs; a kind twice is refused', async () => {
    const me = await buildUser(app);
    const PREFS = '{ notificationPreferences { kind email } }';
    const UPDATE =
      'mutation($p: [NotificationPreferenceInput!]!) { updateNotificationPreferences(preferences: $p) { kind email } }';
    const before = await app.gql<{ notificationPreferences: { kind: string; email: boolean }[] }>(
      PREFS,
      {},
      me.token,
    );
    expect(before.data?.notificationPreferences).toHaveLength(6);
    expect(before.data?.notificationPreferences.every((p) => p.email)).toBe(true);
    const updated = await app.gql<{
      updateNotificationPreferences: { kind: string; email: boolean }[];
    }>(UPDATE, { p: [{ kind: 'COMMENT_LIKED', email: false }] }, me.token);
    expect(updated.errors).toBeUndefined();
    expect(
      updated.data?.updateNotificationPreferences.filter((p) => !p.email).map((p) => p.kind),
    ).toEqual(['COMMENT_LIKED']);
    await app.gql(UPDATE, { p: [{ kind: 'ISSUE_PUBLISHED', email: false }] }, me.token);
    const after = await app.gql<{ notificationPreferences: { kind: string; email: boolean }[] }>(
      PREFS,
      {},
      me.token,
    );
    expect(after.data?.notificationPreferences.filter((p) => !p.email).map((p) => p.kind)).toEqual([
      'COMMENT_LIKED',
      'ISSUE_PUBLISHED',
    ]);
    const twice = await app.gql(
      UPDATE,
      {
        p: [
          { kind: 'COMMENT_LIKED', email: true },
          { kind: 'COMMENT_LIKED', email: false },
        ],
      },
      me.token,
    );
    expect(twice.errors?.[0]).toMatchObject({
      message: MESSAGES.notificationPreferenceTwice,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const unchanged = await app.gql<{
      notificationPreferences: { kind: string; email: boolean }[];
    }>(PREFS, {}, me.token);
    expect(unchanged.data).toEqual(after.data);
    // Someone else's preferences are their own.
    const other = await buildUser(app);
    const theirs = await app.gql<{ notificationPreferences: { email: boolean }[] }>(
      PREFS,
      {},
      other.token,
    );
    expect(theirs.data?.notificationPreferences.every((p) => p.email)).toBe(true);
  });
});
