import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import { MESSAGES } from '../../../config/limits';
import { Book } from '../../books/book.entity';
import { Comment } from '../../comments/comment.entity';
import { Notification } from '../../inbox/notification.entity';
import { Issue } from '../../issues/issue.entity';
import { AccessToken } from '../../access-tokens/access-token.entity';
import { User } from '../../users/user.entity';
import { Appeal, ModerationAction, Report } from '../moderation.entities';
import {
  buildCast,
  buildComment,
  type Cast,
  errorOf,
  MODERATE,
  QUEUE,
  REPORT,
} from './moderation-fixtures';
import { appealToken, type SmtpInbox, startSmtpInbox } from './smtp-inbox';
import { buildAccessToken } from '../../../../test/factories';

let app: TestApp;
let inbox: SmtpInbox;
let cast: Cast;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestApp({ smtpUrl: inbox.url });
  cast = await buildCast(app);
});
afterAll(async () => {
  await app.close();
  await inbox.close();
});

const decisions = (recipientId: number) =>
  app
    .em()
    .find(
      Notification,
      { recipient: recipientId, kind: 'moderation.decision' },
      { orderBy: { id: 'asc' } },
    );
const BOOK = `query ($id: Int!) { book(id: $id) { id title } }`;
const ISSUE = `query ($bookId: Int!, $n: Int!) { issue(bookId: $bookId, issueNumber: $n) { id } }`;
const LOGIN = `mutation ($email: String!, $password: String!) { logIn(input: { email: $email, password: $password }) { token isReactivated } }`;
const APPEAL = `mutation ($id: Int!, $text: String!) { appeal(actionId: $id, text: $text) { id text decision { id action } } }`;
const APPEAL_LINK = `mutation ($token: String!, $text: String!) { appealWithLink(token: $token, text: $text) { id decision { action } } }`;

describe('remove a book, and restore it', () => {
  test('the book leaves the public, its owner cannot show it, everyone is told, the log keeps it', async () => {
    const creator = await buildUser(app);
    const { book } = await buildBook(app, { publisher: creator.user, title: 'Removable' });
    await app.gql(REPORT, { type: 'BOOK', id: book.id, reason: 'SPAM' }, cast.reader.token);

    const noReason = await app.gql(
      MODERATE,
      { type: 'BOOK', id: book.id, action: 'REMOVE', reason: '  ' },
      cast.moderator.token,
    );
    expect(noReason.errors?.[0]).toMatchObject({ message: MESSAGES.moderationReasonRequired });
    const wrong = await app.gql(
      MODERATE,
      { type: 'BOOK', id: book.id, action: 'SUSPEND', reason: 'x' },
      cast.moderator.token,
    );
    expect(errorOf(wrong)).toBe('BAD_USER_INPUT');
    expect((await app.em().findOneOrFail(Book, book.id)).removed).toBe(false);

    const res = await app.gql<{ moderate: { id: number } }>(
      MODERATE,
      { type: 'BOOK', id: book.id, action: 'REMOVE', reason: 'Spam pages' },
      cast.moderator.token,
    );
    expect(res.errors).toBeUndefined();
    const stored = await app.em().findOneOrFail(Book, book.id);
    expect(stored.removed).toBe(true);
    expect(stored.moderationRemovedAt).toBeInstanceOf(Date);
    expect((await app.gql(BOOK, { id: book.id })).data).toEqual({ book: null });
    // The reports are closed.
    expect(
      await app.em().count(Report, { targetType: 'book', targetId: book.id, closedAt: null }),
    ).toBe(0);

    // The owner cannot undo it.
    const undo = await app.gql(
      `mutation ($id: Int!) { updateBook(bookId: $id, input: { title: "Removable", description: "d", urlSlug: "a-book", contentRating: T, genres: ["action"], status: ONGOING, removed: false }) { id removed } }`,
      { id: book.id },
      creator.token,
    );
    expect(undo.errors?.[0]).toMatchObject({ message: MESSAGES.removedByModeration });
    expect((await app.em().findOneOrFail(Book, book.id)).removed).toBe(true);

    // Audit entry, notification, mail with the reason and an appeal link.
    const entry = await app.em().findOneOrFail(ModerationAction, res.data!.moderate.id);
    expect(entry).toMatchObject({
      action: 'remove',
      targetType: 'book',
      targetId: book.id,
      reason: 'Spam pages',
    });
    expect(entry.moderator?.id).toBe(cast.moderator.user.id);
    const [notice] = await decisions(creator.user.id);
    expect(notice.data).toEqual({
      action: 'remove',
      reason: 'Spam pages',
      targetType: 'book',
      targetTitle: 'Removable',
      actionId: entry.id,
    });
    expect(notice.bookId).toBe(book.id);
    const mails = await inbox.waitFor(creator.user.email);
    expect(mails[0]).toContain('Spam pages');
    expect(mails[0]).toContain('Removable');
    expect(appealToken(mails)).toMatch(/^\d+\./);

    // Restore: visible again, a second entry, notified again.
    const restored = await app.gql(
      MODERATE,
      { type: 'BOOK', id: book.id, action: 'RESTORE', reason: 'Looked again' },
      cast.admin.token,
    );
    expect(restored.errors).toBeUndefined();
    expect((await app.gql(BOOK, { id: book.id })).data).toEqual({
      book: { id: book.id, title: 'Removable' },
    });
    expect(await app.em().count(ModerationAction, { targetType: 'book', targetId: book.id })).toBe(
      2,
    );
    expect((await decisions(creator.user.id)).map((n) => n.data?.action)).toEqual([
      'remove',
      'restore',
    ]);
    await inbox.waitFor(creator.user.email, 2);
  });
});

