import { startTestApp, type TestApp } from '../../../../test/harness';
import {
  buildBook,
  buildNotification,
  buildUser,
  type BuiltUser,
} from '../../../../test/factories';
import { sqlStatementsDuring } from '../../../../test/support/sql-statements';
import { Notification, NotificationKind } from '../notification.entity';
import { NotificationPreference } from '../notification-preference.entity';
import type { User } from '../../users/user.entity';

let app: TestApp;
beforeAll(async () => {
  // No job workers: their polling would add statements of their own.
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  jest.restoreAllMocks();
  await app.close();
});

const MARK = 'mutation($ids: [Int!]!) { markNotificationsRead(ids: $ids) { marked } }';
const MARK_ALL = 'mutation { markAllNotificationsRead { marked } }';
const PREFS =
  'mutation { updateNotificationPreferences(preferences: [{ kind: COMMENT_REPLY, email: false }]) { kind } }';

describe('authorization matrix: nobody but the recipient changes a notification or its preferences', () => {
  let recipient: BuiltUser;
  let actors: Record<string, BuiltUser | null>;
  let target: Notification;

  beforeAll(async () => {
    recipient = await buildUser(app);
    const creator = await buildUser(app);
    const { book, issues } = await buildBook(app, { publisher: creator.user });
    target = await buildNotification(app, {
      recipient: recipient.user,
      kind: NotificationKind.WORK_COMMENTED,
      bookId: book.id,
      issueId: issues[0].id,
    });
    actors = {
      anonymous: null,
      reader: await buildUser(app),
      "the work's creator": creator,
      moderator: await buildUser(app, { role: 'moderator' as User['role'] }),
      admin: await buildUser(app, { role: 'admin' as User['role'] }),
    };
  });

  test.each(['anonymous', 'reader', "the work's creator", 'moderator', 'admin'])(
    '%s: every mark and preference change leaves the recipient’s data unchanged',
    async (who) => {
      const actor = actors[who];
      const mark = await app.gql<{ markNotificationsRead: { marked: number } }>(
        MARK,
        { ids: [target.id] },
        actor?.token,
      );
      const all = await app.gql(MARK_ALL, {}, actor?.token);
      const prefs = await app.gql(PREFS, {}, actor?.token);
      if (!actor) {
        for (const res of [mark, all, prefs])
          expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      } else {
        expect(mark.data?.markNotificationsRead.marked).toBe(0);
      }
      const em = app.em();
      expect((await em.findOneOrFail(Notification, target.id)).readAt).toBeNull();
      expect(await em.count(NotificationPreference, { user: recipient.user.id })).toBe(0);
    },
  );
});

test('a page of notifications costs the same number of statements for 4 entries and for 20', async () => {
  const LIST = `{ notifications(first: 20) { totalCount nodes { id kind read link createdAt
    actor { id username } subject { bookTitle issueNumber } data { excerpt count } } } }`;
  async function statementsFor(user: BuiltUser, expected: number): Promise<number> {
    const texts = await sqlStatementsDuring(async () => {
      const res = await app.gql<{ notifications: { nodes: unknown[] } }>(LIST, {}, user.token);
      expect(res.errors).toBeUndefined();
      expect(res.data?.notifications.nodes).toHaveLength(expected);
    });
    return texts.length;
  }
  const fill = async (user: BuiltUser, n: number) => {
    for (let i = 0; i < n; i += 1) {
      const actor = await buildUser(app);
      const { book, issues } = await buildBook(app);
      await buildNotification(app, {
        recipient: user.user,
        kind: i % 2 ? NotificationKind.ISSUE_PUBLISHED : NotificationKind.COMMENT_REPLY,
        actor: actor.user,
        // Half about an issue, half about a book only.
        bookId: book.id,
        issueId: i % 4 < 2 ? issues[0].id : null,
        data: { excerpt: `comment ${i}` },
      });
    }
  };
  const few = await buildUser(app);
  const many = await buildUser(app);
  await fill(few, 4);
  await fill(many, 20);
  const small = await statementsFor(few, 4);
  const big = await statementsFor(many, 20);
  expect(big).toBe(small);
  // Session check, the page, issues, books, actors, the total.
  expect(big).toBeLessThanOrEqual(8);
});
