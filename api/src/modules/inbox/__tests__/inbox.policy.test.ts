import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildComment, buildNotification, buildUser } from '../../../../test/factories';
import { sqlMatches } from '../../../../test/policy';
import { NOTIFICATION_KINDS } from '../../../config/vocabulary';
import { User } from '../../users/user.entity';
import { Issue } from '../../issues/issue.entity';
import { Comment } from '../../comments/comment.entity';
import { Notification, NotificationKind } from '../notification.entity';
import { NotificationPreference } from '../notification-preference.entity';
import {
  canReadNotification,
  isActorShown,
  isKindMailed,
  isNotificationShown,
  kindMailedSql,
  ownNotificationSql,
  ownNotificationsOf,
  shownNotificationSql,
} from '../inbox.policy';

/** Every form of each inbox.policy rule against the same table of cases. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const matches = (sql: string, id: number, values: unknown[] = []) =>
  sqlMatches(app, `select count(*) as n from notifications n where n.id = $1 and ${sql}`, [
    id,
    ...values,
  ]);

describe('own notifications', () => {
  test('the recipient reads theirs; another user, an admin or nobody does not', async () => {
    const me = await buildUser(app);
    const admin = await buildUser(app, { role: 'admin' as User['role'] });
    const n = await buildNotification(app, {
      recipient: me.user,
      kind: NotificationKind.MODERATION_DECISION,
    });
    for (const [viewer, expected] of [
      [me.user, true],
      [admin.user, false],
      [null, false],
    ] as const) {
      const forms = {
        js: canReadNotification(viewer, { recipientId: n.recipient.id }),
        orm: viewer
          ? (await app.em().count(Notification, { id: n.id, ...ownNotificationsOf(viewer.id) })) > 0
          : false,
        sql: viewer ? await matches(ownNotificationSql('n', '$2'), n.id, [viewer.id]) : false,
      };
      expect(forms).toEqual({ js: expected, orm: expected, sql: expected });
    }
  });
});

const SHOWN_CASES = [
  { name: 'a public issue', removed: false, active: true, scheduled: false, shown: true },
  { name: 'a removed book', removed: true, active: true, scheduled: false, shown: false },
  { name: 'a deactivated creator', removed: false, active: false, scheduled: false, shown: false },
  { name: 'a scheduled issue', removed: false, active: true, scheduled: true, shown: false },
];

describe('shown notifications', () => {
  test.each(SHOWN_CASES)(
    '$name: every form says shown = $shown (moderation decisions always)',
    async (c) => {
      const me = await buildUser(app);
      const { book, issues, publisher } = await buildBook(app, { removed: c.removed });
      if (!c.active) await app.em().nativeUpdate(User, { id: publisher.id }, { active: false });
      if (c.scheduled)
        await app
          .em()
          .nativeUpdate(
            Issue,
            { id: issues[0].id },
            { releaseAt: new Date(Date.now() + 3600_000) },
          );
      const subject = {
        issuePublic: !c.removed && c.active && !c.scheduled,
        bookPublic: !c.removed && c.active,
      };
      for (const kind of [NotificationKind.WORK_COMMENTED, NotificationKind.MODERATION_DECISION]) {
        const onIssue = await buildNotification(app, {
          recipient: me.user,
          kind,
          bookId: book.id,
          issueId: issues[0].id,
        });
        const expected = kind === NotificationKind.MODERATION_DECISION || c.shown;
        expect({
          js: isNotificationShown(onIssue, subject),
          sql: await matches(shownNotificationSql('n'), onIssue.id),
        }).toEqual({ js: expected, sql: expected });
      }
      // A book-only subject follows the book (a scheduled issue does not hide its book).
      const onBook = await buildNotification(app, {
        recipient: me.user,
        kind: NotificationKind.WORK_COMMENTED,
        bookId: book.id,
      });
      const bookShown = !c.removed && c.active;
      expect({
        js: isNotificationShown(onBook, subject),
        sql: await matches(shownNotificationSql('n'), onBook.id),
      }).toEqual({ js: bookShown, sql: bookShown });
      // No subject at all: shown.
      const bare = await buildNotification(app, {
        recipient: me.user,
        kind: NotificationKind.COMMENT_LIKED,
      });
      expect({
        js: isNotificationShown(bare, subject),
        sql: await matches(shownNotificationSql('n'), bare.id),
      }).toEqual({ js: true, sql: true });
    },
  );
});

describe('notifications about a comment', () => {
  test.each([
    { name: 'a public comment', state: {}, shown: true },
    { name: 'a deleted comment', state: { deletedAt: new Date() }, shown: false },
    {
      name: 'a comment hidden by the creator',
      state: { hiddenByCreatorAt: new Date() },
      shown: false,
    },
    {
      name: 'a comment hidden by a moderator',
      state: { hiddenByModeratorAt: new Date() },
      shown: false,
    },
  ])('$name: every form says shown = $shown', async (c) => {
    const me = await buildUser(app);
    const { book, issues } = await buildBook(app);
    const comment = await buildComment(app, { issueId: issues[0].id });
    if (Object.keys(c.state).length > 0)
      await app.em().nativeUpdate(Comment, { id: comment.id }, c.state);
    const n = await buildNotification(app, {
      recipient: me.user,
      kind: NotificationKind.COMMENT_REPLY,
      bookId: book.id,
      issueId: issues[0].id,
      commentId: comment.id,
    });
    const subject = { issuePublic: true, bookPublic: true, commentPublic: c.shown };
    expect({
      js: isNotificationShown(n, subject),
      sql: await matches(shownNotificationSql('n'), n.id),
    }).toEqual({ js: c.shown, sql: c.shown });
  });
});

describe('actors', () => {
  test('an active actor shows; a deactivated one and none do not', () => {
    expect(isActorShown({ active: true })).toBe(true);
    expect(isActorShown({ active: false })).toBe(false);
    expect(isActorShown(null)).toBe(false);
  });
});

describe('mailed kinds', () => {
  test.each([
    { name: 'no choice made', email: null, mailed: true },
    { name: 'turned on', email: true, mailed: true },
    { name: 'turned off', email: false, mailed: false },
  ])('$name: every form says mailed = $mailed', async (c) => {
    const me = await buildUser(app);
    const kind = NotificationKind.COMMENT_REPLY;
    if (c.email !== null) {
      const em = app.em();
      em.create(NotificationPreference, { user: me.user.id, kind, email: c.email });
      // Another kind's choice never leaks into this one.
      em.create(NotificationPreference, {
        user: me.user.id,
        kind: NotificationKind.COMMENT_LIKED,
        email: !c.email,
      });
      await em.flush();
    }
    const n = await buildNotification(app, { recipient: me.user, kind });
    const choices = new Map(
      c.email === null
        ? []
        : [
            [kind, c.email],
            [NotificationKind.COMMENT_LIKED, !c.email],
          ],
    );
    expect({
      js: isKindMailed(kind, choices),
      sql: await matches(kindMailedSql('n'), n.id),
    }).toEqual({ js: c.mailed, sql: c.mailed });
    expect(NOTIFICATION_KINDS).toContain(kind);
  });
});
