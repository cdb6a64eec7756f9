import crypto from 'node:crypto';
import { LIMITS, MESSAGES } from '../../../config/limits';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildAccessToken, buildBook, buildUser } from '../../../../test/factories';
import { User } from '../../users/user.entity';
import { AccessToken } from '../access-token.entity';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const CREATE = `mutation($i: CreateAccessTokenInput!) {
  createAccessToken(input: $i) {
    token
    accessToken { id name prefix scopes createdAt lastUsedAt expiresAt revokedAt isActive }
  }
}`;
const LIST =
  '{ accessTokens { id name prefix scopes createdAt lastUsedAt expiresAt revokedAt isActive } }';
const REVOKE = 'mutation($id: Int!) { revokeAccessToken(id: $id) { id revokedAt isActive } }';
const ME = '{ me { id } }';
const ADD_BOOKMARK = 'mutation($b: Int!) { addBookmark(bookId: $b) { id } }';

interface Created {
  createAccessToken: {
    token: string;
    accessToken: {
      id: number;
      name: string;
      prefix: string;
      scopes: string[];
      createdAt: string;
      lastUsedAt: string | null;
      expiresAt: string | null;
      revokedAt: string | null;
      isActive: boolean;
    };
  };
}

type Err = { message: string; extensions?: Record<string, unknown> };
const firstError = (res: { errors?: unknown[] }) => res.errors?.[0] as Err | undefined;

async function create(sessionToken: string, input: Record<string, unknown>) {
  return app.gql<Created>(CREATE, { i: input }, sessionToken);
}

const getMe = (bearer: string) =>
  app.http().get('/api/v1/users/get-me').set('authorization', `Bearer ${bearer}`);

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

