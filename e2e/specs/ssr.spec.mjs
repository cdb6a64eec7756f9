// Public pages arrive as HTML with their content (before any script runs), and the browser
// hydrates them from the data they came with: no GraphQL request for the page's first query,
// no hydration error. Hostile text (titles refuse markup, descriptions do not) stays text in
// the markup and in the data block. A page whose HTML arrives in parts is not painted until
// the whole app has been parsed, so nothing on it shifts.
import assert from 'node:assert/strict';
import http from 'node:http';
import { before, test } from 'node:test';
import sharp from 'sharp';
import { appUrl, launchBrowser } from '../browser.mjs';
import { api, signUpByApi } from '../v1-api.mjs';

const unique = Date.now().toString(36);
const password = 'a long enough password';
const creator = {
  firstName: 'Sam',
  lastName: 'Server',
  username: `sam_${unique}`,
  email: `sam.${unique}@example.com`,
};
const HOSTILE = '</script><script>alert(1)</script>';
const title = `Server Lighthouse ${unique}`;
const description = `A keeper reads ${HOSTILE} by the light of the server.`;
const escapedDescription =
  'A keeper reads &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; by the light of the server.';
const issueTitle = 'The First Render';
const slug = `ssr-${unique}`;
let bookId;
let token;

async function png(width, height, background) {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return new Blob([buffer], { type: 'image/png' });
}

before(async () => {
  const signedUp = await signUpByApi(creator, password);
  token = signedUp.token;
  const { id } = signedUp;
  const form = new FormData();
  form.append('bookTitle', title);
  form.append('bookDescription', description);
  form.append('urlSlug', slug);
  form.append('contentRating', 'T');
  form.append('issueTitle', issueTitle);
  form.append('issueDescription', 'The server draws the first page.');
  form.append(
    'workCredits',
    JSON.stringify([{ user: id, username: creator.username, credits: ['writer', 'artist'] }]),
  );
  form.append('genres', JSON.stringify(['mystery']));
  form.append('bookCoverPhoto', await png(320, 485, { r: 20, g: 40, b: 90 }), 'book.png');
  form.append('issueCoverPhoto', await png(320, 485, { r: 90, g: 80, b: 120 }), 'cover.png');
  for (let n = 1; n <= 2; n += 1)
    form.append('issueAssets', await png(300, 450, { r: 40, g: n * 60, b: 200 }), `p${n}.png`);
  bookId = (await api('POST', '/publish', { token, form })).book.id;
});

const detailsPath = () => `/details/${slug}/book/${bookId}`;
const readerPath = () => `/read/${slug}/book/${bookId}/issue/1`;
const rootOf = (html) =>
  /<div id="root">([\s\S]*?)<\/div>\s*(?:<template id="root-end">|<script|<!--app-state-->)/.exec(
    html,
  )?.[1] ?? '';
const stateOf = (html) =>
  /<script type="application\/json" id="__APOLLO_STATE__">([^<]*)<\/script>/.exec(html)?.[1];

async function getHtml(pathname) {
  const res = await fetch(appUrl(pathname));
  return { status: res.status, html: await res.text() };
}

/**
 * A render past the server's time limit goes out as the shell (docs/server-rendering.md); on a
 * busy machine that can happen to any request, so a page is asked for up to 4 times.
 */
async function getRendered(pathname) {
  let page;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    page = await getHtml(pathname);
    if (stateOf(page.html)) return page;
  }
  return page;
}

const RENDERED = () => [
  detailsPath(),
  readerPath(),
  `/profile/${creator.username}`,
  '/',
  `/search?q=${encodeURIComponent(unique)}`,
  '/articles',
];

test('public pages arrive with their content; the data block is inert', async () => {
  // A page's first render also compiles its queries: each page is asked for once beforehand.
  for (const pathname of RENDERED()) await getHtml(pathname);
  const details = await getRendered(detailsPath());
  assert.equal(details.status, 200);
  assert.ok(rootOf(details.html).includes(title), 'the title is in the markup');
  assert.ok(rootOf(details.html).includes(escapedDescription), 'the description, escaped');
  assert.ok(!details.html.includes('<script>alert(1)'), 'no hostile script element');
  const state = stateOf(details.html);
  assert.ok(state, 'the page carries its data block');
  assert.ok(!/[<>]/.test(state), 'nothing in the data block can close it');
  assert.ok(JSON.stringify(JSON.parse(state)).includes(description), 'the data reads back whole');
  // The head is the server's, once.
  assert.equal(details.html.match(/<title>/g)?.length, 1);

  const reader = await getRendered(readerPath());
  assert.equal(reader.status, 200);
  assert.ok(reader.html.includes(issueTitle));
  assert.match(rootOf(reader.html), /<img [^>]*src="\/media\//);

  const profile = await getRendered(`/profile/${creator.username}`);
  assert.ok(rootOf(profile.html).includes(creator.username));

  const home = await getRendered('/');
  assert.match(rootOf(home.html), /New issues/);

  const search = await getRendered(`/search?q=${encodeURIComponent(unique)}`);
  // The results' answer is in the data block and the page shows the query it answers.
  const searched = Object.keys(JSON.parse(stateOf(search.html)).ROOT_QUERY ?? {});
  assert.ok(
    searched.some((key) => key.startsWith('search')),
    `search data: ${searched.join(', ')}`,
  );
  assert.ok(rootOf(search.html).includes(unique), 'the page shows the query');

  const articles = await getRendered('/articles');
  assert.match(rootOf(articles.html), /How to Publish Your Comic Book Online/);

  // Other pages keep the empty shell, and unknown works still answer 404 without a render.
  assert.match((await getHtml('/login')).html, /<div id="root"><\/div>/);
  const missing = await getHtml(`/details/${slug}/book/2147483000`);
  assert.equal(missing.status, 404);
  assert.equal(stateOf(missing.html), undefined);
});

/** Opens `pathname` in a fresh browser; answers the GraphQL operations it sent and its errors. */
async function visitOnce(pathname, { signedIn = false, until } = {}) {
  const { context, page, close } = await launchBrowser();
  const operations = [];
  const errors = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/graphql')) return;
    const body = request.postData();
    const name = body
      ? JSON.parse(body).operationName
      : new URL(request.url()).searchParams.get('operationName');
    operations.push(name);
  });
  if (signedIn)
    await context.addInitScript((value) => window.localStorage.setItem('jwtToken', value), token);
  try {
    const response = await page.goto(pathname, { waitUntil: 'networkidle' });
    const rendered = Boolean(stateOf(await response.text()));
    if (until) await until(page);
    return { operations, errors, rendered };
  } finally {
    await close();
  }
}