describe('remove an issue', () => {
  test('readers no longer see it; restore brings it back', async () => {
    const { book, issues } = await buildBook(app, { issues: 2 });
    const res = await app.gql(
      MODERATE,
      { type: 'ISSUE', id: issues[1].id, action: 'REMOVE', reason: 'Stolen art' },
      cast.moderator.token,
    );
    expect(res.errors).toBeUndefined();
    expect((await app.em().findOneOrFail(Issue, issues[1].id)).removed).toBe(true);
    expect((await app.gql(ISSUE, { bookId: book.id, n: 2 })).data).toEqual({ issue: null });
    expect((await app.gql(ISSUE, { bookId: book.id, n: 1 })).data).toEqual({
      issue: { id: issues[0].id },
    });
    await app.gql(
      MODERATE,
      { type: 'ISSUE', id: issues[1].id, action: 'RESTORE', reason: 'Licence shown' },
      cast.moderator.token,
    );
    expect((await app.gql(ISSUE, { bookId: book.id, n: 2 })).data).toEqual({
      issue: { id: issues[1].id },
    });
  });
});

describe('hide a comment', () => {
  test('the comment is hidden by a moderator and its author told; restore shows it again', async () => {
    const author = await buildUser(app);
    const comment = await buildComment(app, cast.issue, author, 'Rude words here');
    await app.gql(
      REPORT,
      { type: 'COMMENT', id: comment.id, reason: 'HARASSMENT' },
      cast.reader.token,
    );
    const queue = await app.gql<{
      moderationQueue: { nodes: { targetId: number; target: { text: string } }[] };
    }>(QUEUE, { first: 1 }, cast.moderator.token);
    expect(queue.data?.moderationQueue.nodes[0]).toMatchObject({
      targetId: comment.id,
      target: { text: 'Rude words here', state: 'visible', bookTitle: cast.book.title },
    });
    const res = await app.gql(
      MODERATE,
      { type: 'COMMENT', id: comment.id, action: 'HIDE', reason: 'Harassment' },
      cast.moderator.token,
    );
    expect(res.errors).toBeUndefined();
    expect((await app.em().findOneOrFail(Comment, comment.id)).hiddenByModeratorAt).toBeInstanceOf(
      Date,
    );
    const [notice] = await decisions(author.user.id);
    expect(notice).toMatchObject({
      commentId: comment.id,
      data: { action: 'hide', targetType: 'comment' },
    });
    await inbox.waitFor(author.user.email);
    await app.gql(
      MODERATE,
      { type: 'COMMENT', id: comment.id, action: 'RESTORE', reason: 'Context' },
      cast.moderator.token,
    );
    expect((await app.em().findOneOrFail(Comment, comment.id)).hiddenByModeratorAt).toBeNull();
  });
});

