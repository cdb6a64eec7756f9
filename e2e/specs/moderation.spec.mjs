// Moderation in a real browser: a reader reports a creator (profile page) and the creator's
// book (GraphQL, as a tool would); the first
// moderator is made with the admin command against the running server's database (the
// command finds the embedded PostgreSQL through $DATA_DIR); the moderator opens /moderation,
// removes the book with a reason, and the creator gets the decision mail (the file outbox in
// $DATA_DIR/mail) whose signed link opens the appeal form without logging in. A reader who
// opens /moderation gets the "Moderators only" page.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { before, test } from 'node:test';
import sharp from 'sharp';
import { appUrl, DATA_DIR, waitForText, withPage } from '../browser.mjs';
import { api, signUpByApi } from '../v1-api.mjs';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const unique = Date.now().toString(36);
const password = 'a long enough password';
const signUp = (who) => signUpByApi(who, password);
const account = (name) => ({
  firstName: name,
  lastName: 'Tester',
  username: `${name.toLowerCase()}_${unique}`,
  email: `${name.toLowerCase()}.${unique}@example.com`,
});
const creator = account('Cora');
const reader = account('Rudi');
const moderator = account('Mona');
const book = { title: `Copied Cats ${unique}`, description: 'Cats that look very familiar.' };
const slug = book.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
let bookId;

async function graphql(query, variables, token) {
  const response = await fetch(appUrl('/graphql'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

const png = async (width, height, background) =>
  new Blob(
    [
      await sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    ],
    { type: 'image/png' },
  );

async function logIn(page, who) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: /log ?in/i }).click();
  await waitForText(page, 'Login successful!');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
}

/** The .eml files of the outbox addressed to `email`, newest last. */
function mailsTo(email) {
  const dir = path.join(DATA_DIR, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((raw) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(raw))
    .map((raw) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}

let creatorAccount;
let readerAccount;
before(async () => {
  creatorAccount = await signUp(creator);
  readerAccount = await signUp(reader);
  await signUp(moderator);
  const form = new FormData();
  form.append('bookTitle', book.title);
  form.append('bookDescription', book.description);
  form.append('urlSlug', slug);
  form.append('contentRating', 'G');
  form.append('genres', JSON.stringify(['comedy']));
  form.append('bookCoverPhoto', await png(320, 485, { r: 30, g: 60, b: 90 }), 'book.png');
  form.append('issueTitle', 'Whiskers');
  form.append('issueDescription', 'Whiskers: the story starts.');
  form.append(
    'workCredits',
    JSON.stringify([{ user: creatorAccount.id, username: creator.username, credits: ['writer'] }]),
  );
  form.append('issueCoverPhoto', await png(320, 485, { r: 90, g: 60, b: 30 }), 'cover.png');
  form.append('issueAssets', await png(300, 450, { r: 40, g: 100, b: 160 }), 'page-1.png');
  const created = await api('POST', '/publish', { token: creatorAccount.token, form });
  bookId = created.book.id;
  // The first moderator, made by the operator's command on the running server's database.
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'admin', '--', 'grant', 'moderator', moderator.email],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR },
    },
  );
  assert.match(stdout, /is now moderator/);
});

test('a reader reports the creator on their profile and the book through the API', (t) =>
  withPage(t, async (page) => {
    await logIn(page, reader);
    await page.goto(`/profile/${creator.username}`);
    await page.getByRole('button', { name: 'Report this user' }).click();
    await page.getByLabel('Reason').selectOption('OTHER');
    await page.getByLabel('What is wrong').fill('Posts other artists’ cats as their own.');
    await page.getByRole('button', { name: 'Send report' }).click();
    await waitForText(page, 'Our moderators will look at it.');
    const reported = await graphql(
      `
        mutation ($id: Int!) {
          report(targetType: BOOK, targetId: $id, reason: COPYRIGHT) {
            id
            open
          }
        }
      `,
      { id: bookId },
      readerAccount.token,
    );
    assert.equal(reported.errors, undefined);
    assert.equal(reported.data.report.open, true);
  }));

test('a reader cannot open the queue', (t) =>
  withPage(t, async (page) => {
    await logIn(page, reader);
    await page.goto('/moderation');
    await page.getByRole('heading', { name: 'Moderators only' }).waitFor();
  }));

test('the moderator removes the book from the queue; the creator is told and can appeal', (t) =>
  withPage(t, async (page) => {
    await logIn(page, moderator);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'Moderation' }).click();
    await page.waitForURL((url) => url.pathname === '/moderation');
    const item = page.getByRole('article', { name: `Book: ${book.title}` });
    await item.waitFor();
    await item.getByText('Copyright').waitFor();
    await item.getByLabel('Action').selectOption('REMOVE');
    await item.getByLabel(/Reason/).fill('The cats are copied from another comic.');
    await item.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('article', { name: `Book: ${book.title}` }).waitFor({ state: 'detached' });

    // Readers no longer find the book.
    const gone = await graphql(
      `
        query ($id: Int!) {
          book(id: $id) {
            id
          }
        }
      `,
      { id: bookId },
    );
    assert.equal(gone.data.book, null);

    // The creator's decision mail, and its link opens the appeal form without logging in.
    let mails = [];
    for (let i = 0; i < 100 && mails.length === 0; i += 1) {
      mails = mailsTo(creator.email);
      if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.ok(mails.length > 0, 'the creator got no decision mail');
    const mail = mails[mails.length - 1];
    assert.match(mail, /The cats are copied from another comic\./);
    const link = /\/appeal\/(\d+\.[A-Za-z0-9_-]{43})/.exec(mail);
    assert.ok(link, 'the mail has no appeal link');
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`/appeal/${link[1]}`);
    await waitForText(page, "The moderator's reason: The cats are copied from another comic.");
    await page.getByLabel(/Your appeal/).fill('I drew every cat myself; sketches on request.');
    await page.getByRole('button', { name: 'Send appeal' }).click();
    await waitForText(page, 'A moderator will read your appeal.');
  }));
