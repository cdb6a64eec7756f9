import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildAccessToken, buildBook, buildUser } from '../../../../test/factories';
import { MESSAGES } from '../../../config/limits';
import { Report } from '../moderation.entities';
import {
  buildCast,
  type Cast,
  errorOf,
  QUEUE,
  REPORT,
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

const reportsOn = (targetType: string, targetId: number) =>
  app.em().count(Report, { targetType: targetType as never, targetId });

describe('report', () => {
  test('anonymous callers are refused and nothing is stored', async () => {
    const res = await app.gql(REPORT, { type: 'BOOK', id: cast.book.id, reason: 'SPAM' });
    expect(errorOf(res)).toBe('UNAUTHENTICATED');
    expect(await reportsOn('book', cast.book.id)).toBe(0);
  });

  test.each(ROLES.filter((r) => r !== 'anonymous'))(
    'a signed-in %s may report (blocked users too: reports are for safety)',
    async (role) => {
      const { book } = await buildBook(app);
      const res = await app.gql(
        REPORT,
        { type: 'BOOK', id: book.id, reason: 'SPAM' },
        tokenOf(cast, role),
      );
      expect(res.errors).toBeUndefined();
      expect(res.data).toMatchObject({
        report: { targetType: 'BOOK', reason: 'SPAM', open: true },
      });
    },
  );

  test('reporting the same target twice returns the same open report, no duplicate', async () => {
    const { user, token } = await buildUser(app);
    const vars = { type: 'ISSUE', id: cast.issue.id, reason: 'COPYRIGHT' };
    const first = await app.gql<{ report: { id: number } }>(REPORT, vars, token);
    const second = await app.gql<{ report: { id: number } }>(
      REPORT,
      { ...vars, reason: 'SPAM' },
      token,
    );
    expect(second.data?.report.id).toBe(first.data?.report.id);
    expect(
      await app
        .em()
        .count(Report, { reporter: user.id, targetType: 'issue', targetId: cast.issue.id }),
    ).toBe(1);
  });

  test('bad input is refused with a message and stores nothing', async () => {
    const { token, user } = await buildUser(app);
    const other = await app.gql(REPORT, { type: 'BOOK', id: cast.book.id, reason: 'OTHER' }, token);
    expect(other.errors?.[0]).toMatchObject({
      message: MESSAGES.reportTextRequired,
      extensions: { code: 'BAD_USER_INPUT', field: 'text' },
    });
    const long = await app.gql(
      REPORT,
      { type: 'BOOK', id: cast.book.id, reason: 'OTHER', text: 'x'.repeat(1001) },
      token,
    );
    expect(errorOf(long)).toBe('BAD_USER_INPUT');
    const missing = await app.gql(REPORT, { type: 'BOOK', id: 999_999, reason: 'SPAM' }, token);
    expect(errorOf(missing)).toBe('NOT_FOUND');
    const self = await app.gql(REPORT, { type: 'USER', id: user.id, reason: 'SPAM' }, token);
    expect(errorOf(self)).toBe('BAD_USER_INPUT');
    expect(await app.em().count(Report, { reporter: user.id })).toBe(0);
  });

  test('"other" with a text of up to 1,000 characters is kept', async () => {
    const { token } = await buildUser(app);
    const text = 'y'.repeat(1000);
    const res = await app.gql(
      REPORT,
      { type: 'USER', id: cast.creator.user.id, reason: 'OTHER', text },
      token,
    );
    expect(res.data).toMatchObject({ report: { reason: 'OTHER', text } });
  });

  test('a removed book cannot be reported (as if it did not exist)', async () => {
    const { book } = await buildBook(app, { removed: true });
    const res = await app.gql(
      REPORT,
      { type: 'BOOK', id: book.id, reason: 'SPAM' },
      cast.reader.token,
    );
    expect(errorOf(res)).toBe('NOT_FOUND');
  });

  test('a token needs write:social', async () => {
    const { token, user } = await buildAccessToken(app, { scopes: ['read', 'write:works'] });
    const res = await app.gql(REPORT, { type: 'BOOK', id: cast.book.id, reason: 'SPAM' }, token);
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      requiredScope: 'write:social',
    });
    expect(await app.em().count(Report, { reporter: user.id })).toBe(0);
  });

  test('no field reveals the reporter outside the queue', async () => {
    const res = await app.gql<{ __type: { fields: { name: string }[] } }>(
      `{ __type(name: "Report") { fields { name } } }`,
    );
    const names = res.data?.__type.fields.map((f) => f.name) ?? [];
    expect(names).not.toEqual(expect.arrayContaining(['reporter']));
    expect(names.some((n) => /reporter|user/i.test(n))).toBe(false);
    // The reported creator cannot read the queue either.
    const queue = await app.gql(QUEUE, {}, cast.creator.token);
    expect(errorOf(queue)).toBe('FORBIDDEN');
  });

  test('per-user limit: the 21st report in an hour is refused with retryAfter', async () => {
    const { token, user } = await buildUser(app);
    const books = await Promise.all(Array.from({ length: 21 }, () => buildBook(app)));
    const answers = [];
    for (const { book } of books)
      answers.push(await app.gql(REPORT, { type: 'BOOK', id: book.id, reason: 'SPAM' }, token));
    expect(answers.slice(0, 20).every((a) => a.errors === undefined)).toBe(true);
    expect(answers[20].errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await app.em().count(Report, { reporter: user.id })).toBe(20);
  });
});

