import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildAccessToken } from '../../../../test/factories';
import { sqlMatches } from '../../../../test/policy';
import { AccessToken } from '../access-token.entity';
import {
  canManageCredentials,
  credentialAllows,
  isLiveToken,
  liveToken,
  liveTokenSql,
} from '../access-tokens.policy';

/** Every form of each access-tokens.policy rule against the same table of cases. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const HOUR = 3_600_000;

describe('live tokens', () => {
  test.each([
    { name: 'no expiry, not revoked', expiresIn: null, revoked: false, live: true },
    { name: 'expires later', expiresIn: HOUR, revoked: false, live: true },
    { name: 'expired', expiresIn: -HOUR, revoked: false, live: false },
    { name: 'revoked', expiresIn: null, revoked: true, live: false },
    { name: 'revoked and expired', expiresIn: -HOUR, revoked: true, live: false },
  ])('$name -> live: $live (JS, ORM and SQL)', async ({ expiresIn, revoked, live }) => {
    const { accessToken } = await buildAccessToken(app, {
      expiresAt: expiresIn === null ? null : new Date(Date.now() + expiresIn),
      revokedAt: revoked ? new Date() : null,
    });
    const row = await app.em().findOneOrFail(AccessToken, { id: accessToken.id });
    expect(isLiveToken(row)).toBe(live);
    expect(await app.em().count(AccessToken, { id: accessToken.id, ...liveToken() })).toBe(
      live ? 1 : 0,
    );
    expect(
      await sqlMatches(
        app,
        `select count(*) as n from access_tokens t where t.id = $1 and ${liveTokenSql('t')}`,
        [accessToken.id],
      ),
    ).toBe(live);
  });
});

describe('what a credential may do', () => {
  const token = { kind: 'token' as const, tokenId: 1, scopes: new Set(['read' as const]) };
  const session = { kind: 'session' as const, sessionId: 's' };
  test.each([
    ['a session', session, 'write:works', true, true],
    ['anonymous', null, 'write:works', true, false],
    ['a token with the scope', token, 'read', true, false],
    ['a token without the scope', token, 'write:works', false, false],
  ] as const)('%s', (_n, credential, scope, allows, manages) => {
    expect(credentialAllows(credential, scope)).toBe(allows);
    expect(canManageCredentials(credential)).toBe(manages);
  });
});
