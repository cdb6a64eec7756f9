// Reading journey in a real browser: a creator publishes a two-issue book through the v1 API;
// a reader finds it with the nav search (Advanced Filter: books, a genre chip; then a typo),
// opens it in the reader and then its details page (SEO tags, Bookmark), reads issue 1 and 2
// with the reader's footer and keyboard shortcuts, subscribes to the creator, and a visitor
// sees the bookmark and the subscription on the reader's public profile.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import sharp from 'sharp';
import { launchBrowser, waitForText, withPage } from '../browser.mjs';
import { api, signUpByApi as signUpWithPassword } from '../v1-api.mjs';

const unique = Date.now().toString(36);
const password = 'a long enough password';
const signUpByApi = (who) => signUpWithPassword(who, password);
const creator = {
  firstName: 'Cora',
  lastName: 'Creator',
  username: `cora_${unique}`,
  email: `cora.${unique}@example.com`,
};
const reader = {
  firstName: 'Rex',
  lastName: 'Reader',
  username: `rex_${unique}`,
  email: `rex.${unique}@example.com`,
};
const book = {
  title: `Zephyr Lighthouse ${unique}`,
  description: 'A keeper of a lighthouse on the edge of the world solves quiet mysteries.',
};
const slug = book.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const issues = [
  { title: 'The Dark Lamp', description: 'The lamp goes out.', pages: 3 },
  { title: 'The Returning Tide', description: 'The sea brings something back.', pages: 2 },
];
let bookId;

// --- setup through the v1 API --------------------------------------------------------

async function png(width, height, background) {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return new Blob([buffer], { type: 'image/png' });
}

const credits = (userId) =>
  JSON.stringify([{ user: userId, username: creator.username, credits: ['writer', 'artist'] }]);

/** The issue's text fields, then its cover and pages, appended to `form` in v1's order. */
async function appendIssue(form, issue, userId, shade, bookFields = []) {
  form.append('issueTitle', issue.title);
  form.append('issueDescription', issue.description);
  form.append('workCredits', credits(userId));
  for (const [name, value] of bookFields) form.append(name, value);
  if (bookFields.length > 0) {
    form.append('bookCoverPhoto', await png(320, 485, { r: 20, g: 40, b: 90 }), 'book.png');
  }
  form.append('issueCoverPhoto', await png(320, 485, { r: shade, g: 80, b: 120 }), 'cover.png');
  for (let n = 1; n <= issue.pages; n += 1) {
    const colour = { r: shade, g: (n * 60) % 256, b: 200 };
    form.append('issueAssets', await png(300, 450, colour), `page-${n}.png`);
  }
  return form;
}

before(async () => {
  const { token, id } = await signUpByApi(creator);

  // P2: the book with its first issue (fields in v1's order, the files last).
  const bookForm = new FormData();
  bookForm.append('bookTitle', book.title);
  bookForm.append('bookDescription', book.description);
  bookForm.append('urlSlug', slug);
  bookForm.append('contentRating', 'T');
  await appendIssue(bookForm, issues[0], id, 40, [['genres', JSON.stringify(['mystery'])]]);
  const created = await api('POST', '/publish', { token, form: bookForm });
  bookId = created.book.id;
  assert.equal(created.issueAssets.length, issues[0].pages);

  // P7: the second issue.
  const issueForm = await appendIssue(new FormData(), issues[1], id, 160);
  const added = await api('POST', `/publish/${slug}/book/${bookId}`, { token, form: issueForm });
  assert.equal(added.issue.issue_number, 2);

  await signUpByApi(reader);
});

// --- the browser journey -------------------------------------------------------------

async function logIn(page, account) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: /log ?in/i }).click();
  await waitForText(page, 'Login successful!');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  await page.getByRole('button', { name: `Account menu for ${account.username}` }).waitFor();
}

const searchStatus = (page) =>
  page.getByRole('region', { name: 'Search results' }).getByRole('status');
const bookCard = (page) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: book.title }) });

/** A value of the card's details list, by its term. */
const cardDetail = (card, term) =>
  card
    .locator('dl > div')
    .filter({ has: card.page().getByRole('term').filter({ hasText: term }) })
    .getByRole('definition')
    .textContent();

/** A count in the profile header ('Subscribers' or 'Subscribed'). */
const profileCount = (page, term) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .getByRole('definition')
    .textContent();

async function expectOneBookResult(page) {
  await searchStatus(page).filter({ hasText: '1-1 of 1 Results' }).waitFor();
  const card = bookCard(page);
  await card.waitFor();
  assert.equal(
    await page.getByRole('region', { name: 'Search results' }).getByRole('article').count(),
    1,
  );
  return card;
}

