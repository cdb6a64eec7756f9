import yauzl from 'yauzl';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { comicInfoSchemaProblems } from '../../../../test/comic-info-schema';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltUser } from '../../../../test/factories';
import { makeImage } from '../../../../test/images';
import { Book as BookEntity, ContentRating, type Book } from '../../books/book.entity';
import { CreditRoleEnum, WorkCredit } from '../../credits/work-credit.entity';
import { IssuePage } from '../../issues/issue-page.entity';
import { Issue as IssueEntity, type Issue } from '../../issues/issue.entity';
import { User } from '../../users/user.entity';
import { cbzFileName } from '../catalog.service';
import { MediaService } from '../../media/media.service';
import type { MediaStorage } from '../../../storage/storage';

interface ZipEntryData {
  name: string;
  compressionMethod: number;
  data: Buffer;
}

/** Every entry of a zip, in archive order, with its bytes. */
function unzip(buffer: Buffer): Promise<ZipEntryData[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const found: ZipEntryData[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            found.push({
              name: entry.fileName,
              compressionMethod: entry.compressionMethod,
              data: Buffer.concat(chunks),
            });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(found));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** GET as raw bytes. */
function download(url: string) {
  return app
    .http()
    .get(url)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' });

let app: TestApp;
let owner: BuiltUser;
let book: Book;
let issue: Issue;
/** The stored bytes of the issue's pages in page order (1, 2, 3). */
const pageBytes: Buffer[] = [];

beforeAll(async () => {
  app = await startTestApp();
  owner = await buildUser(app, { username: 'cbz_owner' });
  const inker = (await buildUser(app, { username: 'cbz_inker' })).user;
  const artist = (await buildUser(app, { username: 'cbz_artist' })).user;
  ({
    book,
    issues: [issue],
  } = await buildBook(app, {
    publisher: owner.user,
    title: 'Cats & <Dogs>',
    urlSlug: 'cats-and-dogs',
    genres: ['action', 'sci-fi'],
    contentRating: ContentRating.M,
    issue: {
      title: 'The "First" One',
      description: 'Where it starts <b>bold</b>',
      pages: 3,
      credits: [
        { user: owner.user, roles: [CreditRoleEnum.WRITER, CreditRoleEnum.EDITOR] },
        { user: inker, roles: [CreditRoleEnum.INKER, CreditRoleEnum.PENCILLER] },
        {
          user: artist,
          roles: [
            CreditRoleEnum.ARTIST,
            CreditRoleEnum.COLORIST,
            CreditRoleEnum.LETTERER,
            CreditRoleEnum.COVER_ARTIST,
          ],
        },
      ],
    },
  }));
  // The factory's rows point at keys with no files: store a different image under each, and
  // move page 3 to the front (ids no longer follow the page order).
  const em = app.em();
  const pages = await em.find(IssuePage, { issue: issue.id }, { orderBy: { pageNumber: 'asc' } });
  await em.nativeUpdate(IssuePage, { id: pages[0].id }, { pageNumber: 100 });
  await em.nativeUpdate(IssuePage, { id: pages[2].id }, { pageNumber: 1 });
  await em.nativeUpdate(IssuePage, { id: pages[0].id }, { pageNumber: 3 });
  const ordered = [pages[2], pages[1], pages[0]];
  for (const [i, page] of ordered.entries()) {
    const bytes = await makeImage({ width: 40 + i * 10, height: 60 });
    await app.deps.media.storage.put(page.image.key, bytes, 'image/png');
    await em.nativeUpdate(
      IssuePage,
      { id: page.id },
      { image: { ...page.image, byteSize: bytes.length } },
    );
    pageBytes.push(bytes);
  }
});
afterAll(async () => {
  await app.close();
});

test('GET /download/issues/<id>.cbz streams ComicInfo.xml then the original pages in page order, stored', async () => {
  const res = await download(`/download/issues/${issue.id}.cbz`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.comicbook+zip');
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename="Cats & Dogs #001 - The First One.cbz"`,
  );
  const body = res.body as Buffer;
  expect(Number(res.headers['content-length'])).toBe(body.length);

  const entries = await unzip(body);
  expect(entries.map((e) => e.name)).toEqual(['ComicInfo.xml', '001.png', '002.png', '003.png']);
  expect(entries.every((e) => e.compressionMethod === 0)).toBe(true);
  entries.slice(1).forEach((entry, i) => expect(entry.data.equals(pageBytes[i])).toBe(true));

  const xml = entries[0].data.toString('utf8');
  expect(XMLValidator.validate(xml)).toBe(true);
  // Valid against ComicInfo's official schema, as readers check it.
  expect(await comicInfoSchemaProblems(xml)).toEqual([]);
  const info = parser.parse(xml).ComicInfo;
  expect(info).toMatchObject({
    Title: 'The "First" One',
    Series: 'Cats & <Dogs>',
    Number: 1,
    Summary: 'Where it starts <b>bold</b>',
    Writer: 'cbz_owner',
    Editor: 'cbz_owner',
    Inker: 'cbz_inker',
    // ComicInfo has no artist: artists join the pencillers.
    Penciller: 'cbz_artist, cbz_inker',
    Colorist: 'cbz_artist',
    Letterer: 'cbz_artist',
    CoverArtist: 'cbz_artist',
    Genre: 'Action, Sci-Fi',
    AgeRating: 'Mature 17+',
    Web: `http://panelhouse.test/details/cats-and-dogs/book/${book.id}/issue/1`,
    PageCount: 3,
  });
  const year = new Date().getUTCFullYear();
  expect(info.Year).toBe(year);
  expect(info.Pages.Page.map((p: Record<string, string>) => p['@_Image'])).toEqual(['0', '1', '2']);
  expect(info.Pages.Page[1]['@_ImageSize']).toBe(String(pageBytes[1].length));
  // ComicInfo's elements keep the schema's order.
  const order = [
    '<Title>',
    '<Series>',
    '<Number>',
    '<Summary>',
    '<Writer>',
    '<Penciller>',
    '<Inker>',
    '<Colorist>',
    '<Letterer>',
    '<CoverArtist>',
    '<Editor>',
    '<Genre>',
    '<Web>',
    '<PageCount>',
    '<AgeRating>',
    '<Pages>',
  ];
  const positions = order.map((tag) => xml.indexOf(tag));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
});

test('pages are read one at a time, as the archive reaches them (never all opened up front)', async () => {
  const original = app.deps.media;
  const inner = original.storage;
  let open = 0;
  let maxOpen = 0;
  let reads = 0;
  const counting: MediaStorage = Object.assign(Object.create(inner) as MediaStorage, {
    read: async (key: string) => {
      reads += 1;
      const stream = await inner.read(key);
      open += 1;
      maxOpen = Math.max(maxOpen, open);
      // A page is done once read to its end; 'close' may come a tick later, after the
      // archive has already asked for the next page.
      let done = false;
      const finish = () => {
        if (!done) open -= 1;
        done = true;
      };
      stream.once('end', finish);
      stream.once('close', finish);
      return stream;
    },
  });
  app.deps.media = new MediaService(counting);
  try {
    const res = await download(`/download/issues/${issue.id}.cbz`);
    expect(res.status).toBe(200);
  } finally {
    app.deps.media = original;
  }
  expect(reads).toBe(3);
  expect(maxOpen).toBe(1);
});

test('a book published through the upload path downloads with its real originals', async () => {
  const { issues } = await buildBook(app, { files: true, issue: { pages: 2 } });
  const res = await download(`/download/issues/${issues[0].id}.cbz`);
  expect(res.status).toBe(200);
  const entries = await unzip(res.body as Buffer);
  const pages = await app
    .em()
    .find(IssuePage, { issue: issues[0].id }, { orderBy: { pageNumber: 'asc' } });
  expect(entries.map((e) => e.name)).toEqual([
    'ComicInfo.xml',
    ...pages.map(
      (p, i) =>
        `00${i + 1}.${p.image.contentType === 'image/jpeg' ? 'jpg' : p.image.contentType.slice(6)}`,
    ),
  ]);
  for (const [i, page] of pages.entries()) {
    const chunks: Buffer[] = [];
    for await (const c of await app.deps.media.storage.read(page.image.key))
      chunks.push(c as Buffer);
    expect(entries[i + 1].data.equals(Buffer.concat(chunks))).toBe(true);
  }
});

test('removed books, deactivated publishers and unknown issues are not downloadable (404)', async () => {
  const removed = await buildBook(app, { removed: true });
  const gone = await buildUser(app);
  const ofGone = await buildBook(app, { publisher: gone.user });
  await app.em().nativeUpdate(User, { id: gone.user.id }, { active: false });
  for (const id of [removed.issues[0].id, ofGone.issues[0].id, 999999]) {
    const res = await app.http().get(`/download/issues/${id}.cbz`);
    expect(res.status).toBe(404);
    expect(res.text).toBe('Issue not found');
  }
  expect((await app.http().get('/download/issues/abc.cbz')).status).toBe(404);
  expect((await app.http().get(`/download/issues/${issue.id}.zip`)).status).toBe(404);

  const v1 = await app.http().get(`/api/v1/read/any-slug/book/${removed.book.id}/issue/1/cbz`);
  expect(v1.status).toBe(404);
  expect(v1.body).toEqual({ status: 'fail', message: 'Issue not found' });
});

test('v1 GET /read/{urlSlug}/book/{bookId}/issue/{issueNumber}/cbz streams the same archive', async () => {
  const res = await download(`/api/v1/read/stale-slug/book/${book.id}/issue/1/cbz`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.comicbook+zip');
  const entries = await unzip(res.body as Buffer);
  expect(entries.map((e) => e.name)).toEqual(['ComicInfo.xml', '001.png', '002.png', '003.png']);
  const bad = await app.http().get(`/api/v1/read/x/book/abc/issue/1/cbz`);
  expect(bad.status).toBe(400);
  expect(bad.body.status).toBe('fail');
});

test('GraphQL Issue.cbzUrl: the download path for a public issue, null once the book is removed', async () => {
  const query = `query ($bookId: Int!) { issue(bookId: $bookId, issueNumber: 1) { cbzUrl } }`;
  const { data } = await app.gql<{ issue: { cbzUrl: string | null } }>(query, { bookId: book.id });
  expect(data?.issue.cbzUrl).toBe(`/download/issues/${issue.id}.cbz`);

  const hidden = await buildBook(app, { publisher: owner.user, removed: true });
  const own = await app.gql<{ editableIssue: { cbzUrl: string | null } }>(
    `query ($bookId: Int!) { editableIssue(bookId: $bookId, issueNumber: 1) { cbzUrl } }`,
    { bookId: hidden.book.id },
    owner.token,
  );
  expect(own.errors).toBeUndefined();
  expect(own.data?.editableIssue.cbzUrl).toBeNull();
});

test('cbzFileName keeps letters, digits and plain punctuation only', () => {
  expect(cbzFileName({ book_title: 'A/B\\C: "Q"?', issue_number: 12, title: 'Ünïcode <x>' })).toBe(
    'A B C Q #012 - Ünïcode x.cbz',
  );
});

test("ComicInfo leaves a deactivated account's credits out", async () => {
  const em = app.em();
  const ghost = (await buildUser(app, { username: 'cbz_ghost' })).user;
  em.create(WorkCredit, {
    book: em.getReference(BookEntity, book.id),
    issue: em.getReference(IssueEntity, issue.id),
    creator: em.getReference(User, ghost.id),
    role: CreditRoleEnum.WRITER,
  });
  await em.flush();
  await em.nativeUpdate(User, { id: ghost.id }, { active: false });
  try {
    const res = await download(`/download/issues/${issue.id}.cbz`);
    expect(res.status).toBe(200);
    const [info] = await unzip(res.body as Buffer);
    const xml = info.data.toString('utf8');
    expect(parser.parse(xml).ComicInfo.Writer).toBe('cbz_owner');
    expect(xml).not.toContain('cbz_ghost');
  } finally {
    await em.nativeDelete(WorkCredit, { creator: ghost.id });
  }
});
