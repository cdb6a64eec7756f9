// The third-party tool journey, as a separate process over HTTP against the running app:
// a personal access token, a webhook on a loopback receiver, a book uploaded with the real
// `curl` binary exactly as docs/api.md shows it, a cursor crawl of the catalogue while books
// are being added, the rate-limit headers read to slow down before a 429, and a revoked
// token refused. e2e/run.mjs starts the app with WEBHOOKS_ALLOW_PRIVATE_URLS=1 and a short
// budget window (GRAPHQL_BUDGET_WINDOW_SECONDS) so that waiting for a reset takes seconds.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { appUrl } from '../browser.mjs';

const GRAPHQL = appUrl('/graphql');
const GUIDE = path.resolve(import.meta.dirname, '..', '..', 'docs', 'api.md');
const unique = Date.now().toString(36);
const observed = {}; // numbers for the run's log (and the closing note)

async function gql(query, variables, token) {
  const response = await fetch(GRAPHQL, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  return { status: response.status, headers: response.headers, ...body };
}

async function gqlOk(query, variables, token) {
  const result = await gql(query, variables, token);
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  return result;
}

const png = (width, height, hue) =>
  sharp({ create: { width, height, channels: 3, background: { r: hue, g: 90, b: 160 } } })
    .png()
    .toBuffer();

/** The guide's `curl` upload (the block after `<!-- e2e: upload-book -->`), as written. */
function guideUploadCommand() {
  const guide = fs.readFileSync(GUIDE, 'utf8');
  const match = /<!-- e2e: upload-book -->\s*```sh\n([\s\S]*?)```/.exec(guide);
  assert.ok(match, 'docs/api.md has the upload-book example');
  return match[1];
}

/** Uploads one book with its first issue through the guide's curl command; its id. */
async function uploadBookWithCurl(dir, token, userId, title) {
  const output = execFileSync('bash', ['-euo', 'pipefail', '-c', guideUploadCommand()], {
    cwd: dir,
    env: {
      ...process.env,
      API: GRAPHQL,
      TOKEN: token,
      USER_ID: String(userId),
      TITLE: title,
      SLUG: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    },
    encoding: 'utf8',
  });
  const body = JSON.parse(output);
  assert.equal(body.errors, undefined, output);
  return body.data.createBook.id;
}

function startReceiver() {
  const deliveries = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body });
      res.statusCode = 204;
      res.end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, deliveries, port: server.address().port }),
    ),
  );
}

