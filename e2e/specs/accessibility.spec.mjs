// Accessibility in a real browser: axe-core (node_modules/axe-core) runs on the reader (with
// the transcript shown, the settings panel open and the end-of-issue card), the details page,
// the search page with results and the upload page (with a page added and described). No
// serious or critical violation may remain; every violation found is logged with its impact.
// The data: a creator publishes a two-issue book through the v1 API and describes its pages
// through the v1 page-text route (P15).
import { before, test } from 'node:test';
import sharp from 'sharp';
import { expectAccessible } from '../axe.mjs';
import { waitForText, withPage } from '../browser.mjs';
import { api, signUpByApi } from '../v1-api.mjs';

const unique = Date.now().toString(36);
const password = 'a long enough password';
const signUp = (who) => signUpByApi(who, password);
const creator = {
  firstName: 'Alma',
  lastName: 'Artist',
  username: `alma_${unique}`,
  email: `alma.${unique}@example.com`,
};
const reader = {
  firstName: 'Lena',
  lastName: 'Looker',
  username: `lena_${unique}`,
  email: `lena.${unique}@example.com`,
};
const book = {
  title: `Quiet Harbour ${unique}`,
  // No word another spec searches for (the specs share one app): 'lighthouse' is taken.
  description: 'Boats, fog and a harbour keeper who listens to the sea.',
};
const slug = book.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
let bookId;

async function pngBuffer(width, height, background) {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}
const png = async (width, height, background) =>
  new Blob([await pngBuffer(width, height, background)], { type: 'image/png' });

async function issueForm(form, title, userId, pages, bookCover) {
  form.append('issueTitle', title);
  form.append('issueDescription', `${title}: the story goes on.`);
  form.append(
    'workCredits',
    JSON.stringify([{ user: userId, username: creator.username, credits: ['writer'] }]),
  );
  if (bookCover) {
    form.append('genres', JSON.stringify(['drama']));
    form.append('bookCoverPhoto', await png(320, 485, { r: 30, g: 60, b: 90 }), 'book.png');
  }
  form.append('issueCoverPhoto', await png(320, 485, { r: 90, g: 60, b: 30 }), 'cover.png');
  for (let n = 1; n <= pages; n += 1)
    form.append('issueAssets', await png(300, 450, { r: 40 * n, g: 100, b: 160 }), `page-${n}.png`);
  return form;
}

let creatorAccount;
before(async () => {
  creatorAccount = await signUp(creator);
  const { token, id } = creatorAccount;
  const form = new FormData();
  form.append('bookTitle', book.title);
  form.append('bookDescription', book.description);
  form.append('urlSlug', slug);
  form.append('contentRating', 'G');
  const created = await api('POST', '/publish', {
    token,
    form: await issueForm(form, 'Fog Bank', id, 2, true),
  });
  bookId = created.book.id;
  await api('POST', `/publish/${slug}/book/${bookId}`, {
    token,
    form: await issueForm(new FormData(), 'Low Tide', id, 2, false),
  });
  await api('PATCH', `/publish/${slug}/book/${bookId}/issue/1/issue-asset-texts`, {
    token,
    json: {
      pages: [
        {
          page_number: 1,
          alt_text: 'A small boat drifts into a fog bank beside the harbour wall.',
          transcript: 'KEEPER: Who goes there?\nSFX: foghorn BWOOOM',
        },
      ],
    },
  });
  await signUp(reader);
});

async function logIn(page, account) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: /log ?in/i }).click();
  await waitForText(page, 'Login successful!');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
}

test('the reader (transcript, settings, end card) passes axe', (t) =>
  withPage(t, async (page) => {
    await logIn(page, reader);
    await page.goto(`/read/${slug}/book/${bookId}/issue/1`);
    const first = page.getByRole('img', {
      name: 'A small boat drifts into a fog bank beside the harbour wall.',
    });
    await first.waitFor();
    await page.getByRole('button', { name: 'Transcript' }).click();
    await waitForText(page, 'KEEPER: Who goes there?');
    await page.getByRole('button', { name: 'Reader settings' }).click();
    await page.getByRole('group', { name: 'Reader settings' }).waitFor();
    await page
      .getByRole('region', { name: 'Up next' })
      .getByRole('link', { name: 'Read next' })
      .waitFor();
    await expectAccessible(page, 'reader');

    // The latest issue: caught up, with Subscribe and Bookmark.
    await page.keyboard.press('n');
    await page.waitForURL((url) => url.pathname.endsWith('/issue/2'));
    const end = page.getByRole('region', { name: "You're caught up" });
    await end.getByRole('button', { name: 'Subscribe' }).waitFor();
    await expectAccessible(page, 'reader (latest issue)');
  }));

test('the details page passes axe', (t) =>
  withPage(t, async (page) => {
    await logIn(page, reader);
    await page.goto(`/details/${slug}/book/${bookId}`);
    await page.getByRole('heading', { level: 1, name: book.title }).waitFor();
    await page.getByRole('button', { name: 'Bookmark' }).waitFor();
    await expectAccessible(page, 'details');
  }));

test('the search page passes axe', (t) =>
  withPage(t, async (page) => {
    await page.goto(`/search?q=${encodeURIComponent('Quiet Harbour')}&search-type=books`);
    await page
      .getByRole('region', { name: 'Search results' })
      .getByRole('article')
      .first()
      .waitFor();
    await expectAccessible(page, 'search');
  }));

test('the upload page (a page added and described) passes axe', (t) =>
  withPage(t, async (page) => {
    await logIn(page, creator);
    await page.goto('/upload');
    const form = page.getByRole('form').first();
    await form.waitFor();
    await expectAccessible(page, 'upload (empty)');
    await page.getByLabel('Add pages').setInputFiles({
      name: 'page-1.png',
      mimeType: 'image/png',
      buffer: await pngBuffer(300, 450, { r: 10, g: 20, b: 30 }),
    });
    const item = page.getByTestId('page-item').first();
    await item.waitFor();
    await item.getByText('Describe page 1').click();
    await item.getByLabel('Alt text').fill('A harbour at dawn.');
    await expectAccessible(page, 'upload (page described)');
  }));
