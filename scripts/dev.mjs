#!/usr/bin/env node
// `npm run dev`: the API with reload on change (node --watch over TypeScript sources)
// and Vite's dev server with hot module replacement on http://localhost:5173, which
// proxies /graphql, /api and /media to the API on :4000.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './build-state.mjs';

const children = [
  spawn(
    process.execPath,
    ['--watch-path=api/src', '--enable-source-maps', '-r', '@swc-node/register', 'api/src/main.ts'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, SWCRC: 'true' } },
  ),
  spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'dev', '-w', 'web'], {
    cwd: root,
    stdio: 'inherit',
  }),
];
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
let alive = children.length;
for (const child of children) {
  child.on('exit', (code) => {
    alive -= 1;
    if (!stopping) stop('SIGTERM');
    if (alive === 0) process.exit(code ?? 0);
  });
}
void path;
