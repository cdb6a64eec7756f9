import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import { Book } from '../../books/book.entity';
import { User, UserRole } from '../../users/user.entity';
import { FeaturedBook, ModerationAction } from '../moderation.entities';
import {
  buildCast,
  type Cast,
  errorOf,
  MODERATE,
  type Role,
  ROLES,
  tokenOf,
} from './moderation-fixtures';

let app: TestApp;
let cast: Cast;
beforeAll(async () => {
  app = await startTestApp();
  cast = await buildCast(app);
});
afterAll(async () => {
  await app.close();
});

const FEATURE = `mutation ($id: Int!) { featureBook(bookId: $id) { id } }`;
const UNFEATURE = `mutation ($id: Int!) { unfeatureBook(bookId: $id) { id } }`;
const GRANT = `mutation ($id: Int!) { grantModerator(userId: $id) { id role } }`;
const REVOKE = `mutation ($id: Int!) { revokeModerator(userId: $id) { id role } }`;
const FEATURED = `{ featuredBooks { id title } }`;
const LOG = `query ($first: Int) { moderationLog(first: $first) { totalCount nodes { action targetType targetId reason moderator { username } } } }`;

const expected = (role: Role, allowed: Role[]) =>
  allowed.includes(role) ? null : role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
const STAFF: Role[] = ['moderator', 'admin'];
const ADMIN: Role[] = ['admin'];
const auditCount = () => app.em().count(ModerationAction, {});

/**
 * Every moderation mutation for every member of the cast: who may, and that a refusal
 * changes nothing (neither the data nor the audit log). The cast's creator owns the targets.
 */
describe('authorization matrix', () => {
  test.each(ROLES)('moderate (remove the creator’s book) as %s', async (role) => {
    const { book } = await buildBook(app, { publisher: cast.creator.user });
    const before = await auditCount();
    const res = await app.gql(
      MODERATE,
      { type: 'BOOK', id: book.id, action: 'REMOVE', reason: 'r' },
      tokenOf(cast, role),
    );
    const code = expected(role, STAFF);
    expect(errorOf(res) ?? null).toBe(code);
    const stored = await app.em().findOneOrFail(Book, book.id);
    expect(stored.removed).toBe(code === null);
    expect(await auditCount()).toBe(before + (code === null ? 1 : 0));
  });

  test.each(ROLES)('featureBook and unfeatureBook as %s', async (role) => {
    const { book } = await buildBook(app, { publisher: cast.creator.user });
    const before = await auditCount();
    const code = expected(role, STAFF);
    const featured = await app.gql(FEATURE, { id: book.id }, tokenOf(cast, role));
    expect(errorOf(featured) ?? null).toBe(code);
    expect(await app.em().count(FeaturedBook, { book: book.id })).toBe(code === null ? 1 : 0);
    // Unfeaturing a featured book (featured by staff first).
    await app.gql(FEATURE, { id: book.id }, cast.moderator.token);
    const unfeatured = await app.gql(UNFEATURE, { id: book.id }, tokenOf(cast, role));
    expect(errorOf(unfeatured) ?? null).toBe(code);
    expect(await app.em().count(FeaturedBook, { book: book.id })).toBe(code === null ? 0 : 1);
    // Staff: feature, (the second feature is no change), unfeature. Others: only the setup feature.
    expect(await auditCount()).toBe(before + (code === null ? 2 : 1));
  });

  test.each(ROLES)('grantModerator and revokeModerator as %s', async (role) => {
    const { user } = await buildUser(app);
    const code = expected(role, ADMIN);
    const granted = await app.gql(GRANT, { id: user.id }, tokenOf(cast, role));
    expect(errorOf(granted) ?? null).toBe(code);
    expect((await app.em().findOneOrFail(User, user.id)).role).toBe(
      code === null ? UserRole.MODERATOR : UserRole.USER,
    );
    await app.em().nativeUpdate(User, { id: user.id }, { role: UserRole.MODERATOR });
    const revoked = await app.gql(REVOKE, { id: user.id }, tokenOf(cast, role));
    expect(errorOf(revoked) ?? null).toBe(code);
    expect((await app.em().findOneOrFail(User, user.id)).role).toBe(
      code === null ? UserRole.USER : UserRole.MODERATOR,
    );
  });

  test.each(ROLES)('moderationLog as %s', async (role) => {
    const res = await app.gql(LOG, { first: 5 }, tokenOf(cast, role));
    expect(errorOf(res) ?? null).toBe(expected(role, ADMIN));
  });
});