/** The reader's issue-page images, checked against the issue's title and page count. */
async function expectIssuePages(page, issueIndex) {
  const issue = issues[issueIndex];
  await page.getByRole('heading', { level: 1, name: `${book.title}: ${issue.title}` }).waitFor();
  const images = page.getByRole('img', { name: /- Page \d+$/ });
  await images.nth(issue.pages - 1).waitFor({ state: 'attached' });
  assert.equal(await images.count(), issue.pages);
  for (let index = 0; index < issue.pages; index += 1) {
    const image = images.nth(index);
    assert.equal(
      await image.getAttribute('alt'),
      `${book.title} - ${issue.title} - Page ${index + 1}`,
    );
    assert.equal(await image.getAttribute('width'), '300', 'the page keeps its width');
    assert.equal(await image.getAttribute('height'), '450', 'the page keeps its height');
  }
}

async function expectDisabled(footer, label, disabled) {
  const control = footer.getByRole(disabled ? 'button' : 'link', { name: label });
  await control.waitFor();
  if (disabled) assert.ok(await control.isDisabled(), `${label} is disabled`);
  assert.equal(
    await footer.getByRole(disabled ? 'link' : 'button', { name: label }).count(),
    0,
    `${label} is ${disabled ? 'not a link' : 'not a disabled button'}`,
  );
}

const readerPath = (n) => `/read/${slug}/book/${bookId}/issue/${n}`;
const detailsPath = () => `/details/${slug}/book/${bookId}`;

