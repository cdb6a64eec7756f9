#!/usr/bin/env node
// `npm start`: builds what changed (web app, API), then runs the API process, which
// serves everything on PORT with the embedded defaults. SIGINT or SIGTERM (Ctrl-C, or a
// process manager that signals npm alone) stops it cleanly: the signal goes to what runs
// (a build, or the API, which stops its embedded PostgreSQL), and this script exits once
// that has stopped. SKIP_BUILD=1 runs the existing build as it is.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { TARGETS, isFresh, root, writeStamp } from './build-state.mjs';
import { onParentExit } from './process-guard.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** What runs now: a build step (its own process group) or the API. */
let current = null;
let stopping = null;
function stop(signal) {
  if (stopping) return;
  stopping = signal;
  if (!current) process.exit(1);
  // A build is npm, a shell and tsc/vite: its whole group. The API stops its own children.
  if (current.group) process.kill(-current.child.pid, signal);
  else current.child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
onParentExit(() => stop('SIGTERM'));

function run(command, args, options, group) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, detached: group });
    current = { child, group };
    child.on('error', (error) => {
      console.error(`[start] ${command}: ${error.message}`);
      resolve({ code: 1, signal: null });
    });
    child.on('exit', (code, signal) => {
      current = null;
      resolve({ code, signal });
    });
  });
}

if (process.env.SKIP_BUILD !== '1') {
  for (const [name, target] of Object.entries(TARGETS)) {
    if (isFresh(target)) continue;
    console.log(`[start] building ${name}...`);
    const result = await run(
      npm,
      ['run', 'build', '-w', target.workspace],
      { cwd: root, stdio: 'inherit' },
      process.platform !== 'win32',
    );
    if (stopping) process.exit(1);
    if (result.code !== 0) {
      console.error(`[start] the ${name} build failed`);
      process.exit(result.code ?? 1);
    }
    writeStamp(target);
  }
}

const api = await run(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'api', 'dist', 'main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    // sharp's guidance for glibc: fewer malloc arenas keep image work from fragmenting memory.
    env: { MALLOC_ARENA_MAX: '2', ...process.env },
  },
  false,
);
process.exit(api.code ?? (api.signal ? 1 : 0));
