#!/usr/bin/env node
// `npm run lighthouse` (after `npm run build`): Lighthouse, mobile and desktop, on four public
// pages of the built app (home, search, a book's details, an issue's reader). It builds nothing:
// it starts the existing build as `npm start` would (scripts/start.mjs with SKIP_BUILD=1) on a
// free port, with a fresh DATA_DIR and the embedded engines, so the demo catalogue is seeded on
// the first start. Each page is requested a few times before it is measured (a cold first render is
// the start-up's cost). It prints one row per page and form factor (performance, LCP, CLS, TBT, and
// the other categories), writes each report and a summary to .lighthouse/, and fails when a
// page scores under LIGHTHOUSE_MIN (95) for performance or shifts its layout at all (CLS > 0).
// A run Lighthouse itself fails to record is run again (three attempts); a score never is.
//
// Env: CHROMIUM_PATH (default /usr/bin/chromium, Debian's); LIGHTHOUSE_MIN (default 95);
// LIGHTHOUSE_ONLY (a regular expression over "page form-factor", e.g. 'reader|home mobile');
// LIGHTHOUSE_START_TIMEOUT_S (default 180). The app and Chromium each run in a process group
// of their own and are stopped by group, whatever happens.
//
// LIGHTHOUSE_FLOOR measures what the pages could score at best, not the pages themselves: the
// same server-rendered HTML passes through a proxy in this process that changes only the page.
// `no-script` drops its scripts (the HTML and CSS alone); `no-hydration` keeps them, so the
// whole app is downloaded and evaluated and its Apollo cache restored, but hides the root from
// the app's second look-up, so React never hydrates. The gap between the two is the cost of
// loading the app; between `no-hydration` and the real page, the cost of hydrating it. In this
// mode LIGHTHOUSE_MIN is ignored (no score fails); a layout shift still does.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.lighthouse');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const floor = process.env.LIGHTHOUSE_FLOOR || null;
if (floor && !['no-script', 'no-hydration'].includes(floor)) {
  console.error(`[lighthouse] ✖ LIGHTHOUSE_FLOOR is no-script or no-hydration, not ${floor}`);
  process.exit(1);
}
const minScore = floor ? 0 : Number(process.env.LIGHTHOUSE_MIN || 95);
/** Runs of one page and form, when Lighthouse itself fails to record one (see below). */
const LIGHTHOUSE_ATTEMPTS = 3;
const only = process.env.LIGHTHOUSE_ONLY ? new RegExp(process.env.LIGHTHOUSE_ONLY) : null;
const startTimeoutMs = Number(process.env.LIGHTHOUSE_START_TIMEOUT_S || 180) * 1000;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const log = (message) => console.log(`[lighthouse] ${message}`);

function fail(message) {
  console.error(`[lighthouse] ✖ ${message}`);
  process.exit(1);
}

