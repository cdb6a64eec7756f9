import request from 'supertest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildBook, buildUser } from '../../../test/factories';
import { bareHandler } from '../../../bench/bare';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  await app.close();
});

// `npm run bench` measures the product against the bare handler (bench/bare.ts); the
// comparison holds only while both answer the same bytes.
test("the bench's bare handler answers the v1 reader and book record as the product does", async () => {
  const owner = await buildUser(app, { username: 'bare_owner' });
  const { book } = await buildBook(app, {
    publisher: owner.user,
    title: 'Bare <Book> "quoted"',
    issues: 2,
    issue: { pages: 3 },
  });
  const bare = bareHandler(app.deps);
  const cases: [url: string, status: number][] = [
    [`/api/v1/read/any-slug/book/${book.id}/issue/2`, 200],
    [`/api/v1/read/any-slug/book/${book.id}`, 200],
    [`/api/v1/read/x/book/${book.id}/issue/9`, 404],
    [`/api/v1/read/x/book/${book.id + 1000}`, 404],
  ];
  for (const [url, status] of cases) {
    const product = await app.http().get(url);
    const floor = await request(bare).get(url);
    expect([url, product.status]).toEqual([url, status]);
    expect([url, floor.status]).toEqual([url, status]);
    expect(floor.headers['content-type']).toBe(product.headers['content-type']);
    // Byte for byte: the same keys in the same order, the same values.
    expect(floor.text).toBe(product.text);
  }
});
