// CBZ and OPDS journey: a creator publishes a book through the v1 API; an anonymous visitor
// opens the details page, clicks "Download CBZ" and gets an archive holding
// ComicInfo.xml and the pages in order; a comic app finds the issue in the OPDS feed.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { appUrl, withPage } from '../browser.mjs';
import { api } from '../v1-api.mjs';

const unique = Date.now().toString(36);
const password = 'a long enough password';
const creator = {
  firstName: 'Cass',
  lastName: 'Bundle',
  username: `cass_${unique}`,
  email: `cass.${unique}@example.com`,
};
const title = `Archive Harbour ${unique}`;
const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const pageColours = [
  { r: 250, g: 10, b: 10 },
  { r: 10, g: 250, b: 10 },
  { r: 10, g: 10, b: 250 },
];
let bookId;

async function png(width, height, background) {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return new Blob([buffer], { type: 'image/png' });
}

/** Every entry of a zip file, in archive order: name and bytes. */
function unzip(file) {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = [];
      zip.on('entry', (entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks = [];
          stream.on('data', (c) => chunks.push(c));
          stream.on('end', () => {
            entries.push({ name: entry.fileName, data: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

before(async () => {
  const signUp = await api('POST', '/users/signup', {
    json: { ...creator, password, passwordConfirm: password },
  });
  const userId = signUp.data.user.id;
  const form = new FormData();
  form.append('bookTitle', title);
  form.append('bookDescription', 'Ships bring crates of comics to a quiet harbour.');
  form.append('urlSlug', slug);
  form.append('contentRating', 'G');
  form.append('issueTitle', 'First Crate');
  form.append('issueDescription', 'The first crate arrives.');
  form.append(
    'workCredits',
    JSON.stringify([{ user: userId, username: creator.username, credits: ['writer', 'artist'] }]),
  );
  form.append('genres', JSON.stringify(['adventure']));
  form.append('bookCoverPhoto', await png(320, 485, { r: 20, g: 40, b: 90 }), 'book.png');
  form.append('issueCoverPhoto', await png(320, 485, { r: 90, g: 40, b: 20 }), 'cover.png');
  for (const [i, colour] of pageColours.entries()) {
    form.append('issueAssets', await png(300, 450, colour), `page-${i + 1}.png`);
  }
  const created = await api('POST', '/publish', { token: signUp.token, form });
  bookId = created.book.id;
});

test('a visitor downloads an issue as CBZ from its details page; the OPDS feed lists it', (t) =>
  withPage(t, async (page) => {
    await page.goto(`/details/${slug}/book/${bookId}/issue/1`);
    const link = page.getByRole('link', { name: 'Download CBZ' });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    assert.equal(download.suggestedFilename(), `${title} #001 - First Crate.cbz`);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'panelhouse-cbz-'));
    try {
      const file = path.join(dir, 'issue.cbz');
      await download.saveAs(file);
      const entries = await unzip(file);
      assert.deepEqual(
        entries.map((e) => e.name),
        ['ComicInfo.xml', '001.png', '002.png', '003.png'],
      );
      const info = entries[0].data.toString('utf8');
      assert.match(info, new RegExp(`<Series>${title}</Series>`));
      assert.match(info, new RegExp(`<Writer>${creator.username}</Writer>`));
      assert.match(info, /<AgeRating>Everyone<\/AgeRating>/);
      // The pages come back in order: each is the colour it was uploaded with.
      for (const [i, colour] of pageColours.entries()) {
        const { dominant } = await sharp(entries[i + 1].data).stats();
        assert.ok(Math.abs(dominant.r - colour.r) < 40, `page ${i + 1} red`);
        assert.ok(Math.abs(dominant.g - colour.g) < 40, `page ${i + 1} green`);
        assert.ok(Math.abs(dominant.b - colour.b) < 40, `page ${i + 1} blue`);
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }

    const feed = await fetch(appUrl('/opds/new'));
    assert.equal(
      feed.headers.get('content-type'),
      'application/atom+xml;profile=opds-catalog;kind=acquisition;charset=utf-8',
    );
    const xml = await feed.text();
    assert.ok(xml.includes(`<title type="text">${title} #1: First Crate</title>`));
    assert.ok(xml.includes('pse:count="3"'));
  }));
