// CBZ import in a real browser: sign up, upload a book whose first issue comes from one
// .cbz (pages p10, p2, p1 in the file; ComicInfo.xml with a title, a summary and a writer
// who is no Panelhouse user), check the server's preview on the form, publish, and read
// the pages back in natural order (p1, p2, p10).
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import yazl from 'yazl';
import { appUrl, waitForText, withPage } from '../browser.mjs';

const unique = Date.now().toString(36);
const account = {
  firstName: 'Cora',
  lastName: 'Archivist',
  username: `cora_${unique}`,
  email: `cora.${unique}@example.com`,
  password: 'a long enough password',
};
const bookTitle = `Zipped Tales ${unique}`;
const slug = bookTitle.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const COLOURS = {
  red: { r: 220, g: 20, b: 20 },
  green: { r: 20, g: 200, b: 20 },
  blue: { r: 20, g: 20, b: 220 },
  purple: { r: 140, g: 20, b: 160 },
};

let tmpDir;
const files = {};

const solid = (width, height, colour) =>
  sharp({ create: { width, height, channels: 3, background: COLOURS[colour] } })
    .png()
    .toBuffer();

async function zip(entries) {
  const archive = new yazl.ZipFile();
  for (const [name, data] of entries) archive.addBuffer(Buffer.from(data), name);
  archive.end();
  const chunks = [];
  for await (const chunk of archive.outputStream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

before(async () => {
  tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'panelhouse-cbz-'));
  files.cover = path.join(tmpDir, 'cover.png');
  await fs.writeFile(files.cover, await solid(320, 485, 'purple'));
  files.cbz = path.join(tmpDir, 'zipped-tales-1.cbz');
  await fs.writeFile(
    files.cbz,
    await zip([
      ['pages/p10.png', await solid(600, 900, 'blue')],
      ['pages/p2.png', await solid(600, 900, 'green')],
      ['pages/p1.png', await solid(600, 900, 'red')],
      [
        'ComicInfo.xml',
        `<?xml version="1.0"?><ComicInfo><Title>Unzipped</Title>` +
          `<Summary>Pages from an archive.</Summary><Writer>Nobody Known</Writer></ComicInfo>`,
      ],
    ]),
  );
});

after(async () => {
  if (tmpDir) await fs.rm(tmpDir, { recursive: true, force: true });
});

async function colourOf(url) {
  const response = await fetch(new URL(url, appUrl('/')));
  assert.equal(response.status, 200);
  const { channels } = await sharp(Buffer.from(await response.arrayBuffer())).stats();
  const [r, g, b] = channels.map((c) => c.mean);
  let best = null;
  let bestDistance = Infinity;
  for (const [name, ref] of Object.entries(COLOURS)) {
    const distance = (r - ref.r) ** 2 + (g - ref.g) ** 2 + (b - ref.b) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [name, distance];
  }
  return best;
}

test('uploads a book whose first issue is a .cbz: preview, prefill, natural page order', (t) =>
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
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

    await page.goto('/upload');
    const form = page.getByRole('form', { name: 'Upload a book' });
    await form.getByLabel('Book title').fill(bookTitle);
    await form.getByLabel('Book description').fill('A book made from a comic archive.');
    await form.getByRole('radio', { name: 'Teen (T)' }).check();
    await form.getByRole('checkbox', { name: 'Action', exact: true }).check();
    await form.getByLabel('Book cover', { exact: true }).setInputFiles(files.cover);
    await form.getByLabel('Issue cover', { exact: true }).setInputFiles(files.cover);

    await form.getByLabel('Or import a .cbz or .zip').setInputFiles(files.cbz);
    const pages = form.getByRole('list', { name: 'Pages from the archive' });
    await pages.waitFor({ timeout: 30_000 });
    assert.deepEqual(await pages.getByRole('listitem').allInnerTexts(), [
      'p1.png',
      'p2.png',
      'p10.png',
    ]);
    assert.equal(await form.getByLabel('Issue title').inputValue(), 'Unzipped');
    assert.equal(await form.getByLabel('Issue description').inputValue(), 'Pages from an archive.');
    await form
      .getByRole('list', { name: 'Unresolved credits' })
      .getByText('Nobody Known (Writer)')
      .waitFor();

    await form
      .getByRole('list', { name: 'Work credits' })
      .getByRole('group', { name: new RegExp(account.username) })
      .getByLabel('Artist', { exact: true })
      .check();
    await form.getByRole('button', { name: 'Upload', exact: true }).click();
    await waitForText(page, 'Upload was successful!', { timeout: 60_000 });
    await page.waitForURL(new RegExp(`/details/${slug}/book/\\d+$`), { timeout: 15_000 });
    const bookId = Number(/\/book\/(\d+)$/.exec(new URL(page.url()).pathname)[1]);

    const response = await fetch(appUrl(`/api/v1/read/x/book/${bookId}/issue/1`));
    assert.equal(response.status, 200);
    const read = await response.json();
    const assets = [...read.issueAssets].sort((a, b) => a.page_number - b.page_number);
    const colours = [];
    for (const asset of assets) colours.push(await colourOf(asset.photo_url));
    assert.deepEqual(colours, ['red', 'green', 'blue']);
  }));
