import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser } from '../../../../test/factories';
import { sqlMatches } from '../../../../test/policy';
import { User, UserRole } from '../../users/user.entity';
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
