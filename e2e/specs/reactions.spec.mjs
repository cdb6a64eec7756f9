// Likes and ratings in a real browser: a reader likes an issue on its details page (the count
// and the pressed state change at once and survive a reload), takes the like back from the
// reader's end-of-issue card, rates the book with the keyboard and changes the rating; a
// visitor who presses Like is sent to log in; the creator sees the figures without controls;
// search sorted by "Most popular" puts the liked and rated book first.
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
const creator = account('Carla');
const reader = account('Rafe');
const books = [
  { title: `Quiet Lake ${unique}`, genre: 'drama' },
  { title: `Loud Harbor ${unique}`, genre: 'drama' },
];
const slugOf = (title) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
let creatorSession;

async function png(width, height, shade) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: shade, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  return new Blob([buffer], { type: 'image/png' });
}

async function publishBook(book, userId) {
  const form = new FormData();
  form.append('bookTitle', book.title);
  form.append('bookDescription', `${book.title}: a story.`);
  form.append('urlSlug', slugOf(book.title));
  form.append('contentRating', 'T');
  form.append('genres', JSON.stringify([book.genre]));
  form.append('issueTitle', 'Opening');
  form.append('issueDescription', 'Where it starts.');
  form.append(
    'workCredits',
    JSON.stringify([{ user: userId, username: creator.username, credits: ['writer'] }]),
  );
  form.append('bookCoverPhoto', await png(320, 485, 30), 'book.png');
  form.append('issueCoverPhoto', await png(320, 485, 60), 'cover.png');
  for (let n = 1; n <= 2; n += 1)
    form.append('issueAssets', await png(300, 450, n * 70), `page-${n}.png`);
  const created = await api('POST', '/publish', { token: creatorSession.token, form });
  book.id = created.book.id;
  book.slug = slugOf(book.title);
}

before(async () => {
  creatorSession = await signUpByApi(creator);
  for (const book of books) await publishBook(book, creatorSession.id);
  await signUpByApi(reader);
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

const issueDetails = (book) => `/details/${book.slug}/book/${book.id}/issue/1`;
const bookDetails = (book) => `/details/${book.slug}/book/${book.id}`;

test('a visitor who presses Like is sent to log in', (t) =>
  withPage(t, async (page) => {
    await page.goto(issueDetails(books[1]));
    await page.getByRole('button', { name: 'Log in to like this issue, 0 likes' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  }));

test('a reader likes an issue, the like survives a reload and can be taken back from the end card', (t) =>
  withPage(t, async (page) => {
    await logIn(page, reader);
    await page.goto(issueDetails(books[1]));
    const like = page.getByRole('button', { name: /^Like this issue/ });
    await like.waitFor();
    assert.equal(await like.getAttribute('aria-pressed'), 'false');
    await like.click();
    await page.getByRole('button', { name: 'Like this issue, 1 like' }).waitFor();
    assert.equal(await like.getAttribute('aria-pressed'), 'true');

    await page.reload();
    const again = page.getByRole('button', { name: 'Like this issue, 1 like' });
    await again.waitFor();
    assert.equal(await again.getAttribute('aria-pressed'), 'true');

    await page.goto(`/read/${books[1].slug}/book/${books[1].id}/issue/1`);
    const endCard = page.getByRole('region', { name: 'Like this issue' });
    await endCard.scrollIntoViewIfNeeded();
    // Keyboard: focus the button and press Space.
    await endCard.getByRole('button', { name: 'Like this issue, 1 like' }).focus();
    await page.keyboard.press('Space');
    await endCard.getByRole('button', { name: 'Like this issue, 0 likes' }).waitFor();
    // Like it again for the popularity check below.
    await page.keyboard.press('Space');
    await endCard.getByRole('button', { name: 'Like this issue, 1 like' }).waitFor();
  }));

test('a reader rates a book with the keyboard and changes the rating', (t) =>
  withPage(t, async (page) => {
    await logIn(page, reader);
    await page.goto(bookDetails(books[1]));
    const group = page.getByRole('group', { name: 'Your rating' });
    await group.waitFor();
    await waitForText(page, 'Not rated yet');
    await group.getByRole('radio', { name: '3 stars' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await waitForText(page, '4.0 out of 5 from 1 rating');
    assert.ok(await group.getByRole('radio', { name: '4 stars' }).isChecked());

    await page.reload();
    await waitForText(page, '4.0 out of 5 from 1 rating');
    // A pointer clicks the star (the label of the visually hidden radio).
    await page
      .getByRole('group', { name: 'Your rating' })
      .locator('label', { hasText: '2 stars' })
      .click();
    await waitForText(page, '2.0 out of 5 from 1 rating');
  }));

test('the creator sees the figures without controls', (t) =>
  withPage(t, async (page) => {
    await logIn(page, creator);
    await page.goto(issueDetails(books[1]));
    await waitForText(page, '1 like');
    assert.equal(await page.getByRole('button', { name: /Like this issue/ }).count(), 0);
    await page.goto(bookDetails(books[1]));
    await waitForText(page, 'from 1 rating');
    assert.equal(await page.getByRole('radio').count(), 0);
  }));

test('search sorted by Most popular puts the liked and rated book first, with its figures', (t) =>
  withPage(t, async (page) => {
    await page.goto(`/search?search-type=books&q=${unique}&sort=popular`);
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    assert.match(await cards.first().textContent(), new RegExp(books[1].title));
    assert.match(await cards.first().textContent(), /1 like/);
    assert.match(await cards.nth(1).textContent(), new RegExp(books[0].title));
    assert.match(await cards.nth(1).textContent(), /Not rated yet/);
  }));
