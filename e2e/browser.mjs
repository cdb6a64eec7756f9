// Playwright (playwright-core) on Debian's Chromium, for the e2e specs.
// Each test gets a fresh browser profile; a failing test leaves a screenshot in e2e/artifacts/.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const ARTIFACTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');

// Set by e2e/run.mjs, which starts the app on a free port.
export const BASE_URL = process.env.E2E_BASE_URL ?? '';
// The app's $DATA_DIR for this run (mail is written to $DATA_DIR/mail as .eml files).
export const DATA_DIR = process.env.E2E_DATA_DIR ?? '';

// The machine's network is closed: without the background-networking flags Chromium keeps
// trying to reach Google's services. --no-sandbox because CI runs as root.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function requireBaseUrl() {
  if (!BASE_URL) {
    throw new Error('E2E_BASE_URL is not set: run the specs with `npm run test:e2e`.');
  }
  return BASE_URL;
}

/** Absolute URL on the app under test. */
export function appUrl(pathname = '/') {
  return new URL(pathname, requireBaseUrl()).toString();
}

/**
 * Launch headless Chromium with a fresh, empty profile. `close()` ends the browser and
 * removes the profile.
 */
export async function launchBrowser({
  viewport = { width: 1280, height: 800 },
  ...contextOptions
} = {}) {
  try {
    await fs.access(CHROMIUM_PATH, fs.constants.X_OK);
  } catch {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: run \`apt-get install -y chromium\` ` +
        '(as root) or set CHROMIUM_PATH.',
    );
  }
  const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'panelhouse-chromium-'));
  let context;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport,
      baseURL: requireBaseUrl(),
      // A phone's journey passes { hasTouch, isMobile, deviceScaleFactor }.
      ...contextOptions,
    });
  } catch (error) {
    await fs.rm(userDataDir, { recursive: true, force: true });
    throw error;
  }
  const page = context.pages()[0] ?? (await context.newPage());
  untilInteractive(page);
  page.setDefaultTimeout(15_000);
  page.setDefaultNavigationTimeout(30_000);

  const close = async () => {
    await context.close().catch(() => {});
    await fs.rm(userDataDir, { recursive: true, force: true, maxRetries: 3 });
  };
  return { context, page, close };
}

/**
 * Makes `page.goto` and `page.reload` wait, on the app's pages, until React has taken over
 * (`data-interactive` on <html>, set by web/src/App.tsx): a server-rendered page shows its
 * buttons before it hydrates, and a click then does nothing. Other answers (JSON, feeds,
 * files) have no #root and are not waited for.
 */
function untilInteractive(page) {
  const interactive = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('root') ||
        document.documentElement.dataset.interactive !== undefined,
      null,
      { timeout: 15_000 },
    );
  for (const method of ['goto', 'reload']) {
    const original = page[method].bind(page);
    page[method] = async (...args) => {
      const response = await original(...args);
      const type = response?.headers()['content-type'] ?? '';
      if (type.startsWith('text/html')) await interactive();
      return response;
    };
  }
}

const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'test';

/**
 * Run `fn(page, context)` in a fresh browser for a node:test test. On failure, saves a
 * full-page screenshot to e2e/artifacts/<test name>.png and reports the page's errors.
 *
 *   test('home page', (t) => withPage(t, async (page) => { ... }));
 */
export async function withPage(t, fn, options) {
  const { context, page, close } = await launchBrowser(options);
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`console.error: ${message.text()}`);
  });
  try {
    return await fn(page, context);
  } catch (error) {
    await fs.mkdir(ARTIFACTS_DIR, { recursive: true });
    const file = path.join(ARTIFACTS_DIR, `${slug(t?.name ?? 'test')}.png`);
    try {
      await page.screenshot({ path: file, fullPage: true, timeout: 10_000 });
      console.error(`screenshot: ${path.relative(process.cwd(), file)} (url ${page.url()})`);
    } catch (screenshotError) {
      console.error(`could not save a screenshot: ${screenshotError.message}`);
    }
    if (pageErrors.length > 0) console.error(`page errors:\n  ${pageErrors.join('\n  ')}`);
    throw error;
  } finally {
    await close();
  }
}

const normalize = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * Wait until the page's visible text contains `text` (whitespace-normalised). The error
 * quotes the start of what the page did show.
 */
export async function waitForText(page, text, { timeout = 15_000 } = {}) {
  const wanted = normalize(text);
  try {
    await page.waitForFunction(
      (needle) => (document.body?.innerText ?? '').replace(/\s+/g, ' ').includes(needle),
      wanted,
      { timeout },
    );
  } catch (error) {
    const shown = normalize(await page.evaluate(() => document.body?.innerText ?? ''));
    throw new Error(
      `page ${page.url()} did not show "${wanted}" within ${timeout} ms; it shows: ` +
        `"${shown.slice(0, 500)}"`,
      { cause: error },
    );
  }
}
