import fs from 'node:fs';
import sharp from 'sharp';
import { LIMITS, MESSAGES, formatBytes } from '../../../config/limits';
import { User } from '../user.entity';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser } from '../../../../test/factories';
import { makeImage, makeNoisePngOver, textFileAsPng } from '../../../../test/images';
import { mediaPath, storedFiles } from '../../../../test/accounts';

let app: TestApp;
let oversized: Buffer;
beforeAll(async () => {
  app = await startTestApp();
  // A real PNG just over the profile-photo byte limit (random pixels do not compress).
  oversized = await makeNoisePngOver(LIMITS.profilePhoto.maxBytes);
  expect(oversized.length).toBeGreaterThan(LIMITS.profilePhoto.maxBytes);
});
afterAll(async () => {
  await app.close();
});

const PROFILE = '/api/v1/users/update-profile-photo';
const BACKGROUND = '/api/v1/users/update-background-profile-photo';

const upload = (path: string, token: string, field: string, file: Buffer, filename: string) =>
  app
    .http()
    .patch(path)
    .set('authorization', `Bearer ${token}`)
    .attach(field, file, { filename, contentType: 'image/png' });

const row = (id: number) => app.em().findOneOrFail(User, { id });
const getMe = (token: string) =>
  app.http().get('/api/v1/users/get-me').set('authorization', `Bearer ${token}`);

