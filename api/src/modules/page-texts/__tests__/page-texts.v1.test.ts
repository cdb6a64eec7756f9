import type { Test } from 'supertest';
import { LIMITS, MESSAGES } from '../../../config/limits';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildAccessToken, buildBook, buildUser } from '../../../../test/factories';
import { IssuePage } from '../../issues/issue-page.entity';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const auth = (req: Test, token?: string) =>
  token ? req.set('authorization', `Bearer ${token}`) : req;
const path = (bookId: number, n = 1) =>
  `/api/v1/publish/any-slug/book/${bookId}/issue/${n}/issue-asset-texts`;

async function ownBook(pages = 2) {
  const owner = await buildUser(app);
  const { book } = await buildBook(app, { publisher: owner.user, issues: [{ pages }] });
  return { owner, book };
}

async function storedTexts(bookId: number) {
  const rows = await app
    .em()
    .find(IssuePage, { issue: { book: bookId } }, { orderBy: { pageNumber: 'asc' } });
  return rows.map((p) => [p.pageNumber, p.altText ?? null, p.transcript ?? null]);
}

describe('P15 issue-asset-texts (v1 extra)', () => {
  test('PATCH sets texts by page_number; GET lists every page with its texts', async () => {
    const { owner, book } = await ownBook(2);
    const res = await auth(app.http().patch(path(book.id)), owner.token).send({
      pages: [{ page_number: 2, alt_text: 'A robot waves.', transcript: 'ROBOT: Hello!' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.issueAssetTexts).toEqual([
      { id: expect.any(Number), page_number: 1, alt_text: null, transcript: null },
      {
        id: expect.any(Number),
        page_number: 2,
        alt_text: 'A robot waves.',
        transcript: 'ROBOT: Hello!',
      },
    ]);
    const read = await auth(app.http().get(path(book.id)), owner.token);
    expect(read.status).toBe(200);
    expect(read.body.issueAssetTexts).toEqual(res.body.issueAssetTexts);

    // A key left out stays; null clears.
    const cleared = await auth(app.http().patch(path(book.id)), owner.token).send({
      pages: [{ page_number: 2, alt_text: null }],
    });
    expect(cleared.status).toBe(200);
    expect(await storedTexts(book.id)).toEqual([
      [1, null, null],
      [2, null, 'ROBOT: Hello!'],
    ]);
  });

  test.each([
    ['alt_text', 'a'.repeat(LIMITS.altTextMax + 1), MESSAGES.altTextMax],
    ['transcript', 't'.repeat(LIMITS.transcriptMax + 1), MESSAGES.transcriptMax],
  ])(
    'an over-long %s is 400 with the spec-style message; nothing is saved',
    async (key, text, message) => {
      const { owner, book } = await ownBook(2);
      const res = await auth(app.http().patch(path(book.id)), owner.token).send({
        pages: [
          { page_number: 1, alt_text: 'Fine' },
          { page_number: 2, [key]: text },
        ],
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'fail', message });
      expect(await storedTexts(book.id)).toEqual([
        [1, null, null],
        [2, null, null],
      ]);
    },
  );

  test("someone else's issue is 404 before 400; anonymous is 401; a read-only token is 403", async () => {
    const { owner, book } = await ownBook(1);
    const stranger = await buildUser(app);
    const tooLong = { pages: [{ page_number: 1, alt_text: 'a'.repeat(LIMITS.altTextMax + 1) }] };
    expect((await auth(app.http().patch(path(book.id)), stranger.token).send(tooLong)).status).toBe(
      404,
    );
    expect((await auth(app.http().get(path(book.id)), stranger.token)).status).toBe(404);
    expect((await app.http().patch(path(book.id)).send(tooLong)).status).toBe(401);
    const readOnly = await buildAccessToken(app, { user: owner.user, scopes: ['read'] });
    const refused = await auth(app.http().patch(path(book.id)), readOnly.token).send({
      pages: [{ page_number: 1, alt_text: 'Alt' }],
    });
    expect(refused.status).toBe(403);
    expect(await storedTexts(book.id)).toEqual([[1, null, null]]);
  });

  test('a missing pages list or an unknown page number is 400', async () => {
    const { owner, book } = await ownBook(1);
    const missing = await auth(app.http().patch(path(book.id)), owner.token).send({});
    expect(missing.status).toBe(400);
    const unknown = await auth(app.http().patch(path(book.id)), owner.token).send({
      pages: [{ page_number: 9, alt_text: 'x' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(MESSAGES.pageNotFound);
  });
});
