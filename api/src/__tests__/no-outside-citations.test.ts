import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Comments and docs explain themselves from inside the repository: a rule the code relies on
 * is written in docs/ (docs/api.md section 9 for v1, docs/product-rules.md for the web app),
 * never cited from a document a reader of the repository does not have (a design note, the
 * v1 contract or product spec by section number, an issue tracker's numbers).
 */

const ROOT = path.resolve(__dirname, '../../..');
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|css|html|graphql|ya?ml|sh)$/;
const SKIP = /(^|\/)(node_modules|dist|build|coverage)\//;

// Each pattern is spelled so that this file does not contain the phrase it looks for.
const CITATIONS: [RegExp, string][] = [
  [/\bDESIG[N]\b/, 'a design document'],
  [/\bapi-v[1]\b/, 'the v1 contract document'],
  [/\u00a7/, 'a section sign'],
  [/hous[e][ -]rules/i, 'the code-placement rules document'],
  [
    /\bspe[c] \u00a7|\bthe spe[c]'s\b|\bthe FI[X](es)?\b|\bits FI[X]es\b|\bMUS[T] \(/,
    'a spec or contract section',
  ],
  [/\(issu[e] \d+[,) ]|\bissu[e] \d+,? item \d|^#+ Issu[e] \d+:/, 'an issue number'],
];

function trackedFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  } catch {
    const out: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
        const rel = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.name.startsWith('.') || SKIP.test(`${rel}/`)) continue;
        if (entry.isDirectory()) walk(rel);
        else out.push(rel);
      }
    };
    walk('');
    return out;
  }
}

test('no comment or doc cites a document outside the repository', () => {
  const found: string[] = [];
  const files = trackedFiles().filter((f) => TEXT.test(f) && !SKIP.test(f));
  expect(files.length).toBeGreaterThan(100);
  for (const file of files) {
    const full = path.join(ROOT, file);
    if (!fs.existsSync(full)) continue;
    fs.readFileSync(full, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        // The GraphQL spec and other public specifications may be named.
        const text = line.replace(/GraphQL spec's/g, '');
        for (const [pattern, what] of CITATIONS) {
          if (pattern.test(text)) found.push(`${file}:${i + 1} cites ${what}: ${line.trim()}`);
        }
      });
  }
  expect(found).toEqual([]);
});
