import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser } from '../../../../test/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

test('get-me answers 200 with the account for a valid token and 401 without one', async () => {
  const { user, token } = await buildUser(app);
  const ok = await app.http().get('/api/v1/users/get-me').set('authorization', `Bearer ${token}`);
  expect(ok.status).toBe(200);
  expect(ok.body.user).toMatchObject({ id: user.id, username: user.username });
  expect(ok.body.user).not.toHaveProperty('password');
  const anonymous = await app.http().get('/api/v1/users/get-me');
  expect(anonymous.status).toBe(401);
});

test('GraphQL me resolves the viewer from the bearer token', async () => {
  const { user, token } = await buildUser(app);
  const result = await app.gql<{ me: { id: number } | null }>('{ me { id } }', {}, token);
  expect(result.data?.me?.id).toBe(user.id);
  expect((await app.gql<{ me: null }>('{ me { id } }')).data?.me).toBeNull();
});
