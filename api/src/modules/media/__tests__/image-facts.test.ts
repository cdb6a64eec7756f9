import sharp from 'sharp';
import { makeZip } from '../../../../test/archives';
import { buildBook, buildUser, testCover } from '../../../../test/factories';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { makeImage } from '../../../../test/images';

/**
 * Every uploaded image is checked once: one header read (`metadata`) and one decode (the
 * 64 px thumbnail, `toBuffer`), whose facts the store step reuses. Counted on sharp itself,
 * so a second check anywhere on the way (service, archive import, storage) shows up.
 */

let app: TestApp;
beforeAll(async () => {
  // No worker: the derivative job decodes the stored originals later, by design.
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  await app.close();
});

const CREATE_ISSUE = `mutation ($bookId: Int!, $input: IssueDetailsInput!, $cover: Upload!, $pages: [Upload!]!, $archive: Upload) {
  createIssue(bookId: $bookId, input: $input, cover: $cover, pages: $pages, archive: $archive) { id }
}`;

async function counted<T>(run: () => Promise<T>) {
  const metadata = jest.spyOn(sharp.prototype, 'metadata');
  const toBuffer = jest.spyOn(sharp.prototype, 'toBuffer');
  try {
    const result = await run();
    return { result, headers: metadata.mock.calls.length, decodes: toBuffer.mock.calls.length };
  } finally {
    metadata.mockRestore();
    toBuffer.mockRestore();
  }
}

async function ownerWithBook() {
  const owner = await buildUser(app);
  const { book } = await buildBook(app, { publisher: owner.user, files: true });
  return { owner, book };
}

const input = (userId: number) => ({
  title: 'Counted',
  description: 'Each image once.',
  credits: [{ userId, roles: ['WRITER'] }],
});

test('a new issue with a cover and two pages: three images, three header reads, three decodes', async () => {
  const { owner, book } = await ownerWithBook();
  const files = {
    cover: { buffer: await testCover(), filename: 'c.png' },
    'pages.0': { buffer: await makeImage({ width: 300, height: 400 }), filename: 'p1.png' },
    'pages.1': { buffer: await makeImage({ width: 300, height: 400 }), filename: 'p2.png' },
  };
  const { result, headers, decodes } = await counted(() =>
    app.gqlUpload(
      CREATE_ISSUE,
      { bookId: book.id, input: input(owner.user.id), pages: [null, null] },
      files,
      owner.token,
    ),
  );
  expect(result.errors).toBeUndefined();
  expect({ headers, decodes }).toEqual({ headers: 3, decodes: 3 });
});

test('a new issue from an archive of two pages: the pages checked by the import are not checked again', async () => {
  const { owner, book } = await ownerWithBook();
  const archive = await makeZip([
    { name: 'p1.png', data: await makeImage({ width: 300, height: 400 }) },
    { name: 'p2.png', data: await makeImage({ width: 300, height: 400 }) },
  ]);
  const cover = await testCover();
  const { result, headers, decodes } = await counted(() =>
    app.gqlUpload(
      CREATE_ISSUE,
      { bookId: book.id, input: input(owner.user.id), pages: [] },
      {
        cover: { buffer: cover, filename: 'c.png' },
        archive: { buffer: archive, filename: 'issue.cbz' },
      },
      owner.token,
    ),
  );
  expect(result.errors).toBeUndefined();
  expect({ headers, decodes }).toEqual({ headers: 3, decodes: 3 });
});

test('a new book cover (GraphQL updateBook): one header read, one decode', async () => {
  const { owner, book } = await ownerWithBook();
  const cover = await testCover();
  const { result, headers, decodes } = await counted(() =>
    app.gqlUpload(
      `mutation ($bookId: Int!, $input: UpdateBookInput!, $cover: Upload) {
        updateBook(bookId: $bookId, input: $input, cover: $cover) { id }
      }`,
      {
        bookId: book.id,
        input: {
          title: book.title,
          description: book.description,
          urlSlug: book.urlSlug,
          contentRating: book.contentRating,
          genres: ['comedy'],
          status: 'ONGOING',
        },
      },
      { cover: { buffer: cover, filename: 'c.png' } },
      owner.token,
    ),
  );
  expect(result.errors).toBeUndefined();
  expect({ headers, decodes }).toEqual({ headers: 1, decodes: 1 });
});
