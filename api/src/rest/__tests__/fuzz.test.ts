import fs from 'node:fs';
import net from 'node:net';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildBook, buildUser, testPage } from '../../../test/factories';
import { MESSAGES } from '../../config/limits';

/**
 * Malformed requests over real HTTP (so truncated and slow bodies are real): every answer is
 * a 4xx or better, arrives within a bound, and the server is alive afterwards.
 */

// This file's own temp directory, so the upload spool (os.tmpdir()/panelhouse-uploads) can be
// checked for leaked files without seeing other test processes' uploads.
jest.mock('node:os', () => {
  const actual = jest.requireActual<typeof import('node:os')>('node:os');
  const fsActual = jest.requireActual<typeof import('node:fs')>('node:fs');
  const pathActual = jest.requireActual<typeof import('node:path')>('node:path');
  const dir = fsActual.mkdtempSync(pathActual.join(actual.tmpdir(), 'panelhouse-fuzz-'));
  const mocked = { ...actual, tmpdir: () => dir };
  return { ...mocked, default: mocked, __esModule: true };
});

const ANSWER_WITHIN_MS = 5000;
const IDLE_MS = 1000;

/** A small seeded generator (mulberry32), so a failure replays exactly. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface RawRequest {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Send only this many bytes of the body, then keep the socket open (slow) or close it. */
  cut?: { bytes: number; then: 'stall' | 'close' };
}

interface Answer {
  status: number | undefined;
  ms: number;
  body: string;
}

/** Sends raw bytes over a socket; resolves with the status line's code (undefined: no answer). */
function send(port: number, req: RawRequest): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
      const bodyStart = text.indexOf('\r\n\r\n') + 4;
      resolve({
        status: match ? Number(match[1]) : undefined,
        ms: Date.now() - started,
        body: text.slice(bodyStart, bodyStart + 600),
      });
    };
    const timer = setTimeout(finish, ANSWER_WITHIN_MS + 1000);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // One answer is enough: the status line and headers are what is checked.
      if (Buffer.concat(chunks).includes('\r\n\r\n')) setTimeout(finish, 50);
    });
    socket.on('error', finish);
    socket.on('close', finish);
    const body = req.body === undefined ? Buffer.alloc(0) : Buffer.from(req.body);
    const headers = {
      host: 'localhost',
      connection: 'close',
      ...(req.body !== undefined ? { 'content-length': String(body.length) } : {}),
      ...req.headers,
    };
    const head =
      `${req.method} ${req.path} HTTP/1.1\r\n` +
      Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('') +
      '\r\n';
    socket.write(head, 'latin1');
    if (!req.cut) {
      socket.write(body);
      return;
    }
    socket.write(body.subarray(0, req.cut.bytes));
    if (req.cut.then === 'close') {
      // The client goes away mid-part: no answer is expected, only a live server.
      setTimeout(() => {
        socket.destroy();
        clearTimeout(timer);
        done = true;
        resolve({ status: 0, ms: Date.now() - started, body: '' });
      }, 100);
    }
  });
}

const BAD_TEXTS = [
  'a\u0000b',
  '\u0000',
  'x\u0001y',
  'bell\u0007',
  'esc\u001b[31m',
  'del\u007f',
  '\ud800',
];
const BAD_NUMBERS = [
  '32768',
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '%201',
  '1%20',
  '+1',
  '0x10',
  '1e3',
  'NaN',
  '%00',
];
const BAD_ENCODINGS = ['%ff', '%', '%e0%80', '%c0%af', '%zz', '%u0041'];

function multipart(
  boundary: string,
  parts: { name: string; value?: string; filename?: string; data?: Buffer }[],
  close = true,
): Buffer {
  const out: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename !== undefined
        ? `form-data; name="${part.name}"; filename="${part.filename}"`
        : `form-data; name="${part.name}"`;
    out.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.filename !== undefined ? 'Content-Type: image/png\r\n' : '') +
          '\r\n',
        'latin1',
      ),
    );
    out.push(part.data ?? Buffer.from(part.value ?? '', 'utf8'));
    out.push(Buffer.from('\r\n'));
  }
  if (close) out.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(out);
}

