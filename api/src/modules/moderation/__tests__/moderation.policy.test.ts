import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser } from '../../../../test/factories';
import { sqlMatches } from '../../../../test/policy';
import { User, UserRole } from '../../users/user.entity';
import { buildBook } from '../../../../test/factories';
import { Book } from '../../books/book.entity';
import { canOwnerChangeRemoved } from '../../books/books.policy';
import { Issue } from '../../issues/issue.entity';
import {
  canReschedule,
  canSeeIssue,
  isIssueReleased,
  issueVisibleToSql,
  releasedIssue,
  releasedIssueSql,
} from '../../issues/issues.policy';
import {
  canAppeal,
  canBeSuspended,
  canGrantModerateScope,
  isAdmin,
  isStaff,
  isSuspended,
  STAFF_USER,
  staffUserSql,
  SUSPENDED_USER,
  suspendedUserSql,
} from '../moderation.policy';

/** Every form of each moderation.policy rule against the same table of cases. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('staff', () => {
  test.each([
    { role: UserRole.USER, staff: false, admin: false },
    { role: UserRole.CREATOR, staff: false, admin: false },
    { role: UserRole.MODERATOR, staff: true, admin: false },
    { role: UserRole.ADMIN, staff: true, admin: true },
  ])('a $role: staff $staff, admin $admin', async (c) => {
    const { user } = await buildUser(app, { role: c.role });
    const em = app.em();
    const loaded = await em.findOneOrFail(User, user.id);
    expect({
      js: isStaff(loaded),
      orm: (await em.count(User, { id: user.id, ...STAFF_USER })) === 1,
      sql: await sqlMatches(
        app,
        `select count(*) as n from users u where u.id = $1 and ${staffUserSql('u')}`,
        [user.id],
      ),
      admin: isAdmin(loaded),
      moderateScope: canGrantModerateScope(loaded),
      suspendable: canBeSuspended(loaded),
    }).toEqual({
      js: c.staff,
      orm: c.staff,
      sql: c.staff,
      admin: c.admin,
      moderateScope: c.staff,
      suspendable: !c.staff,
    });
  });

  test('a deactivated moderator is not staff; nobody is without a viewer', async () => {
    const { user } = await buildUser(app, { role: UserRole.MODERATOR, active: false });
    expect(isStaff(user)).toBe(false);
    expect(isStaff(null)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});

describe('suspension', () => {
  test.each([
    { name: 'a suspended account', suspendedAt: new Date(), suspended: true },
    { name: 'a deactivated account', suspendedAt: null, suspended: false },
  ])('$name: every form says suspended = $suspended', async (c) => {
    const { user } = await buildUser(app, { active: false });
    const em = app.em();
    await em.nativeUpdate(User, { id: user.id }, { suspendedAt: c.suspendedAt });
    const loaded = await em.findOneOrFail(User, user.id);
    expect({
      js: isSuspended(loaded),
      orm: (await em.count(User, { id: user.id, ...SUSPENDED_USER })) === 1,
      sql: await sqlMatches(
        app,
        `select count(*) as n from users u where u.id = $1 and ${suspendedUserSql('u')}`,
        [user.id],
      ),
    }).toEqual({ js: c.suspended, orm: c.suspended, sql: c.suspended });
  });
});

describe('appeals', () => {
  test('only the affected user may appeal', () => {
    const action = { affectedUser: { id: 7 } };
    expect(canAppeal({ id: 7 }, action)).toBe(true);
    expect(canAppeal({ id: 8 }, action)).toBe(false);
    expect(canAppeal(null, action)).toBe(false);
    expect(canAppeal({ id: 7 }, { affectedUser: null })).toBe(false);
  });
});

describe('works removed by a moderator (the issue and book policies honour it)', () => {
  test('a removed issue: every form says not released; its creator still sees it; no reschedule', async () => {
    const { user: owner } = await buildUser(app);
    const { issues } = await buildBook(app, { publisher: owner, issues: 2 });
    const id = issues[1].id;
    const em = app.em();
    await em.nativeUpdate(Issue, { id }, { removed: true });
    const issue = await em.findOneOrFail(Issue, id);
    const loadedOwner = await em.findOneOrFail(User, owner.id);
    expect({
      js: isIssueReleased(issue),
      orm: (await em.count(Issue, { id, ...releasedIssue() })) === 1,
      sql: await sqlMatches(
        app,
        `select count(*) as n from issues i where i.id = $1 and ${releasedIssueSql('i')}`,
        [id],
      ),
      ownerSeesJs: canSeeIssue(loadedOwner, issue),
      ownerSeesSql: await sqlMatches(
        app,
        `select count(*) as n from issues i where i.id = $1 and ${issueVisibleToSql('i', '$2')}`,
        [id, owner.id],
      ),
      othersSeeSql: await sqlMatches(
        app,
        `select count(*) as n from issues i where i.id = $1 and ${issueVisibleToSql('i', '$2')}`,
        [id, null],
      ),
      canReschedule: canReschedule(issue),
    }).toEqual({
      js: false,
      orm: false,
      sql: false,
      ownerSeesJs: true,
      ownerSeesSql: true,
      othersSeeSql: false,
      canReschedule: false,
    });
  });

  test('an owner may change the removed flag unless a moderator removed the book', async () => {
    const { book } = await buildBook(app);
    const em = app.em();
    expect(canOwnerChangeRemoved(await em.findOneOrFail(Book, book.id))).toBe(true);
    await em.nativeUpdate(
      Book,
      { id: book.id },
      { removed: true, moderationRemovedAt: new Date() },
    );
    expect(canOwnerChangeRemoved(await app.em().findOneOrFail(Book, book.id))).toBe(false);
  });
});
