// Reading progress and Following in a real browser: a reader reads half an issue, reloads and
// lands on the same page (signed in: kept on the server; a visitor: kept in the browser and
// merged into the account at log-in), sees the book on the home page's "Continue reading"
// shelf and "Continue: Issue N, page P" on its details page; then follows a creator, sees the
// creator's new issue on /following marked unread, opens it, and the marker clears.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import sharp from 'sharp';
import { waitForText, withPage } from '../browser.mjs';
import { api, signUpByApi as signUpWithPassword } from '../v1-api.mjs';

const unique = Date.now().toString(36);
const password = 'a long enough password';
const signUpByApi = (who) => signUpWithPassword(who, password);
const account = (name) => ({
  firstName: name,
  lastName: 'Tester',
  username: `${name.toLowerCase()}_${unique}`,
  email: `${name.toLowerCase()}.${unique}@example.com`,
});
const creator = account('Cleo');
const reader = account('Remy');
const visitor = account('Vera');
const follower = account('Finn');
const book = { title: `Moon Harbor ${unique}`, pages: 8 };
const slug = book.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
let bookId;
let creatorSession;

async function png(width, height, shade) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: shade, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  return new Blob([buffer], { type: 'image/png' });
}

async function issueForm(title, pages, userId, bookFields = []) {
  const form = new FormData();
  for (const [name, value] of bookFields) form.append(name, value);
  form.append('issueTitle', title);
  form.append('issueDescription', `${title}: what happens.`);
  form.append(
    'workCredits',
    JSON.stringify([{ user: userId, username: creator.username, credits: ['writer'] }]),
  );
  if (bookFields.length > 0) form.append('bookCoverPhoto', await png(320, 485, 30), 'book.png');
  form.append('issueCoverPhoto', await png(320, 485, 60), 'cover.png');
  for (let n = 1; n <= pages; n += 1)
    form.append('issueAssets', await png(300, 450, (n * 30) % 256), `page-${n}.png`);
  return form;
}

before(async () => {
  creatorSession = await signUpByApi(creator);
  const form = await issueForm('Low Tide', book.pages, creatorSession.id, [
    ['bookTitle', book.title],
    ['bookDescription', 'A harbour town under two moons.'],
    ['urlSlug', slug],
    ['contentRating', 'T'],
    ['genres', JSON.stringify(['mystery'])],
  ]);
  const created = await api('POST', '/publish', { token: creatorSession.token, form });
  bookId = created.book.id;
  for (const who of [reader, visitor, follower]) await signUpByApi(who);
});

async function logIn(page, who) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: /log ?in/i }).click();
  await waitForText(page, 'Login successful!');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
}

const readerPath = (n) => `/read/${slug}/book/${bookId}/issue/${n}`;
const PAGES = '.reader-pages > li';

async function openIssue(page, n) {
  await page.goto(readerPath(n));
  await page
    .locator(PAGES)
    .nth(book.pages - 1)
    .waitFor({ state: 'attached' });
}

/** Scrolls page `n` of the issue to the top of the window, as a reader's scrolling would. */
async function scrollToPage(page, n) {
  await page.evaluate(
    ([selector, index]) => {
      for (let i = 0; i <= index; i += 1)
        document.querySelectorAll(selector)[i].scrollIntoView({ block: 'start' });
    },
    [PAGES, n - 1],
  );
  // Each step is a scroll event; the reader notes the page on the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
}

/** Waits until page `n` sits at the top of the window (the reader restored it). */
async function expectAtPage(page, n) {
  await page.waitForFunction(
    ([selector, index]) => {
      const top = document.querySelectorAll(selector)[index]?.getBoundingClientRect().top;
      return top !== undefined && Math.abs(top) < 120 && window.scrollY > 0;
    },
    [PAGES, n - 1],
    { timeout: 15_000 },
  );
}

/** Resolves when the reader's next progress report has been answered. */
function progressReported(page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('RecordReadingProgress'),
  );
}