for (const [file, what] of [
  ['web/dist/index.html', 'the web build'],
  ['api/dist/main.js', 'the API build'],
]) {
  if (!fs.existsSync(path.join(root, file)))
    fail(`${file} not found (${what}): run \`npm run build\` first.`);
}
try {
  fs.accessSync(chromiumPath, fs.constants.X_OK);
} catch {
  fail(
    `Chromium not found at ${chromiumPath}: \`apt-get install -y chromium\`, or set CHROMIUM_PATH.`,
  );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A child in a process group of its own, stopped (with everything it started) by `stop()`. */
function startGroup(name, command, args, options) {
  const child = spawn(command, args, { ...options, detached: true });
  let exited = null;
  const exit = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve((exited = { code, signal })));
  });
  child.on('error', (error) => console.error(`[lighthouse] ${name}: ${error.message}`));
  const alive = () => {
    try {
      process.kill(-child.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  let stopping = null;
  return {
    child,
    exited: () => exited,
    /** `signal` to the group, a grace period, then SIGKILL for whatever is left. */
    stop(signal = 'SIGTERM', graceMs = 20_000) {
      stopping ??= (async () => {
        if (child.pid === undefined) return;
        if (exited === null) signalGroup(signal);
        await Promise.race([exit, sleep(graceMs)]);
        for (let i = 0; i < 30 && alive(); i++) await sleep(100);
        if (alive()) {
          console.error(`[lighthouse] ⚠ ${name} outlived ${signal}; killing its group`);
          signalGroup('SIGKILL');
        }
      })();
      return stopping;
    },
  };
}

// --- the app ---------------------------------------------------------------------------

const appPort = await freePort();
const baseUrl = `http://127.0.0.1:${appPort}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-lighthouse-'));
// The embedded PostgreSQL runs as an unprivileged user when this runs as root (as in e2e/run.mjs).
fs.chmodSync(dataDir, 0o755);
fs.mkdirSync(outDir, { recursive: true });
const appLogPath = path.join(outDir, 'server.log');
const appLog = fs.createWriteStream(appLogPath);
const appEnv = { ...process.env, PORT: String(appPort), DATA_DIR: dataDir, PUBLIC_URL: baseUrl };
appEnv.SKIP_BUILD = '1';
appEnv.SEED_DEMO = '1';
for (const name of Object.keys(appEnv)) {
  if (/^(DATABASE_URL|MEILI_|S3_|SMTP_URL$)/.test(name)) delete appEnv[name];
}

let app = null;
let chromium = null;
let chromiumDataDir = null;
async function cleanUp() {
  // The app stops its embedded PostgreSQL on SIGINT, as on Ctrl-C.
  await Promise.all([chromium?.stop('SIGTERM', 5_000), app?.stop('SIGINT', 20_000)]);
  appLog.end();
  for (const dir of [dataDir, chromiumDataDir]) {
    if (dir) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`[lighthouse] interrupted (${signal})`);
    void cleanUp().then(() => process.exit(130));
  });
}
async function finish(code) {
  await cleanUp();
  process.exit(code);
}

log(`starting the built app on ${baseUrl} (DATA_DIR=${dataDir})`);
app = startGroup('the app', process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env: appEnv,
  stdio: ['ignore', 'pipe', 'pipe'],
});
app.child.stdout.pipe(appLog);
app.child.stderr.pipe(appLog);

async function waitForHealth() {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (app.exited()) return `the app exited before it was healthy (log: ${appLogPath})`;
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return null;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  return `GET /healthz was not 200 within ${startTimeoutMs / 1000} s (log: ${appLogPath})`;
}
const started = Date.now();
const problem = await waitForHealth();
if (problem) {
  console.error(`[lighthouse] ✖ ${problem}`);
  await finish(1);
}
log(`the app is healthy after ${((Date.now() - started) / 1000).toFixed(1)} s`);

/** The newest issue of the demo catalogue: its book's details page and its reader. */
async function demoPaths() {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ newIssues(first: 1) { issueNumber book { id urlSlug } } }',
    }),
  });
  const body = await response.json();
  const issue = body?.data?.newIssues?.[0];
  if (!issue) throw new Error(`no issue in the demo catalogue: ${JSON.stringify(body)}`);
  const { id, urlSlug } = issue.book;
  const slug = encodeURIComponent(urlSlug);
  return {
    details: `/details/${slug}/book/${id}`,
    reader: `/read/${slug}/book/${id}/issue/${issue.issueNumber}`,
  };
}

let pages;
try {
  const found = await demoPaths();
  pages = [
    ['home', '/'],
    ['search', '/search'],
    ['details', found.details],
    ['reader', found.reader],
  ];
} catch (error) {
  console.error(`[lighthouse] ✖ ${error.message}`);
  await finish(1);
}

// A freshly started app renders each page's first request cold (its queries not yet planned
// and compiled): slower, and past the render's time limit it sends the empty shell, which
// the browser then renders itself. That is a start-up cost, not the page's; each page is
// asked for a few times first, so Lighthouse measures the page as a running site serves it.
const WARM_UP_REQUESTS = 3;
for (const [name, urlPath] of pages) {
  const times = [];
  let rendered = false;
  for (let i = 0; i < WARM_UP_REQUESTS; i += 1) {
    const started = performance.now();
    const html = await fetch(baseUrl + urlPath).then((response) => response.text());
    times.push(Math.round(performance.now() - started));
    rendered = html.includes('id="__APOLLO_STATE__"');
  }
  log(
    `${name}: warm-up requests ${times.join(', ')} ms${rendered ? '' : ' (not server-rendered)'}`,
  );
}

// --- the floor's proxy ---------------------------------------------------------------------

/**
 * The page as LIGHTHOUSE_FLOOR wants it. The entry script asks for `#root` to wait for the first
 * paint, and the app asks again to hydrate it; for `no-hydration` the second answer is null, so
 * hydrateRoot throws before it starts (a rejected promise, nothing on screen changes).
 */
function floorPage(html) {
  if (floor === 'no-script')
    return html
      .replace(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, '');
  const hideRoot =
    '<script>{const byId=document.getElementById.bind(document);let asked=0;' +
    "document.getElementById=(id)=>id==='root'&&asked++>0?null:byId(id);}</script>";
  return html.replace('<head>', `<head>${hideRoot}`);
}

/** A proxy to the app that rewrites its HTML pages with floorPage (gzip, as the app sends them). */
async function startFloorProxy() {
  const [{ default: http }, { default: zlib }] = await Promise.all([
    import('node:http'),
    import('node:zlib'),
  ]);
  const port = await freePort();
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: `127.0.0.1:${appPort}` };
    // A page is asked for uncompressed so its HTML can be read; the rest passes as it is.
    if (String(req.headers.accept ?? '').includes('text/html')) delete headers['accept-encoding'];
    const upstream = http.request(
      `${baseUrl}${req.url}`,
      { method: req.method, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html') || answer.headers['content-encoding']) {
          res.writeHead(answer.statusCode, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = zlib.gzipSync(floorPage(Buffer.concat(chunks).toString('utf8')));
          const headers = { ...answer.headers, 'content-encoding': 'gzip' };
          // The site's policy allows no inline script, and the no-hydration page adds one.
          delete headers['content-security-policy'];
          headers['content-length'] = String(body.length);
          delete headers['transfer-encoding'];
          res.writeHead(answer.statusCode, headers);
          res.end(body);
        });
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  server.unref();
  return `http://127.0.0.1:${port}`;
}

// --- Chromium and Lighthouse -------------------------------------------------------------

try {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');

  const floorBase = floor ? await startFloorProxy() : null;
  if (floor) log(`floor: ${floor}, through ${floorBase}`);
  const debugPort = await freePort();
  chromiumDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-lighthouse-chromium-'));
  chromium = startGroup(
    'Chromium',
    chromiumPath,
    [
      '--headless=new',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${chromiumDataDir}`,
      // Root in a container has no user namespace for the sandbox.
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-dev-shm-usage',
      '--disable-gpu',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; ; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${debugPort}/json/version`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (i > 100 || chromium.exited()) {
      console.error('[lighthouse] ✖ Chromium did not open its debugging port');
      await finish(1);
    }
    await sleep(200);
  }

  const ms = (value) => (value == null ? '-' : `${(value / 1000).toFixed(2)} s`);
  const fixed = (value, digits) => (value == null ? '-' : value.toFixed(digits));
  const rows = [];
  for (const [name, urlPath] of pages) {
    for (const formFactor of ['mobile', 'desktop']) {
      const label = `${name} ${formFactor}`;
      if (only && !only.test(label)) continue;
      const url = (floorBase ?? baseUrl) + urlPath;
      log(`${label}: ${url}`);
      let lhr;
      // A run Lighthouse itself could not record (a runtime error such as NO_NAVSTART, which
      // asks to "run Lighthouse again", or a throw) is run again, up to three times in all; a
      // low score is never retried.
      for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt += 1) {
        lhr = undefined;
        try {
          const result = await lighthouse(
            url,
            { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          lhr = result?.lhr;
        } catch (error) {
          console.error(`[lighthouse] ✖ ${label}: ${error.message}`);
        }
        const failedToRecord = !lhr || lhr.runtimeError;
        if (!failedToRecord || attempt === LIGHTHOUSE_ATTEMPTS) break;
        log(`${label}: ${lhr?.runtimeError?.code ?? 'no report'}; running it again`);
      }
      if (!lhr) {
        rows.push({ page: name, formFactor, url: urlPath, error: true });
        continue;
      }
      fs.writeFileSync(path.join(outDir, `${name}-${formFactor}.json`), JSON.stringify(lhr));
      const audit = (id) => lhr.audits[id]?.numericValue ?? null;
      const score = (id) =>
        lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
      rows.push({
        page: name,
        formFactor,
        url: urlPath,
        performance: score('performance'),
        lcpMs: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbtMs: audit('total-blocking-time'),
        fcpMs: audit('first-contentful-paint'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        runtimeError: lhr.runtimeError?.message ?? null,
      });
    }
  }

  fs.writeFileSync(
    path.join(outDir, 'summary.json'),
    JSON.stringify(
      { at: new Date().toISOString(), minScore, floor, lighthouse: '12', rows },
      null,
      2,
    ),
  );

  const header = ['page', 'form', 'perf', 'LCP', 'CLS', 'TBT', 'FCP', 'a11y', 'bp', 'seo'];
  const table = rows.map((row) =>
    row.error
      ? [row.page, row.formFactor, 'error', '', '', '', '', '', '', '']
      : [
          row.page,
          row.formFactor,
          String(row.performance),
          ms(row.lcpMs),
          fixed(row.cls, 3),
          row.tbtMs == null ? '-' : `${Math.round(row.tbtMs)} ms`,
          ms(row.fcpMs),
          String(row.accessibility),
          String(row.bestPractices),
          String(row.seo),
        ],
  );
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((r) => r[i].length)));
  const line = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(`\n${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
  for (const cells of table) console.log(line(cells));
  console.log(`\nreports: ${path.relative(root, outDir)}/<page>-<form>.json\n`);

  const failures = rows.flatMap((row) => {
    const label = `${row.page} ${row.formFactor}`;
    if (row.error) return [`${label}: Lighthouse did not finish`];
    const out = [];
    if (row.runtimeError) out.push(`${label}: ${row.runtimeError}`);
    if (row.performance == null || row.performance < minScore)
      out.push(`${label}: performance ${row.performance ?? 'unknown'} < ${minScore}`);
    // A shift that rounds to 0.000 (under 0.0005) is no visible move; the report shows it as 0.
    if (row.cls == null || row.cls >= 0.0005) out.push(`${label}: CLS ${fixed(row.cls, 3)} > 0`);
    return out;
  });
  if (rows.length === 0) failures.push('no page matched LIGHTHOUSE_ONLY');
  for (const failure of failures) console.error(`[lighthouse] ✖ ${failure}`);
  await finish(failures.length > 0 ? 1 : 0);
} catch (error) {
  console.error(`[lighthouse] ✖ ${error.stack ?? error}`);
  await finish(1);
}