/** The receiver's check, as docs/api.md describes it. */
function verifySignature(secret, { headers, body }) {
  const timestamp = headers['x-panelhouse-timestamp'];
  const expected =
    'sha256=' + crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  const given = String(headers['x-panelhouse-signature'] ?? '');
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
  return (
    fresh &&
    given.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

const rateOf = (headers) => ({
  limit: Number(headers.get('x-ratelimit-limit')),
  remaining: Number(headers.get('x-ratelimit-remaining')),
  used: Number(headers.get('x-ratelimit-used')),
  reset: Number(headers.get('x-ratelimit-reset')),
});

const CRAWL = `query Crawl($after: String) {
  books(first: 5, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { id title }
  }
}`;

test('a tool: token, webhook, curl upload, cursor crawl, rate limits, revocation', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-tool-'));
  const receiver = await startReceiver();
  try {
    // 1. An account and, from its session, a personal access token.
    const signUp = await gqlOk(
      `mutation ($input: SignUpInput!) { signUp(input: $input) { token user { id } } }`,
      {
        input: {
          firstName: 'Tool',
          lastName: 'Maker',
          username: `tool_${unique}`,
          email: `tool.${unique}@example.com`,
          password: 'a long enough password',
          passwordConfirm: 'a long enough password',
        },
      },
    );
    const session = signUp.data.signUp.token;
    const userId = signUp.data.signUp.user.id;
    const created = await gqlOk(
      `mutation { createAccessToken(input: { name: "e2e tool", scopes: [READ, WRITE_WORKS] }) {
        token accessToken { id prefix scopes } } }`,
      {},
      session,
    );
    const token = created.data.createAccessToken.token;
    assert.match(token, /^php_[0-9A-Za-z]{40}$/);

    // A token may not manage tokens, and a missing scope is named.
    const mint = await gql(
      `mutation { createAccessToken(input: { name: "x", scopes: [READ] }) { token } }`,
      {},
      token,
    );
    assert.equal(mint.errors?.[0].extensions.code, 'FORBIDDEN');
    const follow = await gql(`mutation { subscribe(userId: ${userId}) { id } }`, {}, token);
    assert.equal(follow.errors?.[0].extensions.code, 'FORBIDDEN');
    assert.equal(follow.errors?.[0].extensions.requiredScope, 'write:social');

    // 2. A webhook for the account's own works on a loopback receiver.
    const hook = await gqlOk(
      `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { secret webhook { id } } }`,
      {
        input: {
          url: `http://127.0.0.1:${receiver.port}/hooks`,
          events: ['ISSUE_PUBLISHED'],
          source: 'OWN_WORKS',
        },
      },
      session,
    );
    const secret = hook.data.createWebhook.secret;

    // 3. Upload books with curl and the token (no preflight header), as the guide shows.
    fs.writeFileSync(path.join(dir, 'cover.png'), await png(320, 485, 10));
    fs.writeFileSync(path.join(dir, 'issue-cover.png'), await png(320, 485, 60));
    fs.writeFileSync(path.join(dir, 'page-1.png'), await png(800, 1230, 110));
    fs.writeFileSync(path.join(dir, 'page-2.png'), await png(800, 1230, 170));
    const mine = [];
    for (let i = 0; i < 7; i++)
      mine.push(await uploadBookWithCurl(dir, token, userId, `Tool Book ${unique} ${i}`));

    // 4. The webhook arrives, signed over its timestamp and body.
    for (let i = 0; i < 100 && receiver.deliveries.length < mine.length; i++) await sleep(200);
    assert.equal(receiver.deliveries.length, mine.length, 'one issue.published per book');
    for (const delivery of receiver.deliveries) {
      assert.equal(delivery.headers['x-panelhouse-event'], 'issue.published');
      assert.ok(verifySignature(secret, delivery), 'the signature verifies');
      assert.ok(!verifySignature(secret, { ...delivery, body: `${delivery.body} ` }), 'tampered');
    }
    observed.webhooks = receiver.deliveries.length;

    // 5. Crawl the whole catalogue with cursors while books are being added.
    const seen = [];
    let after = null;
    let totalAtStart;
    let added = 0;
    for (;;) {
      const page = await gqlOk(CRAWL, { after }, token);
      const { nodes, pageInfo, totalCount } = page.data.books;
      totalAtStart ??= totalCount;
      seen.push(...nodes.map((book) => book.id));
      if (!pageInfo.hasNextPage) break;
      after = pageInfo.endCursor;
      if (added < 3) {
        mine.push(await uploadBookWithCurl(dir, token, userId, `Added ${unique} ${added}`));
        added += 1;
      }
    }
    assert.equal(new Set(seen).size, seen.length, 'no book repeated');
    assert.equal(seen.length, totalAtStart, 'every book that existed when the crawl began');
    for (const id of mine.slice(0, 7)) assert.ok(seen.includes(id), `book ${id} crawled`);
    observed.crawled = seen.length;
    observed.addedDuringCrawl = added;

    // 6. Read the rate-limit headers and slow down before a 429.
    const pricey = `query Pricey { books(first: 50) { nodes { issues(first: 5) { nodes { pages(first: 2) { nodes { pageNumber } } } } } } }`;
    const first = await gqlOk(pricey, {}, token);
    const cost = first.extensions.cost.requested;
    let rate = rateOf(first.headers);
    assert.ok(rate.limit > 0 && rate.used > 0, 'x-ratelimit-* headers are sent');
    observed.queryCost = first.extensions.cost;
    observed.budget = rate;
    let waits = 0;
    // The up-front charge is the requested cost; the unused part comes back afterwards.
    for (let i = 0; i < 40 && waits < 2; i++) {
      if (rate.remaining < cost) {
        waits += 1;
        await sleep(Math.max(0, rate.reset * 1000 - Date.now()) + 250);
      }
      const answer = await gql(pricey, {}, token);
      assert.equal(answer.status, 200, 'a client that reads the headers never meets a 429');
      rate = rateOf(answer.headers);
      assert.ok(rate.used <= rate.limit);
    }
    assert.ok(waits > 0, 'the budget ran low and the tool waited for its reset');
    observed.waits = waits;

    // A tool that ignores them is refused with RATE_LIMITED, 429 and Retry-After.
    let refused;
    for (let i = 0; i < 60 && !refused; i++) {
      const answer = await gql(pricey, {}, token);
      if (answer.status === 429) refused = answer;
    }
    assert.ok(refused, 'over budget is a 429');
    assert.equal(refused.errors[0].extensions.code, 'RATE_LIMITED');
    assert.ok(Number(refused.headers.get('retry-after')) >= 1);
    assert.equal(Number(refused.headers.get('x-ratelimit-remaining')) < cost, true);
    observed.refusal = {
      status: refused.status,
      retryAfter: refused.headers.get('retry-after'),
      message: refused.errors[0].message,
    };

    // 7. Revoke the token: it is refused from then on.
    await gqlOk(
      `mutation ($id: Int!) { revokeAccessToken(id: $id) { revokedAt } }`,
      { id: created.data.createAccessToken.accessToken.id },
      session,
    );
    const afterRevoke = await gql(`{ me { id } }`, {}, token);
    assert.equal(afterRevoke.status, 401);
    assert.equal(afterRevoke.errors?.[0].extensions.code, 'UNAUTHENTICATED');
    console.log(`[tool journey] ${JSON.stringify(observed)}`);
  } finally {
    receiver.server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
