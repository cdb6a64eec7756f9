// Fingerprints of the sources each build depends on, so `npm start` rebuilds only what changed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const TARGETS = {
  api: {
    workspace: 'api',
    stamp: 'api/dist/.build-stamp',
    inputs: [
      'api/src',
      'api/package.json',
      'api/tsconfig.json',
      'api/tsconfig.build.json',
      'tsconfig.json',
    ],
  },
  web: {
    workspace: 'web',
    stamp: 'web/dist/.build-stamp',
    // The web imports the API's limits module (one source of truth for messages).
    inputs: [
      'web/src',
      'web/public',
      'web/index.html',
      // The GraphQL IDE entry and the example operations it imports as its tabs.
      'web/graphiql.html',
      'docs/api-examples',
      'web/package.json',
      'web/vite.config.ts',
      'web/vite.ssr.config.ts',
      'web/tsconfig.json',
      // limits.ts and the siblings it re-exports.
      'api/src/config',
      'tsconfig.json',
    ],
  },
};

function walk(entry, out) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  const stat = fs.statSync(full);
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      walk(path.join(entry, name), out);
    }
  } else out.push(`${entry}:${stat.size}:${Math.floor(stat.mtimeMs)}`);
}

export function fingerprint(target) {
  const lines = [];
  for (const input of target.inputs) walk(input, lines);
  return crypto.createHash('sha256').update(lines.join('\n')).digest('hex');
}

export function isFresh(target) {
  const stamp = path.join(root, target.stamp);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').trim() === fingerprint(target);
}

export function writeStamp(target) {
  const stamp = path.join(root, target.stamp);
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, `${fingerprint(target)}\n`);
}
