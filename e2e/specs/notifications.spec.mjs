// Notifications in a real browser: a reader subscribes to a creator; the creator publishes a
// new issue; the reader's bell shows one unread notification, the /notifications page lists
// it as unread, opening it goes to the reader and marks it read, and "Mark all read" clears a
// second one. Then the reader turns a kind off in the e-mail digest settings and the choice
// stays after a reload.
// Its words stay clear of the other journeys' searches (reading.spec.mjs looks for a lighthouse).
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
const creator = account('Nora');
const reader = account('Bell');
const book = { title: `Lantern Row ${unique}` };
const slug = book.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
let bookId;
let creatorSession;

async function png(width, height, shade) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: shade, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  return new Blob([buffer], { type: 'image/png' });
}

async function issueForm(title, bookFields = []) {
  const form = new FormData();
  for (const [name, value] of bookFields) form.append(name, value);
  form.append('issueTitle', title);
  form.append('issueDescription', `${title}: what happens.`);
  form.append(
    'workCredits',
    JSON.stringify([{ user: creatorSession.id, username: creator.username, credits: ['writer'] }]),
  );
  if (bookFields.length > 0) form.append('bookCoverPhoto', await png(320, 485, 30), 'book.png');
  form.append('issueCoverPhoto', await png(320, 485, 60), 'cover.png');
  for (let n = 1; n <= 2; n += 1)
    form.append('issueAssets', await png(300, 450, (n * 40) % 256), `page-${n}.png`);
  return form;
}

const publishIssue = async (title) =>
  api('POST', `/publish/${slug}/book/${bookId}`, {
    token: creatorSession.token,
    form: await issueForm(title),
  });

before(async () => {
  creatorSession = await signUpByApi(creator);
  const created = await api('POST', '/publish', {
    token: creatorSession.token,
    form: await issueForm('First Glow', [
      ['bookTitle', book.title],
      ['bookDescription', 'Lamps and the people who tend them.'],
      ['urlSlug', slug],
      ['contentRating', 'T'],
      ['genres', JSON.stringify(['drama'])],
    ]),
  });
  bookId = created.book.id;
  const readerSession = await signUpByApi(reader);
  await api('POST', `/subscribe/add/publisher/${creatorSession.id}`, {
    token: readerSession.token,
  });
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

const bell = (page, name) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/**
 * The notice is recorded by a job: reload until the bell shows `name` (the bell polls too).
 * After each load the bell (its own chunk) and its count get a few seconds to arrive.
 */
async function waitForBell(page, name, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    try {
      await bell(page, name).waitFor({ timeout: 3000 });
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs)
        throw new Error(`the bell never said "${name}"`, { cause: error });
    }
    await page.reload();
  }
}

test('a new issue from a followed creator rings the bell; opening it marks it read; mark all read clears the rest', (t) =>
  withPage(t, async (page) => {
    await logIn(page, reader);
    await bell(page, 'Notifications').waitFor();

    await publishIssue('Second Glow');
    await waitForBell(page, 'Notifications, 1 unread');
    await bell(page, 'Notifications, 1 unread').click();
    await page.waitForURL((url) => url.pathname === '/notifications');

    const list = page.getByRole('list', { name: 'Notifications' });
    const newest = list.getByRole('listitem').first();
    const entry = newest.getByRole('link', {
      name: `${creator.username} published ${book.title} #2: Second Glow`,
    });
    await entry.waitFor();
    await newest.getByText('Unread', { exact: true }).waitFor();

    await entry.click();
    await page.waitForURL((url) => url.pathname === `/read/${slug}/book/${bookId}/issue/2`);
    await bell(page, 'Notifications').waitFor();

    await page.goto('/notifications');
    await list.getByRole('listitem').first().waitFor();
    assert.equal(await list.getByText('Unread', { exact: true }).count(), 0);

    await publishIssue('Third Glow');
    await waitForBell(page, 'Notifications, 1 unread');
    await list.getByText('Unread', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await bell(page, 'Notifications').waitFor();
    assert.equal(await list.getByText('Unread', { exact: true }).count(), 0);
  }));

test('a kind turned off in the e-mail digest settings stays off', (t) =>
  withPage(t, async (page) => {
    await logIn(page, reader);
    await page.goto(`/profile/${reader.username}/edit`);
    const liked = page.getByRole('checkbox', { name: 'Likes on your comments' });
    await liked.waitFor();
    assert.equal(await liked.isChecked(), true);
    await liked.uncheck();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.reload();
    await liked.waitFor();
    assert.equal(await liked.isChecked(), false);
    assert.equal(
      await page.getByRole('checkbox', { name: 'Replies to your comments' }).isChecked(),
      true,
    );
  }));
