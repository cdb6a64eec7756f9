import { Readable } from 'node:stream';
import { startS3Server } from '../../../test/s3';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildUser, storedKeys, testCover, testPage } from '../../../test/factories';
import { makeImage } from '../../../test/images';
import { S3Storage } from '../s3.storage';
import type { MediaStorage } from '../storage';

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
});

async function collect(storage: MediaStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of storage.list(prefix)) {
    expect(item.lastModified).toBeInstanceOf(Date);
    keys.push(item.key);
  }
  return keys.sort();
}

test('S3Storage put/exists/read/list/delete/urlFor through the MediaStorage interface', async () => {
  const storage: MediaStorage = new S3Storage(s3.config);
  const image = await makeImage({ width: 40, height: 60, format: 'jpeg' });
  await storage.put('works/aaaa/one.jpg', image, 'image/jpeg');
  await storage.put(
    'works/aaaa/bbbb/two.webp',
    Readable.from([Buffer.from('stream body')]),
    'image/webp',
  );
  await storage.put('user-profile-resources/profile-pic/three.png', Buffer.from('x'), 'image/png');
  expect(await storage.exists('works/aaaa/one.jpg')).toBe(true);
  expect(await storage.exists('works/aaaa/missing.jpg')).toBe(false);
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read('works/aaaa/one.jpg')) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(image)).toBe(true);
  await expect(storage.read('works/aaaa/missing.jpg')).rejects.toThrow();
  // A streamed put reads back whole too (the derivative job reads originals this way).
  const streamed: Buffer[] = [];
  for await (const chunk of await storage.read('works/aaaa/bbbb/two.webp')) streamed.push(chunk);
  expect(Buffer.concat(streamed).toString()).toBe('stream body');
  expect(await collect(storage, 'works/')).toEqual([
    'works/aaaa/bbbb/two.webp',
    'works/aaaa/one.jpg',
  ]);

  const url = storage.urlFor('works/aaaa/one.jpg');
  expect(url).toBe(`${s3.config.endpoint}/${s3.config.bucket}/works/aaaa/one.jpg`);
  const fetched = await fetch(url);
  expect(fetched.status).toBe(200);
  expect(Buffer.from(await fetched.arrayBuffer()).equals(image)).toBe(true);

  await storage.delete(['works/aaaa/one.jpg', 'works/aaaa/never-existed.jpg']);
  expect(await storage.exists('works/aaaa/one.jpg')).toBe(false);
  expect(await collect(storage, 'works/')).toEqual(['works/aaaa/bbbb/two.webp']);
  await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(
    'unsafe storage key',
  );
});

describe('publishing with S3 storage', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ s3: { ...s3.config, bucket: 'panelhouse-media' } });
  });
  afterAll(async () => {
    await app.close();
  });

  test('v1 P2 stores every image in the bucket and answers with bucket URLs; deleting the book empties its folder', async () => {
    expect(app.deps.media.storage.kind).toBe('s3');
    const { user, token } = await buildUser(app);
    let req = app
      .http()
      .post('/api/v1/publish')
      .set('authorization', `Bearer ${token}`)
      .field('bookTitle', 'Cloud Book')
      .field('bookDescription', 'Stored remotely.')
      .field('urlSlug', 'cloud-book')
      .field('contentRating', 'G')
      .field('issueTitle', 'One')
      .field('issueDescription', 'First.')
      .field(
        'workCredits',
        JSON.stringify([{ user: user.id, username: user.username, credits: ['writer'] }]),
      )
      .field('genres', '["fantasy"]')
      .attach('bookCoverPhoto', await testCover(), 'cover.png')
      .attach('issueCoverPhoto', await testCover(), 'issue.png');
    for (let i = 0; i < 3; i += 1) req = req.attach('issueAssets', await testPage(), `p${i}.png`);
    const res = await req;
    expect(res.status).toBe(201);
    const ref = res.body.book.image_prefix_reference as string;
    const keys = (await storedKeys(app)).filter((k) => k.startsWith(`works/${ref}/`));
    // 2 covers x (original + 160w WebP) + 3 small pages.
    expect(keys).toHaveLength(7);
    expect(
      res.body.book.cover_photo.startsWith(`${s3.config.endpoint}/panelhouse-media/works/${ref}/`),
    ).toBe(true);
    const page = await fetch(res.body.issueAssets[0].photo_url);
    expect(page.status).toBe(200);

    const del = await app
      .http()
      .delete(`/api/v1/publish/x/book/${res.body.book.id}`)
      .set('authorization', `Bearer ${token}`);
    expect(del.status).toBe(204);
    expect((await storedKeys(app)).filter((k) => k.startsWith(`works/${ref}/`))).toEqual([]);
  });
});
