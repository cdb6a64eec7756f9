// Publishing journey in a real browser: sign up, upload a book whose first issue has three
// pages (reordered with @hello-pangea/dnd's keyboard sensor before the upload), read it,
// add a second issue, then delete that issue again.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { appUrl, waitForText, withPage } from '../browser.mjs';

const unique = Date.now().toString(36);
const account = {
  firstName: 'Pat',
  lastName: 'Publisher',
  username: `pat_${unique}`,
  email: `pat.${unique}@example.com`,
  password: 'a long enough password',
};
const book = {
  title: `Keyboard Heroes ${unique}`,
  description: 'Three solid colours that must keep the order they were given.',
};
const slug = book.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const firstIssue = { title: 'The First Shuffle', description: 'Red, green and blue, reordered.' };
const secondIssue = { title: 'The Short Return', description: 'Two pages, soon deleted.' };

// Solid-colour images: after the server's re-encoding a page's colour still names it.
const COLOURS = {
  red: { r: 220, g: 20, b: 20 },
  green: { r: 20, g: 200, b: 20 },
  blue: { r: 20, g: 20, b: 220 },
  yellow: { r: 230, g: 220, b: 20 },
  purple: { r: 140, g: 20, b: 160 },
};

let tmpDir;
const files = {};

async function solidPng(name, width, height, colour) {
  const file = path.join(tmpDir, `${name}.png`);
  await sharp({ create: { width, height, channels: 3, background: COLOURS[colour] } })
    .png()
    .toFile(file);
  return file;
}

before(async () => {
  tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'panelhouse-publishing-'));
  files.bookCover = await solidPng('book-cover', 320, 485, 'purple');
  files.issueCover = await solidPng('issue-cover', 320, 485, 'yellow');
  files.issue2Cover = await solidPng('issue-2-cover', 320, 485, 'blue');
  for (const colour of ['red', 'green', 'blue', 'yellow', 'purple']) {
    files[colour] = await solidPng(colour, 600, 900, colour);
  }
  // Covers must be under 1 MB; a solid PNG is a few kilobytes.
  assert.ok((await fs.stat(files.bookCover)).size < 1024 * 1024);
});

after(async () => {
  if (tmpDir) await fs.rm(tmpDir, { recursive: true, force: true });
});

/** The colour name whose reference is nearest to the image's mean colour. */
async function colourOf(buffer) {
  const { channels } = await sharp(buffer).stats();
  const [r, g, b] = channels.map((channel) => channel.mean);
  let best = null;
  let bestDistance = Infinity;
  for (const [name, ref] of Object.entries(COLOURS)) {
    const distance = (r - ref.r) ** 2 + (g - ref.g) ** 2 + (b - ref.b) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [name, distance];
  }
  return best;
}

async function getJson(pathname) {
  const response = await fetch(appUrl(pathname));
  assert.equal(response.status, 200, `GET ${pathname} answered ${response.status}`);
  return response.json();
}

