import { parse } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildBook, buildIssue, buildUser } from '../../../test/factories';
import { CreditRoleEnum } from '../../modules/credits/work-credit.entity';
import type { User } from '../../modules/users/user.entity';
import { buildAppSchema } from '../schema';

/**
 * The root lists that kept their numbered pagers (bookmarks, subscribers, subscriptions,
 * userBooks, userIssues) also page by cursor: first/after over the list's own order, with
 * edges/nodes/pageInfo beside items/totalCount.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  await app.close();
});

interface Page {
  items: { id: number }[];
  nodes: { id: number }[];
  edges: { cursor: string; node: { id: number } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null; hasPreviousPage: boolean };
  totalCount: number;
}

const exec = (sql: string, params: unknown[] = []) => app.em().getConnection().execute(sql, params);

/** One list: how to fill it for an owner, add one more item, and the ids it must list in order. */
interface ListSpec {
  field: 'bookmarks' | 'subscribers' | 'subscriptions' | 'userBooks' | 'userIssues';
  /** Items are listed oldest first (new ones come at the end of a crawl). */
  ascending: boolean;
  /** Adds an item to the owner's list created at `at` (now when not given); returns the listed id. */
  add(owner: User, at?: Date): Promise<number>;
  /** Adds an item that the list must hide (visibility rules). */
  addHidden(owner: User): Promise<void>;
}

const SAME = new Date('2024-03-01T10:00:00.123456Z');
const dayOf = (i: number) => new Date(Date.UTC(2023, 0, 1 + i));

const specs: ListSpec[] = [
  {
    field: 'bookmarks',
    ascending: false,
    async add(owner, at) {
      const { book } = await buildBook(app);
      await exec('insert into bookmarks (user_id, book_id, date_created) values (?, ?, ?)', [
        owner.id,
        book.id,
        at ?? new Date(),
      ]);
      return book.id;
    },
    async addHidden(owner) {
      const { book } = await buildBook(app, { removed: true });
      await exec('insert into bookmarks (user_id, book_id) values (?, ?)', [owner.id, book.id]);
    },
  },
  {
    field: 'subscribers',
    ascending: true,
    async add(owner, at) {
      const { user } = await buildUser(app);
      await exec(
        'insert into subscriptions (publisher_id, subscriber_id, date_created) values (?, ?, ?)',
        [owner.id, user.id, at ?? new Date()],
      );
      return user.id;
    },
    async addHidden(owner) {
      const { user } = await buildUser(app, { active: false });
      await exec('insert into subscriptions (publisher_id, subscriber_id) values (?, ?)', [
        owner.id,
        user.id,
      ]);
    },
  },
  {
    field: 'subscriptions',
    ascending: true,
    async add(owner, at) {
      const { user } = await buildUser(app);
      await exec(
        'insert into subscriptions (publisher_id, subscriber_id, date_created) values (?, ?, ?)',
        [user.id, owner.id, at ?? new Date()],
      );
      return user.id;
    },
    async addHidden(owner) {
      const { user } = await buildUser(app, { active: false });
      await exec('insert into subscriptions (publisher_id, subscriber_id) values (?, ?)', [
        user.id,
        owner.id,
      ]);
    },
  },
  {
    field: 'userBooks',
    ascending: false,
    async add(owner, at) {
      return (await buildBook(app, { publisher: owner, dateCreated: at })).book.id;
    },
    async addHidden(owner) {
      await buildBook(app, { publisher: owner, removed: true });
    },
  },
  {
    field: 'userIssues',
    ascending: false,
    async add(owner, at) {
      return (await buildBook(app, { publisher: owner, dateCreated: at })).issues[0].id;
    },
    async addHidden(owner) {
      const { book } = await buildBook(app, { publisher: owner, removed: true });
      await buildIssue(app, { book });
    },
  },
];

const query = (
  field: string,
) => `query($userId: Int!, $first: Int, $after: String, $page: Int, $limit: Int) {
  list: ${field}(userId: $userId, first: $first, after: $after, page: $page, limit: $limit) {
    items { id } nodes { id } edges { cursor node { id } } totalCount
    pageInfo { hasNextPage endCursor hasPreviousPage }
  } }`;