describe('suspend a user', () => {
  test('sessions and tokens end, logging in is refused and does not reactivate, the mail link appeals once', async () => {
    const target = await buildUser(app);
    const { token: apiToken } = await buildAccessToken(app, { user: target.user });
    await app.gql(REPORT, { type: 'USER', id: target.user.id, reason: 'SPAM' }, cast.reader.token);
    const res = await app.gql<{ moderate: { id: number } }>(
      MODERATE,
      { type: 'USER', id: target.user.id, action: 'SUSPEND', reason: 'Spam account' },
      cast.moderator.token,
    );
    expect(res.errors).toBeUndefined();
    const user = await app.em().findOneOrFail(User, target.user.id);
    expect(user).toMatchObject({ active: false, suspensionReason: 'Spam account' });
    expect(user.suspendedAt).toBeInstanceOf(Date);
    expect(await app.em().count(AccessToken, { user: target.user.id, revokedAt: null })).toBe(0);
    expect(errorOf(await app.gql(`{ me { id } }`, {}, target.token)) ?? null).toBeNull();
    expect((await app.gql(`{ me { id } }`, {}, target.token)).data).toEqual({ me: null });
    expect(errorOf(await app.gql(`{ me { id } }`, {}, apiToken))).toBe('UNAUTHENTICATED');

    for (let i = 0; i < 2; i += 1) {
      const login = await app.gql(LOGIN, { email: target.user.email, password: target.password });
      expect(login.errors?.[0]).toMatchObject({ message: MESSAGES.accountSuspended });
    }
    const v1 = await app
      .http()
      .post('/api/v1/users/login')
      .send({ email: target.user.email, password: target.password });
    expect(v1.status).toBe(403);
    expect((await app.em().findOneOrFail(User, target.user.id)).active).toBe(false);
    // A wrong password answers as for anyone: nothing about the suspension.
    const wrong = await app.gql(LOGIN, { email: target.user.email, password: 'not the password' });
    expect(wrong.errors?.[0]?.message).toBe(MESSAGES.invalidCredentials);

    const mails = await inbox.waitFor(target.user.email);
    expect(mails[0]).toContain('Spam account');
    const token = appealToken(mails);
    const forged = await app.gql(APPEAL_LINK, {
      token: `${token.split('.')[0]}.${'A'.repeat(43)}`,
      text: 'hi',
    });
    expect(forged.errors?.[0]).toMatchObject({ message: MESSAGES.appealLinkInvalid });
    const appealed = await app.gql(APPEAL_LINK, { token, text: 'I am a real artist' });
    expect(appealed.errors).toBeUndefined();
    const again = await app.gql(APPEAL_LINK, { token, text: 'Please' });
    expect(again.errors?.[0]).toMatchObject({ message: MESSAGES.appealAlreadySent });
    expect(await app.em().count(Appeal, { user: target.user.id })).toBe(1);

    // The appeal is its own item of the queue.
    const queue = await app.gql<{
      moderationQueue: { nodes: { kind: string; appeal: { text: string } | null }[] };
    }>(QUEUE, { first: 3 }, cast.moderator.token);
    expect(queue.data?.moderationQueue.nodes[0]).toMatchObject({
      kind: 'APPEAL',
      appeal: {
        text: 'I am a real artist',
        decision: { id: res.data!.moderate.id, action: 'SUSPEND' },
      },
    });

    // Restore ends the suspension and closes the appeal; logging in works again.
    await app.gql(
      MODERATE,
      { type: 'USER', id: target.user.id, action: 'RESTORE', reason: 'Appeal accepted' },
      cast.admin.token,
    );
    expect(await app.em().count(Appeal, { user: target.user.id, closedAt: null })).toBe(0);
    const login = await app.gql(LOGIN, { email: target.user.email, password: target.password });
    expect(login.errors).toBeUndefined();
  });

  test('staff cannot be suspended from the queue; self-deactivated accounts still reactivate by logging in', async () => {
    const res = await app.gql(
      MODERATE,
      { type: 'USER', id: cast.admin.user.id, action: 'SUSPEND', reason: 'x' },
      cast.moderator.token,
    );
    expect(errorOf(res)).toBe('FORBIDDEN');
    expect((await app.em().findOneOrFail(User, cast.admin.user.id)).active).toBe(true);
    const resting = await buildUser(app, { active: false });
    const login = await app.gql<{ logIn: { isReactivated: boolean } }>(LOGIN, {
      email: resting.user.email,
      password: resting.password,
    });
    expect(login.data?.logIn.isReactivated).toBe(true);
  });
});