describe('roles', () => {
  test('taking the role back restores creator when the user has books', async () => {
    const { user } = await buildUser(app, { role: UserRole.MODERATOR });
    await buildBook(app, { publisher: user });
    const res = await app.gql(REVOKE, { id: user.id }, cast.admin.token);
    expect(res.data).toEqual({ revokeModerator: { id: user.id, role: 'CREATOR' } });
  });

  test('granting the role to staff or revoking it from a non-moderator is refused', async () => {
    expect(errorOf(await app.gql(GRANT, { id: cast.moderator.user.id }, cast.admin.token))).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorOf(await app.gql(REVOKE, { id: cast.admin.user.id }, cast.admin.token))).toBe(
      'BAD_USER_INPUT',
    );
    expect((await app.em().findOneOrFail(User, cast.admin.user.id)).role).toBe(UserRole.ADMIN);
  });

  test('a first upload promotes a user to creator but never demotes staff', async () => {
    const moderator = await buildUser(app, { role: UserRole.MODERATOR });
    await buildBook(app, { publisher: moderator.user, files: true });
    expect((await app.em().findOneOrFail(User, moderator.user.id)).role).toBe(UserRole.MODERATOR);
    const reader = await buildUser(app);
    await buildBook(app, { publisher: reader.user, files: true });
    expect((await app.em().findOneOrFail(User, reader.user.id)).role).toBe(UserRole.CREATOR);
  });

  test('the audit log lists grants, removals and features, newest first', async () => {
    const res = await app.gql<{
      moderationLog: {
        totalCount: number;
        nodes: { action: string; moderator: { username: string } | null }[];
      };
    }>(LOG, { first: 100 }, cast.admin.token);
    expect(res.errors).toBeUndefined();
    const actions = res.data!.moderationLog.nodes.map((n) => n.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'REMOVE',
        'FEATURE',
        'UNFEATURE',
        'GRANT_MODERATOR',
        'REVOKE_MODERATOR',
      ]),
    );
    expect(res.data!.moderationLog.nodes[0].action).toBe('REVOKE_MODERATOR');
    expect(res.data!.moderationLog.totalCount).toBe(await auditCount());
  });
});

describe('the Featured shelf', () => {
  test('visible featured books, newest featured first; removed ones and unfeatured ones leave', async () => {
    await app.em().nativeDelete(FeaturedBook, {});
    expect((await app.gql(FEATURED)).data).toEqual({ featuredBooks: [] });
    const { book: older } = await buildBook(app, { title: 'Older pick' });
    const { book: newer } = await buildBook(app, { title: 'Newer pick' });
    await app.gql(FEATURE, { id: older.id }, cast.moderator.token);
    await app.gql(FEATURE, { id: newer.id }, cast.moderator.token);
    // Featuring again changes nothing and writes no second entry.
    const before = await auditCount();
    await app.gql(FEATURE, { id: newer.id }, cast.moderator.token);
    expect(await auditCount()).toBe(before);
    expect((await app.gql(FEATURED)).data).toEqual({
      featuredBooks: [
        { id: newer.id, title: 'Newer pick' },
        { id: older.id, title: 'Older pick' },
      ],
    });
    await app.em().nativeUpdate(Book, { id: newer.id }, { removed: true });
    expect((await app.gql(FEATURED)).data).toEqual({
      featuredBooks: [{ id: older.id, title: 'Older pick' }],
    });
    await app.gql(UNFEATURE, { id: older.id }, cast.admin.token);
    expect((await app.gql(FEATURED)).data).toEqual({ featuredBooks: [] });
  });
});
