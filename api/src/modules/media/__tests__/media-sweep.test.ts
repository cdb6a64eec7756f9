import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, storedKeys } from '../../../../test/factories';
import { keysOf } from '../media-keys';
import { sweepOrphanMedia } from '../media-sweep';
import { dbOf } from '../../../db/sql';
import { IssuePage } from '../../issues/issue-page.entity';
import { User } from '../../users/user.entity';
import { StoredImage } from '../stored-image.embeddable';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

test('deletes unreferenced files under works/ and user-profile-resources/ past the grace period; keeps referenced ones', async () => {
  const { user } = await buildUser(app);
  const { book, issues } = await buildBook(app, {
    publisher: user,
    files: true,
    issue: { pages: 2 },
  });
  // A referenced profile photo.
  const em = app.em();
  const photo = Object.assign(new StoredImage(), {
    key: 'user-profile-resources/profile-pic/kept.png',
    width: 10,
    height: 10,
    contentType: 'image/png',
    byteSize: 1,
    variantWidths: [],
  });
  await app.deps.media.storage.put(photo.key, Buffer.from('x'), 'image/png');
  await em.nativeUpdate(User, { id: user.id }, { photo });
  const storage = app.deps.media.storage;
  const orphans = [
    `works/${book.imagePrefixRef}/orphan-cover.png`,
    `works/${book.imagePrefixRef}/${issues[0].imagePrefixRef}/orphan-page.png`,
    'works/0123456789abcdef0123456789abcdef/left-by-a-crash.jpg',
    'user-profile-resources/background-profile-pic/orphan.png',
  ];
  for (const key of orphans) await storage.put(key, Buffer.from('orphan'), 'image/png');
  const referenced = (await storedKeys(app)).filter((k) => !orphans.includes(k));
  const pages = await app.em().find(IssuePage, { issue: issues[0].id });
  expect(referenced).toEqual(
    expect.arrayContaining([
      ...keysOf(book.cover),
      ...keysOf(issues[0].cover),
      ...pages.flatMap((p) => keysOf(p.image)),
      photo.key,
    ]),
  );

  // Inside the grace period nothing is touched (an upload may still be committing).
  const early = await sweepOrphanMedia(dbOf(app.em(), app.deps), storage);
  expect(early.deleted).toEqual([]);
  expect(await storedKeys(app)).toEqual([...referenced, ...orphans].sort());

  const late = await sweepOrphanMedia(dbOf(app.em(), app.deps), storage, {
    now: new Date(Date.now() + 2 * 60 * 60 * 1000),
  });
  expect(late.deleted.sort()).toEqual([...orphans].sort());
  expect(await storedKeys(app)).toEqual(referenced.sort());
});

test('a .part file left by a write that was killed (local storage) is swept after the grace period; a fresh one is not', async () => {
  const storage = app.deps.media.storage;
  const root = (storage as unknown as { root: string }).root;
  const dir = path.join(root, 'works', '0123456789abcdef0123456789abcdef');
  fs.mkdirSync(dir, { recursive: true });
  const dead = path.join(dir, 'page.png.4242.1700000000000.part');
  const writing = path.join(dir, `page.png.${process.pid}.${Date.now()}.part`);
  fs.writeFileSync(dead, 'half a page');
  fs.writeFileSync(writing, 'a page being written');
  const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  fs.utimesSync(dead, longAgo, longAgo);

  const result = await sweepOrphanMedia(dbOf(app.em(), app.deps), storage);
  expect(result.deleted).toContain(
    'works/0123456789abcdef0123456789abcdef/page.png.4242.1700000000000.part',
  );
  expect(fs.existsSync(dead)).toBe(false);
  expect(fs.existsSync(writing)).toBe(true);
  fs.rmSync(writing);
});
