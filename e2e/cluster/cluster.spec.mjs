// Many replicas on one database, proven (docs/scaling.md "Roles"): one `worker` and two
// `api` processes of the built app on one embedded PostgreSQL and one S3-protocol bucket,
// behind a round-robin proxy. The journey goes through the proxy and through each process,
// then through the failures: the worker down, the bucket down, the database restarting, and
// process A killed in the middle of requests. Figures are printed as `[cluster] {...}`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import {
  appProcess,
  freePort,
  startBucket,
  startDatabase,
  startMailCatcher,
  startProxy,
  startReceiver,
  tempDir,
} from './cluster.mjs';

const unique = Date.now().toString(36);
const JWT_SECRET = `cluster-e2e-secret-${'x'.repeat(40)}`;
const API_RATE_LIMIT = 30;
const figures = {};
const dirs = [];
let db, bucket, mail, receiver, proxy, worker, apiA, apiB;
const world = {}; // users, tokens, books made along the journey

const png = (width, height, hue) =>
  sharp({ create: { width, height, channels: 3, background: { r: hue, g: 90, b: 160 } } })
    .png()
    .toBuffer();
let images;

async function gql(base, query, variables = {}, token) {
  const started = performance.now();
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json().catch(() => ({}));
  return {
    status: response.status,
    upstream: response.headers.get('x-upstream'),
    ms: performance.now() - started,
    ...body,
  };
}

async function gqlOk(base, query, variables, token) {
  const result = await gql(base, query, variables, token);
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  return result.data;
}

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { token user { id } } }`;
async function signUp(base, name) {
  const data = await gqlOk(base, SIGN_UP, {
    input: {
      firstName: name,
      lastName: 'Cluster',
      username: `${name.toLowerCase()}_${unique}`,
      email: `${name.toLowerCase()}.${unique}@example.com`,
      password: 'a long enough password',
      passwordConfirm: 'a long enough password',
    },
  });
  return {
    id: data.signUp.user.id,
    token: data.signUp.token,
    email: `${name.toLowerCase()}.${unique}@example.com`,
  };
}

const CREATE_BOOK = `mutation ($input: CreateBookInput!, $cover: Upload!, $issueCover: Upload!, $pages: [Upload!]!) {
  createBook(input: $input, cover: $cover, issueCover: $issueCover, pages: $pages) {
    id title cover { url } issues(first: 1) { nodes { id } } } }`;

/** Uploads a book with its first issue (multipart, as the web app does); the raw result. */
async function uploadBook(base, user, title) {
  const form = new FormData();
  const input = {
    title,
    urlSlug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    description: 'Made in the cluster journey.',
    contentRating: 'G',
    genres: ['action'],
    firstIssue: {
      title,
      description: 'The first issue.',
      credits: [{ userId: user.id, roles: ['WRITER', 'ARTIST'] }],
    },
  };
  form.set(
    'operations',
    JSON.stringify({
      query: CREATE_BOOK,
      variables: { input, cover: null, issueCover: null, pages: [null] },
    }),
  );
  form.set(
    'map',
    JSON.stringify({
      0: ['variables.cover'],
      1: ['variables.issueCover'],
      2: ['variables.pages.0'],
    }),
  );
  form.set('0', new Blob([images.cover], { type: 'image/png' }), 'cover.png');
  form.set('1', new Blob([images.cover], { type: 'image/png' }), 'issue-cover.png');
  form.set('2', new Blob([images.page], { type: 'image/png' }), 'page-1.png');
  const started = performance.now();
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  const body = await response.json().catch(() => ({}));
  return { status: response.status, ms: performance.now() - started, ...body };
}

async function uploadOk(base, user, title) {
  const result = await uploadBook(base, user, title);
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  return result.data.createBook;
}

const SEARCH = `query ($input: SearchInput!) { search(input: $input) { books { id title } } }`;
const searchBooks = async (base, q) =>
  (await gqlOk(base, SEARCH, { input: { type: 'BOOKS', q } })).search.books;

/** Polls until `check` gives a truthy value; that value, or undefined after `timeoutMs`. */
async function eventually(check, timeoutMs, stepMs = 50) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) return undefined;
    await sleep(stepMs);
  }
}

const mailsTo = (email) => mail.messages.filter((m) => m.to.includes(email));
const hooksFor = (issueId) =>
  receiver.deliveries.filter((d) => d.body?.data?.issue?.id === issueId);

async function jobsWaiting() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from pgboss.job where state in ('created', 'retry') and name <> 'media.sweep'`,
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

