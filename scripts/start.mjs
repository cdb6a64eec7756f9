#!/usr/bin/env node
// `npm start`: builds what changed (web app, API), then runs the API process, which
// serves everything on PORT with the embedded defaults. Ctrl-C stops it cleanly.
// SKIP_BUILD=1 runs the existing build as it is.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { TARGETS, isFresh, root, writeStamp } from './build-state.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (process.env.SKIP_BUILD !== '1') {
  for (const [name, target] of Object.entries(TARGETS)) {
    if (isFresh(target)) continue;
    console.log(`[start] building ${name}...`);
    const result = spawnSync(npm, ['run', 'build', '-w', target.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`[start] the ${name} build failed`);
      process.exit(result.status ?? 1);
    }
    writeStamp(target);
  }
}

const child = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'api', 'dist', 'main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    // sharp's guidance for glibc: fewer malloc arenas keep image work from fragmenting memory.
    env: { MALLOC_ARENA_MAX: '2', ...process.env },
  },
);

// The API shuts itself down on SIGINT/SIGTERM; this wrapper only passes the signal on and waits.
let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!forwarded) {
      forwarded = true;
      child.kill(signal);
    }
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
