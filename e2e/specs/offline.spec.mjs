// Save for offline in a real browser: a reader saves an issue from the reader's toolbar, finds
// it on the Saved shelf, goes offline (context.setOffline), opens the issue and reads it to the
// end from what was saved, comes back online, and the progress made offline reaches the
// server. The service worker is the built one, served by the API as in production.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import sharp from 'sharp';
import { appUrl, waitForText, withPage } from '../browser.mjs';
import { api, signUpByApi } from '../v1-api.mjs';

const unique = Date.now().toString(36);
const password = 'a long enough password';
const creator = {
  firstName: 'Olga',
  lastName: 'Offline',
  username: `olga_${unique}`,
  email: `olga.${unique}@example.com`,
};
// One reader per viewport: each journey starts with no progress on the server.
const readerOn = (device) => ({
  firstName: 'Tess',
  lastName: 'Train',
  username: `tess_${device}_${unique}`,
  email: `tess.${device}.${unique}@example.com`,
});
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};
const readers = {};
const book = { title: `Tunnel Signals ${unique}`, description: 'Read on the train, underground.' };
const slug = book.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const issue = { title: 'No Bars', description: 'The signal drops.', pages: 4 };
let bookId;

async function png(width, height, background) {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return new Blob([buffer], { type: 'image/png' });
}

before(async () => {
  const { token, id } = await signUpByApi(creator, password);
  const form = new FormData();
  form.append('bookTitle', book.title);
  form.append('bookDescription', book.description);
  form.append('urlSlug', slug);
  form.append('contentRating', 'T');
  form.append('issueTitle', issue.title);
  form.append('issueDescription', issue.description);
  form.append(
    'workCredits',
    JSON.stringify([{ user: id, username: creator.username, credits: ['writer', 'artist'] }]),
  );
  form.append('genres', JSON.stringify(['mystery']));
  form.append('bookCoverPhoto', await png(320, 485, { r: 10, g: 20, b: 30 }), 'book.png');
  form.append('issueCoverPhoto', await png(320, 485, { r: 30, g: 20, b: 10 }), 'cover.png');
  for (let n = 1; n <= issue.pages; n += 1)
    form.append('issueAssets', await png(600, 900, { r: 40 * n, g: 90, b: 160 }), `page-${n}.png`);
  const created = await api('POST', '/publish', { token, form });
  bookId = created.book.id;
  for (const device of Object.keys(VIEWPORTS)) {
    const account = readerOn(device);
    readers[device] = { ...account, token: (await signUpByApi(account, password)).token };
  }
});

const readerPath = () => `/read/${slug}/book/${bookId}/issue/1`;

