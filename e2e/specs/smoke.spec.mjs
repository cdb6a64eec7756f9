// Smoke test: the built app starts, serves the web client, and answers health checks.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appUrl, waitForText, withPage } from '../browser.mjs';

test('GET /healthz answers 200', async () => {
  const response = await fetch(appUrl('/healthz'));
  assert.equal(response.status, 200);
});

test('the home page shows Panelhouse', (t) =>
  withPage(t, async (page) => {
    const response = await page.goto('/');
    assert.ok(response?.ok(), `GET / answered ${response?.status()}`);
    await waitForText(page, 'Panelhouse');
  }));

test('an unknown route shows the 404 page', (t) =>
  withPage(t, async (page) => {
    await page.goto(`/no-such-page-${Date.now()}`);
    await waitForText(page, '404: Uh-Oh! Page Not Found!');
  }));
