import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser, type BuiltUser } from '../../../../test/factories';
import { sqlMatches } from '../../../../test/policy';
import { User } from '../user.entity';
import {
  ACTIVE_USER,
  activeUserSql,
  canChangeEmail,
  canEditAccount,
  canFindDeactivatedUsers,
  creditPickerView,
  canSeeEmail,
  isActiveUser,
  isSelf,
  isSignedIn,
} from '../users.policy';

/** Every form of each users.policy rule against the same table of cases. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('active accounts', () => {
  test.each([
    { name: 'an active account', active: true },
    { name: 'a deactivated account', active: false },
  ])('$name: every form says active = $active', async (c) => {
    const { user } = await buildUser(app, { active: c.active });
    const em = app.em();
    const loaded = await em.findOneOrFail(User, user.id);
    expect({
      js: isActiveUser(loaded),
      orm: (await em.count(User, { id: user.id, ...ACTIVE_USER })) === 1,
      sql: await sqlMatches(
        app,
        `select count(*) as n from users u where u.id = $1 and ${activeUserSql('u')}`,
        [user.id],
      ),
    }).toEqual({ js: c.active, orm: c.active, sql: c.active });
  });
});

describe('the viewer and an account', () => {
  let account: BuiltUser;
  let other: BuiltUser;
  let deactivated: BuiltUser;
  beforeAll(async () => {
    account = await buildUser(app);
    other = await buildUser(app);
    deactivated = await buildUser(app, { active: false });
  });

  // The deactivated case looks at its own account.
  test.each([
    {
      name: 'the account holder',
      viewer: 'self',
      signedIn: true,
      self: true,
      edit: true,
      email: true,
    },
    {
      name: 'another user',
      viewer: 'other',
      signedIn: true,
      self: false,
      edit: false,
      email: false,
    },
    {
      name: 'an anonymous visitor',
      viewer: 'anonymous',
      signedIn: false,
      self: false,
      edit: false,
      email: false,
    },
    {
      name: 'a deactivated account holder',
      viewer: 'deactivated',
      signedIn: false,
      self: true,
      edit: false,
      email: true,
    },
  ] as const)('$name', async (c) => {
    const em = app.em();
    const built = { self: account, other, deactivated, anonymous: null }[c.viewer];
    const viewer = built ? await em.findOneOrFail(User, built.user.id) : null;
    const target = c.viewer === 'deactivated' ? deactivated.user : account.user;
    expect({
      signedIn: isSignedIn(viewer),
      self: isSelf(viewer, target),
      edit: canEditAccount(viewer, target),
      email: canSeeEmail(viewer, target),
    }).toEqual({ signedIn: c.signedIn, self: c.self, edit: c.edit, email: c.email });
  });
});

describe('deactivated accounts in the credit picker', () => {
  test.each([
    { name: 'a signed-in user', viewer: 'active', find: true },
    { name: 'an anonymous visitor', viewer: 'anonymous', find: false },
    { name: 'a deactivated account holder', viewer: 'deactivated', find: false },
  ] as const)('$name: finds deactivated accounts = $find', async (c) => {
    const em = app.em();
    const built =
      c.viewer === 'anonymous' ? null : await buildUser(app, { active: c.viewer === 'active' });
    const viewer = built ? await em.findOneOrFail(User, built.user.id) : null;
    expect(canFindDeactivatedUsers(viewer)).toBe(c.find);
  });

  test('an active account is shown whole, a deactivated one by id and username only', async () => {
    const em = app.em();
    const active = await em.findOneOrFail(User, (await buildUser(app, { bio: 'hello' })).user.id);
    expect(creditPickerView(active)).toBe(active);
    const gone = await em.findOneOrFail(
      User,
      (await buildUser(app, { active: false, firstName: 'Hidden', bio: 'private' })).user.id,
    );
    expect(creditPickerView(gone)).toMatchObject({
      id: gone.id,
      username: gone.username,
      firstName: '',
      lastName: '',
      email: '',
      bio: '',
      photo: null,
      background: null,
      dateCreated: new Date(0),
    });
  });
});

describe('email changes', () => {
  test.each([
    { name: 'a session', credential: { kind: 'session', sessionId: 'x' } as const, may: true },
    {
      name: 'an access token with every scope',
      credential: {
        kind: 'token',
        tokenId: 1,
        scopes: new Set(['read', 'write:works', 'write:social', 'write:account'] as const),
      } as const,
      may: false,
    },
    { name: 'no credential', credential: null, may: false },
  ])('$name may change the email: $may', ({ credential, may }) => {
    expect(canChangeEmail(credential)).toBe(may);
  });
});