before(async () => {
  images = { cover: await png(320, 485, 30), page: await png(800, 1230, 120) };
  const dir = tempDir('panelhouse-cluster-');
  dirs.push(dir);
  const startedAt = Date.now();
  [db, bucket, mail, receiver] = await Promise.all([
    startDatabase(dir),
    startBucket(dir),
    startMailCatcher(),
    startReceiver(),
  ]);
  const common = {
    NODE_ENV: 'development',
    DATABASE_URL: db.url,
    JWT_SECRET,
    SEED_DEMO: '0',
    SMTP_URL: mail.url,
    WEBHOOKS_ALLOW_PRIVATE_URLS: '1',
    WEBHOOK_RETRY_BASE_SECONDS: '1',
    JOB_POLL_SECONDS: '0.5',
    API_RATE_LIMIT: String(API_RATE_LIMIT),
    LOG_LEVEL: 'warn',
    ...bucket.env,
  };
  const processEnv = async (name, role) => {
    const dataDir = tempDir(`panelhouse-cluster-${name}-`);
    dirs.push(dataDir);
    const port = await freePort();
    return {
      ...common,
      PANELHOUSE_ROLE: role,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    };
  };
  // Each process has its own DATA_DIR: nothing they share may live there.
  worker = appProcess('worker', await processEnv('worker', 'worker'));
  apiA = appProcess('api-a', await processEnv('a', 'api'));
  apiB = appProcess('api-b', await processEnv('b', 'api'));
  world.env = { worker: worker, common, processEnv };
  // Started together, as an orchestrator would: migrations run once, under a lock.
  await Promise.all([worker.start(), apiA.start(), apiB.start()]);
  figures.clusterStartSeconds = (Date.now() - startedAt) / 1000;
  proxy = await startProxy([
    { name: 'a', port: apiA.port },
    { name: 'b', port: apiB.port },
  ]);
});

