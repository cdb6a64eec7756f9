import sharp from 'sharp';
import type { Test } from 'supertest';
import { MESSAGES } from '../../../config/limits';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser, storedKeys, testCover, testPage } from '../../../../test/factories';
import { makeImage } from '../../../../test/images';
import { publishingRows } from '../../publish/__tests__/helpers';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

/**
 * A real PNG cut in half: its header (format, 1000 x 1500) reads fine, its pixel data does
 * not. Before, such a page was stored (201) and served without derivatives.
 */
async function truncated(width: number, height: number): Promise<Buffer> {
  const whole = await makeImage({ width, height });
  const half = whole.subarray(0, Math.floor(whole.length / 2));
  const header = await sharp(half).metadata();
  expect([header.format, header.width, header.height]).toEqual(['png', width, height]);
  return half;
}

const auth = (req: Test, token: string) => req.set('authorization', `Bearer ${token}`);

function v1Book(token: string, userId: number) {
  let req = auth(app.http().post('/api/v1/publish'), token);
  const fields = {
    bookTitle: 'Broken Glass',
    bookDescription: 'Shards.',
    urlSlug: `broken-glass-${userId}`,
    contentRating: 'T',
    issueTitle: 'One',
    issueDescription: 'First.',
    workCredits: JSON.stringify([{ user: String(userId), username: 'x', credits: ['writer'] }]),
    genres: JSON.stringify(['drama']),
  };
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return req;
}

const CREATE_BOOK = `mutation ($input: CreateBookInput!, $cover: Upload!, $issueCover: Upload!, $pages: [Upload!]!) {
  createBook(input: $input, cover: $cover, issueCover: $issueCover, pages: $pages) { id }
}`;

describe('an image whose header reads but whose pixels do not is refused at upload', () => {
  test('v1 POST /publish: a truncated page is a 400 with a clear message; nothing is stored', async () => {
    const { user, token } = await buildUser(app);
    const before = await publishingRows(app);
    const keys = await storedKeys(app);
    const res = await v1Book(token, user.id)
      .attach('bookCoverPhoto', await testCover(), 'book-cover.png')
      .attach('issueCoverPhoto', await testCover(), 'issue-cover.png')
      .attach('issueAssets', await testPage(), 'page-1.png')
      .attach('issueAssets', await truncated(1000, 1500), 'page-2.png');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message: MESSAGES.imageDamaged });
    expect(await publishingRows(app)).toEqual(before);
    expect(await storedKeys(app)).toEqual(keys);
  });

  test('v1 POST /publish: a truncated cover is refused with the same message', async () => {
    const { user, token } = await buildUser(app);
    const res = await v1Book(token, user.id)
      .attach('bookCoverPhoto', await truncated(320, 485), 'book-cover.png')
      .attach('issueCoverPhoto', await testCover(), 'issue-cover.png')
      .attach('issueAssets', await testPage(), 'page-1.png');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.imageDamaged);
  });

  test('GraphQL createBook: a truncated page is BAD_USER_INPUT with the message; nothing is stored', async () => {
    const { user, token } = await buildUser(app);
    const before = await publishingRows(app);
    const keys = await storedKeys(app);
    const result = await app.gqlUpload(
      CREATE_BOOK,
      {
        input: {
          title: 'Broken Glass',
          description: 'Shards.',
          urlSlug: 'broken-glass-gql',
          contentRating: 'T',
          genres: ['drama'],
          firstIssue: {
            title: 'One',
            description: 'First.',
            credits: [{ userId: user.id, roles: ['WRITER'] }],
          },
        },
        pages: [null, null],
      },
      {
        cover: { buffer: await testCover(), filename: 'cover.png' },
        issueCover: { buffer: await testCover(), filename: 'issue-cover.png' },
        'pages.0': { buffer: await testPage(), filename: 'p1.png' },
        'pages.1': { buffer: await truncated(1000, 1500), filename: 'p2.png' },
      },
      token,
    );
    expect(result.errors?.[0]).toMatchObject({
      message: MESSAGES.imageDamaged,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await publishingRows(app)).toEqual(before);
    expect(await storedKeys(app)).toEqual(keys);
  });

  test('profile photos (v1 and GraphQL): a truncated photo is refused with the message', async () => {
    const { token } = await buildUser(app);
    const photo = await truncated(500, 500);
    const v1 = await auth(app.http().patch('/api/v1/users/update-profile-photo'), token).attach(
      'profilePhoto',
      photo,
      { filename: 'me.png', contentType: 'image/png' },
    );
    expect(v1.status).toBe(400);
    expect(v1.body.message).toBe(MESSAGES.imageDamaged);
    const gql = await app.gqlUpload(
      `mutation($profilePhoto: Upload) { updateProfilePhotos(profilePhoto: $profilePhoto) { id } }`,
      {},
      { profilePhoto: { buffer: photo, filename: 'me.png' } },
      token,
    );
    expect(gql.errors?.[0]).toMatchObject({
      message: MESSAGES.imageDamaged,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
