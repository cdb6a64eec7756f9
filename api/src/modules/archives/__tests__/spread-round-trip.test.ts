import yauzl from 'yauzl';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, testCover } from '../../../../test/factories';
import { comicInfoSchemaProblems } from '../../../../test/comic-info-schema';
import { IssuePage } from '../../issues/issue-page.entity';
import { parseComicInfo } from '../comic-info-read';

// The worker is off: detection never runs, so every spread below is the creator's own.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  await app.close();
});

const SET = `mutation ($issueId: Int!, $input: IssueLayoutInput!) {
  setIssueLayout(issueId: $issueId, input: $input) { id } }`;
const CREATE_ISSUE = `mutation ($bookId: Int!, $input: IssueDetailsInput!, $cover: Upload!, $pages: [Upload!]!, $archive: Upload) {
  createIssue(bookId: $bookId, input: $input, cover: $cover, pages: $pages, archive: $archive) { id } }`;

/** Every entry of a zip by name. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const found = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            found.set(entry.fileName, Buffer.concat(chunks));
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

async function downloadCbz(issueId: number): Promise<Buffer> {
  const res = await app
    .http()
    .get(`/download/issues/${issueId}.cbz`)
    .buffer(true)
    .parse((r, callback) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => callback(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  return res.body as Buffer;
}

const spreadsOf = async (issueId: number) =>
  (await app.em().find(IssuePage, { issue: issueId }, { orderBy: { pageNumber: 'asc' } })).map(
    (p) => [p.pageNumber, p.isSpread, p.spreadSetByCreator],
  );

test('the CBZ marks spreads DoublePage="true", stays valid ComicInfo, and imports back with the same spreads', async () => {
  const owner = await buildUser(app);
  const { issues } = await buildBook(app, {
    publisher: owner.user,
    files: true,
    issue: { pages: 4 },
  });
  const set = await app.gql(
    SET,
    {
      issueId: issues[0].id,
      input: { coverStandsAlone: true, pairOffset: 0, spreadPageNumbers: [2, 4] },
    },
    owner.token,
  );
  expect(set.errors).toBeUndefined();

  const cbz = await downloadCbz(issues[0].id);
  const xml = (await unzip(cbz)).get('ComicInfo.xml')!.toString('utf8');
  const pageLines = xml.split('\n').filter((line) => line.includes('<Page '));
  expect(pageLines).toHaveLength(4);
  expect(pageLines.map((line) => line.includes('DoublePage="true"'))).toEqual([
    false,
    true,
    false,
    true,
  ]);
  expect(pageLines[1]).toMatch(/^ {4}<Page Image="1" DoublePage="true" ImageSize="\d+"/);
  expect(await comicInfoSchemaProblems(xml)).toEqual([]);
  expect(parseComicInfo(xml).spreadPages).toEqual([2, 4]);

  // The exported archive, uploaded as a new issue of another book, keeps the creator's spreads.
  const other = await buildUser(app);
  const { book } = await buildBook(app, { publisher: other.user, files: true });
  const created = await app.gqlUpload<{ createIssue: { id: number } }>(
    CREATE_ISSUE,
    {
      bookId: book.id,
      input: { title: 'Again', description: 'Round trip.', credits: [] },
      pages: [],
    },
    {
      cover: { buffer: await testCover(), filename: 'c.png' },
      archive: { buffer: cbz, filename: 'issue.cbz' },
    },
    other.token,
  );
  expect(created.errors).toBeUndefined();
  expect(await spreadsOf(created.data!.createIssue.id)).toEqual([
    [1, false, false],
    [2, true, true],
    [3, false, false],
    [4, true, true],
  ]);
});

test('the schema check catches what ComicInfo does not allow (so its pass above means something)', async () => {
  const wrap = (inner: string) =>
    `<?xml version="1.0" encoding="utf-8"?>\n<ComicInfo>${inner}</ComicInfo>`;
  expect(await comicInfoSchemaProblems(wrap('<Title>x</Title><PageCount>2</PageCount>'))).toEqual(
    [],
  );
  const problems = async (inner: string) => (await comicInfoSchemaProblems(wrap(inner))).join('\n');
  expect(await problems('<PageCount>2</PageCount><Title>x</Title>')).toMatch(/Title.*not expected/);
  expect(await problems('<Pages><Page Image="0" DoublePage="yes"/></Pages>')).toMatch(
    /DoublePage.*'yes' is not a valid value/,
  );
  expect(await problems('<Pages><Page Image="0" Spread="1"/></Pages>')).toMatch(
    /attribute 'Spread' is not allowed/,
  );
  expect(await problems('<Pages><Page DoublePage="true"/></Pages>')).toMatch(
    /attribute 'Image' is required/,
  );
});