test('searches, opens a book, reads an issue to the end with the footer, bookmarks it and subscribes to its creator', (t) =>
  withPage(t, async (page) => {
    await logIn(page, reader);

    // --- search from the nav box ------------------------------------------------------
    await page.getByRole('button', { name: 'Open search' }).click();
    const navBox = page.getByPlaceholder('What are you look for?');
    await navBox.fill('Lighthouse');
    await navBox.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('q') === 'Lighthouse',
    );
    const searchForm = page.getByRole('search', { name: 'Search comics' });
    assert.equal(await searchForm.getByLabel('Search comics').inputValue(), 'Lighthouse');
    // Issues are searched by default (by their own titles and descriptions).
    await page
      .getByRole('status')
      .filter({ hasText: /Results|No results/ })
      .waitFor();

    // Books, narrowed to Mystery, through the Advanced Filter (closed until asked for).
    const filterToggle = searchForm.getByRole('button', { name: 'Advanced Filter' });
    assert.equal(await filterToggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await searchForm.getByRole('radio', { name: 'Books' }).isVisible(), false);
    await filterToggle.click();
    assert.equal(await filterToggle.getAttribute('aria-expanded'), 'true');
    await searchForm.getByRole('radio', { name: 'Books' }).check();
    await searchForm.getByRole('button', { name: 'Mystery: any' }).click();
    await searchForm.getByRole('button', { name: 'Mystery: included' }).waitFor();
    await searchForm.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => {
      const params = url.searchParams;
      return (
        params.get('search-type') === 'books' &&
        params.get('include') === 'mystery' &&
        params.get('q') === 'Lighthouse'
      );
    });
    let card = await expectOneBookResult(page);
    await card.getByRole('link', { name: creator.username }).waitFor();
    assert.equal(await cardDetail(card, 'Total Issues'), '2');
    assert.equal(
      await cardDetail(card, 'Total Book Pages'),
      String(issues[0].pages + issues[1].pages),
    );

    // Excluding the genre hides the book (the panel stays open after a search).
    assert.equal(await filterToggle.getAttribute('aria-expanded'), 'true');
    await searchForm.getByRole('button', { name: 'Mystery: included' }).click();
    await searchForm.getByRole('button', { name: 'Mystery: excluded' }).waitFor();
    await searchForm.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('exclude') === 'mystery');
    await page.getByRole('status').filter({ hasText: 'No results found' }).waitFor();
    assert.equal(await bookCard(page).count(), 0);

    // A typo (a letter dropped) still finds it, by trigram similarity.
    await page.goto('/search?q=Lighthuse&search-type=books');
    card = await expectOneBookResult(page);

    // The card's title opens the reader at issue 1; the reader's header links to
    // the book's details page.
    await card.getByRole('link', { name: book.title }).click();
    await page.waitForURL((url) => url.pathname === readerPath(1));
    await expectIssuePages(page, 0);
    await page.getByRole('main').getByRole('link', { name: book.title, exact: true }).click();

    // --- the details page -------------------------------------------------------------
    await page.waitForURL((url) => url.pathname === detailsPath());
    await page.getByRole('heading', { level: 1, name: book.title }).waitFor();
    await waitForText(page, issues[1].title);
    // SEO: a description and a preview image for sharing.
    await page.waitForFunction(() =>
      document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
    );
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    assert.equal(description, book.description);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    assert.match(ogImage, /^https?:\/\//, 'og:image is an absolute URL');
    const cover = await fetch(ogImage);
    assert.equal(cover.status, 200, 'og:image can be fetched');
    assert.match(await page.title(), new RegExp(`^${book.title} \\|`));

    // Bookmark it.
    await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await page.getByRole('button', { name: 'Remove Bookmark' }).waitFor();

    // --- read issue 1, then issue 2 with the footer ------------------------------------
    await page.getByRole('link', { name: 'Read Now' }).click();
    await page.waitForURL((url) => url.pathname === readerPath(1));
    await expectIssuePages(page, 0);
    assert.equal(
      await page.title(),
      `Read ${book.title} #1: ${issues[0].title} | Panelhouse Comics`,
    );
    const footer = page.getByRole('navigation', { name: 'Issues' });
    await expectDisabled(footer, 'First issue', true);
    await expectDisabled(footer, 'Prev issue', true);
    await expectDisabled(footer, 'Next issue', false);
    await expectDisabled(footer, 'Last issue', false);
    assert.equal(
      await footer.getByRole('link', { name: 'Last issue' }).getAttribute('href'),
      readerPath(2),
    );

    // Reading to the end: the footer is below the last page.
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('link', { name: 'Next issue' }).click();
    await page.waitForURL((url) => url.pathname === readerPath(2));
    await expectIssuePages(page, 1);
    assert.equal(
      await page.title(),
      `Read ${book.title} #2: ${issues[1].title} | Panelhouse Comics`,
    );
    await expectDisabled(footer, 'First issue', false);
    await expectDisabled(footer, 'Prev issue', false);
    await expectDisabled(footer, 'Next issue', true);
    await expectDisabled(footer, 'Last issue', true);
    assert.equal(
      await footer.getByRole('link', { name: 'Issue 2' }).getAttribute('href'),
      `${detailsPath()}/issue/2`,
    );

    // The keyboard shortcut for the previous issue (published with aria-keyshortcuts).
    const shortcuts = await footer
      .getByRole('link', { name: 'Prev issue' })
      .getAttribute('aria-keyshortcuts');
    assert.ok(shortcuts.split(' ').includes('ArrowLeft'));
    // Focus is on no text field (the shortcuts are off while typing).
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL((url) => url.pathname === readerPath(1));
    await expectIssuePages(page, 0);
    // …and the one for the next issue, then the current-issue link to its details.
    await page.keyboard.press(']');
    await page.waitForURL((url) => url.pathname === readerPath(2));
    await expectIssuePages(page, 1);
    await footer.getByRole('link', { name: 'Issue 2' }).click();
    await page.waitForURL((url) => url.pathname === `${detailsPath()}/issue/2`);
    await page.getByRole('heading', { level: 1, name: issues[1].title }).waitFor();

    // --- subscribe to the creator ------------------------------------------------------
    await page.getByRole('link', { name: creator.username }).first().click();
    await page.waitForURL((url) => url.pathname === `/profile/${creator.username}`);
    await page.getByRole('heading', { level: 1, name: creator.username }).waitFor();
    const subscribers = () => profileCount(page, 'Subscribers');
    assert.equal(await subscribers(), '0');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    // The label and the count come from the same recheck of the profile.
    await page.getByRole('button', { name: 'Unsubscribe' }).waitFor();
    assert.equal(await subscribers(), '1');
    // The creator's Subscribers tab lists the reader.
    await page.getByRole('tab', { name: 'Subscribers' }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: reader.username }).waitFor();

    // --- the reader's public profile, seen by a visitor -------------------------------
    // A separate browser: no token, no shared storage.
    const visitor = await launchBrowser();
    try {
      const anonymous = visitor.page;
      await anonymous.goto(`/profile/${reader.username}`);
      await anonymous.getByRole('heading', { level: 1, name: reader.username }).waitFor();
      assert.equal(await anonymous.evaluate(() => localStorage.getItem('jwtToken')), null);
      assert.equal(await anonymous.getByRole('button', { name: /subscribe/i }).count(), 0);

      await anonymous.getByRole('tab', { name: 'Bookmarks' }).click();
      const bookmark = anonymous
        .getByRole('list', { name: 'Bookmarks' })
        .getByRole('link', { name: book.title });
      await bookmark.waitFor();
      assert.equal(await bookmark.getAttribute('href'), detailsPath());

      await anonymous.getByRole('tab', { name: 'Subscribed' }).click();
      await anonymous.getByRole('tabpanel').getByRole('link', { name: creator.username }).waitFor();
      await waitForText(anonymous, '1 subscriber');
    } finally {
      await visitor.close();
    }
  }));
