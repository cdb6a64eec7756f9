import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import { sqlMatches } from '../../../../test/policy';
import { User } from '../../users/user.entity';
import { Bookmark } from '../bookmark.entity';
import {
  canBookmark,
  isBookmarkListed,
  LISTED_BOOKMARK,
  listedBookmarkSql,
  listedBookmarksOf,
} from '../bookmarks.policy';

/** Every form of each bookmarks.policy rule against the same table of cases. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const deactivate = (user: User) => app.em().nativeUpdate(User, { id: user.id }, { active: false });

describe('listed bookmarks', () => {
  test.each([
    {
      name: 'a visible book',
      removed: false,
      publisherActive: true,
      userActive: true,
      listed: true,
    },
    {
      name: 'a removed book',
      removed: true,
      publisherActive: true,
      userActive: true,
      listed: false,
    },
    {
      name: 'the book of a deactivated publisher',
      removed: false,
      publisherActive: false,
      userActive: true,
      listed: false,
    },
    {
      name: 'a removed book of a deactivated publisher',
      removed: true,
      publisherActive: false,
      userActive: true,
      listed: false,
    },
    {
      name: 'a deactivated user’s bookmark of a visible book',
      removed: false,
      publisherActive: true,
      userActive: false,
      listed: false,
    },
  ])('$name: every form says listed = $listed', async (c) => {
    const { user } = await buildUser(app);
    const { book, publisher } = await buildBook(app, { removed: c.removed });
    const created = app.em();
    const bookmark = created.create(Bookmark, { user: user.id, book: book.id });
    await created.flush();
    if (!c.publisherActive) await deactivate(publisher);
    if (!c.userActive) await deactivate(user);
    const em = app.em();
    const loaded = await em.findOneOrFail(Bookmark, bookmark.id, {
      populate: ['user', 'book.publisher'],
    });
    expect({
      js: isBookmarkListed(loaded),
      orm: (await em.count(Bookmark, { id: bookmark.id, ...LISTED_BOOKMARK })) === 1,
      ormOfUser:
        (await em.count(Bookmark, { id: bookmark.id, ...listedBookmarksOf(user.id) })) === 1,
      sql: await sqlMatches(
        app,
        `select count(*) as n from bookmarks bm
           join users u on u.id = bm.user_id
           join books b on b.id = bm.book_id
           join users p on p.id = b.publisher_id
          where bm.id = $1 and ${listedBookmarkSql('u', 'b', 'p')}`,
        [bookmark.id],
      ),
    }).toEqual({ js: c.listed, orm: c.listed, ormOfUser: c.listed, sql: c.listed });
  });
});

describe('who bookmarks', () => {
  test.each([
    { name: 'a signed-in user', viewer: 'active', may: true },
    { name: 'an anonymous visitor', viewer: 'anonymous', may: false },
    { name: 'a deactivated account', viewer: 'deactivated', may: false },
  ] as const)('$name: canBookmark = $may', async (c) => {
    const built =
      c.viewer === 'anonymous' ? null : await buildUser(app, { active: c.viewer === 'active' });
    const viewer = built ? await app.em().findOneOrFail(User, built.user.id) : null;
    expect(canBookmark(viewer)).toBe(c.may);
  });
});