const list = (field: string, vars: Record<string, unknown>) =>
  app.gql<{ list: Page }>(query(field), vars);

/** Eight items, three sharing one timestamp (ties go by id), plus two hidden ones. */
async function filled(spec: ListSpec): Promise<{ owner: User; ordered: number[] }> {
  const owner = (await buildUser(app)).user;
  const made: { id: number; at: Date; order: number }[] = [];
  for (let i = 0; i < 8; i++) {
    const at = i < 3 ? SAME : dayOf(i);
    made.push({ id: await spec.add(owner, at), at, order: i });
  }
  await spec.addHidden(owner);
  await spec.addHidden(owner);
  // Rows were inserted in `order`, so their own ids grow with it: ties are ordered by it.
  made.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order);
  const ordered = made.map((m) => m.id);
  return { owner, ordered: spec.ascending ? ordered : ordered.reverse() };
}

describe.each(specs)('$field', (spec) => {
  test('page/limit works as before: same order, items = nodes, totalCount of the listed items', async () => {
    const { owner, ordered } = await filled(spec);
    const result = await list(spec.field, { userId: owner.id, page: 2, limit: 3 });
    expect(result.errors).toBeUndefined();
    const page = result.data!.list;
    expect(page.items.map((i) => i.id)).toEqual(ordered.slice(3, 6));
    expect(page.nodes).toEqual(page.items);
    expect(page.edges.map((e) => e.node)).toEqual(page.items);
    expect(page.totalCount).toBe(8);
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const last = (await list(spec.field, { userId: owner.id, page: 3, limit: 3 })).data!.list;
    expect(last.items.map((i) => i.id)).toEqual(ordered.slice(6));
    expect(last.pageInfo.hasNextPage).toBe(false);
    // The default page is the first, of the list's default size.
    const first = (await list(spec.field, { userId: owner.id })).data!.list;
    expect(first.items.map((i) => i.id)).toEqual(ordered);
    expect(first.pageInfo.hasPreviousPage).toBe(false);
  });

  test('a first/after crawl sees every item once while items are added between pages', async () => {
    const { owner, ordered } = await filled(spec);
    const seen: number[] = [];
    const added: number[] = [];
    let after: string | null = null;
    const totals: number[] = [];
    for (let pages = 0; pages < 20; pages++) {
      const result = await list(spec.field, { userId: owner.id, first: 3, after });
      expect(result.errors).toBeUndefined();
      const page: Page = result.data!.list;
      seen.push(...page.nodes.map((n) => n.id));
      totals.push(page.totalCount);
      expect(page.items).toEqual(page.nodes);
      expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
      if (page.nodes.length > 0)
        expect(page.pageInfo.endCursor).toBe(page.edges[page.edges.length - 1].cursor);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
      added.push(await spec.add(owner)); // newest of all
    }
    expect(new Set(seen).size).toBe(seen.length);
    // Newest-first lists show new items before the first page; oldest-first ones at the end.
    expect(seen).toEqual(spec.ascending ? [...ordered, ...added] : ordered);
    expect(totals[0]).toBe(8);
    expect(totals[1]).toBe(9);
  });

  test('foreign, forged and other-user cursors are BAD_USER_INPUT "Invalid cursor"', async () => {
    const { owner } = await filled(spec);
    const other = (await buildUser(app)).user;
    await spec.add(other);
    await spec.add(other);
    const otherCursor = (await list(spec.field, { userId: other.id, first: 1 })).data!.list.pageInfo
      .endCursor;
    const catalogue = await app.gql<{ books: { pageInfo: { endCursor: string } } }>(
      '{ books(first: 1) { pageInfo { endCursor } } }',
    );
    // The owner's own cursor, tagged as another list's (same keys): refused.
    const own = (await list(spec.field, { userId: owner.id, first: 1 })).data!.list.pageInfo
      .endCursor!;
    const [version, , ...keys] = JSON.parse(Buffer.from(own, 'base64url').toString()) as unknown[];
    const retag = (tag: string) =>
      Buffer.from(JSON.stringify([version, tag, ...keys])).toString('base64url');
    const foreignTag = spec.field === 'userBooks' ? 'userIssues' : 'userBooks';
    expect(
      (await list(spec.field, { userId: owner.id, after: retag(spec.field) })).errors,
    ).toBeUndefined();
    for (const cursor of [
      otherCursor,
      catalogue.data!.books.pageInfo.endCursor,
      retag(foreignTag),
      'garbage',
      Buffer.from(`[1,"${spec.field}",${owner.id},"x",1]`).toString('base64url'),
    ]) {
      const result = await list(spec.field, { userId: owner.id, after: cursor });
      expect(cursor).toBeTruthy();
      expect(result.errors?.[0]).toMatchObject({
        message: 'Invalid cursor',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  test('bad arguments: first out of 1..100, after with page > 1', async () => {
    const { owner } = await filled(spec);
    for (const first of [0, 101]) {
      const result = await list(spec.field, { userId: owner.id, first });
      expect(result.errors?.[0]).toMatchObject({
        message: 'first must be a whole number from 1 to 100',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const start = (await list(spec.field, { userId: owner.id, first: 2 })).data!.list;
    const withPage = await list(spec.field, {
      userId: owner.id,
      after: start.pageInfo.endCursor,
      page: 2,
    });
    expect(withPage.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(withPage.errors?.[0].message).toMatch(/page cannot be combined with first or after/);
    // page 1 with a cursor is the same page as without it.
    const pageOne = await list(spec.field, {
      userId: owner.id,
      after: start.pageInfo.endCursor,
      first: 2,
      page: 1,
    });
    expect(pageOne.errors).toBeUndefined();
    expect(pageOne.data!.list.nodes).toHaveLength(2);
  });

  test('after without first pages by limit', async () => {
    const { owner, ordered } = await filled(spec);
    const start = (await list(spec.field, { userId: owner.id, first: 2 })).data!.list;
    const next = (
      await list(spec.field, { userId: owner.id, after: start.pageInfo.endCursor, limit: 4 })
    ).data!.list;
    expect(next.nodes.map((n) => n.id)).toEqual(ordered.slice(2, 6));
  });
});

test('the lists cost first (or limit) times what each item asks for', async () => {
  const schema = await buildAppSchema();
  const cost = (q: string) =>
    getComplexity({
      schema,
      query: parse(q),
      variables: {},
      estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
    });
  for (const field of specs.map((s) => s.field)) {
    expect(cost(`{ ${field}(userId: 1, first: 50) { nodes { id } } }`)).toBe(1 + 50 * 2);
    expect(cost(`{ ${field}(userId: 1, limit: 30) { items { id } } }`)).toBe(1 + 30 * 2);
    // first wins over limit; out-of-range sizes are priced at the bound.
    expect(cost(`{ ${field}(userId: 1, first: 5, limit: 90) { items { id } } }`)).toBe(1 + 5 * 2);
    expect(cost(`{ ${field}(userId: 1, first: 5000) { nodes { id } } }`)).toBe(1 + 100 * 2);
  }
  // accreditedWorks: 8 roles, each of at most 20 issues.
  expect(cost('{ accreditedWorks(userId: 1) { issues { id } } }')).toBe(1 + 8 * (1 + 20 * 1));
});

test('accreditedWorks lists at most 20 issues per role, with the full count', async () => {
  const writer = (await buildUser(app)).user;
  await buildBook(app, {
    publisher: writer,
    issues: 23,
    issue: { pages: 1, credits: [{ user: writer, roles: [CreditRoleEnum.WRITER] }] },
  });
  const result = await app.gql<{
    accreditedWorks: { role: string; count: number; issues: { id: number }[] }[];
  }>('query($id: Int!) { accreditedWorks(userId: $id) { role count issues { id } } }', {
    id: writer.id,
  });
  expect(result.errors).toBeUndefined();
  const writerGroup = result.data!.accreditedWorks.find((g) => g.role === 'WRITER')!;
  expect(writerGroup.count).toBe(23);
  expect(writerGroup.issues).toHaveLength(20);
});