describe('fuzz: malformed requests over v1 and GraphQL', () => {
  let app: TestApp;
  let server: http.Server;
  let port: number;
  let token: string;
  let bookId: number;
  let page: Buffer;

  beforeAll(async () => {
    app = await startTestApp({ bodyIdleTimeoutMs: IDLE_MS });
    server = http.createServer(app.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    const owner = await buildUser(app);
    token = owner.token;
    bookId = (await buildBook(app, { publisher: owner.user, issues: 1 })).book.id;
    page = await testPage();
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await app.close();
    fs.rmSync(os.tmpdir(), { recursive: true, force: true });
  });

  function cases(): RawRequest[] {
    const random = seeded(20261124);
    const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];
    const auth = () => ({ authorization: `Bearer ${token}` });
    const json = (value: unknown) => JSON.stringify(value);
    const out: RawRequest[] = [];
    // A lone surrogate has no UTF-8 form: in a URL it is sent as the bytes of its code point.
    const enc = (text: string) =>
      text.includes('\ud800')
        ? `${encodeURIComponent(text.replace('\ud800', ''))}%ED%A0%80`
        : encodeURIComponent(text);

    // Text with characters the database cannot store, in every kind of v1 input.
    for (const bad of BAD_TEXTS) {
      out.push(
        {
          name: `search q ${json(bad)}`,
          method: 'GET',
          path: `/api/v1/search/books?q=${enc(bad)}`,
        },
        {
          name: `search users q ${json(bad)}`,
          method: 'GET',
          path: `/api/v1/search/users?q=${enc(bad)}`,
        },
        {
          name: `get-user username ${json(bad)}`,
          method: 'GET',
          path: `/api/v1/users/get-user?id=&email=&username=${enc(bad)}`,
        },
        {
          name: `get-user email ${json(bad)}`,
          method: 'GET',
          path: `/api/v1/users/get-user?id=&username=&email=${enc(bad)}`,
        },
        {
          name: `login email ${json(bad)}`,
          method: 'POST',
          path: '/api/v1/users/login',
          headers: { 'content-type': 'application/json' },
          body: json({ email: `a${bad}@example.com`, password: 'whatever1234' }),
        },
        {
          name: `signup ${json(bad)}`,
          method: 'POST',
          path: '/api/v1/users/signup',
          headers: { 'content-type': 'application/json' },
          body: json({
            firstName: bad,
            lastName: 'x',
            username: `user${bad}name`,
            email: `s${bad}@example.com`,
            password: 'password1234',
            passwordConfirm: 'password1234',
          }),
        },
        {
          name: `update-me bio ${json(bad)}`,
          method: 'PATCH',
          path: '/api/v1/users/update-me',
          headers: { 'content-type': 'application/json', ...auth() },
          body: json({ bio: `bio ${bad}`, firstName: 'A', lastName: 'B' }),
        },
        {
          name: `reset token ${json(bad)}`,
          method: 'PATCH',
          path: `/api/v1/users/reset-password/${enc(bad)}`,
          headers: { 'content-type': 'application/json' },
          body: json({ password: 'password1234', passwordConfirm: 'password1234' }),
        },
        {
          name: `slug ${json(bad)}`,
          method: 'GET',
          path: `/api/v1/read/${enc(bad)}/book/${bookId}`,
        },
        { name: `opds creator ${json(bad)}`, method: 'GET', path: `/opds/creators/${enc(bad)}` },
        { name: `opds genre ${json(bad)}`, method: 'GET', path: `/opds/genres/${enc(bad)}` },
        { name: `opds search ${json(bad)}`, method: 'GET', path: `/opds/search?q=${enc(bad)}` },
        {
          name: `edit book ${json(bad)}`,
          method: 'PATCH',
          path: `/api/v1/publish/slug/book/${bookId}`,
          headers: { 'content-type': 'multipart/form-data; boundary=XyZ', ...auth() },
          body: multipart('XyZ', [
            { name: 'bookTitle', value: `T${bad}` },
            { name: 'bookDescription', value: `D${bad}` },
          ]),
        },
        {
          name: `page texts ${json(bad)}`,
          method: 'PATCH',
          path: `/api/v1/publish/slug/book/${bookId}/issue/1/issue-asset-texts`,
          headers: { 'content-type': 'application/json', ...auth() },
          body: json({
            issueAssetTexts: [{ pageNumber: 1, altText: `alt ${bad}`, transcript: bad }],
          }),
        },
      );
      // GraphQL: variables and inline literals.
      const gql = (query: string, variables?: unknown, headers: Record<string, string> = {}) => ({
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        body: json({ query, variables }),
      });
      out.push(
        {
          name: `gql logIn var ${json(bad)}`,
          ...gql(
            'mutation($e: String!) { logIn(input: { email: $e, password: "x1234567" }) { token } }',
            {
              e: `a${bad}@example.com`,
            },
          ),
        },
        {
          name: `gql user literal ${json(bad)}`,
          ...gql(`{ user(username: ${json(`u${bad}`)}) { id } }`),
        },
        {
          name: `gql user var ${json(bad)}`,
          ...gql('query($u: String) { user(username: $u) { id } }', { u: bad }),
        },
        {
          name: `gql token name ${json(bad)}`,
          ...gql(
            'mutation($n: String!) { createAccessToken(input: { name: $n, scopes: [READ] }) { secret } }',
            { n: `tok${bad}` },
            auth(),
          ),
        },
        {
          name: `gql creditable ${json(bad)}`,
          ...gql('query($q: String!) { creditableUsers(query: $q) { id } }', { q: bad }, auth()),
        },
        {
          name: `gql books genre ${json(bad)}`,
          ...gql('query($g: String) { books(genre: $g) { totalCount } }', { g: bad }),
        },
        {
          name: `gql get ${json(bad)}`,
          method: 'GET',
          path: `/graphql?query=${enc(`{ user(username: ${json(bad)}) { id } }`)}`,
          headers: { 'apollo-require-preflight': 'true' },
        },
      );
    }

    // Numbers: out of their column's range, padded, signed, fractional, hex.
    for (const n of BAD_NUMBERS) {
      out.push(
        { name: `read book ${n}`, method: 'GET', path: `/api/v1/read/s/book/${n}` },
        {
          name: `read issue ${n}`,
          method: 'GET',
          path: `/api/v1/read/s/book/${bookId}/issue/${n}`,
        },
        {
          name: `read credits ${n}`,
          method: 'GET',
          path: `/api/v1/read/s/book/${bookId}/issue/${n}/work-credits`,
        },
        { name: `cbz ${n}`, method: 'GET', path: `/api/v1/read/s/book/${bookId}/issue/${n}/cbz` },
        {
          name: `get-user id ${n}`,
          method: 'GET',
          path: `/api/v1/users/get-user?id=${n}&username=&email=`,
        },
        {
          name: `bookmark ${n}`,
          method: 'GET',
          path: `/api/v1/bookmark/book/${n}`,
          headers: auth(),
        },
        {
          name: `subscribers ${n}`,
          method: 'GET',
          path: `/api/v1/subscribe/get-all-subscribers/publisher/${n}`,
        },
        {
          name: `own issue ${n}`,
          method: 'GET',
          path: `/api/v1/publish/s/book/${bookId}/issue/${n}`,
          headers: auth(),
        },
        {
          name: `prefix ${n}`,
          method: 'GET',
          path: `/api/v1/publish/get-book-and-issue-image-prefix/${bookId}/${n}`,
          headers: auth(),
        },
        {
          name: `search page ${n}`,
          method: 'GET',
          path: `/api/v1/search/books?q=a&page=${n}&limit=${n}`,
        },
        { name: `opds page ${n}`, method: 'GET', path: `/opds/issues/${n}/pages/${n}` },
        {
          name: `gql issue ${n}`,
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json' },
          body: json({
            query: 'query($b: Int!, $n: Int!) { issue(bookId: $b, issueNumber: $n) { id } }',
            variables: { b: bookId, n: Number(n) },
          }),
        },
        {
          name: `gql issue literal ${n}`,
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json' },
          body: json({ query: `{ issue(bookId: ${bookId}, issueNumber: ${n}) { id } }` }),
        },
      );
    }

    // Bad percent-encoding on every family of routes.
    for (const e of BAD_ENCODINGS) {
      for (const path of [
        `/opds/creators/${e}`,
        `/opds/genres/${e}`,
        `/api/v1/read/${e}/book/1`,
        `/api/v1/read/s/book/${e}`,
        `/api/v1/users/reset-password/${e}`,
        `/feeds/users/${e}`,
        `/feeds/books/${e}`,
        `/feeds/following/${e}`,
        `/download/issues/${e}`,
        `/media/${e}`,
        `/sitemaps/${e}`,
        `/${e}`,
      ])
        out.push({
          name: `encoding ${path}`,
          method: path.includes('reset') ? 'PATCH' : 'GET',
          path,
        });
      out.push({ name: `query encoding ${e}`, method: 'GET', path: `/api/v1/search/books?q=${e}` });
    }

    // Malformed JSON and wrong content types.
    for (const body of [
      '{',
      '{"query":',
      'null',
      '[]',
      '"x"',
      '{"query": 5}',
      '\u0000',
      '{"email": {"$gt": ""}}',
    ]) {
      out.push(
        {
          name: `login json ${json(body)}`,
          method: 'POST',
          path: '/api/v1/users/login',
          headers: { 'content-type': 'application/json' },
          body,
        },
        {
          name: `graphql json ${json(body)}`,
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json' },
          body,
        },
      );
    }
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'image/png',
    ]) {
      out.push(
        {
          name: `publish as ${type}`,
          method: 'POST',
          path: '/api/v1/publish',
          headers: { 'content-type': type, ...auth() },
          body: 'a=b',
        },
        {
          name: `graphql as ${type}`,
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': type, 'apollo-require-preflight': '1' },
          body: 'a=b',
        },
      );
    }

    // Multipart: truncated (client gone, or the body ends without the closing boundary),
    // slow, and file names with NUL and markup.
    const boundary = 'fuzzBoundary42';
    const type = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const form = (filename: string, close = true) =>
      multipart(
        boundary,
        [
          { name: 'bookTitle', value: 'A title' },
          { name: 'bookDescription', value: 'Words' },
          { name: 'issueAssets', filename, data: page },
          { name: 'issueAssets', filename: 'p2.png', data: page },
        ],
        close,
      );
    const gqlForm = (filename: string, close = true) =>
      multipart(
        boundary,
        [
          {
            name: 'operations',
            value: json({
              query: 'mutation($f: Upload!) { updateProfilePhotos(profilePhoto: $f) { id } }',
              variables: { f: null },
            }),
          },
          { name: 'map', value: json({ 0: ['variables.f'] }) },
          { name: '0', filename, data: page },
        ],
        close,
      );
    for (let i = 0; i < 12; i += 1) {
      const full = form('page.png');
      const gfull = gqlForm('me.png');
      const at = (body: Buffer) => Math.floor(body.length * (0.1 + random() * 0.8));
      out.push(
        {
          name: `publish cut+close ${i}`,
          method: 'POST',
          path: '/api/v1/publish',
          headers: { ...type, ...auth() },
          body: full,
          cut: { bytes: at(full), then: 'close' },
        },
        {
          name: `publish no closing boundary ${i}`,
          method: 'POST',
          path: '/api/v1/publish',
          headers: { ...type, ...auth() },
          body: form('page.png', false).subarray(0, at(full)),
        },
        {
          name: `graphql cut+close ${i}`,
          method: 'POST',
          path: '/graphql',
          headers: { ...type, ...auth() },
          body: gfull,
          cut: { bytes: at(gfull), then: 'close' },
        },
        {
          name: `graphql no closing boundary ${i}`,
          method: 'POST',
          path: '/graphql',
          headers: { ...type, ...auth() },
          body: gqlForm('me.png', false).subarray(0, at(gfull)),
        },
      );
    }
    for (let i = 0; i < 3; i += 1) {
      const full = form('page.png');
      const gfull = gqlForm('me.png');
      out.push(
        {
          name: `publish slow ${i}`,
          method: 'POST',
          path: '/api/v1/publish',
          headers: { ...type, ...auth() },
          body: full,
          cut: { bytes: 300 + i * 500, then: 'stall' },
        },
        {
          name: `graphql slow ${i}`,
          method: 'POST',
          path: '/graphql',
          headers: { ...type, ...auth() },
          body: gfull,
          cut: { bytes: 300 + i * 500, then: 'stall' },
        },
      );
    }
    for (const filename of [
      'a\u0000<b>.png',
      '<script>alert(1)</script>\u0000.png',
      '\u0000',
      'x\u0001\u0002.png',
      '../../etc/passwd',
    ]) {
      out.push(
        {
          name: `publish filename ${json(filename)}`,
          method: 'POST',
          path: '/api/v1/publish',
          headers: { ...type, ...auth() },
          body: form(filename),
        },
        {
          name: `graphql filename ${json(filename)}`,
          method: 'POST',
          path: '/graphql',
          headers: { ...type, ...auth() },
          body: gqlForm(filename),
        },
      );
    }
    // Random junk bytes in a form.
    for (let i = 0; i < 10; i += 1) {
      const junk = Buffer.from(Array.from({ length: 200 }, () => Math.floor(random() * 256)));
      out.push({
        name: `publish junk ${i}`,
        method: 'POST',
        path: pick(['/api/v1/publish', '/graphql']),
        headers: { ...type, ...auth(), 'apollo-require-preflight': '1' },
        body: Buffer.concat([Buffer.from(`--${boundary}\r\n`), junk]),
      });
    }
    return out;
  }

  it('answers a cut-off, a stalled and a NUL-named upload promptly, on both transports', async () => {
    const boundary = 'oneBoundary';
    const headers = {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    };
    const publish = (filename: string, close = true) =>
      multipart(
        boundary,
        [
          { name: 'bookTitle', value: 'A title' },
          { name: 'issueAssets', filename, data: page },
        ],
        close,
      );
    // The body ends without its closing boundary, mid-file.
    const cut = publish('p.png', false);
    const ended = await send(port, {
      name: 'cut',
      method: 'POST',
      path: '/api/v1/publish',
      headers,
      body: cut.subarray(0, cut.length - 100),
    });
    expect(ended.status).toBe(400);
    expect(ended.body).toContain('Malformed multipart request');
    // The client stops sending: 408 once the body has been idle for IDLE_MS.
    const stalled = await send(port, {
      name: 'stalled',
      method: 'POST',
      path: '/api/v1/publish',
      headers,
      body: publish('p.png'),
      cut: { bytes: 400, then: 'stall' },
    });
    expect(stalled.status).toBe(408);
    expect(stalled.ms).toBeGreaterThanOrEqual(IDLE_MS - 50);
    expect(stalled.ms).toBeLessThan(IDLE_MS + 2000);
    expect(stalled.body).toContain(MESSAGES.bodyStalled(IDLE_MS / 1000));
    const gqlStalled = await send(port, {
      name: 'gql stalled',
      method: 'POST',
      path: '/graphql',
      headers,
      body: multipart(boundary, [
        {
          name: 'operations',
          value: JSON.stringify({
            query: 'mutation($f: Upload!) { updateProfilePhotos(profilePhoto: $f) { id } }',
            variables: { f: null },
          }),
        },
        { name: 'map', value: JSON.stringify({ 0: ['variables.f'] }) },
        { name: '0', filename: 'me.png', data: page },
      ]),
      cut: { bytes: 600, then: 'stall' },
    });
    expect(gqlStalled.status).toBe(408);
    expect(gqlStalled.body).toContain('REQUEST_TIMEOUT');
    // A file name with NUL and markup: answered at once (here: the form lacks its other fields).
    const named = await send(port, {
      name: 'nul name',
      method: 'POST',
      path: '/api/v1/publish',
      headers,
      body: publish('a\u0000<b>.png'),
    });
    expect(named.status).toBe(400);
    expect(named.ms).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it('answers every malformed request with a 4xx (or success) in time, and stays up', async () => {
    // FUZZ_ONLY=<part of a case name> replays a subset while debugging.
    const all = cases().filter(
      (c) => !process.env.FUZZ_ONLY || c.name.includes(process.env.FUZZ_ONLY),
    );
    if (!process.env.FUZZ_ONLY) expect(all.length).toBeGreaterThan(300);
    const failures: string[] = [];
    const queue = [...all];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const answer = await send(port, next);
        const bad =
          answer.status === undefined ||
          (answer.status !== 0 && answer.status >= 500) ||
          answer.ms > ANSWER_WITHIN_MS;
        if (bad)
          failures.push(
            `${next.name}: ${answer.status ?? 'no answer'} in ${answer.ms} ms ${answer.body.slice(0, 160)}`,
          );
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    const health = await send(port, { name: 'healthz', method: 'GET', path: '/healthz' });
    expect(failures).toEqual([]);
    expect(health.status).toBe(200);
    // No cut-off, stalled or refused upload leaves its temp file behind.
    const spool = path.join(os.tmpdir(), 'panelhouse-uploads');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fs.existsSync(spool) ? fs.readdirSync(spool) : []).toEqual([]);
  }, 120_000);
});