/** As `visitOnce`, until the server sent the page rendered (see `getRendered`). */
async function visit(pathname, options) {
  let result;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    result = await visitOnce(pathname, options);
    if (result.rendered) return result;
  }
  assert.fail(`${pathname} never arrived rendered`);
}

test('the browser hydrates from the server data: no first query, no hydration error', async () => {
  const pages = [
    [detailsPath(), 'BookDetails'],
    [readerPath(), 'ReaderIssue'],
    ['/', 'NewIssuesShelf'],
    [`/profile/${creator.username}`, 'UserProfile'],
    [`/search?q=${encodeURIComponent(unique)}`, 'Search'],
  ];
  for (const [pathname, firstQuery] of pages) {
    const { operations, errors } = await visit(pathname);
    assert.ok(
      !operations.includes(firstQuery),
      `${pathname} asked for ${firstQuery} again: ${operations.join(', ')}`,
    );
    assert.deepEqual(errors, [], `${pathname} logged errors`);
  }
});

test('a signed-in reader’s browser renders the page itself: the session first, then the page asked once', async () => {
  const { operations, errors } = await visit(detailsPath(), {
    signedIn: true,
    until: (page) =>
      page.getByRole('button', { name: `Account menu for ${creator.username}` }).waitFor(),
  });
  assert.ok(operations.includes('Me'), 'the session is checked');
  // The server's page is an anonymous visitor's: the browser does not hydrate it but asks for
  // the page with the reader's session (viewer-specific fields), once.
  assert.deepEqual(
    operations.filter((name) => name === 'BookDetails'),
    ['BookDetails'],
  );
  assert.ok(operations.indexOf('Me') < operations.indexOf('BookDetails'));
  assert.deepEqual(errors, []);
});

/**
 * Serves the app through a proxy that sends `pathname`'s HTML in two parts, cut inside the
 * header, `pauseMs` apart (a slow network, or a parser yielding on a slow phone, does the
 * same). Everything else passes through whole. Resolves to the proxy's origin and its closer.
 */
async function slowPageProxy(pathname, pauseMs) {
  const server = http.createServer(async (req, res) => {
    const forwarded = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([name]) => !['host', 'connection', 'accept-encoding'].includes(name),
      ),
    );
    const answer = await fetch(appUrl(req.url), {
      method: req.method,
      headers: forwarded,
      body: ['GET', 'HEAD'].includes(req.method) ? undefined : req,
      duplex: 'half',
      redirect: 'manual',
    });
    const headers = Object.fromEntries(answer.headers);
    // fetch has decoded the body: its length and encoding no longer apply.
    delete headers['content-encoding'];
    delete headers['content-length'];
    res.writeHead(answer.status, headers);
    const body = Buffer.from(await answer.arrayBuffer());
    if (req.url !== pathname) return res.end(body);
    const cut = body.indexOf('class="navbar__actions"');
    assert.ok(cut > 0, 'the page has the header');
    res.write(body.subarray(0, cut));
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    res.end(body.subarray(cut));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      // The browser's keep-alive sockets would hold close() open.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

test('a page that arrives in parts is not painted half-parsed: its first frame has the whole app, and nothing shifts', async () => {
  const pathname = detailsPath();
  await getRendered(pathname);
  const proxy = await slowPageProxy(pathname, 800);
  const { context, page, close } = await launchBrowser({ viewport: { width: 1350, height: 940 } });
  try {
    await context.addInitScript(() => {
      window.__layout = { firstFrameWhole: null, shift: 0 };
      requestAnimationFrame(() => {
        window.__layout.firstFrameWhole = document.getElementById('root-end') !== null;
      });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__layout.shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(proxy.origin + pathname);
    await page.getByRole('heading', { name: title }).waitFor();
    const layout = await page.evaluate(() => window.__layout);
    assert.equal(layout.firstFrameWhole, true, 'the first frame waited for the whole app');
    assert.equal(layout.shift, 0, 'layout shift');
  } finally {
    await close();
    await proxy.close();
  }
});