describe('the queue', () => {
  test('groups open reports by target, newest first, with the target in context', async () => {
    const { book } = await buildBook(app, { title: 'Grouped Book' });
    const a = await buildUser(app);
    const b = await buildUser(app);
    await app.gql(REPORT, { type: 'BOOK', id: book.id, reason: 'SPAM' }, a.token);
    await app.gql(
      REPORT,
      { type: 'BOOK', id: book.id, reason: 'OTHER', text: 'stolen pages' },
      b.token,
    );
    const res = await app.gql<{
      moderationQueue: { nodes: Record<string, unknown>[]; totalCount: number };
    }>(QUEUE, { first: 5 }, cast.moderator.token);
    expect(res.errors).toBeUndefined();
    const first = res.data?.moderationQueue.nodes[0];
    expect(first).toMatchObject({
      kind: 'REPORTS',
      targetType: 'BOOK',
      targetId: book.id,
      reportCount: 2,
      texts: ['stolen pages'],
      target: { title: 'Grouped Book', state: 'visible' },
    });
    expect((first?.reasons as string[]).sort()).toEqual(['OTHER', 'SPAM']);
  });

  test('pages by cursor without repeats', async () => {
    const one = await app.gql<{
      moderationQueue: { nodes: { id: string }[]; pageInfo: { endCursor: string } };
    }>(QUEUE, { first: 2 }, cast.admin.token);
    const two = await app.gql<{ moderationQueue: { nodes: { id: string }[] } }>(
      QUEUE,
      { first: 2, after: one.data?.moderationQueue.pageInfo.endCursor },
      cast.admin.token,
    );
    const ids = [
      ...(one.data?.moderationQueue.nodes ?? []),
      ...(two.data?.moderationQueue.nodes ?? []),
    ].map((n) => n.id);
    expect(ids.length).toBe(4);
    expect(new Set(ids).size).toBe(4);
  });

  test.each([
    ['anonymous', 'UNAUTHENTICATED'],
    ['reader', 'FORBIDDEN'],
    ['creator', 'FORBIDDEN'],
    ['blocked', 'FORBIDDEN'],
    ['moderator', null],
    ['admin', null],
  ] as const)('%s: %s', async (role, code) => {
    const res = await app.gql(QUEUE, { first: 1 }, tokenOf(cast, role));
    expect(errorOf(res) ?? null).toBe(code);
  });

  test('a token without moderate is refused with requiredScope; with it the queue opens', async () => {
    const without = await buildAccessToken(app, { user: cast.moderator.user });
    const refused = await app.gql(QUEUE, { first: 1 }, without.token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      requiredScope: 'moderate',
    });
    const withScope = await buildAccessToken(app, {
      user: cast.moderator.user,
      scopes: ['read', 'moderate'],
    });
    expect((await app.gql(QUEUE, { first: 1 }, withScope.token)).errors).toBeUndefined();
    // A reader's token with the scope (written directly) still fails the role check.
    const readerToken = await buildAccessToken(app, {
      user: cast.reader.user,
      scopes: ['read', 'moderate'],
    });
    expect(errorOf(await app.gql(QUEUE, { first: 1 }, readerToken.token))).toBe('FORBIDDEN');
  });
});

describe('the moderate token scope', () => {
  const CREATE = `mutation ($scopes: [TokenScope!]!) {
    createAccessToken(input: { name: "bot", scopes: $scopes }) { token }
  }`;
  test('only moderators and admins may create tokens with moderate', async () => {
    const reader = await app.gql(CREATE, { scopes: ['READ', 'MODERATE'] }, cast.reader.token);
    expect(reader.errors?.[0]).toMatchObject({
      message: MESSAGES.moderateScopeStaffOnly,
      extensions: { code: 'FORBIDDEN' },
    });
    const moderator = await app.gql(CREATE, { scopes: ['READ', 'MODERATE'] }, cast.moderator.token);
    expect(moderator.errors).toBeUndefined();
    const plain = await app.gql(CREATE, { scopes: ['READ'] }, cast.reader.token);
    expect(plain.errors).toBeUndefined();
  });
});
