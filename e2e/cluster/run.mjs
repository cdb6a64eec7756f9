#!/usr/bin/env node
// `npm run test:cluster`: the two-replica journey (e2e/cluster/cluster.spec.mjs) against the
// built API (`npm run build` first; npm test has just built it). Needs no browser.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
if (!fs.existsSync(path.join(root, 'api', 'dist', 'main.js'))) {
  console.error('[cluster] api/dist/main.js is missing: run `npm run build` first');
  process.exit(1);
}
const specs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : fs
      .readdirSync(here)
      .filter((name) => name.endsWith('.spec.mjs'))
      .map((name) => path.join(here, name));
const child = spawn(
  process.execPath,
  ['--test', '--test-reporter=spec', '--test-concurrency=1', '--test-timeout=240000', ...specs],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
