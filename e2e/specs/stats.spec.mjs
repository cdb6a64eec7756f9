// Reading analytics in a real browser: a visitor reads half of an issue in the web reader (the
// reading beacon reports the view on opening and the furthest page when the page is left), the
// operator's rollup runs, and the creator's Stats page for the issue shows where the reader
// stopped: every page up to the middle reached by all readers, none after it.
//
// The rollup is run by the admin command against the running server's database (it finds the
// embedded PostgreSQL through $DATA_DIR), as moderation.spec.mjs grants a role. The server
// buffers events for a few seconds before writing them, so the spec runs the rollup until the
// figures arrive.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { expectAccessible } from '../axe.mjs';
import { appUrl, DATA_DIR, waitForText, withPage } from '../browser.mjs';
import { api, signUpByApi } from '../v1-api.mjs';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const unique = Date.now().toString(36);
const password = 'a long enough password';
const creator = {
  firstName: 'Stella',
  lastName: 'Tester',
  username: `stella_${unique}`,
  email: `stella.${unique}@example.com`,
};
const PAGES = 8;
const HALF = PAGES / 2;
const book = { title: `Night Orbit ${unique}`, slug: `night-orbit-${unique}` };
let creatorSession;
let bookId;
let issueId;

async function png(width, height, shade) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: shade, g: 70, b: 140 } },
  })
    .png()
    .toBuffer();
  return new Blob([buffer], { type: 'image/png' });
}

async function graphql(query, variables, token) {
  const response = await fetch(appUrl('/graphql'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data;
}

/** The rollup of today (and yesterday), as the periodic job does it. */
async function runRollup() {
  assert.ok(DATA_DIR, 'E2E_DATA_DIR is set by e2e/run.mjs');
  await run('npm', ['run', '--silent', 'admin', '--', 'analytics', 'rollup'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR },
  });
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The visitor's browser names itself as a desktop Chrome: headless Chromium's own user agent
 * says HeadlessChrome, which the bot filter rightly leaves uncounted.
 */
const VISITOR_BROWSER = {
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

/** Runs the rollup until the issue's drop-off counts a reader (events are written in batches). */
async function rollUpUntilCounted() {
  const query = `query ($issueId: Int!, $range: StatsRangeInput!) {
    issueStats(issueId: $issueId, range: $range) { totals { views } dropOff { page readers } }
  }`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    await runRollup();
    const { issueStats } = await graphql(
      query,
      { issueId, range: { from: today(), to: today() } },
      creatorSession.token,
    );
    if (issueStats.totals.views > 0 && issueStats.dropOff[0]?.readers > 0) return issueStats;
    assert.ok(Date.now() < deadline, `no reads counted: ${JSON.stringify(issueStats)}`);
    await sleep(2000);
  }
}

before(async () => {
  creatorSession = await signUpByApi(creator, password);
  const form = new FormData();
  form.append('bookTitle', book.title);
  form.append('bookDescription', 'A night train between two moons.');
  form.append('urlSlug', book.slug);
  form.append('contentRating', 'T');
  form.append('genres', JSON.stringify(['sci-fi']));
  form.append('issueTitle', 'Departure');
  form.append('issueDescription', 'The train leaves.');
  form.append(
    'workCredits',
    JSON.stringify([{ user: creatorSession.id, username: creator.username, credits: ['writer'] }]),
  );
  form.append('bookCoverPhoto', await png(320, 485, 20), 'book.png');
  form.append('issueCoverPhoto', await png(320, 485, 50), 'cover.png');
  for (let n = 1; n <= PAGES; n += 1)
    form.append('issueAssets', await png(300, 450, (n * 30) % 256), `page-${n}.png`);
  const created = await api('POST', '/publish', { token: creatorSession.token, form });
  bookId = created.book.id;
  const { issue } = await graphql(
    'query ($bookId: Int!) { issue(bookId: $bookId, issueNumber: 1) { id } }',
    { bookId },
    creatorSession.token,
  );
  issueId = issue.id;
});

test('a visitor reads half an issue; after the rollup the creator’s drop-off chart shows it', async (t) => {
  await t.test('the visitor reads to the middle and leaves', () =>
    withPage(
      t,
      async (page) => {
        const beacons = [];
        page.on('request', (request) => {
          if (request.url().endsWith('/api/reading/beacon')) beacons.push(request.postData());
        });
        await page.goto(`/read/${book.slug}/book/${bookId}/issue/1`);
        const pages = page.locator('.reader-pages > li');
        await pages.nth(PAGES - 1).waitFor({ state: 'attached' });
        // Scroll page by page to the middle, as a reader would.
        for (let n = 1; n <= HALF; n += 1) {
          await page.evaluate(
            (index) => document.querySelectorAll('.reader-pages > li')[index].scrollIntoView(),
            n - 1,
          );
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        }
        // Leaving the reader (a link of the site) sends the pending progress at once.
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'About' })
          .click();
        await page.waitForURL((url) => url.pathname === '/about');
        await page.waitForTimeout(500);
        assert.ok(beacons.length >= 1, 'the reader sent a beacon on opening');
        // Where the browser exposes a beacon's body, the first one counts the view.
        const [first] = beacons;
        if (first) assert.equal(JSON.parse(first).events[0].opened, true);
      },
      VISITOR_BROWSER,
    ),
  );

  await t.test('the rollup counts the view and the pages reached', async () => {
    const stats = await rollUpUntilCounted();
    assert.equal(stats.totals.views, 1);
    assert.equal(stats.dropOff.length, PAGES);
    // Reported when the reader was left: the pages up to the middle were reached, the last not.
    assert.equal(stats.dropOff[0].readers, 1);
    assert.equal(stats.dropOff[HALF - 2].readers, 1);
    assert.equal(stats.dropOff[PAGES - 1].readers, 0);
  });

  await t.test('the creator’s Stats page shows where the reader stopped', () =>
    withPage(t, async (page) => {
      await page.goto('/login');
      const form = page.getByRole('form', { name: 'Login' });
      await form.getByLabel('Email').fill(creator.email);
      await form.getByLabel('Password').fill(password);
      await form.getByRole('button', { name: /log ?in/i }).click();
      await waitForText(page, 'Login successful!');
      await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

      // From the issue's details page, as the owner reaches it.
      await page.goto(`/details/${book.slug}/book/${bookId}/issue/1`);
      await page.getByRole('link', { name: 'Stats', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/stats');
      await waitForText(page, 'Where readers stop');
      const chart = page.getByRole('img', { name: /Share of readers reaching each page/ });
      await chart.waitFor();
      // The chart library (loaded with this page only) draws on a canvas.
      await chart.locator('canvas').first().waitFor();
      const figure = page.getByRole('figure', { name: 'Share of readers reaching each page' });
      await figure.getByText('Show data').click();
      // The data table beside the chart (the chart library's legend is a table of its own).
      const rows = figure
        .getByRole('table', { name: 'Readers reaching each page' })
        .getByRole('row');
      assert.equal(await rows.count(), PAGES + 1);
      const shareOf = async (n) => (await rows.nth(n).getByRole('cell').last().innerText()).trim();
      assert.equal(await shareOf(1), '100%');
      assert.equal(await shareOf(HALF - 1), '100%');
      assert.equal(await shareOf(PAGES), '0%');
      await expectAccessible(page, 'an issue’s Stats page');
    }),
  );
});