/** The reader's progress in the issue, as the server has it (GraphQL with the reader's token). */
async function serverProgress(reader) {
  const response = await fetch(appUrl('/graphql'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${reader.token}` },
    body: JSON.stringify({
      query: `query ($bookId: Int!) { issue(bookId: $bookId, issueNumber: 1) { viewerProgress { page furthestPage } } }`,
      variables: { bookId },
    }),
  });
  const body = await response.json();
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data.issue.viewerProgress;
}

async function logIn(page, reader) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(reader.email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: /log ?in/i }).click();
  await waitForText(page, 'Login successful!');
  await page.waitForURL((url) => url.pathname === '/');
}

/** Every page image of the reader shown, from bytes the browser could decode. */
async function expectPagesShown(page) {
  const images = page.getByRole('img', { name: / - Page \d+$/ });
  await images.nth(issue.pages - 1).waitFor({ state: 'attached' });
  assert.equal(await images.count(), issue.pages);
  for (let index = 0; index < issue.pages; index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (img) => img.complete && img.naturalWidth > 0,
      await image.elementHandle(),
    );
  }
}

/**
 * Offline for the page and for the service worker's own requests. Chromium's offline emulation
 * has not always reached a worker's fetches: where it does not, they are aborted as a dropped
 * connection would abort them, so the journey never reads from the network by accident.
 */
async function goOffline(context, worker) {
  await context.setOffline(true);
  const reached = await worker.evaluate(() =>
    fetch('/healthz', { cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
  );
  console.log(`[offline] worker fetches ${reached ? 'are aborted by route' : 'fail by emulation'}`);
  if (!reached) return async () => context.setOffline(false);
  const abortWorkerRequests = (route) =>
    route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue();
  await context.route('**', abortWorkerRequests);
  assert.equal(
    await worker.evaluate(() =>
      fetch('/healthz', { cache: 'no-store' }).then(
        () => true,
        () => false,
      ),
    ),
    false,
    'the service worker is offline too',
  );
  return async () => {
    await context.unroute('**', abortWorkerRequests);
    await context.setOffline(false);
  };
}

for (const [device, viewport] of Object.entries(VIEWPORTS))
  test(`${device}: saves an issue, reads it offline, and the progress reaches the server once back online`, (t) =>
    withPage(t, (page, context) => journey(page, context, readers[device]), { viewport }));

async function journey(page, context, reader) {
  await logIn(page, reader);
  await page.goto(readerPath());
  await page.getByRole('heading', { level: 1, name: `${book.title}: ${issue.title}` }).waitFor();
  // The worker registers after the page has loaded and takes control once installed.
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
    timeout: 30_000,
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  assert.match(worker.url(), /\/sw\.js$/);
  // Chromium's own installability check (manifest, icons, a worker controlling start_url).
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, [], 'the site is installable');

  // --- save it --------------------------------------------------------------------------
  const save = page.getByRole('button', { name: 'Save issue' });
  await save.click();
  const saved = page.getByRole('link', { name: /^Saved for offline reading \(.+\)/ });
  await saved.waitFor({ timeout: 30_000 });
  await saved.click();
  await page.waitForURL((url) => url.pathname === '/saved');
  const shelf = page.getByRole('list', { name: 'Saved issues' });
  const entry = shelf.getByRole('listitem').filter({ hasText: issue.title });
  await entry.waitFor();
  assert.match(await entry.innerText(), /4 pages · [\d.]+ kB/);
  // Opening the issue online recorded its first page.
  const before = await serverProgress(reader);
  assert.ok(before === null || before.furthestPage < issue.pages, 'not read to the end yet');
  // A full load of the shelf (as when opening the app later): the session is checked again.
  await page.reload();
  await entry.waitFor();

  // --- offline: open it and read it to the end ---------------------------------------------
  const goOnline = await goOffline(context, worker);
  assert.equal(
    await page.evaluate(() =>
      fetch('/healthz').then(
        () => true,
        () => false,
      ),
    ),
    false,
    'the page is offline',
  );
  await page.goto(readerPath());
  await page.getByRole('heading', { level: 1, name: `${book.title}: ${issue.title}` }).waitFor();
  // Still signed in: the failed session check did not end the session (the token is kept).
  assert.ok(await page.evaluate(() => localStorage.getItem('jwtToken')), 'still signed in');
  await expectPagesShown(page);
  // At the very bottom the last page counts as read; leaving the issue in the app sends it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(500);
  // A DOM click, not a pointer one: Playwright would first scroll the link (at the top of the
  // reader) into view, and a reader seen back at the top counts as stopped on page 1.
  await page.getByRole('link', { name: /^Saved for offline reading/ }).dispatchEvent('click');
  await page.waitForURL((url) => url.pathname === '/saved');
  await entry.waitFor();
  await page.waitForTimeout(500);
  assert.deepEqual(
    await serverProgress(reader),
    before,
    'nothing reached the server while offline',
  );

  // --- back online: the queued progress is sent --------------------------------------------
  await goOnline();
  let progress = null;
  for (let i = 0; i < 40 && progress?.furthestPage !== issue.pages; i += 1) {
    await page.waitForTimeout(250);
    progress = await serverProgress(reader);
  }
  assert.deepEqual(progress, { page: issue.pages, furthestPage: issue.pages });

  // --- removing it frees the device --------------------------------------------------------
  await entry.getByRole('button', { name: /^Remove / }).click();
  await waitForText(page, 'No saved issues yet');
  assert.deepEqual(
    await page.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith('panelhouse-saved-issue-')),
    ),
    [],
  );
}

test('serves the worker uncached from the site root, and the manifest that makes the site installable', async () => {
  const sw = await fetch(appUrl('/sw.js'), { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(sw.status, 200);
  assert.match(sw.headers.get('content-type'), /javascript/);
  assert.equal(sw.headers.get('cache-control'), 'no-cache');
  assert.match(await sw.text(), /index\.html/, 'the precache holds the app shell');
  const manifest = await (await fetch(appUrl('/manifest.webmanifest'))).json();
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, '/');
  const sizes = manifest.icons.map((icon) => icon.sizes);
  assert.ok(sizes.includes('192x192') && sizes.includes('512x512'));
  const saved = await fetch(appUrl('/saved'));
  assert.equal(saved.status, 200);
});