async function download(url) {
  const response = await fetch(new URL(url, appUrl('/')));
  assert.equal(response.status, 200, `GET ${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function signUp(page) {
  await page.goto('/sign-up');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('Username').fill(account.username);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm password').fill(account.password);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await waitForText(page, 'Sign Up successful!');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  await page.getByRole('button', { name: `Account menu for ${account.username}` }).waitFor();
}

/** The file names of the page list, top to bottom, with their 'Page N' labels. */
async function pageListOrder(form) {
  const items = form.getByRole('list', { name: 'Issue pages' }).getByRole('listitem');
  const labels = await items.locator('.page-list__label').allInnerTexts();
  const names = await items.locator('.page-list__name').allInnerTexts();
  return labels.map((label, index) => `${label}: ${names[index]}`);
}

/** Waits until the page list shows exactly `expected` (see pageListOrder). */
async function expectPageList(page, form, expected) {
  try {
    await page.waitForFunction(
      (wanted) => {
        const list = document.querySelector('ol[aria-label="Issue pages"]');
        if (!list) return false;
        const shown = Array.from(list.querySelectorAll('li')).map(
          (item) =>
            `${item.querySelector('.page-list__label')?.textContent}: ` +
            `${item.querySelector('.page-list__name')?.textContent}`,
        );
        return JSON.stringify(shown) === JSON.stringify(wanted);
      },
      expected,
      { timeout: 10_000 },
    );
  } catch (error) {
    assert.deepEqual(await pageListOrder(form), expected, error.message);
  }
}

/** Picks the credited user's roles (the credit fieldset's legend is the username). */
async function creditRoles(form, username, roles) {
  const credit = form
    .getByRole('list', { name: 'Work credits' })
    .getByRole('group', { name: new RegExp(username) });
  for (const role of roles) await credit.getByLabel(role, { exact: true }).check();
}

async function waitForUploadSuccess(page) {
  await page.getByRole('dialog', { name: /^Upload Progress: \d+%$/ }).waitFor();
  await waitForText(page, 'Upload was successful!', { timeout: 60_000 });
}

test('uploads a book with three pages, reorders them, adds an issue and deletes it', (t) =>
  withPage(t, async (page) => {
    await signUp(page);

    // --- upload the book with its first issue ----------------------------------------
    await page.goto('/upload');
    const form = page.getByRole('form', { name: 'Upload a book' });
    await form.getByLabel('Book title').fill(book.title);
    assert.equal(
      await form.getByLabel('URL slug').inputValue(),
      slug,
      'the slug follows the title',
    );
    await form.getByLabel('Book description').fill(book.description);
    await form.getByRole('radio', { name: 'Teen (T)' }).check();
    await form.getByRole('checkbox', { name: 'Action', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Comedy', exact: true }).check();
    await form.getByLabel('Book cover', { exact: true }).setInputFiles(files.bookCover);
    await form.getByRole('img', { name: 'Book cover preview' }).waitFor();

    await form.getByLabel('Issue title').fill(firstIssue.title);
    await form.getByLabel('Issue description').fill(firstIssue.description);
    await form.getByLabel('Issue cover', { exact: true }).setInputFiles(files.issueCover);
    await form.getByRole('img', { name: 'Issue cover preview' }).waitFor();

    // Picked together, the pages keep the picked order.
    await form.getByLabel('Add pages').setInputFiles([files.red, files.green, files.blue]);
    await expectPageList(page, form, ['Page 1: red.png', 'Page 2: green.png', 'Page 3: blue.png']);

    // Keyboard drag and drop: lift 'Page 1' with space, move it down one place, drop it.
    const handle = form.getByRole('button', { name: /^Page 1 red\.png$/ });
    await handle.focus();
    await page.keyboard.press('Space');
    // The library announces the lift in its live region before it accepts moves.
    await page.waitForFunction(() => /lifted/i.test(document.body.textContent ?? ''));
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() =>
      /from position 1\s+to position 2/i.test(document.body.textContent ?? ''),
    );
    await page.keyboard.press('Space');
    await expectPageList(page, form, ['Page 1: green.png', 'Page 2: red.png', 'Page 3: blue.png']);
    const uploadedOrder = ['green', 'red', 'blue'];

    // The uploader is credited already; they still pick their roles.
    await creditRoles(form, account.username, ['Writer', 'Artist']);

    await form.getByRole('button', { name: 'Upload', exact: true }).click();
    await waitForUploadSuccess(page);
    await page.waitForURL(new RegExp(`/details/${slug}/book/\\d+$`), { timeout: 15_000 });
    const bookId = Number(/\/book\/(\d+)$/.exec(new URL(page.url()).pathname)[1]);
    await page.getByRole('heading', { level: 1, name: book.title }).waitFor();
    await waitForText(page, firstIssue.title);

    // --- read issue 1: three pages in the reordered order ----------------------------
    await page.getByRole('link', { name: 'Read Now' }).click();
    await page.waitForURL((url) => url.pathname === `/read/${slug}/book/${bookId}/issue/1`);
    const pageImages = page.getByRole('img', { name: /- Page \d+$/ });
    await pageImages.nth(2).waitFor();
    assert.equal(await pageImages.count(), 3);
    const readerSources = [];
    for (let index = 0; index < 3; index += 1) {
      const image = pageImages.nth(index);
      assert.equal(
        await image.getAttribute('alt'),
        `${book.title} - ${firstIssue.title} - Page ${index + 1}`,
      );
      readerSources.push(await image.getAttribute('src'));
    }

    const read = await getJson(`/api/v1/read/x/book/${bookId}/issue/1`);
    assert.equal(read.totalIssueAssets, 3);
    const assets = [...read.issueAssets].sort((a, b) => a.page_number - b.page_number);
    assert.deepEqual(
      assets.map((asset) => asset.page_number),
      [1, 2, 3],
    );
    // The reader shows the same images as the API, in the same order…
    assert.deepEqual(
      readerSources.map((src) => new URL(src, appUrl('/')).pathname),
      assets.map((asset) => new URL(asset.photo_url, appUrl('/')).pathname),
    );
    // …and they are the uploaded pages in the order they had after the reordering.
    const storedOrder = [];
    for (const asset of assets) storedOrder.push(await colourOf(await download(asset.photo_url)));
    assert.deepEqual(storedOrder, uploadedOrder);

    // --- add issue 2 from the book's page ---------------------------------------------
    await page.getByRole('link', { name: book.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/details/${slug}/book/${bookId}`);
    await page.getByRole('link', { name: 'Add Issue' }).click();
    await page.waitForURL((url) => url.pathname === `/upload-issue/${slug}/book/${bookId}`);
    const issueForm = page.getByRole('form', { name: 'Add an issue' });
    await issueForm.getByLabel('Issue title').fill(secondIssue.title);
    await issueForm.getByLabel('Issue description').fill(secondIssue.description);
    await issueForm.getByLabel('Issue cover', { exact: true }).setInputFiles(files.issue2Cover);
    await issueForm.getByRole('img', { name: 'Issue cover preview' }).waitFor();
    await issueForm.getByLabel('Add pages').setInputFiles([files.yellow, files.purple]);
    await expectPageList(page, issueForm, ['Page 1: yellow.png', 'Page 2: purple.png']);
    // The credits start as the previous issue's: the uploader with both roles.
    const credit = issueForm
      .getByRole('list', { name: 'Work credits' })
      .getByRole('group', { name: new RegExp(account.username) });
    assert.ok(await credit.getByLabel('Writer', { exact: true }).isChecked());
    assert.ok(await credit.getByLabel('Artist', { exact: true }).isChecked());

    await issueForm.getByRole('button', { name: 'Upload Issue' }).click();
    await waitForUploadSuccess(page);
    await page.waitForURL((url) => url.pathname === `/details/${slug}/book/${bookId}/issue/2`, {
      timeout: 15_000,
    });
    await page.getByRole('heading', { level: 1, name: secondIssue.title }).waitFor();
    await waitForText(page, 'Issue #2 of');
    assert.equal((await getJson(`/api/v1/read/x/book/${bookId}/issues`)).issueTotal, 2);

    // --- delete issue 2 from the book's page (the latest issue) ------------------------
    // In-app navigation: the book page must list the new issue, not a cached list.
    await page.getByRole('link', { name: book.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/details/${slug}/book/${bookId}`);
    await waitForText(page, secondIssue.title);
    assert.equal(await page.getByRole('button', { name: 'Delete issue 1' }).count(), 0);
    await page.getByRole('button', { name: 'Delete issue 2' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Are you sure that you want to permanently delete this work?',
    });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === `/profile/${account.username}`, {
      timeout: 30_000,
    });

    const issues = await getJson(`/api/v1/read/x/book/${bookId}/issues`);
    assert.equal(issues.issueTotal, 1);
    assert.deepEqual(
      issues.allIssues.map((issue) => issue.title),
      [firstIssue.title],
    );
    // Issue 2 is gone for readers too.
    const gone = await fetch(appUrl(`/api/v1/read/x/book/${bookId}/issue/2`));
    assert.equal(gone.status, 404);
  }));
