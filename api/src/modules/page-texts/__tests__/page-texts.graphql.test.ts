import { LIMITS, MESSAGES } from '../../../config/limits';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildAccessToken, buildBook, buildUser } from '../../../../test/factories';
import { IssuePage } from '../../issues/issue-page.entity';
import { validPageTexts } from '../page-texts.service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const UPDATE = `mutation ($bookId: Int!, $issueNumber: Int!, $pages: [PageTextInput!]!) {
  updatePageTexts(bookId: $bookId, issueNumber: $issueNumber, pages: $pages) {
    id pages(first: 200) { nodes { pageNumber altText transcript } }
  }
}`;
const READ = `query ($bookId: Int!, $issueNumber: Int!) {
  issue(bookId: $bookId, issueNumber: $issueNumber) { pages(first: 200) { nodes { pageNumber altText transcript } } }
}`;

async function ownBook(pages = 3) {
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

describe('updatePageTexts', () => {
  test('sets alt text and transcripts by page number; the public reader query returns them', async () => {
    const { owner, book } = await ownBook(3);
    const transcript = 'MIRA: Who turned off the lights?\nSFX: KRAK!';
    const result = await app.gql<{ updatePageTexts: any }>(
      UPDATE,
      {
        bookId: book.id,
        issueNumber: 1,
        pages: [
          { pageNumber: 2, altText: '  Mira looks up at a dark tower.  ', transcript },
          { pageNumber: 3, altText: 'The tower falls.' },
        ],
      },
      owner.token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.updatePageTexts.pages.nodes).toEqual([
      { pageNumber: 1, altText: null, transcript: null },
      { pageNumber: 2, altText: 'Mira looks up at a dark tower.', transcript },
      { pageNumber: 3, altText: 'The tower falls.', transcript: null },
    ]);
    const anonymous = await app.gql<{ issue: any }>(READ, { bookId: book.id, issueNumber: 1 });
    expect(anonymous.data!.issue.pages.nodes[1]).toEqual({
      pageNumber: 2,
      altText: 'Mira looks up at a dark tower.',
      transcript,
    });
  });

  test('a field left out is unchanged; null or blank clears it', async () => {
    const { owner, book } = await ownBook(2);
    const set = (pages: unknown[]) =>
      app.gql(UPDATE, { bookId: book.id, issueNumber: 1, pages }, owner.token);
    await set([
      { pageNumber: 1, altText: 'One', transcript: 'Text one' },
      { pageNumber: 2, altText: 'Two', transcript: 'Text two' },
    ]);
    const result = await set([
      { pageNumber: 1, transcript: null },
      { pageNumber: 2, altText: '   ' },
    ]);
    expect(result.errors).toBeUndefined();
    expect(await storedTexts(book.id)).toEqual([
      [1, 'One', null],
      [2, null, 'Text two'],
    ]);
  });

  test.each([
    ['altText', 'a'.repeat(LIMITS.altTextMax + 1), MESSAGES.altTextMax],
    ['transcript', 't'.repeat(LIMITS.transcriptMax + 1), MESSAGES.transcriptMax],
  ])(
    'an over-long %s is refused with the spec-style message and nothing is saved',
    async (field, text, message) => {
      const { owner, book } = await ownBook(2);
      const result = await app.gql(
        UPDATE,
        {
          bookId: book.id,
          issueNumber: 1,
          // The valid first change must not be saved either.
          pages: [
            { pageNumber: 1, altText: 'Fine' },
            { pageNumber: 2, [field]: text },
          ],
        },
        owner.token,
      );
      expect(result.errors?.[0].message).toBe(message);
      expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0].extensions?.field).toBe(`pages[1].${field}`);
      expect(await storedTexts(book.id)).toEqual([
        [1, null, null],
        [2, null, null],
      ]);
    },
  );

  test('exactly the limits are accepted', async () => {
    const { owner, book } = await ownBook(1);
    const altText = 'a'.repeat(LIMITS.altTextMax);
    const transcript = 't'.repeat(LIMITS.transcriptMax);
    const result = await app.gql(
      UPDATE,
      { bookId: book.id, issueNumber: 1, pages: [{ pageNumber: 1, altText, transcript }] },
      owner.token,
    );
    expect(result.errors).toBeUndefined();
    expect(await storedTexts(book.id)).toEqual([[1, altText, transcript]]);
  });

  test('a page number the issue does not have, or a repeated one, is refused and nothing is saved', async () => {
    const { owner, book } = await ownBook(2);
    for (const pages of [
      [
        { pageNumber: 1, altText: 'x' },
        { pageNumber: 3, altText: 'y' },
      ],
      [
        { pageNumber: 1, altText: 'x' },
        { pageNumber: 1, altText: 'y' },
      ],
    ]) {
      const result = await app.gql(UPDATE, { bookId: book.id, issueNumber: 1, pages }, owner.token);
      expect(result.errors?.[0].message).toBe(MESSAGES.pageNotFound);
      expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await storedTexts(book.id)).toEqual([
      [1, null, null],
      [2, null, null],
    ]);
  });

  test("someone else's issue is NOT_FOUND (before the input is checked); anonymous callers are refused", async () => {
    const { book } = await ownBook(1);
    const stranger = await buildUser(app);
    const pages = [{ pageNumber: 1, altText: 'a'.repeat(LIMITS.altTextMax + 1) }];
    const result = await app.gql(
      UPDATE,
      { bookId: book.id, issueNumber: 1, pages },
      stranger.token,
    );
    expect(result.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const anonymous = await app.gql(UPDATE, { bookId: book.id, issueNumber: 1, pages });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await storedTexts(book.id)).toEqual([[1, null, null]]);
  });

  test('an access token needs write:works', async () => {
    const { owner, book } = await ownBook(1);
    const readOnly = await buildAccessToken(app, { user: owner.user, scopes: ['read'] });
    const pages = [{ pageNumber: 1, altText: 'Alt' }];
    const refused = await app.gql(
      UPDATE,
      { bookId: book.id, issueNumber: 1, pages },
      readOnly.token,
    );
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const writer = await buildAccessToken(app, {
      user: owner.user,
      scopes: ['read', 'write:works'],
    });
    const ok = await app.gql(UPDATE, { bookId: book.id, issueNumber: 1, pages }, writer.token);
    expect(ok.errors).toBeUndefined();
    expect(await storedTexts(book.id)).toEqual([[1, 'Alt', null]]);
  });

  test('the database refuses a transcript over the limit even past the service', async () => {
    const { book } = await ownBook(1);
    const em = app.em();
    const page = await em.findOneOrFail(IssuePage, { issue: { book: book.id } });
    page.transcript = 't'.repeat(LIMITS.transcriptMax + 1);
    await expect(em.flush()).rejects.toThrow(/issue_pages_transcript_length/);
  });
});

describe('validPageTexts', () => {
  test('keeps line breaks inside a transcript, normalises CRLF and trims the ends', () => {
    expect(validPageTexts([{ pageNumber: 1, transcript: ' A: Hi\r\nB: Hey \n' }])).toEqual([
      { pageNumber: 1, altText: undefined, transcript: 'A: Hi\nB: Hey' },
    ]);
  });
});