describe('REST U9 PATCH /users/update-profile-photo', () => {
  test('stores a re-encoded JPEG without EXIF plus WebP derivatives; get-me shows the new URL', async () => {
    const { user, token } = await buildUser(app);
    const jpeg = await makeImage({ width: 800, height: 600, format: 'jpeg', withExif: true });
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const res = await upload(PROFILE, token, 'profilePhoto', jpeg, 'me.jpg');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', updatedUserPhoto: expect.any(String) });
    const url: string = res.body.updatedUserPhoto;
    expect(url).toMatch(/^\/media\/user-profile-resources\/profile-pic\/[0-9a-f]{32}\.jpg$/);

    const stored = await sharp(fs.readFileSync(mediaPath(app, url))).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect(stored.exif).toBeUndefined();

    for (const width of [96, 320]) {
      const variant = mediaPath(app, url.replace(/\.jpg$/, `_w${width}.webp`));
      const meta = await sharp(fs.readFileSync(variant)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      expect(meta.exif).toBeUndefined();
    }
    expect((await getMe(token)).body.user.user_photo).toBe(url);
    expect((await row(user.id)).photo?.originalName).toBe('me.jpg');

    // The stored file is served under /media.
    const served = await app.http().get(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  test('each upload gets a new key; the old file and its derivatives are deleted', async () => {
    const { token } = await buildUser(app);
    const first = await upload(
      PROFILE,
      token,
      'profilePhoto',
      await makeImage({ width: 400, height: 400 }),
      'a.png',
    );
    expect(first.status).toBe(200);
    const oldUrl: string = first.body.updatedUserPhoto;
    const oldFiles = [
      oldUrl,
      oldUrl.replace(/\.png$/, '_w96.webp'),
      oldUrl.replace(/\.png$/, '_w320.webp'),
    ];
    oldFiles.forEach((u) => expect(fs.existsSync(mediaPath(app, u))).toBe(true));

    const second = await upload(
      PROFILE,
      token,
      'profilePhoto',
      await makeImage({ width: 400, height: 400, format: 'webp' }),
      'b.webp',
    );
    expect(second.status).toBe(200);
    const newUrl: string = second.body.updatedUserPhoto;
    expect(newUrl).not.toBe(oldUrl);
    expect(newUrl).toMatch(/\.webp$/);
    expect(fs.existsSync(mediaPath(app, newUrl))).toBe(true);
    oldFiles.forEach((u) => expect(fs.existsSync(mediaPath(app, u))).toBe(false));
  });

  test('a text file named .png -> 400; nothing stored; the user row unchanged', async () => {
    const { user, token } = await buildUser(app);
    await upload(
      PROFILE,
      token,
      'profilePhoto',
      await makeImage({ width: 200, height: 200 }),
      'keep.png',
    );
    const before = storedFiles(app);
    const rowBefore = await row(user.id);

    const res = await upload(PROFILE, token, 'profilePhoto', textFileAsPng(), 'evil.png');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message: MESSAGES.notAnImage });
    expect(storedFiles(app)).toEqual(before);
    const rowAfter = await row(user.id);
    expect(rowAfter.photo).toEqual(rowBefore.photo);
    expect(rowAfter.lastUpdated).toEqual(rowBefore.lastUpdated);
  });

  test('an oversized file -> 413 with the size message; nothing stored', async () => {
    const { user, token } = await buildUser(app);
    const before = storedFiles(app);
    const res = await upload(PROFILE, token, 'profilePhoto', oversized, 'huge.png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      status: 'fail',
      message: MESSAGES.fileSize(formatBytes(LIMITS.profilePhoto.maxBytes)),
    });
    expect(storedFiles(app)).toEqual(before);
    expect((await row(user.id)).photo).toBeFalsy();
  });

  test('dimensions over the limit -> 400; nothing stored', async () => {
    const { token } = await buildUser(app);
    const before = storedFiles(app);
    const res = await upload(
      PROFILE,
      token,
      'profilePhoto',
      await makeImage({ width: 4097, height: 8 }),
      'wide.png',
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/4096/);
    expect(storedFiles(app)).toEqual(before);
  });

  test('no file, a text value instead of a file, a JSON body or the wrong field -> 400; two files -> 4xx', async () => {
    const { token } = await buildUser(app);
    const before = storedFiles(app);
    const noFile = await app
      .http()
      .patch(PROFILE)
      .set('authorization', `Bearer ${token}`)
      .field('other', 'x');
    expect(noFile.status).toBe(400);
    expect(noFile.body).toEqual({ status: 'fail', message: 'Please provide an image file' });
    const textValue = await app
      .http()
      .patch(PROFILE)
      .set('authorization', `Bearer ${token}`)
      .field('profilePhoto', '[object Object]');
    expect(textValue.status).toBe(400);
    const json = await app
      .http()
      .patch(PROFILE)
      .set('authorization', `Bearer ${token}`)
      .send({ profilePhoto: 'x' });
    expect(json.status).toBe(400);
    expect(json.body.status).toBe('fail');
    const wrongField = await upload(
      PROFILE,
      token,
      'backgroundProfilePhoto',
      await makeImage({ width: 50, height: 50 }),
      'x.png',
    );
    expect(wrongField.status).toBe(400);
    const twoFiles = await app
      .http()
      .patch(PROFILE)
      .set('authorization', `Bearer ${token}`)
      .attach('profilePhoto', await makeImage({ width: 50, height: 50 }), 'one.png')
      .attach('profilePhoto', await makeImage({ width: 50, height: 50 }), 'two.png');
    // A client error either way (the multipart parser reports it as 400 or 413), never a 500.
    expect([400, 413]).toContain(twoFiles.status);
    expect(twoFiles.body).toEqual({
      status: 'fail',
      message: expect.stringMatching(/^Too many files/),
    });
    expect(storedFiles(app)).toEqual(before);
  });

  test('without a token -> 401; nothing stored', async () => {
    const before = storedFiles(app);
    const res = await app
      .http()
      .patch(PROFILE)
      .attach('profilePhoto', await makeImage({ width: 50, height: 50 }), 'x.png');
    expect(res.status).toBe(401);
    expect(storedFiles(app)).toEqual(before);
  });
});

describe('REST U10 PATCH /users/update-background-profile-photo', () => {
  test('stores the background with its WebP derivatives; the profile photo is untouched', async () => {
    const { user, token } = await buildUser(app);
    const png = await makeImage({ width: 1600, height: 400, withExif: true });
    const res = await upload(BACKGROUND, token, 'backgroundProfilePhoto', png, 'bg.png');
    expect(res.status).toBe(200);
    const url: string = res.body.updatedBackgroundUserPhoto;
    expect(url).toMatch(
      /^\/media\/user-profile-resources\/background-profile-pic\/[0-9a-f]{32}\.png$/,
    );
    const meta = await sharp(fs.readFileSync(mediaPath(app, url))).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1600, height: 400 });
    expect(meta.exif).toBeUndefined();
    for (const width of [640, 1280]) {
      expect(fs.existsSync(mediaPath(app, url.replace(/\.png$/, `_w${width}.webp`)))).toBe(true);
    }
    const me = (await getMe(token)).body.user;
    expect(me.background_user_photo).toBe(url);
    expect(me.user_photo).toBe('/media/defaults/profile.svg');
    expect((await row(user.id)).background?.key).toBe(url.replace('/media/', ''));

    const second = await upload(
      BACKGROUND,
      token,
      'backgroundProfilePhoto',
      await makeImage({ width: 900, height: 300 }),
      'bg2.png',
    );
    expect(second.body.updatedBackgroundUserPhoto).not.toBe(url);
    expect(fs.existsSync(mediaPath(app, url))).toBe(false);
  });

  test('non-image -> 400, oversized -> 413, missing -> 400; nothing stored', async () => {
    const { token } = await buildUser(app);
    const before = storedFiles(app);
    const text = await upload(
      BACKGROUND,
      token,
      'backgroundProfilePhoto',
      textFileAsPng(),
      'bg.png',
    );
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(MESSAGES.notAnImage);
    const big = await upload(BACKGROUND, token, 'backgroundProfilePhoto', oversized, 'bg.png');
    expect(big.status).toBe(413);
    const none = await app
      .http()
      .patch(BACKGROUND)
      .set('authorization', `Bearer ${token}`)
      .field('x', 'y');
    expect(none.status).toBe(400);
    expect(storedFiles(app)).toEqual(before);
  });
});