describe('appeals by a signed-in user', () => {
  test('the affected user appeals once; nobody else can', async () => {
    const creator = await buildUser(app);
    const { book } = await buildBook(app, { publisher: creator.user });
    const res = await app.gql<{ moderate: { id: number } }>(
      MODERATE,
      { type: 'BOOK', id: book.id, action: 'REMOVE', reason: 'Copyright' },
      cast.moderator.token,
    );
    const id = res.data!.moderate.id;
    expect(errorOf(await app.gql(APPEAL, { id, text: 'not mine' }, cast.reader.token))).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await app.gql(APPEAL, { id, text: 'x' }))).toBe('UNAUTHENTICATED');
    const first = await app.gql(APPEAL, { id, text: 'I own the rights' }, creator.token);
    expect(first.errors).toBeUndefined();
    const second = await app.gql(APPEAL, { id, text: 'Again' }, creator.token);
    expect(second.errors?.[0]).toMatchObject({ message: MESSAGES.appealAlreadySent });
    expect(await app.em().count(Appeal, { action: id })).toBe(1);
  });

  test('dismiss closes reports without changing the target and tells nobody', async () => {
    const creator = await buildUser(app);
    const { book } = await buildBook(app, { publisher: creator.user });
    await app.gql(REPORT, { type: 'BOOK', id: book.id, reason: 'SPAM' }, cast.reader.token);
    const res = await app.gql(
      MODERATE,
      { type: 'BOOK', id: book.id, action: 'DISMISS', reason: 'Not spam' },
      cast.moderator.token,
    );
    expect(res.errors).toBeUndefined();
    expect((await app.em().findOneOrFail(Book, book.id)).removed).toBe(false);
    expect(
      await app.em().count(Report, { targetType: 'book', targetId: book.id, closedAt: null }),
    ).toBe(0);
    expect(await decisions(creator.user.id)).toHaveLength(0);
    // Nothing left to act on a second time? A dismiss with no reports is still logged.
    expect(
      await app
        .em()
        .count(ModerationAction, { targetType: 'book', targetId: book.id, action: 'dismiss' }),
    ).toBe(1);
  });
});

describe('a reported target that is gone', () => {
  test('its reports can still be dismissed; other actions answer NOT_FOUND', async () => {
    const { book } = await buildBook(app);
    await app.gql(REPORT, { type: 'BOOK', id: book.id, reason: 'SPAM' }, cast.reader.token);
    await app.em().nativeDelete(Book, { id: book.id });
    const removed = await app.gql(
      MODERATE,
      { type: 'BOOK', id: book.id, action: 'REMOVE', reason: 'x' },
      cast.moderator.token,
    );
    expect(errorOf(removed)).toBe('NOT_FOUND');
    const dismissed = await app.gql(
      MODERATE,
      { type: 'BOOK', id: book.id, action: 'DISMISS', reason: 'Gone already' },
      cast.moderator.token,
    );
    expect(dismissed.errors).toBeUndefined();
    expect(
      await app.em().count(Report, { targetType: 'book', targetId: book.id, closedAt: null }),
    ).toBe(0);
  });
});
