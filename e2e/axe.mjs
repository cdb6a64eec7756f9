// axe-core (node_modules/axe-core) in a real browser, for the journeys that check a page's
// accessibility.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The app's CSP (script-src 'self') blocks an injected <script> tag; evaluating the source
// through the DevTools protocol is not subject to it and leaves the page's policy as it is.
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe on the page as it is; logs every violation; fails on serious or critical ones. */
export async function expectAccessible(page, name) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} (${n.any[0]?.message ?? n.failureSummary})`),
    }));
  });
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  console.log(
    `[axe] ${name}: ${violations.length} violation(s), ${blocking.length} serious or critical`,
  );
  for (const v of violations)
    console.log(`[axe]   ${v.impact} ${v.id}: ${v.help} — ${v.targets.join(', ')}`);
  assert.deepEqual(
    blocking.map((v) => `${v.impact} ${v.id}: ${v.targets.join(', ')}`),
    [],
    `${name} has serious or critical axe violations`,
  );
}
