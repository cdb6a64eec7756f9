#!/usr/bin/env node
// `npm run dev`: the API with reload on change (node --watch over TypeScript sources)
// and Vite's dev server with hot module replacement on http://localhost:5173, which
// proxies /graphql, /api and /media to the API on :4000. SIGINT or SIGTERM (Ctrl-C, or a
// process manager that signals npm alone) stops both, and this script exits once they have.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './build-state.mjs';
import { onParentExit } from './process-guard.mjs';

// Vite itself, not `npm run dev -w web`: npm would run it through a shell that does not pass
// a signal on, and Vite would outlive this script.
const require = createRequire(path.join(root, 'web', 'package.json'));
const vitePackage = require.resolve('vite/package.json');
const vite = path.join(path.dirname(vitePackage), require(vitePackage).bin.vite);

const children = [
  spawn(
    process.execPath,
    ['--watch-path=api/src', '--enable-source-maps', '-r', '@swc-node/register', 'api/src/main.ts'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, SWCRC: 'true' } },
  ),
  spawn(process.execPath, [vite], { cwd: path.join(root, 'web'), stdio: 'inherit' }),
];
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
onParentExit(() => stop('SIGTERM'));
let alive = children.length;
let firstCode = 0;
for (const child of children) {
  child.on('exit', (code) => {
    alive -= 1;
    firstCode ||= code ?? 0;
    if (!stopping) stop('SIGTERM');
    if (alive === 0) process.exit(firstCode);
  });
}
