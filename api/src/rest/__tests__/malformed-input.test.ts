import { startTestApp, type TestApp } from '../../../test/harness';
import { buildBook, buildUser } from '../../../test/factories';
import { MESSAGES } from '../../config/limits';
import { isBadDataError, unavailableEngine } from '../../shared/unavailable';

// The causes behind the fuzz test's findings (fuzz.test.ts), one by one, with the answers'
// texts: text PostgreSQL cannot store, numbers past their columns, bad percent-encoding.

let app: TestApp;
let token: string;
let bookId: number;
let owner: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  app = await startTestApp();
  owner = await buildUser(app);
  token = owner.token;
  bookId = (await buildBook(app, { publisher: owner.user, issues: 1 })).book.id;
});
afterAll(() => app.close());

describe('text with NUL and other control characters', () => {
  it('v1 log-in with a NUL in the e-mail is a 400 naming the field, not a 500', async () => {
    const res = await app
      .http()
      .post('/api/v1/users/login')
      .send({ email: 'a\u0000b@example.com', password: 'whatever1234' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message: MESSAGES.unstorableText('email') });
  });

  it('v1 get-user by a username with a NUL is a 400, not "database cannot be reached"', async () => {
    const res = await app.http().get('/api/v1/users/get-user?id=&email=&username=a%00b');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.unstorableText('username'));
  });

  it('v1 search with a NUL in q is a 400', async () => {
    const res = await app.http().get('/api/v1/search/users?q=%00');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.unstorableText('q'));
  });

  it('a profile bio with an escape character is refused; tab and newline are kept', async () => {
    const bad = await app
      .http()
      .patch('/api/v1/users/update-me')
      .set('authorization', `Bearer ${token}`)
      .send({ bio: 'red \u001b[31m text' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.unstorableText('bio'));
    const good = await app
      .http()
      .patch('/api/v1/users/update-me')
      .set('authorization', `Bearer ${token}`)
      .send({
        firstName: 'Ann',
        lastName: 'Lee',
        username: owner.user.username,
        email: owner.user.email,
        bio: 'line one\n\tline two',
      });
    expect(good.status).toBe(200);
    expect(good.body.data.user.bio).toBe('line one\n\tline two');
  });

  it('a multipart text field with a NUL is a 400 naming the field', async () => {
    const res = await app
      .http()
      .patch(`/api/v1/publish/slug/book/${bookId}`)
      .set('authorization', `Bearer ${token}`)
      .field('bookTitle', 'Title\u0000')
      .field('bookDescription', 'Words');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.unstorableText('bookTitle'));
  });

  it('GraphQL variables with a NUL are BAD_USER_INPUT (HTTP 400) naming the field', async () => {
    const res = await app.gql(
      'mutation($e: String!) { logIn(input: { email: $e, password: "x1234567" }) { token } }',
      { e: 'a\u0000@example.com' },
    );
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({
      message: MESSAGES.unstorableText('e'),
      extensions: { code: 'BAD_USER_INPUT', field: 'e' },
    });
  });

  it('GraphQL inline string literals with a NUL are BAD_USER_INPUT, not a 503', async () => {
    const res = await app.gql('{ user(username: "a\\u0000b") { id } }');
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({
      message: MESSAGES.unstorableText('username'),
      extensions: { code: 'BAD_USER_INPUT', field: 'username' },
    });
  });

  it('a NUL in a variable default is refused too', async () => {
    const res = await app.gql('query($u: String = "a\\u0000") { user(username: $u) { id } }');
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'u' });
  });

  it('a NUL in a token name over GraphQL is refused', async () => {
    const res = await app.gql(
      'mutation($n: String!) { createAccessToken(input: { name: $n, scopes: [READ] }) { __typename } }',
      { n: 'tok\u0000' },
      token,
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('numbers against their columns', () => {
  it('v1 issue number 32768 (past smallint) is a 400 with the range, not a 500', async () => {
    const res = await app.http().get(`/api/v1/read/s/book/${bookId}/issue/32768`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message: MESSAGES.invalidIssueNumber });
    const cbz = await app.http().get(`/api/v1/read/s/book/${bookId}/issue/40000/cbz`);
    expect(cbz.status).toBe(400);
    const last = await app.http().get(`/api/v1/read/s/book/${bookId}/issue/32767`);
    expect(last.status).toBe(404);
  });

  it('v1 ids padded with %20 or signed are not read as numbers', async () => {
    for (const id of ['%201', '1%20', '+1', '01.0', '2147483648']) {
      const res = await app.http().get(`/api/v1/read/s/book/${id}`);
      expect([id, res.status]).toEqual([id, 400]);
      expect(res.body.message).toBe(MESSAGES.invalidBookId);
    }
    const issue = await app.http().get(`/api/v1/read/s/book/${bookId}/issue/%201`);
    expect(issue.status).toBe(400);
    const ok = await app.http().get(`/api/v1/read/s/book/${bookId}/issue/1`);
    expect(ok.status).toBe(200);
  });

  it('the own-works issue of a number past smallint is a 404 (it cannot exist), not a 500', async () => {
    const res = await app
      .http()
      .get(`/api/v1/publish/s/book/${bookId}/issue/32768`)
      .set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(404);
  });

  it('GraphQL issue(issueNumber: 40000) is BAD_USER_INPUT, not null', async () => {
    const res = await app.gql(
      'query($b: Int!, $n: Int!) { issue(bookId: $b, issueNumber: $n) { id } }',
      { b: bookId, n: 40000 },
    );
    expect(res.errors?.[0]).toMatchObject({
      message: MESSAGES.invalidIssueNumber,
      extensions: { code: 'BAD_USER_INPUT', field: 'issueNumber' },
    });
    const fine = await app.gql('{ issue(bookId: 1, issueNumber: 32767) { id } }');
    expect(fine.errors).toBeUndefined();
  });
});

describe('bad percent-encoding', () => {
  it.each([
    '/opds/creators/%ff',
    '/opds/genres/%e0%80',
    '/download/issues/%zz',
    '/api/v1/read/%ff/book/1',
  ])('%s is a 400 with a clear message', async (path) => {
    const res = await app.http().get(path);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.badPercentEncoding);
  });
});

describe('database data errors', () => {
  const pg = (code: string) => Object.assign(new Error('refused'), { code });

  it('SQLSTATE class 22 and the 08P01 a NUL causes are bad input, not an unreachable database', () => {
    for (const code of ['22021', '22P05', '22003', '22P02', '08P01']) {
      expect([code, isBadDataError(pg(code))]).toEqual([code, true]);
      expect(unavailableEngine(pg(code))).toBeUndefined();
      expect(isBadDataError({ cause: pg(code) })).toBe(true);
    }
    expect(isBadDataError(pg('08006'))).toBe(false);
    expect(unavailableEngine(pg('08006'))).toBe('database');
  });
});
