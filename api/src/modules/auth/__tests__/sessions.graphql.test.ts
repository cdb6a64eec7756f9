import { MESSAGES } from '../../../config/limits';
import { User } from '../../users/user.entity';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser } from '../../../../test/factories';
import { signToken } from '../../../../test/accounts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const DEACTIVATE = 'mutation { deactivateAccount }';

async function badTokens(): Promise<[string, string][]> {
  const { user } = await buildUser(app);
  const pwd = user.passwordChangedAt.getTime();
  const now = Math.floor(Date.now() / 1000);
  const deactivated = await buildUser(app, { active: false });
  return [
    [
      'forged',
      signToken(app, { id: user.id, pwd }, { secret: 'another-secret-another-secret-12345' }),
    ],
    ['expired', signToken(app, { id: user.id, pwd, iat: now - 7200, exp: now - 1 })],
    ['password changed since', signToken(app, { id: user.id, pwd: pwd + 1 })],
    ['deactivated user', deactivated.token],
    ['garbage', 'not-a-token'],
  ];
}

describe('GraphQL sessions', () => {
  test('invalid / expired / forged / deactivated tokens: protected mutations -> UNAUTHENTICATED, me -> null', async () => {
    for (const [name, token] of await badTokens()) {
      const res = await app.gql(DEACTIVATE, {}, token);
      expect({ name, data: res.data, error: res.errors?.[0] }).toMatchObject({
        name,
        data: null,
        error: { message: MESSAGES.sessionExpired, extensions: { code: 'UNAUTHENTICATED' } },
      });
      const me = await app.gql('{ me { id } }', {}, token);
      expect({ name, me: me.data, errors: me.errors }).toEqual({
        name,
        me: { me: null },
        errors: undefined,
      });
    }
  });

  test('no token or `Bearer null` -> UNAUTHENTICATED "not logged in" on protected fields, fine on public ones', async () => {
    const { user } = await buildUser(app);
    for (const token of [undefined, 'null']) {
      const res = await app.gql(DEACTIVATE, {}, token);
      expect(res.errors?.[0]).toMatchObject({
        message: MESSAGES.notLoggedIn,
        extensions: { code: 'UNAUTHENTICATED' },
      });
      const pub = await app.gql<{ user: { id: number } }>(
        'query($u: String) { user(username: $u) { id } }',
        { u: user.username },
        token,
      );
      expect(pub.data?.user.id).toBe(user.id);
    }
  });

  test('deactivateAccount -> true; the account is inactive and its token refused; logIn reactivates', async () => {
    const { user, password, token } = await buildUser(app);
    const res = await app.gql<{ deactivateAccount: boolean }>(DEACTIVATE, {}, token);
    expect(res.data?.deactivateAccount).toBe(true);
    expect((await app.em().findOneOrFail(User, { id: user.id })).active).toBe(false);
    expect((await app.gql('{ me { id } }', {}, token)).data).toEqual({ me: null });
    const again = await app.gql(DEACTIVATE, {}, token);
    expect(again.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const hidden = await app.gql<{ user: null }>('query($id: Int) { user(id: $id) { id } }', {
      id: user.id,
    });
    expect(hidden.data?.user).toBeNull();

    const login = await app.gql<{ logIn: { isReactivated: boolean; token: string } }>(
      'mutation($i: LogInInput!) { logIn(input: $i) { isReactivated token } }',
      { i: { email: user.email, password } },
    );
    expect(login.data?.logIn.isReactivated).toBe(true);
    expect(
      (await app.gql<{ me: { id: number } }>('{ me { id } }', {}, login.data?.logIn.token)).data?.me
        .id,
    ).toBe(user.id);
  });

  test('malformed JSON -> 400 with a JSON error body (no HTML, no stack)', async () => {
    const res = await app
      .http()
      .post('/graphql')
      .set('content-type', 'application/json')
      .send('{"query": "{ me { id }');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({
      errors: [
        { message: 'The request body is not valid JSON', extensions: { code: 'BAD_REQUEST' } },
      ],
    });
    expect(res.text).not.toMatch(/at JSON\.parse|node_modules/);
  });

  test('a JSON body over the limit -> 413 with a JSON error body', async () => {
    const res = await app
      .http()
      .post('/graphql')
      .send({ query: '{ me { id } }', variables: { pad: 'x'.repeat(1100 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      errors: [
        { message: 'The request body is too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } },
      ],
    });
  });

  test('a syntax error in the query -> 400 GRAPHQL_PARSE_FAILED', async () => {
    const res = await app.gql('{ me { id ');
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });
});
