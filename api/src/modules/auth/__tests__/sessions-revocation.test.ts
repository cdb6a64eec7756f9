import { getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { MESSAGES } from '../../../config/limits';
import { MUTATION_SCOPES } from '../../../graphql/permissions';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildAccessToken, buildUser } from '../../../../test/factories';
import { signToken } from '../../../../test/accounts';
import { callerKey } from '../../../graphql/caller';
import type { RequestScope } from '../../../scope/request-scope';
import type { User } from '../../users/user.entity';
import { Session } from '../session.entity';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const ME = '{ me { id } }';
const DEACTIVATE = 'mutation { deactivateAccount }';
const LOG_IN = 'mutation($i: LogInInput!) { logIn(input: $i) { token } }';

type Err = { message: string; extensions?: Record<string, unknown> };
const firstError = (res: { errors?: unknown[] }) => res.errors?.[0] as Err | undefined;

async function logIn(email: string, password: string): Promise<string> {
  const res = await app.gql<{ logIn: { token: string } }>(LOG_IN, { i: { email, password } });
  expect(res.errors).toBeUndefined();
  return res.data!.logIn.token;
}

async function meId(token: string): Promise<number | null> {
  const res = await app.gql<{ me: { id: number } | null }>(ME, {}, token);
  return res.data?.me?.id ?? null;
}

async function expectRefused(token: string): Promise<void> {
  expect(await meId(token)).toBeNull();
  expect(firstError(await app.gql(DEACTIVATE, {}, token))).toMatchObject({
    message: MESSAGES.sessionExpired,
    extensions: { code: 'UNAUTHENTICATED' },
  });
}

describe('revocable sessions', () => {
  test('every JWT names a new session row (sid); logOut revokes only that one', async () => {
    const { user, password } = await buildUser(app);
    const first = await logIn(user.email, password);
    const second = await logIn(user.email, password);
    const sid = (t: string) =>
      JSON.parse(Buffer.from(t.split('.')[1], 'base64url').toString()).sid as string;
    expect(sid(first)).not.toBe(sid(second));
    const rows = await app.em().find(Session, { id: [sid(first), sid(second)] });
    expect(rows.map((r) => r.user.id)).toEqual([user.id, user.id]);

    const out = await app.gql<{ logOut: boolean }>('mutation { logOut }', {}, first);
    expect(out.data?.logOut).toBe(true);
    await expectRefused(first);
    expect(await meId(second)).toBe(user.id);
    const revoked = await app.em().findOneOrFail(Session, { id: sid(first) });
    expect(revoked.revokedAt).toBeInstanceOf(Date);
  });

  test('logOut without a session (anonymous, access token) answers true and revokes nothing', async () => {
    const { user, token: session } = await buildUser(app);
    const { token } = await buildAccessToken(app, { user });
    expect((await app.gql('mutation { logOut }')).data).toEqual({ logOut: true });
    expect((await app.gql('mutation { logOut }', {}, token)).data).toEqual({ logOut: true });
    expect(await meId(session)).toBe(user.id);
    expect(await meId(token)).toBe(user.id);
  });

  test('logOutEverywhere ends every session of the viewer (returns how many) but not their access tokens', async () => {
    const { user, password, token: factorySession } = await buildUser(app);
    const a = await logIn(user.email, password);
    const b = await logIn(user.email, password);
    const { token: pat } = await buildAccessToken(app, { user });
    const other = await buildUser(app);

    const res = await app.gql<{ logOutEverywhere: number }>('mutation { logOutEverywhere }', {}, a);
    expect(res.data?.logOutEverywhere).toBe(3);
    for (const token of [a, b, factorySession]) await expectRefused(token);
    expect(await meId(pat)).toBe(user.id);
    expect(await meId(other.token)).toBe(other.user.id);
    // Only the new session itself is left to end.
    const again = await app.gql<{ logOutEverywhere: number }>(
      'mutation { logOutEverywhere }',
      {},
      await logIn(user.email, password),
    );
    expect(again.data?.logOutEverywhere).toBe(1);
    expect(firstError(await app.gql('mutation { logOutEverywhere }'))?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  test('a password change revokes older sessions; the returned token works', async () => {
    const { user, password, token: old } = await buildUser(app);
    const res = await app.gql<{ changePassword: { token: string } }>(
      'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { token } }',
      {
        i: {
          currentPassword: password,
          password: 'a brand new password',
          passwordConfirm: 'a brand new password',
        },
      },
      old,
    );
    expect(res.errors).toBeUndefined();
    await expectRefused(old);
    expect(await meId(res.data!.changePassword.token)).toBe(user.id);
    const live = await app.em().count(Session, { user: user.id, revokedAt: null });
    expect(live).toBe(1);
  });

  test("a JWT without a sid, or naming a missing or another user's session, is refused", async () => {
    const { user, token } = await buildUser(app);
    const other = await buildUser(app);
    const pwd = user.passwordChangedAt.getTime();
    const otherSid = JSON.parse(Buffer.from(other.token.split('.')[1], 'base64url').toString())
      .sid as string;
    for (const bad of [
      signToken(app, { id: user.id, pwd }),
      signToken(app, { id: user.id, pwd, sid: 'not-a-uuid' }),
      signToken(app, { id: user.id, pwd, sid: '00000000-0000-4000-8000-000000000000' }),
      signToken(app, { id: user.id, pwd, sid: otherSid }),
    ]) {
      await expectRefused(bad);
    }
    expect(await meId(token)).toBe(user.id);
  });
});

describe('scope map and caller keys', () => {
  test('every Mutation field has an entry in MUTATION_SCOPES', async () => {
    const res = await app.http().post('/graphql').send({ query: getIntrospectionQuery() });
    const schema = (res.body.data as IntrospectionQuery).__schema;
    const mutation = schema.types.find((t) => t.name === schema.mutationType?.name);
    const fields = mutation && 'fields' in mutation ? mutation.fields.map((f) => f.name) : [];
    expect(fields.length).toBeGreaterThan(10);
    expect(fields.filter((f) => !(f in MUTATION_SCOPES))).toEqual([]);
  });

  test('callerKey: the token, else the user, else the IP', () => {
    const viewer = { id: 7 } as User;
    const key = (scope: Partial<RequestScope>) =>
      callerKey({ credential: null, viewer: null, ip: '10.0.0.1', ...scope });
    expect(key({})).toEqual({ key: 'ip:10.0.0.1', kind: 'anonymous' });
    expect(key({ viewer, credential: { kind: 'session', sessionId: 's' } })).toEqual({
      key: 'user:7',
      kind: 'session',
    });
    expect(key({ viewer, credential: { kind: 'token', tokenId: 42, scopes: new Set() } })).toEqual({
      key: 'token:42',
      kind: 'token',
    });
  });
});
