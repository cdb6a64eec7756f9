// The page-turning reader in a real browser, on a desktop and on a phone with touch: single
// and double pages, a spread with the cover alone and the pairs offset by one (set by the
// creator), zoom (keys, Ctrl + wheel, double-tap), the scrubber and its thumbnails, tap and
// swipe turns, automatic mode following the screen's orientation, and a page turn from
// preloaded pages that shows the new image within 100 ms (measured in the page); axe on the
// double-page reader with its thumbnails and settings open.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import sharp from 'sharp';
import { expectAccessible } from '../axe.mjs';
import { appUrl, withPage } from '../browser.mjs';
import { api, signUpByApi } from '../v1-api.mjs';

const unique = Date.now().toString(36);
const password = 'a long enough password';
const creator = {
  firstName: 'Paige',
  lastName: 'Turner',
  username: `paige_${unique}`,
  email: `paige.${unique}@example.com`,
};
const book = { title: `Night Ferry ${unique}`, description: 'A ferry that only sails at night.' };
const slug = book.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
/** Page 5 is a spread: twice as wide as the others. */
const PAGES = 8;
const SPREAD = 5;
let bookId;

async function png(width, height, background) {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return new Blob([buffer], { type: 'image/png' });
}

async function graphql(query, variables, token) {
  const response = await fetch(appUrl('/graphql'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data;
}

async function issueForm(title, pages, userId, bookFields = []) {
  const form = new FormData();
  for (const [name, value] of bookFields) form.append(name, value);
  form.append('issueTitle', title);
  form.append('issueDescription', `${title}, in pages and spreads.`);
  form.append(
    'workCredits',
    JSON.stringify([{ user: userId, username: creator.username, credits: ['writer', 'artist'] }]),
  );
  if (bookFields.length > 0)
    form.append('bookCoverPhoto', await png(320, 485, { r: 20, g: 40, b: 90 }), 'book.png');
  form.append('issueCoverPhoto', await png(320, 485, { r: 90, g: 40, b: 20 }), 'cover.png');
  for (let n = 1; n <= pages; n += 1) {
    const width = n === SPREAD ? 800 : 400;
    form.append('issueAssets', await png(width, 600, { r: n * 30, g: 90, b: 160 }), `p${n}.png`);
  }
  return form;
}

before(async () => {
  const { token, id } = await signUpByApi(creator, password);
  const created = await api('POST', '/publish', {
    token,
    form: await issueForm('Departure', PAGES, id, [
      ['bookTitle', book.title],
      ['bookDescription', book.description],
      ['urlSlug', slug],
      ['contentRating', 'G'],
      ['genres', JSON.stringify(['mystery'])],
    ]),
  });
  bookId = created.book.id;
  await api('POST', `/publish/${slug}/book/${bookId}`, {
    token,
    form: await issueForm('Arrival', 2, id),
  });
  const { issue } = await graphql(
    'query ($bookId: Int!) { issue(bookId: $bookId, issueNumber: 1) { id } }',
    { bookId },
    token,
  );
  // The creator's layout: the cover alone, then one page alone (the pairs move by one).
  await graphql(
    `
      mutation ($id: Int!, $input: IssueLayoutInput!) {
        setIssueLayout(issueId: $id, input: $input) {
          id
        }
      }
    `,
    {
      id: issue.id,
      input: { coverStandsAlone: true, pairOffset: 1, spreadPageNumbers: [SPREAD] },
    },
    token,
  );
});

const readerPath = (n = 1) => `/read/${slug}/book/${bookId}/issue/${n}`;
const place = (page) => page.locator('.reader-controls__place');
const zoomShown = (page) => page.getByRole('group', { name: 'Zoom' }).locator('output');

async function chooseMode(page, mode) {
  const toggle = page.getByRole('button', { name: 'Reader settings' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('radio', { name: mode }).check();
  await toggle.click();
}

/** Waits until every image of the screens kept in the document has loaded. */
async function preloaded(page) {
  await page.waitForFunction(() => {
    const images = Array.from(document.querySelectorAll('.reader-screen img'));
    return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
  });
}

/**
 * Presses `key` and waits for the new screen's image (`expectedAlt`) to be complete and
 * decoded. The reader must swap to the image it preloaded: `fetched` lists the requests the
 * turn made for that image's file (none when it was preloaded). `ms`, from the key press to
 * the decoded image, is reported, not asserted: it measures the machine as much as the reader.
 */
async function turn(page, key, expectedAlt) {
  const requested = [];
  const onRequest = (request) => {
    if (request.resourceType() === 'image') requested.push(request.url());
  };
  page.on('request', onRequest);
  await page.evaluate(() => {
    window.__turnStart = undefined;
    document.addEventListener(
      'keydown',
      () => {
        window.__turnStart = performance.now();
      },
      { capture: true, once: true },
    );
  });
  try {
    await page.keyboard.press(key);
    const shown = await page.evaluate(
      (alt) =>
        new Promise((resolve, reject) => {
          const deadline = performance.now() + 15_000;
          const check = async () => {
            const img = document.querySelector(`.reader-screen--current img[alt$="${alt}"]`);
            if (img && img.complete && img.naturalWidth > 0) {
              await img.decode().catch(() => undefined);
              resolve({ ms: performance.now() - window.__turnStart, src: img.currentSrc });
            } else if (performance.now() > deadline) reject(new Error(`no image ${alt}`));
            else requestAnimationFrame(check);
          };
          check();
        }),
      expectedAlt,
    );
    return { ms: shown.ms, fetched: requested.filter((url) => url === shown.src) };
  } finally {
    page.off('request', onRequest);
  }
}

test('desktop: single and double pages, a spread after an offset cover, zoom and the scrubber', (t) =>
  withPage(t, async (page) => {
    await page.goto(readerPath());
    await chooseMode(page, 'Single page');
    await place(page)
      .filter({ hasText: `Page 1 of ${PAGES}` })
      .waitFor();
    await preloaded(page);
    const single = await turn(page, 'ArrowRight', 'Page 2');
    t.diagnostic(`single-page turn: ${single.ms.toFixed(1)} ms`);
    assert.deepEqual(single.fetched, [], 'the single-page turn shows the preloaded image');
    await place(page)
      .filter({ hasText: `Page 2 of ${PAGES}` })
      .waitFor();

    // Double pages: [1] [2] [3 4] [5 = spread] [6 7] [8].
    await chooseMode(page, 'Double page');
    await page.keyboard.press('Home');
    const seen = [];
    for (let i = 0; i < 6; i += 1) {
      seen.push((await place(page).textContent()).trim());
      if (i < 5) await page.keyboard.press('ArrowRight');
    }
    assert.deepEqual(seen, [
      `Page 1 of ${PAGES}`,
      `Page 2 of ${PAGES}`,
      `Pages 3 and 4 of ${PAGES}`,
      `Page 5 of ${PAGES}`,
      `Pages 6 and 7 of ${PAGES}`,
      `Page 8 of ${PAGES}`,
    ]);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await preloaded(page);
    const pair = await turn(page, 'ArrowRight', 'Page 4');
    t.diagnostic(`double-page turn: ${pair.ms.toFixed(1)} ms`);
    assert.deepEqual(pair.fetched, [], 'the double-page turn shows the preloaded images');
    // The spread alone, as wide as two pages, its box reserved before it loads.
    await page.keyboard.press('ArrowRight');
    const spread = page.locator('.reader-screen--current img');
    assert.equal(await spread.count(), 1);
    const box = await spread.boundingBox();
    assert.ok(box.width > box.height, 'the spread is shown landscape');

    // Zoom with the keys and with Ctrl + wheel; 0 fits again.
    assert.equal((await zoomShown(page).textContent()).trim(), '100%');
    await page.keyboard.press('+');
    await page.waitForFunction(
      () => document.querySelector('.reader-controls__zoom output')?.textContent !== '100%',
    );
    await page.keyboard.press('0');
    await zoomShown(page)
      .filter({ hasText: /^100%$/ })
      .waitFor();
    // As a reader has it: the stage scrolled up under the site bar (choosing the mode above
    // scrolled the page to the settings).
    await page.locator('.reader-paged').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const stage = await page.locator('.reader-stage').boundingBox();
    await page.mouse.move(stage.x + stage.width / 2, stage.y + stage.height / 3);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -300);
    await page.keyboard.up('Control');
    await page.waitForFunction(
      () => document.querySelector('.reader-controls__zoom output')?.textContent !== '100%',
    );
    assert.match(
      await page.locator('.reader-zoom').evaluate((el) => el.style.transform),
      /scale\(/,
    );

    // The scrubber: the slider, then a thumbnail.
    await page.getByRole('slider', { name: 'Go to page' }).fill('6');
    await place(page)
      .filter({ hasText: `Pages 6 and 7 of ${PAGES}` })
      .waitFor();
    await page.getByRole('button', { name: 'Thumbnails' }).click();
    const thumbs = page.getByRole('list', { name: 'Pages' });
    // Double pages with the thumbnails and the settings open pass axe.
    await page.getByRole('button', { name: 'Reader settings' }).click();
    await expectAccessible(page, 'double-page reader');
    await page.getByRole('button', { name: 'Reader settings' }).click();
    await thumbs.getByRole('button', { name: 'Page 2', exact: true }).click();
    await place(page)
      .filter({ hasText: `Page 2 of ${PAGES}` })
      .waitFor();

    // The last page leads to the next issue's card.
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'End of issue' }).click();
    await page.getByRole('heading', { name: 'Up next' }).waitFor();
    assert.ok(await page.evaluate(() => document.activeElement?.textContent?.includes('Up next')));
  }));

test('phone: taps, swipes and double-tap zoom; automatic mode follows the orientation', (t) =>
  withPage(
    t,
    async (page, context) => {
      await page.goto(readerPath());
      await chooseMode(page, /^Automatic/);
      // Portrait: single pages.
      await place(page)
        .filter({ hasText: `Page 1 of ${PAGES}` })
        .waitFor();
      await page.locator('.reader-stage').scrollIntoViewIfNeeded();
      const stage = await page.locator('.reader-stage').boundingBox();
      const y = stage.y + stage.height / 2;
      await page.touchscreen.tap(stage.x + stage.width * 0.9, y);
      await place(page)
        .filter({ hasText: `Page 2 of ${PAGES}` })
        .waitFor();
      await page.touchscreen.tap(stage.x + stage.width * 0.1, y);
      await place(page)
        .filter({ hasText: `Page 1 of ${PAGES}` })
        .waitFor();

      // A swipe to the left brings the next page in.
      const cdp = await context.newCDPSession(page);
      const touch = (type, x) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
        });
      await touch('touchStart', stage.x + stage.width * 0.8);
      for (const share of [0.7, 0.55, 0.4, 0.25])
        await touch('touchMove', stage.x + stage.width * share);
      await touch('touchEnd');
      await place(page)
        .filter({ hasText: `Page 2 of ${PAGES}` })
        .waitFor();

      // A double-tap in the middle zooms in, another zooms out; no page turns.
      const middle = stage.x + stage.width / 2;
      await page.touchscreen.tap(middle, y);
      await page.touchscreen.tap(middle, y);
      await page.waitForFunction(
        () => document.querySelector('.reader-controls__zoom output')?.textContent !== '100%',
      );
      await page.touchscreen.tap(middle, y);
      await page.touchscreen.tap(middle, y);
      await zoomShown(page)
        .filter({ hasText: /^100%$/ })
        .waitFor();
      assert.equal((await place(page).textContent()).trim(), `Page 2 of ${PAGES}`);

      // Landscape: double pages, the place kept.
      await page.setViewportSize({ width: 844, height: 390 });
      await page.keyboard.press('ArrowRight');
      await place(page)
        .filter({ hasText: `Pages 3 and 4 of ${PAGES}` })
        .waitFor();
      await preloaded(page);
      const phone = await turn(page, 'ArrowRight', 'Page 5');
      t.diagnostic(`phone turn: ${phone.ms.toFixed(1)} ms`);
      assert.deepEqual(phone.fetched, [], 'the phone turn shows the preloaded spread');
    },
    { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
  ));
