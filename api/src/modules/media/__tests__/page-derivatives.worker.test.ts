import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, testCover } from '../../../../test/factories';
import { makeImage } from '../../../../test/images';
import { IssuePage } from '../../issues/issue-page.entity';
import { keysOf } from '../media-keys';

// The registered worker (WORKER on, as in one-process deployments) picks the job up by itself.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: true, jobPollSeconds: 1 });
});
afterAll(async () => {
  await app.close();
});

test('after a v1 upload the worker makes every derivative and the srcset lists them', async () => {
  const owner = await buildUser(app);
  const { book } = await buildBook(app, { publisher: owner.user, files: true });
  const res = await app
    .http()
    .post(`/api/v1/publish/x/book/${book.id}`)
    .set('authorization', `Bearer ${owner.token}`)
    .field('issueTitle', 'Two')
    .field('issueDescription', 'Wide pages.')
    .field(
      'workCredits',
      JSON.stringify([{ user: owner.user.id, username: 'me', credits: ['writer'] }]),
    )
    .attach('issueCoverPhoto', await testCover(), 'c.png')
    .attach('issueAssets', await makeImage({ width: 1500, height: 2000, format: 'jpeg' }), 'p.jpg');
  expect(res.status).toBe(201);
  const pageId = res.body.issueAssets[0].id as number;
  let page = await app.em().findOneOrFail(IssuePage, pageId);
  // Polls the row (no timing assertion: the test's own timeout is the only bound).
  while (page.image.derivativesPendingSince) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    page = await app.em().findOneOrFail(IssuePage, pageId);
  }
  expect(page.image.variantWidths).toEqual([480, 960, 1440]);
  for (const key of keysOf(page.image)) expect(await app.deps.media.storage.exists(key)).toBe(true);
  expect(app.deps.media.srcset(page.image).split(', ')).toHaveLength(4);
}, 60_000);
