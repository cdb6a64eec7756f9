// Account journey in a real browser: sign up, log out, log in, edit the profile,
// then the password reset through the emailed link.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { DATA_DIR, waitForText, withPage } from '../browser.mjs';

const unique = Date.now().toString(36);
const account = {
  firstName: 'Eve',
  lastName: 'Tester',
  username: `eve_${unique}`,
  email: `eve.${unique}@example.com`,
  password: 'a long enough password',
};

async function signUp(page) {
  await page.goto('/sign-up');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('Username').fill(account.username);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm password').fill(account.password);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await waitForText(page, 'Sign Up successful!');
  // The app goes home after 3 seconds, signed in.
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
}

async function logOut(page) {
  await page.getByRole('button', { name: `Account menu for ${account.username}` }).click();
  await page
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('menuitem', { name: 'Logout' }))
    .click();
  await page.getByRole('link', { name: 'Login' }).first().waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('jwtToken')), null);
}

async function logIn(page, password = account.password) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: /log ?in/i }).click();
  await waitForText(page, 'Login successful!');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
}

test('sign up, log out, log in and edit the profile', (t) =>
  withPage(t, async (page) => {
    await signUp(page);
    assert.ok(
      await page.evaluate(() => localStorage.getItem('jwtToken')),
      'the JWT is stored under jwtToken',
    );
    await page.getByRole('button', { name: `Account menu for ${account.username}` }).waitFor();

    await logOut(page);

    // A wrong password shows the server's message and keeps the user out.
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password').fill('not the password');
    await form.getByRole('button', { name: /log ?in/i }).click();
    await waitForText(page, 'Incorrect email or password');

    await logIn(page);

    await page.goto(`/profile/${account.username}/edit`);
    const about = page.getByRole('form', { name: 'About me' });
    await about.getByLabel('Bio').fill('I test comics for a living.');
    await about.getByLabel('First name').fill('Evelyn');
    await about.getByRole('button', { name: 'Update Profile' }).click();
    await waitForText(page, 'Profile updated!');

    // The change is stored: a fresh page load shows it on the public profile.
    await page.goto(`/profile/${account.username}`);
    await waitForText(page, 'I test comics for a living.');
  }));

test('forgot password sends a link that resets the password', (t) =>
  withPage(t, async (page) => {
    assert.ok(DATA_DIR, 'E2E_DATA_DIR is set by e2e/run.mjs');
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: /send|reset|submit/i }).click();
    await waitForText(page, 'A reset token has been sent to your email.');

    const mailDir = path.join(DATA_DIR, 'mail');
    let link;
    for (let attempt = 0; attempt < 50 && !link; attempt += 1) {
      const files = await fs.readdir(mailDir).catch(() => []);
      for (const file of files.sort().reverse()) {
        const raw = await fs.readFile(path.join(mailDir, file), 'utf8');
        // Undo quoted-printable soft line breaks before looking for the link.
        const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        if (!text.includes(account.email)) continue;
        link = /https?:\/\/[^\s"<]+\/reset-password\/([0-9a-f]{64})/.exec(text)?.[0];
        if (link) break;
      }
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.ok(link, 'a reset email with a link was written');

    const newPassword = 'an even longer new password';
    await page.goto(new URL(link).pathname);
    assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel(/confirm/i).fill(newPassword);
    await page.getByRole('button', { name: /reset/i }).click();
    await waitForText(page, 'Your password has been reset.');
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });

    await logIn(page, newPassword);
  }));
