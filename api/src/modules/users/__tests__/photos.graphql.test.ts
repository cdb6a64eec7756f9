import fs from 'node:fs';
import sharp from 'sharp';
import { LIMITS, MESSAGES, formatBytes } from '../../../config/limits';
import { User } from '../user.entity';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser } from '../../../../test/factories';
import { makeImage, makeNoisePngOver, textFileAsPng } from '../../../../test/images';
import { mediaPath, storedFiles } from '../../../../test/accounts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const UPDATE = `mutation($profilePhoto: Upload, $backgroundPhoto: Upload) {
  updateProfilePhotos(profilePhoto: $profilePhoto, backgroundPhoto: $backgroundPhoto) { id photoUrl backgroundPhotoUrl }
}`;

interface Result {
  updateProfilePhotos: { id: number; photoUrl: string; backgroundPhotoUrl: string };
}

type Files = Record<string, { buffer: Buffer; filename: string }>;
const send = (files: Files, token?: string) => app.gqlUpload<Result>(UPDATE, {}, files, token);
const row = (id: number) => app.em().findOneOrFail(User, { id });

describe('GraphQL updateProfilePhotos', () => {
  test('both photos at once: stored without EXIF, with WebP derivatives', async () => {
    const { user, token } = await buildUser(app);
    const res = await send(
      {
        profilePhoto: {
          buffer: await makeImage({ width: 500, height: 500, format: 'jpeg', withExif: true }),
          filename: 'p.jpg',
        },
        backgroundPhoto: {
          buffer: await makeImage({ width: 1400, height: 350, format: 'png', withExif: true }),
          filename: 'b.png',
        },
      },
      token,
    );
    expect(res.errors).toBeUndefined();
    const { photoUrl, backgroundPhotoUrl } = res.data!.updateProfilePhotos;
    expect(photoUrl).toMatch(/^\/media\/user-profile-resources\/profile-pic\/[0-9a-f]{32}\.jpg$/);
    expect(backgroundPhotoUrl).toMatch(
      /^\/media\/user-profile-resources\/background-profile-pic\/[0-9a-f]{32}\.png$/,
    );
    for (const url of [photoUrl, backgroundPhotoUrl]) {
      const meta = await sharp(fs.readFileSync(mediaPath(app, url))).metadata();
      expect(meta.exif).toBeUndefined();
    }
    for (const [url, widths] of [
      [photoUrl, [96, 320]],
      [backgroundPhotoUrl, [640, 1280]],
    ] as const) {
      for (const w of widths) {
        const meta = await sharp(
          fs.readFileSync(mediaPath(app, url.replace(/\.(jpg|png)$/, `_w${w}.webp`))),
        ).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: w });
      }
    }
    const saved = await row(user.id);
    expect(saved.photo?.key).toBe(photoUrl.replace('/media/', ''));
    expect(saved.background?.key).toBe(backgroundPhotoUrl.replace('/media/', ''));
  });

  test('replacing one photo: new key, old files deleted, the other photo untouched', async () => {
    const { token } = await buildUser(app);
    const first = await send(
      {
        profilePhoto: { buffer: await makeImage({ width: 400, height: 400 }), filename: 'a.png' },
        backgroundPhoto: {
          buffer: await makeImage({ width: 800, height: 200 }),
          filename: 'bg.png',
        },
      },
      token,
    );
    const old = first.data!.updateProfilePhotos;
    const second = await send(
      { profilePhoto: { buffer: await makeImage({ width: 300, height: 300 }), filename: 'c.png' } },
      token,
    );
    const now = second.data!.updateProfilePhotos;
    expect(now.photoUrl).not.toBe(old.photoUrl);
    expect(now.backgroundPhotoUrl).toBe(old.backgroundPhotoUrl);
    expect(fs.existsSync(mediaPath(app, old.photoUrl))).toBe(false);
    expect(fs.existsSync(mediaPath(app, old.photoUrl.replace(/\.png$/, '_w96.webp')))).toBe(false);
    expect(fs.existsSync(mediaPath(app, now.photoUrl))).toBe(true);
    expect(fs.existsSync(mediaPath(app, old.backgroundPhotoUrl))).toBe(true);
  });

  test('neither photo -> BAD_USER_INPUT "At least one of these fields is required."', async () => {
    const { token } = await buildUser(app);
    const res = await app.gql(UPDATE, {}, token);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({
      message: MESSAGES.photosAtLeastOne,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  test('a text file named .png -> BAD_USER_INPUT; nothing stored; the row unchanged', async () => {
    const { user, token } = await buildUser(app);
    const before = storedFiles(app);
    const res = await send({ profilePhoto: { buffer: textFileAsPng(), filename: 'x.png' } }, token);
    expect(res.errors?.[0]).toMatchObject({
      message: MESSAGES.notAnImage,
      extensions: { code: 'BAD_USER_INPUT', field: 'profilePhoto' },
    });
    expect(storedFiles(app)).toEqual(before);
    expect((await row(user.id)).photo).toBeFalsy();
  });

  test('a valid profile photo with an invalid background: all or nothing', async () => {
    const { user, token } = await buildUser(app);
    const before = storedFiles(app);
    const res = await send(
      {
        profilePhoto: { buffer: await makeImage({ width: 300, height: 300 }), filename: 'ok.png' },
        backgroundPhoto: { buffer: textFileAsPng(), filename: 'bad.png' },
      },
      token,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: MESSAGES.notAnImage,
      extensions: { field: 'backgroundPhoto' },
    });
    expect(storedFiles(app)).toEqual(before);
    const saved = await row(user.id);
    expect(saved.photo).toBeFalsy();
    expect(saved.background).toBeFalsy();
  });

  test('an oversized file -> PAYLOAD_TOO_LARGE; nothing stored', async () => {
    const { user, token } = await buildUser(app);
    const before = storedFiles(app);
    const big = await makeNoisePngOver(LIMITS.profilePhoto.maxBytes);
    const res = await send({ backgroundPhoto: { buffer: big, filename: 'big.png' } }, token);
    expect(res.data).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(res.errors?.[0].message).toBe(
      MESSAGES.fileSize(formatBytes(LIMITS.profilePhoto.maxBytes)),
    );
    expect(storedFiles(app)).toEqual(before);
    expect((await row(user.id)).background).toBeFalsy();
  });

  test('without a token -> UNAUTHENTICATED; nothing stored', async () => {
    const before = storedFiles(app);
    const res = await send({
      profilePhoto: { buffer: await makeImage({ width: 64, height: 64 }), filename: 'x.png' },
    });
    expect(res.errors?.[0]).toMatchObject({
      message: MESSAGES.notLoggedIn,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(storedFiles(app)).toEqual(before);
  });
});
