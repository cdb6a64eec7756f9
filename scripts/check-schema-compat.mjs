#!/usr/bin/env node
// `npm run schema:compat`: fails if schema.graphql breaks clients of the schema at the base
// commit. Removing or changing a field, argument or enum value is allowed only once the
// base schema had it @deprecated (the rule and the process: docs/api-changelog.md; the
// logic: api/src/graphql/schema-compat.ts).
//
// Base: SCHEMA_BASE (any git rev: origin/main, a tag, a sha) else HEAD~1. Without git, or
// without that commit (a shallow clone, the first commit), it says why and passes: the
// check needs history, and CI that wants it fetches enough (`fetch-depth: 0`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCHEMA = 'schema.graphql';
const base = process.env.SCHEMA_BASE || 'HEAD~1';

const git = (args) =>
  spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

function skip(why) {
  console.log(`⚠ schema:compat: skipped, ${why}. Nothing to compare against.`);
  process.exit(0);
}

const resolved = git(['rev-parse', '--verify', '--quiet', `${base}^{commit}`]);
if (resolved.error) skip(`git is not available (${resolved.error.message})`);
if (resolved.status !== 0) {
  skip(`the base commit ${base} is not in this clone (shallow clone or no history?)`);
}
const commit = resolved.stdout.trim();
const old = git(['show', `${commit}:${SCHEMA}`]);
if (old.status !== 0) skip(`${SCHEMA} does not exist at ${base} (${commit.slice(0, 12)})`);

// The logic is TypeScript in the API; run it as api's scripts do, through @swc-node/register.
const require = createRequire(import.meta.url);
require('@swc-node/register');
const { breakingChanges } = require('../api/src/graphql/schema-compat.ts');

const current = fs.readFileSync(path.join(root, SCHEMA), 'utf8');
let changes;
try {
  changes = await breakingChanges(old.stdout, current);
} catch (error) {
  // An SDL that does not parse or build (a hand edit, a merge conflict left in the file).
  console.error(`✖ schema:compat: cannot compare ${SCHEMA} with ${base}: ${error.message}`);
  process.exit(1);
}
const refused = changes.filter((change) => change.excusedBy === null);
const against = `${SCHEMA} against ${base} (${commit.slice(0, 12)})`;

for (const change of changes) {
  const mark = change.excusedBy === null ? '✖' : '✔';
  const note = change.excusedBy === null ? 'BREAKING' : `allowed: ${change.excusedBy}`;
  console.log(`${mark} ${change.path || '(schema)'} [${change.type}] ${change.message} (${note})`);
}
if (refused.length > 0) {
  console.error(
    `\n✖ schema:compat: ${refused.length} breaking change(s) in ${against}.\n` +
      '  Deprecate first (@deprecated / `deprecationReason`), ship, and remove in a later\n' +
      '  release; or add the new shape beside the old one. See docs/api-changelog.md.',
  );
  process.exit(1);
}
console.log(
  `✔ schema:compat: no breaking change in ${against}` +
    (changes.length > 0 ? ` (${changes.length} allowed after deprecation).` : '.'),
);
