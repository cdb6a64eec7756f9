import { startTestApp, type TestApp } from '../../../test/harness';
import { buildBook, buildUser, fakeImage, type BuiltUser } from '../../../test/factories';
import { persisted } from '../../../test/support/persisted';
import { Book } from '../../modules/books/book.entity';
import { IssuePage } from '../../modules/issues/issue-page.entity';
import { Issue } from '../../modules/issues/issue.entity';
import { User } from '../../modules/users/user.entity';
import { createLoaders } from '../../scope/loaders';
import { viewRow } from '../row-view';
import { dbOf } from '../sql';

let app: TestApp;
let plain: BuiltUser;
let pictured: BuiltUser;
let book: Book;

beforeAll(async () => {
  app = await startTestApp();
  plain = await buildUser(app);
  pictured = await buildUser(app);
  const em = app.em();
  const user = await em.findOneOrFail(User, pictured.user.id);
  user.photo = fakeImage({ width: 200, height: 200, name: 'me.png' });
  user.photo.variantWidths = [100, 200];
  await em.flush();
  ({ book } = await buildBook(app, { publisher: pictured.user, issues: 2, issue: { pages: 2 } }));
});
afterAll(async () => {
  await app.close();
});

/** The loaders of a fresh request (read pool, views). */
const loaders = () => createLoaders(dbOf(app.em(), app.deps));

describe('row views', () => {
  test('users: every column as MikroORM loads it, photos as objects or null', async () => {
    const [withPhoto, without] = await loaders().userById.loadMany([
      pictured.user.id,
      plain.user.id,
    ]);
    const em = app.em();
    expect(withPhoto).toEqual(persisted(await em.findOneOrFail(User, pictured.user.id)));
    expect(without).toEqual(persisted(await em.findOneOrFail(User, plain.user.id)));
    expect(withPhoto).toMatchObject({
      photo: { width: 200, originalName: 'me.png', variantWidths: [100, 200] },
      background: null,
    });
    // Set by MikroORM's onUpdate when the photo was saved; parsed back into a Date.
    expect((withPhoto as User).lastUpdated).toBeInstanceOf(Date);
    expect((without as { photo: unknown }).photo).toBeNull();
    expect(withPhoto).not.toHaveProperty('passwordHash');
  });

  test('books, issues and pages: columns, embedded images, relations as references', async () => {
    const views = loaders();
    const em = app.em();
    expect(await views.bookById.load(book.id)).toEqual(
      persisted(await em.findOneOrFail(Book, book.id)),
    );
    const issues = await em.find(Issue, { book: book.id }, { orderBy: { issueNumber: 'asc' } });
    expect(await views.issuesByBook.load(book.id)).toEqual(issues.map(persisted));
    const pages = await em.find(
      IssuePage,
      { issue: issues[0].id },
      { orderBy: { pageNumber: 'asc' } },
    );
    const pageViews = await views.pagesByIssue.load(issues[0].id);
    expect(pageViews).toEqual(pages.map(persisted));
    expect(pageViews[0]).toMatchObject({ issue: { id: issues[0].id }, image: { width: 800 } });
    expect(pageViews[0].dateCreated).toBeInstanceOf(Date);
  });

  test('views are plain objects, never registered with the EntityManager', async () => {
    const em = app.em();
    const row = await em
      .getConnection()
      .execute<Record<string, unknown>[]>('select * from books where id = ?', [book.id]);
    const view = viewRow<object>(em, Book, row[0]);
    expect(Object.getPrototypeOf(view)).toBe(Object.prototype);
    expect(view).not.toHaveProperty('searchVector');
    expect(view).not.toHaveProperty('genres');
    expect(em.getUnitOfWork().getIdentityMap().values()).toHaveLength(0);
    expect(() => viewRow(em, 'NoSuchEntity', {})).toThrow(/not an entity/);
  });
});
