#!/usr/bin/env node
// `npm run test:e2e`: start the built app as a user would (`node scripts/start.mjs`) on a
// free port with a fresh, empty DATA_DIR, wait for /healthz, run e2e/specs/*.spec.mjs with
// node's test runner, then stop the app with SIGINT and remove the data.
//
//   node e2e/run.mjs                          all specs
//   node e2e/run.mjs e2e/specs/smoke.spec.mjs only these
//
// Env: CHROMIUM_PATH (default /usr/bin/chromium); SKIP_BUILD=1 is passed on to start.mjs
// (npm test sets it, having just built); E2E_START_TIMEOUT_S (default 180);
// E2E_SERVER_LOG=1 streams the server log; E2E_KEEP_DATA=1 keeps the data dir;
// E2E_KEEP_ENV=1 keeps DATABASE_URL, MEILI_*, S3_* and SMTP_URL from the environment
// (by default they are removed so the run uses the embedded one-machine engines).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(e2eDir, '..');
const specsDir = path.join(e2eDir, 'specs');
const artifactsDir = path.join(e2eDir, 'artifacts');
const startScript = path.join(root, 'scripts', 'start.mjs');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const startTimeoutMs = Number(process.env.E2E_START_TIMEOUT_S || 180) * 1000;
const stopTimeoutMs = 20_000;
const LOG_TAIL_LINES = 80;

const log = (message) => console.log(`[e2e] ${message}`);
const error = (message) => console.error(`[e2e] ${message}`);

function fail(message) {
  error(`✖ ${message}`);
  process.exit(1);
}

function specFiles() {
  const args = process.argv.slice(2);
  if (args.length > 0) return args.map((file) => path.resolve(file));
  const files = fs.existsSync(specsDir)
    ? fs
        .readdirSync(specsDir)
        .filter((name) => name.endsWith('.spec.mjs'))
        .sort()
        .map((name) => path.join(specsDir, name))
    : [];
  return files;
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

// --- preflight -------------------------------------------------------------------------

try {
  fs.accessSync(chromiumPath, fs.constants.X_OK);
} catch {
  fail(
    `Chromium not found at ${chromiumPath}. The e2e tests drive Debian's Chromium: ` +
      'run `apt-get install -y chromium` (as root), or set CHROMIUM_PATH.',
  );
}
if (!fs.existsSync(startScript)) {
  fail(`${path.relative(root, startScript)} is missing: there is no way to start the app.`);
}
const specs = specFiles();
if (specs.length === 0) fail(`no e2e/specs/*.spec.mjs found`);
for (const spec of specs) if (!fs.existsSync(spec)) fail(`no such spec: ${spec}`);

// --- start the app ---------------------------------------------------------------------

fs.mkdirSync(artifactsDir, { recursive: true });
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-e2e-'));
// mkdtemp makes the directory 0700; when the tests run as root the embedded PostgreSQL runs
// as an unprivileged user, which must be able to reach $DATA_DIR/postgres, as it can ./.data.
fs.chmodSync(dataDir, 0o755);
const serverLogPath = path.join(artifactsDir, 'server.log');
const serverLog = fs.createWriteStream(serverLogPath);
const logTail = [];

const serverEnv = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  SEED_DEMO: '0',
  PUBLIC_URL: baseUrl,
  // The tool journey (specs/tool.spec.mjs): webhooks to a loopback receiver, and a token
  // budget whose window resets in seconds so the tool can wait for it.
  WEBHOOKS_ALLOW_PRIVATE_URLS: '1',
  GRAPHQL_BUDGET_PER_HOUR: '2000',
  GRAPHQL_BUDGET_WINDOW_SECONDS: '8',
  // Every journey signs up its own accounts, all from this one address: the per-IP sign-up
  // limit (20 per 15 minutes by default) would refuse the later journeys.
  AUTH_RATE_LIMIT: '500',
};
if (process.env.E2E_KEEP_ENV !== '1') {
  for (const name of Object.keys(serverEnv)) {
    if (/^(DATABASE_URL|MEILI_|S3_|SMTP_URL$)/.test(name)) delete serverEnv[name];
  }
}