after(async () => {
  console.log(`[cluster] ${JSON.stringify(figures)}`);
  await proxy?.close();
  await Promise.all([worker?.stop(), apiA?.stop(), apiB?.stop()]);
  await Promise.all([
    db?.close(),
    bucket?.stop().catch(() => undefined),
    mail?.close(),
    receiver?.close(),
  ]);
  if (process.env.E2E_KEEP_DATA !== '1')
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

test('roles: the worker answers only /healthz; the api processes serve the site', async () => {
  const health = await fetch(`${worker.url}/healthz`);
  assert.equal(health.status, 200);
  assert.deepEqual(await health.json(), { status: 'ok', role: 'worker' });
  assert.equal((await fetch(`${worker.url}/graphql`)).status, 404);
  for (const api of [apiA, apiB]) assert.equal((await fetch(`${api.url}/healthz`)).status, 200);
});

test('a session made on A is valid on B and through the proxy', async () => {
  world.publisher = await signUp(apiA.url, 'Publisher');
  world.reader = await signUp(apiB.url, 'Reader');
  const me = `{ me { id } }`;
  assert.equal((await gqlOk(apiB.url, me, {}, world.publisher.token)).me.id, world.publisher.id);
  assert.equal((await gqlOk(apiA.url, me, {}, world.reader.token)).me.id, world.reader.id);
  const upstreams = new Set();
  for (let i = 0; i < 4; i++) {
    const result = await gql(proxy.url, me, {}, world.publisher.token);
    assert.equal(result.data.me.id, world.publisher.id);
    upstreams.add(result.upstream);
  }
  assert.deepEqual([...upstreams].sort(), ['a', 'b'], 'the proxy used both processes');
  // The reader follows the publisher (new-issue notices), the publisher hooks its works.
  await gqlOk(
    proxy.url,
    `mutation { subscribe(userId: ${world.publisher.id}) { id } }`,
    {},
    world.reader.token,
  );
  await gqlOk(
    proxy.url,
    `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }`,
    { input: { url: receiver.url, events: ['ISSUE_PUBLISHED'], source: 'OWN_WORKS' } },
    world.publisher.token,
  );
});

test('an upload on A is read, fetched and found by a search on B within a second', async () => {
  const title = `Zephyrine ${unique}`;
  // B searches first, so a stale result would sit in its search cache.
  assert.deepEqual(await searchBooks(apiB.url, `Zephyrine ${unique}`), []);
  const book = await uploadOk(apiA.url, world.publisher, title);
  world.firstBook = book;
  const uploadedAt = performance.now();
  const found = await eventually(
    async () => {
      const hits = await searchBooks(apiB.url, `Zephyrine ${unique}`);
      return hits.some((hit) => hit.id === book.id);
    },
    5_000,
    20,
  );
  const searchMs = performance.now() - uploadedAt;
  assert.ok(found, 'B finds the book A stored');
  const read = await gqlOk(
    apiB.url,
    `query ($id: Int!) { book(id: $id) { title cover { url } } }`,
    { id: book.id },
  );
  assert.equal(read.book.title, title);
  const cover = await fetch(new URL(read.book.cover.url, apiB.url));
  const readMs = performance.now() - uploadedAt;
  assert.equal(cover.status, 200, `the cover ${read.book.cover.url} is served from the bucket`);
  figures.searchVisibleOnBMs = Math.round(searchMs);
  figures.readAndCoverOnBMs = Math.round(readMs);
  assert.ok(searchMs < 1000, `searchable on B after ${searchMs} ms`);
  assert.ok(readMs < 1000, `read on B after ${readMs} ms`);
});

test('a persisted query registered on A is known on B', async () => {
  const query = `{ search(input: { type: BOOKS, q: "persisted ${unique}" }) { books { id } } }`;
  const hash = (await import('node:crypto')).createHash('sha256').update(query).digest('hex');
  const extensions = { persistedQuery: { version: 1, sha256Hash: hash } };
  const post = (base, body) =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  await post(apiA.url, { query, extensions });
  const onB = await post(apiB.url, { extensions });
  assert.equal(onB.errors, undefined, JSON.stringify(onB.errors));
  assert.deepEqual(onB.data.search.books, []);
});

test('the v1 rate limit is one budget across both API processes', async () => {
  // A fresh client address: the proxy forwards it, the apps trust no proxy, so they count
  // the proxy's loopback address, one client for both processes.
  const statuses = [];
  for (let i = 0; i < API_RATE_LIMIT + 4; i++) {
    const base = i % 2 === 0 ? apiA.url : apiB.url;
    const response = await fetch(`${base}/api/v1/users/get-me`, {
      headers: { authorization: `Bearer ${world.reader.token}` },
    });
    statuses.push(response.status);
  }
  // Requests before this test (none on /api) did not count; the budget is shared.
  const admitted = statuses.filter((s) => s === 200).length;
  assert.equal(admitted, API_RATE_LIMIT, `statuses: ${statuses.join(',')}`);
  assert.deepEqual(statuses.slice(API_RATE_LIMIT), [429, 429, 429, 429]);
  figures.rateLimit = { limit: API_RATE_LIMIT, admittedAcrossAandB: admitted };
});

test('a new-issue notice and a webhook are delivered exactly once', async () => {
  const issueId = world.firstBook.issues.nodes[0].id;
  const started = Date.now();
  assert.ok(
    await eventually(() => mailsTo(world.reader.email).length >= 1, 15_000, 100),
    'the notice arrives',
  );
  assert.ok(
    await eventually(() => hooksFor(issueId).length >= 1, 15_000, 100),
    'the webhook arrives',
  );
  figures.noticeAndWebhookMs = Date.now() - started;
  // Several poll intervals later, still one of each.
  await sleep(2_500);
  assert.equal(mailsTo(world.reader.email).length, 1);
  assert.equal(hooksFor(issueId).length, 1);
});

test('a process with a different JWT secret refuses to start', async () => {
  const env = await world.env.processEnv('rogue', 'api');
  const rogue = appProcess('rogue', { ...env, JWT_SECRET: `another-secret-${'y'.repeat(40)}` });
  await assert.rejects(rogue.start(60_000), /exited/);
  assert.equal(rogue.exit.code, 1);
  assert.match(
    rogue.output,
    /Refusing to start: this process's JWT secret \(from JWT_SECRET\) is not the one/,
  );
});

test('worker down: the APIs keep taking uploads, jobs wait, nothing is lost', async () => {
  await worker.stop('SIGTERM');
  const before = { mails: mailsTo(world.reader.email).length, hooks: receiver.deliveries.length };
  const books = [];
  for (let i = 0; i < 4; i++)
    books.push(
      await uploadOk(i % 2 ? apiB.url : apiA.url, world.publisher, `Waiting ${unique} ${i}`),
    );
  await sleep(1_500);
  assert.equal(mailsTo(world.reader.email).length, before.mails, 'no notice without a worker');
  assert.equal(receiver.deliveries.length, before.hooks, 'no webhook without a worker');
  const waiting = await jobsWaiting();
  assert.ok(waiting >= books.length * 2, `jobs wait in the queue (${waiting})`);
  const restartedAt = Date.now();
  await worker.start();
  const healthyMs = Date.now() - restartedAt;
  const caughtUp = await eventually(
    () =>
      mailsTo(world.reader.email).length === before.mails + books.length &&
      receiver.deliveries.length === before.hooks + books.length,
    30_000,
    50,
  );
  const catchUpMs = Date.now() - restartedAt;
  assert.ok(caughtUp, 'every notice and webhook arrives after the restart');
  await sleep(1_500);
  assert.equal(mailsTo(world.reader.email).length, before.mails + books.length, 'no notice twice');
  assert.equal(receiver.deliveries.length, before.hooks + books.length, 'no webhook twice');
  figures.workerDown = {
    queuedJobs: waiting,
    uploads: books.length,
    workerHealthyMs: healthyMs,
    catchUpMs,
  };
});

test('the bucket unreachable during an upload: 503, nothing half-written', async () => {
  const keysBefore = bucket.keys('works/').length;
  assert.ok(keysBefore > 0, 'the earlier uploads are in the bucket');
  await bucket.stop();
  const result = await uploadBook(proxy.url, world.publisher, `Bucketless ${unique}`);
  assert.equal(result.status, 503);
  assert.equal(result.errors?.[0].extensions.code, 'SERVICE_UNAVAILABLE');
  assert.match(result.errors[0].message, /Media storage cannot be reached, so nothing was saved/);
  figures.bucketDown503Ms = Math.round(result.ms);
  await bucket.restart();
  assert.deepEqual(await searchBooks(apiB.url, `Bucketless ${unique}`), [], 'no book row');
  assert.equal(bucket.keys('works/').length, keysBefore, 'no stored file');
  // Back: the same upload works.
  await uploadOk(proxy.url, world.publisher, `Bucketless ${unique}`);
});

test('the database restarting under load: fast 503s, recovery without restarting the apps', async () => {
  const me = `{ me { id } }`;
  let stop = false;
  const answers = [];
  const load = (async () => {
    while (!stop) {
      const result = await gql(proxy.url, me, {}, world.reader.token);
      answers.push({
        at: Date.now(),
        status: result.status,
        ms: result.ms,
        code: result.errors?.[0]?.extensions?.code,
      });
      await sleep(20);
    }
  })();
  await sleep(500);
  const stoppedAt = Date.now();
  await db.stop();
  const down = await eventually(
    async () => {
      const result = await gql(proxy.url, me, {}, world.reader.token);
      return result.status === 503 ? result : undefined;
    },
    10_000,
    100,
  );
  assert.ok(down, 'a request while the database is down answers 503');
  assert.equal(down.errors[0].extensions.code, 'SERVICE_UNAVAILABLE');
  await sleep(1_500);
  const restartAt = Date.now();
  await db.restart();
  const upAt = Date.now();
  const recovered = await eventually(
    async () => {
      const result = await gql(proxy.url, me, {}, world.reader.token);
      return result.status === 200 && result.data?.me?.id === world.reader.id;
    },
    30_000,
    100,
  );
  const recoveredAt = Date.now();
  stop = true;
  await load;
  assert.ok(recovered, 'requests succeed again without restarting the processes');
  const during = answers.filter((a) => a.at >= stoppedAt + 200 && a.at < restartAt);
  const failures = during.filter((a) => a.status !== 200);
  assert.ok(failures.length > 0);
  assert.ok(
    failures.every((a) => a.status === 503),
    `statuses while down: ${[...new Set(failures.map((a) => a.status))]}`,
  );
  const slowest = Math.max(...failures.map((a) => a.ms));
  assert.ok(slowest < 2_000, `a 503 took ${slowest} ms`);
  // Both processes are healthy again (the pools reconnected).
  for (const api of [apiA, apiB]) assert.equal((await fetch(`${api.url}/healthz`)).status, 200);
  figures.databaseRestart = {
    requestsWhileDown: failures.length,
    median503Ms: Math.round(
      failures.map((a) => a.ms).sort((x, y) => x - y)[Math.floor(failures.length / 2)],
    ),
    slowest503Ms: Math.round(slowest),
    databaseStartMs: upAt - restartAt,
    recoveredAfterStartMs: recoveredAt - upAt,
  };
});

test('A killed in the middle of requests: the journey continues on B', async () => {
  const query = encodeURIComponent(
    `{ search(input: { type: BOOKS, q: "Waiting ${unique}" }) { books { id } } }`,
  );
  const read = () =>
    fetch(`${proxy.url}/graphql?query=${query}`, {
      headers: { 'apollo-require-preflight': 'true' },
    }).then(async (r) => ({
      status: r.status,
      upstream: r.headers.get('x-upstream'),
      body: await r.json(),
    }));
  const retriedBefore = proxy.stats.retried;
  const inFlight = Array.from({ length: 24 }, (_, i) => sleep(i * 10).then(read));
  await sleep(100);
  await apiA.stop('SIGKILL');
  const answers = await Promise.all(inFlight);
  assert.deepEqual(
    answers.map((a) => a.status),
    answers.map(() => 200),
    'every read answered',
  );
  for (const answer of answers) assert.equal(answer.body.data.search.books.length, 4);
  // The journey goes on: a sign-in session from A still works, a new upload lands on B.
  const me = await gql(proxy.url, `{ me { id } }`, {}, world.publisher.token);
  assert.equal(me.data.me.id, world.publisher.id);
  assert.equal(me.upstream, 'b');
  const book = await uploadOk(proxy.url, world.publisher, `After A ${unique}`);
  assert.ok(book.id);
  figures.killA = {
    reads: answers.length,
    servedBy: answers.map((a) => a.upstream).join(''),
    retriedOnB: proxy.stats.retried - retriedBefore,
  };
});
