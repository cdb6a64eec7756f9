import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import { IssuePage } from '../../issues/issue-page.entity';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const BASE = 'http://panelhouse.test';
const SET = `mutation ($issueId: Int!, $input: IssueLayoutInput!) {
  setIssueLayout(issueId: $issueId, input: $input) { id } }`;

test("an issue's DiViNa manifest lists its pages with Readium page hints from the creator's layout", async () => {
  const owner = await buildUser(app);
  const { issues } = await buildBook(app, { publisher: owner.user, issue: { pages: 5 } });
  const issueId = issues[0].id;
  const set = await app.gql(
    SET,
    { issueId, input: { coverStandsAlone: true, pairOffset: 0, spreadPageNumbers: [4] } },
    owner.token,
  );
  expect(set.errors).toBeUndefined();
  const wide = await app.em().findOneOrFail(IssuePage, { issue: issueId, pageNumber: 4 });
  await app
    .em()
    .nativeUpdate(
      IssuePage,
      { id: wide.id },
      { image: { ...wide.image, width: 3976, height: 3056 } },
    );

  const res = await app.http().get(`/opds/v2/issues/${issueId}/manifest.json`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/divina+json; charset=utf-8');
  expect(res.headers['access-control-allow-origin']).toBe('*');
  const manifest = JSON.parse(res.text);
  expect(manifest.metadata).toMatchObject({
    conformsTo: 'https://readium.org/webpub-manifest/profiles/divina',
    identifier: `urn:panelhouse:issue:${issueId}`,
    readingProgression: 'ltr',
    numberOfPages: 5,
    presentation: { layout: 'fixed', spread: 'landscape' },
  });
  expect(manifest.links[0]).toEqual({
    rel: 'self',
    href: `${BASE}/opds/v2/issues/${issueId}/manifest.json`,
    type: 'application/divina+json',
  });
  // Cover alone | 2 3 | 4 the spread | 5 alone.
  expect(
    manifest.readingOrder.map((l: { href: string; properties: object; width: number }) => [
      l.href,
      l.properties,
      l.width,
    ]),
  ).toEqual([
    [`${BASE}/opds/issues/${issueId}/pages/0`, { page: 'center' }, expect.any(Number)],
    [`${BASE}/opds/issues/${issueId}/pages/1`, { page: 'left' }, expect.any(Number)],
    [`${BASE}/opds/issues/${issueId}/pages/2`, { page: 'right' }, expect.any(Number)],
    [`${BASE}/opds/issues/${issueId}/pages/3`, { page: 'center', spread: 'none' }, 3976],
    [`${BASE}/opds/issues/${issueId}/pages/4`, { page: 'center' }, expect.any(Number)],
  ]);
  expect(manifest.readingOrder.every((l: { type: string }) => l.type === 'image/jpeg')).toBe(true);

  // Offset 1 shifts the pairs: cover | 2 alone | 3 alone before the spread | 4 | 5.
  await app.gql(SET, { issueId, input: { coverStandsAlone: true, pairOffset: 1 } }, owner.token);
  const shifted = JSON.parse(
    (await app.http().get(`/opds/v2/issues/${issueId}/manifest.json`)).text,
  );
  expect(
    shifted.readingOrder.map((l: { properties: { page: string } }) => l.properties.page),
  ).toEqual(['center', 'center', 'center', 'center', 'center']);
});

test('a missing, scheduled or malformed issue is a 404', async () => {
  const owner = await buildUser(app);
  const { issues } = await buildBook(app, {
    publisher: owner.user,
    issues: [{}, { releaseAt: new Date(Date.now() + 3_600_000) }],
  });
  for (const path of [`${issues[1].id}`, '999999999', 'x1']) {
    const res = await app.http().get(`/opds/v2/issues/${path}/manifest.json`);
    expect(res.status).toBe(404);
  }
});