log(`starting the app: node scripts/start.mjs (PORT=${port}, DATA_DIR=${dataDir})`);
// Own process group, so that whatever start.mjs spawns (PostgreSQL, the API) can be
// cleaned up together if it does not stop by itself.
const server = spawn(process.execPath, [startScript], {
  cwd: root,
  env: serverEnv,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverExit = null;
const serverExited = new Promise((resolve) => {
  server.on('exit', (code, signal) => {
    serverExit = { code, signal };
    resolve(serverExit);
  });
});
server.on('error', (err) => {
  error(`could not start the app: ${err.message}`);
});

for (const stream of [server.stdout, server.stderr]) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    serverLog.write(chunk);
    if (process.env.E2E_SERVER_LOG === '1') process.stderr.write(chunk);
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    logTail.push(...lines);
    if (logTail.length > LOG_TAIL_LINES) logTail.splice(0, logTail.length - LOG_TAIL_LINES);
  });
}

function printLogTail(reason) {
  error(
    `${reason}; last ${logTail.length} lines of the app's log (full log: ${path.relative(root, serverLogPath)}):`,
  );
  for (const line of logTail) console.error(`  | ${line}`);
}

function groupAlive() {
  try {
    process.kill(-server.pid, 0);
    return true;
  } catch {
    return false;
  }
}

function killGroup(signal) {
  try {
    process.kill(-server.pid, signal);
  } catch {
    // already gone
  }
}

let stopping = null;
function stopServer() {
  stopping ??= (async () => {
    if (server.pid === undefined) return;
    if (serverExit === null) {
      log('stopping the app (SIGINT)');
      try {
        server.kill('SIGINT');
      } catch {
        // already gone
      }
      const exited = await Promise.race([serverExited, sleep(stopTimeoutMs, null)]);
      if (exited === null) {
        error(`⚠ the app did not stop within ${stopTimeoutMs / 1000} s of SIGINT; killing it`);
        killGroup('SIGKILL');
        await serverExited;
      } else if (exited.code !== 0 && exited.code !== null) {
        error(`⚠ the app exited with code ${exited.code} after SIGINT`);
      }
    }
    // Children the app left behind (e.g. a database server) get a short grace period.
    for (let i = 0; i < 50 && groupAlive(); i++) await sleep(100);
    if (groupAlive()) {
      error('⚠ processes of the app outlived it; killing them');
      killGroup('SIGKILL');
    }
  })();
  return stopping;
}

function removeDataDir() {
  if (process.env.E2E_KEEP_DATA === '1') {
    log(`keeping ${dataDir} (E2E_KEEP_DATA=1)`);
    return;
  }
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

async function finish(code) {
  await stopServer();
  serverLog.end();
  removeDataDir();
  process.exit(code);
}

let testRunner = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    error(`interrupted (${signal})`);
    testRunner?.kill(signal);
    void finish(130);
  });
}

// --- wait for /healthz -----------------------------------------------------------------

async function waitForHealth() {
  const deadline = Date.now() + startTimeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (serverExit !== null) {
      const how = serverExit.signal ? `signal ${serverExit.signal}` : `code ${serverExit.code}`;
      return `the app exited (${how}) before it was healthy`;
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return null;
      last = `GET /healthz answered ${response.status}`;
    } catch (err) {
      last = err.cause?.code ?? err.message;
    }
    await sleep(500);
  }
  return `GET /healthz was not 200 within ${startTimeoutMs / 1000} s (last: ${last})`;
}

const started = Date.now();
const healthProblem = await waitForHealth();
if (healthProblem) {
  // Let the last log lines arrive before printing them.
  await sleep(200);
  printLogTail(healthProblem);
  error(`✖ ${healthProblem}`);
  await finish(1);
}
log(`the app is healthy at ${baseUrl} after ${((Date.now() - started) / 1000).toFixed(1)} s`);

// --- run the specs ---------------------------------------------------------------------

const exitCode = await new Promise((resolve) => {
  testRunner = spawn(
    process.execPath,
    ['--test', '--test-reporter=spec', '--test-concurrency=1', '--test-timeout=180000', ...specs],
    {
      cwd: root,
      env: {
        ...process.env,
        E2E_BASE_URL: baseUrl,
        E2E_DATA_DIR: dataDir,
        CHROMIUM_PATH: chromiumPath,
      },
      stdio: 'inherit',
    },
  );
  testRunner.on('error', (err) => {
    error(`could not run node --test: ${err.message}`);
    resolve(1);
  });
  testRunner.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
});

if (exitCode !== 0) {
  printLogTail('some e2e specs failed');
  log(`screenshots of failed tests are in ${path.relative(root, artifactsDir)}/`);
}
await finish(exitCode);
