import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildIssue, buildUser, type BuiltUser } from '../../../../test/factories';
import { MESSAGES } from '../../../config/limits';
import { Book } from '../../books/book.entity';
import { Subscription } from '../../subscriptions/subscription.entity';
import { User } from '../../users/user.entity';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const FOLLOWING = `query($first: Int, $after: String) { following(first: $first, after: $after) {
  totalCount unreadCount nodes { unread issue { id title } } pageInfo { hasNextPage endCursor } } }`;
type Following = {
  following: {
    totalCount: number;
    unreadCount: number;
    nodes: { unread: boolean; issue: { id: number; title: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};
const RECORD =
  'mutation($i: Int!, $p: Int!) { recordReadingProgress(issueId: $i, page: $p) { page } }';

async function subscribe(subscriber: BuiltUser, publisher: User): Promise<void> {
  const em = app.em();
  em.create(Subscription, { publisher: publisher.id, subscriber: subscriber.user.id });
  await em.flush();
}

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

describe('following', () => {
  test('new issues of subscribed creators, newest first, with unread markers that clear when read', async () => {
    const reader = await buildUser(app);
    const creator = await buildUser(app);
    const other = await buildUser(app);
    const stranger = await buildUser(app);
    const { book } = await buildBook(app, {
      publisher: creator.user,
      issues: [{ title: 'Old', dateCreated: at(30) }],
    });
    await buildBook(app, {
      publisher: other.user,
      issues: [{ title: 'Middle', dateCreated: at(20) }],
    });
    await buildBook(app, {
      publisher: stranger.user,
      issues: [{ title: 'Unfollowed', dateCreated: at(5) }],
    });
    await buildBook(app, {
      publisher: creator.user,
      removed: true,
      issues: [{ title: 'Hidden', dateCreated: at(1) }],
    });
    const newest = await buildIssue(app, { book, title: 'Newest', dateCreated: at(10) });
    await subscribe(reader, creator.user);
    await subscribe(reader, other.user);

    const list = await app.gql<Following>(FOLLOWING, {}, reader.token);
    expect(list.errors).toBeUndefined();
    expect(list.data?.following.nodes.map((n) => [n.issue.title, n.unread])).toEqual([
      ['Newest', true],
      ['Middle', true],
      ['Old', true],
    ]);
    expect(list.data?.following).toMatchObject({ totalCount: 3, unreadCount: 3 });

    await app.gql(RECORD, { i: newest.id, p: 1 }, reader.token);
    const read = await app.gql<Following>(FOLLOWING, { first: 2 }, reader.token);
    expect(read.data?.following.nodes.map((n) => [n.issue.title, n.unread])).toEqual([
      ['Newest', false],
      ['Middle', true],
    ]);
    expect(read.data?.following.unreadCount).toBe(2);
    const rest = await app.gql<Following>(
      FOLLOWING,
      { first: 2, after: read.data?.following.pageInfo.endCursor },
      reader.token,
    );
    expect(rest.data?.following.nodes.map((n) => n.issue.title)).toEqual(['Old']);
    expect(rest.data?.following.pageInfo.hasNextPage).toBe(false);
  });

  test('a deactivated creator drops out; signed out is UNAUTHENTICATED', async () => {
    const reader = await buildUser(app);
    const creator = await buildUser(app);
    await buildBook(app, { publisher: creator.user });
    await subscribe(reader, creator.user);
    await app.em().nativeUpdate(User, { id: creator.user.id }, { active: false });
    const list = await app.gql<Following>(FOLLOWING, {}, reader.token);
    expect(list.data?.following.totalCount).toBe(0);
    const anonymous = await app.gql(FOLLOWING, {});
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the private Following feed', () => {
  const ROTATE = 'mutation { rotateFollowingFeedUrl { url createdAt } }';
  const LINK = 'query { followingFeedLink { url createdAt } }';
  const pathOf = (url: string) => new URL(url).pathname;

  test('a rotated URL serves the list as Atom; resetting kills the old URL; revoking kills all', async () => {
    const reader = await buildUser(app);
    const creator = await buildUser(app);
    const { book } = await buildBook(app, {
      publisher: creator.user,
      title: 'Feed & Friends',
      issues: [{ title: 'First', dateCreated: at(10) }],
    });
    await buildIssue(app, { book, title: 'Second', dateCreated: at(5) });
    await subscribe(reader, creator.user);

    const none = await app.gql<{ followingFeedLink: null }>(LINK, {}, reader.token);
    expect(none.data?.followingFeedLink).toBeNull();

    const made = await app.gql<{ rotateFollowingFeedUrl: { url: string } }>(
      ROTATE,
      {},
      reader.token,
    );
    expect(made.errors).toBeUndefined();
    const url = made.data!.rotateFollowingFeedUrl.url;
    expect(url).toMatch(/^http:\/\/panelhouse\.test\/feeds\/following\/phf_[0-9A-Za-z]{40}\.atom$/);

    const feed = await app.http().get(pathOf(url));
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toMatch(/application\/atom\+xml/);
    expect(feed.headers['cache-control']).toMatch(/private/);
    const text = feed.text;
    expect(text).toContain('Feed &amp; Friends #2: Second');
    expect(text.indexOf('#2: Second')).toBeLessThan(text.indexOf('#1: First'));

    // The link is listed without its secret.
    const link = await app.gql<{ followingFeedLink: { url: null; createdAt: string } }>(
      LINK,
      {},
      reader.token,
    );
    expect(link.data?.followingFeedLink.url).toBeNull();

    const reset = await app.gql<{ rotateFollowingFeedUrl: { url: string } }>(
      ROTATE,
      {},
      reader.token,
    );
    const newUrl = reset.data!.rotateFollowingFeedUrl.url;
    expect(newUrl).not.toBe(url);
    expect((await app.http().get(pathOf(url))).status).toBe(404);
    expect((await app.http().get(pathOf(newUrl))).status).toBe(200);

    const revoked = await app.gql<{ revokeFollowingFeedUrl: boolean }>(
      'mutation { revokeFollowingFeedUrl }',
      {},
      reader.token,
    );
    expect(revoked.data?.revokeFollowingFeedUrl).toBe(true);
    const gone = await app.http().get(pathOf(newUrl));
    expect(gone.status).toBe(404);
    expect(gone.text).toBe(MESSAGES.followingFeedNotFound);
  });

  test('unknown and malformed tokens are 404; a deactivated reader’s feed is 404', async () => {
    for (const file of ['phf_' + 'a'.repeat(40) + '.atom', 'nope.atom', 'x'])
      expect((await app.http().get(`/feeds/following/${file}`)).status).toBe(404);
    const reader = await buildUser(app);
    const made = await app.gql<{ rotateFollowingFeedUrl: { url: string } }>(
      ROTATE,
      {},
      reader.token,
    );
    await app.em().nativeUpdate(User, { id: reader.user.id }, { active: false });
    expect((await app.http().get(pathOf(made.data!.rotateFollowingFeedUrl.url))).status).toBe(404);
  });

  test('hidden books stay out of the feed', async () => {
    const reader = await buildUser(app);
    const creator = await buildUser(app);
    const { book } = await buildBook(app, {
      publisher: creator.user,
      issues: [{ title: 'Secret' }],
    });
    await subscribe(reader, creator.user);
    await app.em().nativeUpdate(Book, { id: book.id }, { removed: true });
    const made = await app.gql<{ rotateFollowingFeedUrl: { url: string } }>(
      ROTATE,
      {},
      reader.token,
    );
    const feed = await app.http().get(pathOf(made.data!.rotateFollowingFeedUrl.url));
    expect(feed.status).toBe(200);
    expect(feed.text).not.toContain('Secret');
  });
});