describe('creating, listing and revoking tokens', () => {
  test('createAccessToken returns the secret once; the row keeps only its SHA-256', async () => {
    const { user, token: session } = await buildUser(app);
    const res = await create(session, {
      name: '  CI deploy  ',
      scopes: ['READ', 'WRITE_WORKS'],
      expiresInDays: 30,
    });
    expect(res.errors).toBeUndefined();
    const { token, accessToken } = res.data!.createAccessToken;
    expect(token).toMatch(/^php_[0-9A-Za-z]{40}$/);
    expect(accessToken).toMatchObject({
      name: 'CI deploy',
      prefix: token.slice(0, 8),
      scopes: ['READ', 'WRITE_WORKS'],
      lastUsedAt: null,
      revokedAt: null,
      isActive: true,
    });
    const expires = new Date(accessToken.expiresAt!).getTime();
    expect(Math.abs(expires - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);

    const rows = await app
      .em()
      .getConnection()
      .execute('select * from access_tokens where user_id = ?', [user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].hash).toBe(sha256(token));
    expect(rows[0].scopes).toEqual(['read', 'write:works']);
    // The secret is in no column.
    expect(JSON.stringify(rows[0])).not.toContain(token.slice(8));

    // The list shows the token without any secret (the type has no such field).
    const list = await app.gql<{ accessTokens: Created['createAccessToken']['accessToken'][] }>(
      LIST,
      {},
      session,
    );
    expect(list.data?.accessTokens).toEqual([accessToken]);
    expect(JSON.stringify(list)).not.toContain(token.slice(8));
  });

  test('no expiry by default; tokens listed live first, newest first; other users see none', async () => {
    const { token: session } = await buildUser(app);
    const a = (await create(session, { name: 'a', scopes: ['READ'] })).data!.createAccessToken;
    await create(session, { name: 'b', scopes: ['READ'] });
    const c = (await create(session, { name: 'c', scopes: ['READ'] })).data!.createAccessToken;
    expect(a.accessToken.expiresAt).toBeNull();
    await app.gql(REVOKE, { id: c.accessToken.id }, session);
    const list = await app.gql<{ accessTokens: { name: string; isActive: boolean }[] }>(
      LIST,
      {},
      session,
    );
    expect(list.data?.accessTokens.map((t) => [t.name, t.isActive])).toEqual([
      ['b', true],
      ['a', true],
      ['c', false],
    ]);
    const other = await buildUser(app);
    expect((await app.gql<{ accessTokens: unknown[] }>(LIST, {}, other.token)).data).toEqual({
      accessTokens: [],
    });
  });

  test('revokeAccessToken: owner only (NOT_FOUND otherwise), idempotent, and the token stops working', async () => {
    const { token: session } = await buildUser(app);
    const { token, accessToken } = (await create(session, { name: 'x', scopes: ['READ'] })).data!
      .createAccessToken;
    expect((await app.gql<{ me: { id: number } }>(ME, {}, token)).data?.me).not.toBeNull();

    const intruder = await buildUser(app);
    const stolen = await app.gql(REVOKE, { id: accessToken.id }, intruder.token);
    expect(firstError(stolen)).toMatchObject({
      message: MESSAGES.accessTokenNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
    const missing = await app.gql(REVOKE, { id: 987654 }, session);
    expect(firstError(missing)?.extensions?.code).toBe('NOT_FOUND');

    const first = await app.gql<{ revokeAccessToken: { revokedAt: string; isActive: boolean } }>(
      REVOKE,
      { id: accessToken.id },
      session,
    );
    expect(first.data?.revokeAccessToken.isActive).toBe(false);
    const again = await app.gql<{ revokeAccessToken: { revokedAt: string } }>(
      REVOKE,
      { id: accessToken.id },
      session,
    );
    expect(again.data?.revokeAccessToken.revokedAt).toBe(first.data?.revokeAccessToken.revokedAt);

    const after = await app.gql(ADD_BOOKMARK, { b: 1 }, token);
    expect(firstError(after)).toMatchObject({
      message: MESSAGES.accessTokenInvalid,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  test.each([
    ['empty name', { name: '   ', scopes: ['READ'] }, MESSAGES.accessTokenNameRequired],
    [
      'name too long',
      { name: 'x'.repeat(LIMITS.accessTokenNameMax + 1), scopes: ['READ'] },
      MESSAGES.accessTokenNameMax,
    ],
    ['no scopes', { name: 'n', scopes: [] }, MESSAGES.accessTokenScopesRequired],
    [
      'odd expiry',
      { name: 'n', scopes: ['READ'], expiresInDays: 8 },
      MESSAGES.accessTokenExpiryInvalid,
    ],
  ])('%s -> BAD_USER_INPUT', async (_name, input, message) => {
    const { user, token: session } = await buildUser(app);
    const res = await create(session, input);
    expect(firstError(res)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await app.em().count(AccessToken, { user: user.id })).toBe(0);
  });

  test(`at most ${LIMITS.accessTokensMax} live tokens; revoked and expired ones do not count`, async () => {
    const { user, token: session } = await buildUser(app);
    for (let i = 0; i < LIMITS.accessTokensMax - 1; i += 1)
      await buildAccessToken(app, { user, scopes: ['read'] });
    await buildAccessToken(app, { user, revokedAt: new Date() });
    await buildAccessToken(app, { user, expiresAt: new Date(Date.now() - 1000) });
    const last = await create(session, { name: 'fiftieth', scopes: ['READ'] });
    expect(last.errors).toBeUndefined();
    const over = await create(session, { name: 'one too many', scopes: ['READ'] });
    expect(firstError(over)).toMatchObject({
      message: MESSAGES.accessTokensTooMany,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await app.em().count(AccessToken, { user: user.id })).toBe(LIMITS.accessTokensMax + 2);
  });

  test('anonymous callers -> UNAUTHENTICATED', async () => {
    for (const res of [
      await app.gql(LIST),
      await create('', { name: 'n', scopes: ['READ'] }),
      await app.gql(REVOKE, { id: 1 }),
    ]) {
      expect(firstError(res)?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  test('a token cannot create, list or revoke tokens, nor log out everywhere: FORBIDDEN', async () => {
    const { user } = await buildUser(app);
    const { token, accessToken } = await buildAccessToken(app, { user });
    for (const res of [
      await app.gql(LIST, {}, token),
      await create(token, { name: 'n', scopes: ['READ'] }),
      await app.gql(REVOKE, { id: accessToken.id }, token),
      await app.gql('mutation { logOutEverywhere }', {}, token),
    ]) {
      expect(firstError(res)).toMatchObject({
        message: MESSAGES.sessionRequired,
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect(await app.em().count(AccessToken, { user: user.id })).toBe(1);
    const row = await app.em().findOneOrFail(AccessToken, { id: accessToken.id });
    expect(row.revokedAt).toBeNull();
  });
});

describe('authenticating with a token', () => {
  test('a bearer token works on /graphql and on v1, and lastUsedAt is written at most once a minute', async () => {
    const { user, token: session } = await buildUser(app);
    const { token, accessToken } = (await create(session, { name: 'cli', scopes: ['READ'] })).data!
      .createAccessToken;
    const me = await app.gql<{ me: { id: number } }>(ME, {}, token);
    expect(me.data?.me.id).toBe(user.id);
    const used = await app.em().findOneOrFail(AccessToken, { id: accessToken.id });
    expect(used.lastUsedAt).toBeInstanceOf(Date);
    expect(Date.now() - used.lastUsedAt!.getTime()).toBeLessThan(60_000);

    const rest = await getMe(token);
    expect(rest.status).toBe(200);
    expect(rest.body.user.id).toBe(user.id);
    const still = await app.em().findOneOrFail(AccessToken, { id: accessToken.id });
    expect(still.lastUsedAt?.getTime()).toBe(used.lastUsedAt!.getTime());

    // Once the minute has passed, the next use writes again.
    const old = new Date(Date.now() - 2 * 60_000);
    await app.em().nativeUpdate(AccessToken, { id: accessToken.id }, { lastUsedAt: old });
    await app.gql(ME, {}, token);
    const later = await app.em().findOneOrFail(AccessToken, { id: accessToken.id });
    expect(later.lastUsedAt!.getTime()).toBeGreaterThan(old.getTime() + 60_000);
  });

  test('expired, revoked, malformed, unknown tokens and deactivated users are refused', async () => {
    const deactivated = await buildAccessToken(app);
    await app.em().nativeUpdate(User, { id: deactivated.user.id }, { active: false });
    const cases: [string, string][] = [
      ['expired', (await buildAccessToken(app, { expiresAt: new Date(Date.now() - 1000) })).token],
      ['revoked', (await buildAccessToken(app, { revokedAt: new Date() })).token],
      ['malformed', 'php_tooShort'],
      ['bad characters', `php_${'-'.repeat(40)}`],
      ['unknown', `php_${'A'.repeat(40)}`],
      ['deactivated user', deactivated.token],
    ];
    for (const [name, token] of cases) {
      const mutation = await app.gql(ADD_BOOKMARK, { b: 1 }, token);
      expect({ name, status: mutation.status, error: firstError(mutation) }).toMatchObject({
        name,
        status: 401,
        error: { message: MESSAGES.accessTokenInvalid, extensions: { code: 'UNAUTHENTICATED' } },
      });
      // A bad personal access token is refused whole: even public fields get 401 and no data.
      const query = await app.gql(ME, {}, token);
      expect({
        name,
        status: query.status,
        data: query.data,
        code: firstError(query)?.extensions?.code,
      }).toEqual({ name, status: 401, data: null, code: 'UNAUTHENTICATED' });
      const rest = await getMe(token);
      expect({ name, status: rest.status, body: rest.body }).toEqual({
        name,
        status: 401,
        body: { status: 'fail', message: MESSAGES.accessTokenInvalid },
      });
    }
  });
});

describe('scopes', () => {
  test('a write needs its scope: FORBIDDEN with requiredScope on GraphQL, 403 on v1', async () => {
    const { book } = await buildBook(app);
    const { token } = await buildAccessToken(app, { scopes: ['read', 'write:works'] });
    const res = await app.gql(ADD_BOOKMARK, { b: book.id }, token);
    expect(firstError(res)).toMatchObject({
      message: 'This access token lacks the write:social scope',
      extensions: { code: 'FORBIDDEN', requiredScope: 'write:social' },
    });
    const rest = await app
      .http()
      .post(`/api/v1/bookmark/book/${book.id}/create`)
      .set('authorization', `Bearer ${token}`)
      .send({});
    expect(rest.status).toBe(403);
    expect(rest.body).toEqual({
      status: 'fail',
      message: 'This access token lacks the write:social scope',
    });

    const profile = await app.gql(
      'mutation { deactivateAccount }',
      {},
      (await buildAccessToken(app, { scopes: ['read'] })).token,
    );
    expect(firstError(profile)?.extensions).toEqual({
      code: 'FORBIDDEN',
      requiredScope: 'write:account',
    });
  });

  test('with the scope, the write goes through on both transports', async () => {
    const { book } = await buildBook(app);
    const { token } = await buildAccessToken(app, { scopes: ['write:social'] });
    const res = await app.gql<{ addBookmark: { id: number } }>(ADD_BOOKMARK, { b: book.id }, token);
    expect(res.errors).toBeUndefined();
    expect(res.data?.addBookmark.id).toBe(book.id);
    const rest = await app
      .http()
      .delete(`/api/v1/bookmark/book/${book.id}/delete`)
      .set('authorization', `Bearer ${token}`);
    expect(rest.status).toBe(204);
  });

  test('a token without `read` is refused on every query, public ones included', async () => {
    const { user } = await buildUser(app);
    const { token } = await buildAccessToken(app, { scopes: ['write:social'] });
    for (const query of [ME, `{ user(id: ${user.id}) { id } }`]) {
      const res = await app.gql(query, {}, token);
      expect(firstError(res)).toMatchObject({
        message: 'This access token lacks the read scope',
        extensions: { code: 'FORBIDDEN', requiredScope: 'read' },
      });
    }
    const scopeless = (await buildAccessToken(app, { scopes: [] })).token;
    expect(firstError(await app.gql(ME, {}, scopeless))?.extensions).toEqual({
      code: 'FORBIDDEN',
      requiredScope: 'read',
    });
    for (const path of ['/api/v1/users/get-me', `/api/v1/users/get-user?id=${user.id}`]) {
      const rest = await app.http().get(path).set('authorization', `Bearer ${scopeless}`);
      expect({ path, status: rest.status }).toEqual({ path, status: 403 });
    }
    // Without any token the public query still answers.
    const anon = await app.gql<{ user: { id: number } }>(`{ user(id: ${user.id}) { id } }`);
    expect(anon.data?.user.id).toBe(user.id);
  });

  test('sign-up and log-in stay public for a token caller', async () => {
    const { token } = await buildAccessToken(app, { scopes: [] });
    const { user, password } = await buildUser(app);
    const res = await app.gql<{ logIn: { token: string } }>(
      'mutation($i: LogInInput!) { logIn(input: $i) { token } }',
      { i: { email: user.email, password } },
      token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.logIn.token).toBeTruthy();
  });
});
