// Links that preview and a front door with comics: what a crawler without JavaScript gets
// (statuses, the server-rendered head, sitemap, manifest), and the home page's shelves.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appUrl, waitForText, withPage } from '../browser.mjs';

const headOf = (html) => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
// The server marks the tags it renders (data-server-head) so the web can replace them.
const metaContent = (head, key) =>
  new RegExp(`<meta [^>]*?(?:name|property)="${key}" content="([^"]*)"`).exec(head)?.[1];

test('unknown routes answer 404 and still show the 404 page', (t) =>
  withPage(t, async (page) => {
    const response = await page.goto(`/no-such-page-${Date.now()}`);
    assert.equal(response?.status(), 404);
    await waitForText(page, '404: Uh-Oh! Page Not Found!');
    assert.equal(await page.title(), 'Page Not Found | Panelhouse Comics');
  }));

test('a profile is previewed without JavaScript; no-index routes say so in a header', async () => {
  const suffix = Date.now().toString(36);
  const username = `preview_${suffix}`;
  const signUp = await fetch(appUrl('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: SignUpInput!) { signUp(input: $input) { token } }',
      variables: {
        input: {
          firstName: 'Pre',
          lastName: 'View',
          username,
          email: `${username}@example.com`,
          password: 'correct horse battery',
          passwordConfirm: 'correct horse battery',
        },
      },
    }),
  });
  assert.equal(signUp.status, 200);

  const res = await fetch(appUrl(`/profile/${username}`));
  assert.equal(res.status, 200);
  const head = headOf(await res.text());
  assert.match(head, new RegExp(`<title>${username} \\| Panelhouse Comics</title>`));
  assert.equal(metaContent(head, 'og:type'), 'profile');
  assert.match(metaContent(head, 'og:image') ?? '', /^https?:\/\//);
  const ld = /<script [^>]*?type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head);
  assert.equal(JSON.parse(ld[1]).mainEntity.name, username);
  assert.match(head, /<link [^>]*?rel="alternate" type="application\/atom\+xml"/);

  const edit = await fetch(appUrl(`/profile/${username}/edit`));
  assert.equal(edit.headers.get('x-robots-tag'), 'noindex');
  assert.equal((await fetch(appUrl('/profile/nobody_at_all_here'))).status, 404);
});

test('sitemap, robots.txt and the manifest are served', async () => {
  const sitemap = await fetch(appUrl('/sitemap.xml'));
  assert.equal(sitemap.status, 200);
  assert.match(
    await sitemap.text(),
    /<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  assert.match(await (await fetch(appUrl('/robots.txt'))).text(), /Sitemap: .*\/sitemap.xml/);
  const manifest = await fetch(appUrl('/manifest.webmanifest'));
  assert.equal(manifest.status, 200);
  const icons = (await manifest.json()).icons;
  for (const icon of icons) assert.equal((await fetch(appUrl(icon.src))).status, 200, icon.src);
});

test('the home page shows its shelves: the newest public issue, or the empty text', (t) =>
  withPage(t, async (page) => {
    // Other specs may have published before this one runs: ask the API what the shelf holds.
    const res = await fetch(appUrl('/graphql'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: '{ newIssues(first: 1) { title book { title } } }' }),
    });
    const [newest] = (await res.json()).data.newIssues;
    await page.goto('/');
    await page.getByRole('heading', { name: 'New issues' }).waitFor();
    await page.getByRole('heading', { name: 'Popular' }).waitFor();
    await waitForText(page, newest ? newest.title : 'No issues yet. Be the first to publish one!');
  }));
