#!/usr/bin/env node
// `npm run codegen:check`: regenerate every committed artifact and fail if anything changed.
// Generated files (schema.graphql, web/src/gql, api/src/db/migrations) are committed and
// never edited by hand; this is the gate that keeps them in step with the code.
// Every step must exist and succeed: a missing script is a failure, never a skip.
//
// In CI (or a clean tree) any `git status` change under the generated paths fails. On a
// developer's machine, generated files that were already modified before the run and that
// regeneration leaves byte-identical are "up to date but not committed yet": a warning, so
// `npm test` passes before the commit that will include them.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GENERATED = ['schema.graphql', 'web/src/gql', 'api/src/db/migrations'];

const steps = [
  { title: 'emit schema.graphql', cmd: 'npm', args: ['run', 'schema:emit', '-w', 'api'] },
  { title: 'generate web GraphQL types', cmd: 'npm', args: ['run', 'codegen'] },
  {
    title: 'check for pending database migrations',
    cmd: 'npm',
    args: ['run', 'db:migration:check', '-w', 'api'],
  },
];

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) {
    console.error(`\n✖ could not start \`${cmd} ${args.join(' ')}\`: ${result.error.message}`);
    process.exit(1);
  }
  return result;
}

function fail(message, code = 1) {
  console.error(`\n✖ codegen:check: ${message}`);
  process.exit(code);
}

// sha256 over every file (path + bytes) under the generated paths, to see whether
// regeneration changed anything in the working tree.
function fingerprint() {
  const hash = createHash('sha256');
  const visit = (rel) => {
    const abs = path.join(root, rel);
    let stat;
    try {
      stat = fs.statSync(abs);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) visit(path.join(rel, name));
    } else {
      hash.update(`${rel}\0`);
      hash.update(fs.readFileSync(abs));
      hash.update('\0');
    }
  };
  GENERATED.forEach(visit);
  return hash.digest('hex');
}

const git = (args) =>
  spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

const inside = git(['rev-parse', '--is-inside-work-tree']);
if (inside.error || inside.status !== 0) {
  fail(`not a git work tree, cannot compare generated files (${inside.stderr || inside.error})`);
}

const porcelain = () => {
  const result = git(['status', '--porcelain', '--untracked-files=all', '--', ...GENERATED]);
  if (result.status !== 0) fail(`git status failed: ${result.stderr}`);
  return result.stdout;
};

const dirtyBefore = porcelain();
const before = fingerprint();

for (const step of steps) {
  console.log(`\n▶ codegen:check: ${step.title} (${step.cmd} ${step.args.join(' ')})`);
  const { status, signal } = run(step.cmd, step.args);
  if (status !== 0) {
    fail(
      `step "${step.title}" failed (${signal ? `signal ${signal}` : `exit ${status}`}). ` +
        'A missing script counts as a failure.',
      status || 1,
    );
  }
}

const dirtyAfter = porcelain();
const changedByRegeneration = fingerprint() !== before;
const isCI = Boolean(process.env.CI) && process.env.CI !== 'false';

if (dirtyAfter.trim() !== '' && !isCI && dirtyBefore.trim() !== '' && !changedByRegeneration) {
  console.warn(
    '\n⚠ codegen:check: generated files are up to date with the code but not committed yet:\n' +
      dirtyAfter +
      'Commit them with your change; CI fails on uncommitted generated files.',
  );
  process.exit(0);
}

if (dirtyAfter.trim() !== '') {
  console.error('\nGenerated files not up to date!\n');
  console.error(dirtyAfter);
  // Tracked changes as a diff; new (untracked) files are listed above with "??".
  run('git', ['--no-pager', 'diff', '--stat', '--', ...GENERATED]);
  run('git', ['--no-pager', 'diff', '--', ...GENERATED]);
  console.error(
    '\nRun `npm run schema:emit && npm run codegen` (and create a migration with ' +
      '`npm run db:migration:create` if the entities changed), then commit the result.',
  );
  process.exit(1);
}

console.log('\n✔ codegen:check: generated files are up to date.');
