import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import { sqlMatches } from '../../../../test/policy';
import { Book } from '../../books/book.entity';
import { Subscription } from '../../subscriptions/subscription.entity';
import { User } from '../../users/user.entity';
import { ReadingProgress } from '../reading-progress.entity';
import {
  canKeepProgress,
  followedIssueSql,
  isFollowedIssueListed,
  isPageWithin,
  isProgressListed,
  isUnread,
  listedProgressOf,
  listedProgressSql,
  pageWithinSql,
  unreadSql,
} from '../progress.policy';

/** Every form of each progress.policy rule against the same table of cases. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const deactivate = (user: Pick<User, 'id'>) =>
  app.em().nativeUpdate(User, { id: user.id }, { active: false });

const VISIBILITY_CASES = [
  { name: 'a visible book', removed: false, publisherActive: true, listed: true },
  { name: 'a removed book', removed: true, publisherActive: true, listed: false },
  { name: 'a deactivated publisher’s book', removed: false, publisherActive: false, listed: false },
];

describe('listed progress', () => {
  test.each(VISIBILITY_CASES)('$name: every form says listed = $listed', async (c) => {
    const { user } = await buildUser(app);
    const { book, issues, publisher } = await buildBook(app, { removed: c.removed });
    const created = app.em();
    const progress = created.create(ReadingProgress, {
      user: user.id,
      issue: issues[0].id,
      book: book.id,
      furthestPage: 1,
      lastPage: 1,
    });
    await created.flush();
    if (!c.publisherActive) await deactivate(publisher);
    const em = app.em();
    const loaded = await em.findOneOrFail(ReadingProgress, progress.id, {
      populate: ['book.publisher'],
    });
    expect({
      js: isProgressListed(loaded),
      orm:
        (await em.count(ReadingProgress, { id: progress.id, ...listedProgressOf(user.id) })) === 1,
      sql: await sqlMatches(
        app,
        `select count(*) as n from reading_progress p join books b on b.id = p.book_id
           join users u on u.id = b.publisher_id where p.id = $1 and ${listedProgressSql('b', 'u')}`,
        [progress.id],
      ),
    }).toEqual({ js: c.listed, orm: c.listed, sql: c.listed });
  });
});

describe('pages within an issue', () => {
  test.each([
    { page: 0, within: false },
    { page: 1, within: true },
    { page: 3, within: true },
    { page: 4, within: false },
  ])('page $page of 3: within = $within', async (c) => {
    const { issues } = await buildBook(app, { issue: { pages: 3 } });
    expect({
      js: isPageWithin(c.page, 3),
      sql: await sqlMatches(
        app,
        `select count(*) as n from issues i where i.id = $1 and ${pageWithinSql('$2::int', 'i.id')}`,
        [issues[0].id, c.page],
      ),
    }).toEqual({ js: c.within, sql: c.within });
  });
  test('a fraction is never a page', () => expect(isPageWithin(1.5, 3)).toBe(false));
});

describe('the Following list', () => {
  test.each([
    ...VISIBILITY_CASES.map((c) => ({ ...c, subscriberActive: true })),
    {
      name: 'a deactivated subscriber',
      removed: false,
      publisherActive: true,
      subscriberActive: false,
      listed: false,
    },
  ])('$name: every form says listed = $listed', async (c) => {
    const reader = await buildUser(app);
    const { book, publisher } = await buildBook(app, { removed: c.removed });
    const em = app.em();
    em.create(Subscription, { publisher: publisher.id, subscriber: reader.user.id });
    await em.flush();
    if (!c.publisherActive) await deactivate(publisher);
    if (!c.subscriberActive) await deactivate(reader.user);
    const fresh = app.em();
    const subscription = await fresh.findOneOrFail(
      Subscription,
      { subscriber: reader.user.id },
      { populate: ['publisher', 'subscriber'] },
    );
    const loadedBook = await fresh.findOneOrFail(Book, book.id, { populate: ['publisher'] });
    expect({
      js: isFollowedIssueListed(subscription, loadedBook),
      sql: await sqlMatches(
        app,
        `select count(*) as n from subscriptions s join users pub on pub.id = s.publisher_id
           join users me on me.id = s.subscriber_id join books b on b.publisher_id = s.publisher_id
          where s.subscriber_id = $1 and b.id = $2 and ${followedIssueSql('pub', 'me', 'b')}`,
        [reader.user.id, book.id],
      ),
    }).toEqual({ js: c.listed, sql: c.listed });
  });

  test.each([
    { name: 'no progress', read: false, unread: true },
    { name: 'some progress', read: true, unread: false },
  ])('$name: unread = $unread', async (c) => {
    const { user } = await buildUser(app);
    const { book, issues } = await buildBook(app);
    const em = app.em();
    const progress = c.read
      ? em.create(ReadingProgress, {
          user: user.id,
          issue: issues[0].id,
          book: book.id,
          furthestPage: 1,
          lastPage: 1,
        })
      : null;
    await em.flush();
    expect({
      js: isUnread(progress),
      sql: await sqlMatches(
        app,
        `select count(*) as n from issues i where i.id = $2 and ${unreadSql('i', '$1::int')}`,
        [user.id, issues[0].id],
      ),
    }).toEqual({ js: c.unread, sql: c.unread });
  });
});

describe('who keeps progress on the server', () => {
  test.each([
    { name: 'a signed-in user', viewer: 'active', may: true },
    { name: 'an anonymous visitor', viewer: 'anonymous', may: false },
    { name: 'a deactivated account', viewer: 'deactivated', may: false },
  ] as const)('$name: canKeepProgress = $may', async (c) => {
    const built =
      c.viewer === 'anonymous' ? null : await buildUser(app, { active: c.viewer === 'active' });
    const viewer = built ? await app.em().findOneOrFail(User, built.user.id) : null;
    expect(canKeepProgress(viewer)).toBe(c.may);
  });
});