test('a signed-in reader reads half an issue, reloads and lands on the same page; the shelf and the details page offer to continue', (t) =>
  withPage(t, async (page) => {
    await logIn(page, reader);
    // The reader follows the scroll once it knows the stored place, and reports page 1 then;
    // a person scrolls later than that.
    const opened = progressReported(page);
    await openIssue(page, 1);
    await opened;
    await scrollToPage(page, 4);
    // Reloading hides the page: the pending report goes out with keepalive.
    await page.reload();
    await page
      .locator(PAGES)
      .nth(book.pages - 1)
      .waitFor({ state: 'attached' });
    await expectAtPage(page, 4);

    await page.goto('/');
    const shelf = page.getByRole('list', { name: 'Continue reading' });
    await shelf.getByRole('link', { name: new RegExp(book.title) }).waitFor();
    assert.match(await shelf.textContent(), /Issue 1 · page 4/);

    await page.goto(`/details/${slug}/book/${bookId}`);
    const resume = page.getByRole('link', { name: 'Continue: Issue 1, page 4' });
    await resume.click();
    await page.waitForURL((url) => url.pathname === readerPath(1));
    await expectAtPage(page, 4);

    // Clearing the history empties the shelf.
    await page.goto('/');
    await page.getByRole('button', { name: 'Clear reading history' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear history' }).click();
    await page.getByRole('heading', { name: 'Continue reading' }).waitFor({ state: 'detached' });
  }));

test('a visitor’s place is kept in the browser and merged into the account at log-in', (t) =>
  withPage(t, async (page) => {
    await openIssue(page, 1);
    await scrollToPage(page, 5);
    // A visitor's place is written to local storage as soon as the reader notes it; on a
    // busy machine that can be a few frames after the scroll, so wait for it before reloading.
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('readingProgress') ?? '[]').some((e) => e.page === 5),
      null,
      { timeout: 15_000 },
    );
    await page.reload();
    await page
      .locator(PAGES)
      .nth(book.pages - 1)
      .waitFor({ state: 'attached' });
    await expectAtPage(page, 5);

    await logIn(page, visitor);
    const shelf = page.getByRole('list', { name: 'Continue reading' });
    await shelf.getByRole('link', { name: new RegExp(book.title) }).waitFor();
    assert.match(await shelf.textContent(), /Issue 1 · page 5/);
    assert.equal(await page.evaluate(() => localStorage.getItem('readingProgress')), null);
  }));

test('follows a creator and sees the creator’s new issue on /following, unread until opened', (t) =>
  withPage(t, async (page) => {
    await logIn(page, follower);
    await page.goto(`/profile/${creator.username}`);
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.getByRole('button', { name: 'Unsubscribe' }).waitFor();

    const next = await issueForm('High Tide', 2, creatorSession.id);
    await api('POST', `/publish/${slug}/book/${bookId}`, {
      token: creatorSession.token,
      form: next,
    });

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Following' })
      .click();
    await page.waitForURL((url) => url.pathname === '/following');
    const list = page.getByRole('list', { name: 'New issues from creators you follow' });
    const newest = list.getByRole('listitem').first();
    await newest.getByText(`${book.title} #2: High Tide`).waitFor();
    await newest.getByText('Unread', { exact: true }).waitFor();

    // Opening the issue reports its first page at once, which clears the marker.
    const reported = progressReported(page);
    await newest.getByRole('link', { name: `${book.title} #2: High Tide` }).click();
    await page.waitForURL((url) => url.pathname === readerPath(2));
    await page.locator(PAGES).nth(1).waitFor({ state: 'attached' });
    await reported;
    await page.goto('/following');
    const first = page
      .getByRole('list', { name: 'New issues from creators you follow' })
      .getByRole('listitem')
      .first();
    await first.getByText(`${book.title} #2: High Tide`).waitFor();
    assert.equal(await first.getByText('Unread', { exact: true }).count(), 0);
  }));
