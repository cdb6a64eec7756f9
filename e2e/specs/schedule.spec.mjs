// Scheduled releases in a real browser: a creator uploads a book, then schedules its next
// issue with the keyboard-operable "Release at" field. The creator sees the issue with a
// "Scheduled for" badge; for everyone else the book still has one issue and the issue is 404.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { appUrl, waitForText, withPage } from '../browser.mjs';

const unique = Date.now().toString(36);
const account = {
  firstName: 'Sam',
  lastName: 'Scheduler',
  username: `sam_${unique}`,
  email: `sam.${unique}@example.com`,
  password: 'a long enough password',
};
const bookTitle = `Later Days ${unique}`;
const slug = bookTitle.toLowerCase().replace(/[^a-z0-9]+/g, '-');

let tmpDir;
const files = {};

async function solidPng(name, width, height) {
  const file = path.join(tmpDir, `${name}.png`);
  await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .png()
    .toFile(file);
  return file;
}

before(async () => {
  tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'panelhouse-schedule-'));
  files.cover = await solidPng('cover', 320, 485);
  files.page = await solidPng('page', 600, 900);
});

after(async () => {
  if (tmpDir) await fs.rm(tmpDir, { recursive: true, force: true });
});

const pad = (n) => String(n).padStart(2, '0');
/** A `datetime-local` value in this machine's time zone (the browser's too). */
function localInput(date) {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

async function status(pathname) {
  return (await fetch(appUrl(pathname))).status;
}

async function fillIssue(form, title) {
  await form.getByLabel('Issue title').fill(title);
  await form.getByLabel('Issue description').fill(`${title}, in short.`);
  await form.getByLabel('Issue cover', { exact: true }).setInputFiles(files.cover);
  await form.getByRole('img', { name: 'Issue cover preview' }).waitFor();
  await form.getByLabel('Add pages').setInputFiles([files.page]);
}

async function waitForUploadSuccess(page) {
  await waitForText(page, 'Upload was successful!', { timeout: 60_000 });
}

test('a creator schedules the next issue; only they see it until its time', (t) =>
  withPage(t, async (page) => {
    await page.goto('/sign-up');
    const signUp = page.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('First name').fill(account.firstName);
    await signUp.getByLabel('Last name').fill(account.lastName);
    await signUp.getByLabel('Username').fill(account.username);
    await signUp.getByLabel('Email').fill(account.email);
    await signUp.getByLabel('Password', { exact: true }).fill(account.password);
    await signUp.getByLabel('Confirm password').fill(account.password);
    await signUp.getByRole('button', { name: 'Sign Up' }).click();
    await waitForText(page, 'Sign Up successful!');
    await page.getByRole('button', { name: `Account menu for ${account.username}` }).waitFor();

    // --- a book with its first issue (released at once) ------------------------------
    await page.goto('/upload');
    const form = page.getByRole('form', { name: 'Upload a book' });
    await form.getByLabel('Book title').fill(bookTitle);
    await form.getByLabel('Book description').fill('Some issues come later.');
    await form.getByRole('radio', { name: 'Teen (T)' }).check();
    await form.getByRole('checkbox', { name: 'Action', exact: true }).check();
    await form.getByLabel('Book cover', { exact: true }).setInputFiles(files.cover);
    await form.getByRole('img', { name: 'Book cover preview' }).waitFor();
    await fillIssue(form, 'Today');
    await form
      .getByRole('list', { name: 'Work credits' })
      .getByRole('group', { name: new RegExp(account.username) })
      .getByLabel('Writer', { exact: true })
      .check();
    await form.getByRole('button', { name: 'Upload', exact: true }).click();
    await waitForUploadSuccess(page);
    await page.waitForURL(new RegExp(`/details/${slug}/book/\\d+$`), { timeout: 15_000 });
    const bookId = Number(/\/book\/(\d+)$/.exec(new URL(page.url()).pathname)[1]);

    // --- schedule issue 2, the release time typed with the keyboard ----------------------
    await page.getByRole('link', { name: 'Add Issue' }).click();
    await page.waitForURL((url) => url.pathname === `/upload-issue/${slug}/book/${bookId}`);
    const issueForm = page.getByRole('form', { name: 'Add an issue' });
    await fillIssue(issueForm, 'Next Month');
    const releaseAt = issueForm.getByLabel('Release at (optional)');
    assert.equal(await releaseAt.getAttribute('type'), 'datetime-local');
    const description = await releaseAt.getAttribute('aria-describedby');
    assert.match(
      await page.locator(`[id="${description}"]`).innerText(),
      /Your time zone: /,
      'the hint names the time zone',
    );
    const when = new Date(Date.now() + 30 * 24 * 3_600_000);
    when.setSeconds(0, 0);
    await releaseAt.fill(localInput(when));
    await issueForm.getByRole('button', { name: 'Upload Issue' }).click();
    await waitForUploadSuccess(page);
    await page.waitForURL((url) => url.pathname === `/details/${slug}/book/${bookId}/issue/2`, {
      timeout: 15_000,
    });

    // The creator sees it, marked as scheduled on the book's page.
    await page.goto(`/details/${slug}/book/${bookId}`);
    await waitForText(page, 'Next Month');
    const badge = page.locator('.issue-list .badge--scheduled');
    await badge.waitFor();
    assert.match(await badge.innerText(), /^Scheduled for /);
    assert.equal(await badge.locator('time').getAttribute('datetime'), when.toISOString());

    // Everyone else: one issue, and issue 2 does not exist yet.
    const issues = await (await fetch(appUrl(`/api/v1/read/x/book/${bookId}/issues`))).json();
    assert.equal(issues.issueTotal, 1);
    assert.equal(await status(`/api/v1/read/x/book/${bookId}/issue/2`), 404);
    assert.equal(await status(`/api/v1/read/x/book/${bookId}/issue/1`), 200);
    const feed = await (await fetch(appUrl(`/feeds/books/${bookId}.atom`))).text();
    assert.ok(feed.includes('Today') && !feed.includes('Next Month'));
  }));
