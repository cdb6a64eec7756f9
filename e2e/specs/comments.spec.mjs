// Comments in a real browser: a reader comments on a page of an issue (with a spoiler and a
// link), the reader shows a marker beside that page, another reader replies and likes, and the
// creator pins, hides and blocks. Markup in a comment stays text; links carry the ugc rel.
// The data: a creator publishes a one-issue book through the v1 API; the readers sign up there.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import sharp from 'sharp';
import { waitForText, withPage } from '../browser.mjs';
import { api, signUpByApi } from '../v1-api.mjs';

const unique = Date.now().toString(36);
const password = 'a long enough password';
const signUp = (who) => signUpByApi(who, password);
const account = (first, name) => ({
  firstName: first,
  lastName: 'Commenter',
  username: `${name}_${unique}`,
  email: `${name}.${unique}@example.com`,
});
const creator = account('Cora', 'cora');
const reader = account('Rafe', 'rafe');
const replier = account('Ines', 'ines');
const book = {
  title: `Paper Lanterns ${unique}`,
  // No word another spec searches for (the specs share one app).
  description: 'Lanterns float over a river town on the night of the festival.',
};
const slug = book.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
let bookId;

const png = async (width, height, background) =>
  new Blob(
    [
      await sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    ],
    { type: 'image/png' },
  );

before(async () => {
  const { token, id } = await signUp(creator);
  const form = new FormData();
  form.append('bookTitle', book.title);
  form.append('bookDescription', book.description);
  form.append('urlSlug', slug);
  form.append('contentRating', 'G');
  form.append('issueTitle', 'Festival Night');
  form.append('issueDescription', 'Festival Night: the lanterns rise.');
  form.append(
    'workCredits',
    JSON.stringify([{ user: id, username: creator.username, credits: ['writer'] }]),
  );
  form.append('genres', JSON.stringify(['drama']));
  form.append('bookCoverPhoto', await png(320, 485, { r: 200, g: 80, b: 40 }), 'book.png');
  form.append('issueCoverPhoto', await png(320, 485, { r: 180, g: 90, b: 50 }), 'cover.png');
  for (let n = 1; n <= 3; n += 1)
    form.append('issueAssets', await png(300, 450, { r: 60 * n, g: 90, b: 120 }), `page-${n}.png`);
  const created = await api('POST', '/publish', { token, form });
  bookId = created.book.id;
  await signUp(reader);
  await signUp(replier);
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

const details = () => `/details/${slug}/book/${bookId}/issue/1`;
const comments = (page) => page.getByRole('region', { name: /^Comments/ });

test('a reader comments on page 2 (spoiler, link, markup); the reader marks the page', (t) =>
  withPage(t, async (page) => {
    await logIn(page, reader);
    await page.goto(details());
    const section = comments(page);
    await section
      .getByRole('textbox', { name: 'Add a comment' })
      .fill('<img src=x onerror=alert(1)> The lantern on https://example.com/lanterns is the best');
    await section.getByRole('checkbox', { name: 'Spoiler' }).check();
    await section.getByRole('combobox').selectOption('2');
    await section.getByRole('button', { name: 'Post' }).click();
    const article = section.getByRole('article', { name: `Comment by ${reader.username}` });
    await article.getByRole('button', { name: 'Show spoiler' }).click();
    await waitForText(page, '<img src=x onerror=alert(1)>');
    assert.equal(await page.locator('img[src="x"]').count(), 0);
    const link = article.getByRole('link', { name: 'https://example.com/lanterns' });
    assert.equal(await link.getAttribute('rel'), 'nofollow ugc noopener');

    await page.goto(`/read/${slug}/book/${bookId}/issue/1`);
    const marker = page.getByRole('link', { name: '1 comment on page 2' });
    await marker.click();
    await page.waitForURL((url) => url.searchParams.get('commentsPage') === '2');
    await waitForText(page, 'Comments about page 2.');
  }));

test('another reader likes and replies', (t) =>
  withPage(t, async (page) => {
    await logIn(page, replier);
    await page.goto(details());
    const first = comments(page).getByRole('article', { name: `Comment by ${reader.username}` });
    await first.getByRole('button', { name: 'Like (0)' }).click();
    await first.getByRole('button', { name: 'Liked (1)' }).waitFor();
    await first.getByRole('button', { name: 'Reply' }).click();
    await page.getByRole('textbox', { name: `Reply to ${reader.username}` }).fill('Agreed!');
    await page.getByRole('button', { name: 'Reply', exact: true }).last().click();
    await waitForText(page, 'Agreed!');
  }));

test('the creator hides the reply, pins the comment and blocks its author', (t) =>
  withPage(t, async (page) => {
    await logIn(page, creator);
    await page.goto(details());
    const section = comments(page);
    const reply = section.getByRole('article', { name: `Comment by ${replier.username}` });
    await reply.getByRole('button', { name: 'Hide' }).click();
    await reply.getByRole('button', { name: 'Unhide' }).waitFor();
    const top = section.getByRole('article', { name: `Comment by ${reader.username}` });
    await top.getByRole('button', { name: 'Pin' }).click();
    await top.getByText('Pinned').waitFor();
    await top.getByRole('button', { name: `Block ${reader.username}` }).click();
    await top.getByRole('button', { name: 'Unpin' }).waitFor();
  }));

test('the blocked reader can no longer comment and does not see the hidden reply', (t) =>
  withPage(t, async (page) => {
    await logIn(page, reader);
    await page.goto(details());
    await waitForText(page, 'You cannot comment on this work.');
    assert.equal(await page.getByText('Agreed!').count(), 0, 'the hidden reply is not shown');
  }));
