import { MESSAGES } from '../../../config/limits';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildAccessToken, buildBook, buildUser } from '../../../../test/factories';
import { IssuePage } from '../issue-page.entity';
import { Issue } from '../issue.entity';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const SET = `mutation ($issueId: Int!, $input: IssueLayoutInput!) {
  setIssueLayout(issueId: $issueId, input: $input) {
    id layout { coverStandsAlone pairOffset }
    pages(first: 200) { nodes { pageNumber isSpread } }
  }
}`;
const READ = `query ($bookId: Int!) {
  issue(bookId: $bookId, issueNumber: 1) {
    layout { coverStandsAlone pairOffset } pages(first: 200) { nodes { pageNumber isSpread } }
  }
}`;

async function ownIssue(pages = 4) {
  const owner = await buildUser(app);
  const { book, issues } = await buildBook(app, { publisher: owner.user, issues: [{ pages }] });
  return { owner, book, issue: issues[0] };
}

/** What the database holds: [coverStandsAlone, pairOffset, [page, isSpread, byCreator]...]. */
async function stored(issueId: number) {
  const em = app.em();
  const issue = await em.findOneOrFail(Issue, issueId);
  const pages = await em.find(IssuePage, { issue: issueId }, { orderBy: { pageNumber: 'asc' } });
  return {
    coverStandsAlone: issue.coverStandsAlone,
    pairOffset: issue.pairOffset,
    pages: pages.map((p) => [p.pageNumber, p.isSpread, p.spreadSetByCreator]),
  };
}

const INPUT = { coverStandsAlone: false, pairOffset: 1, spreadPageNumbers: [2, 4] };

describe('setIssueLayout', () => {
  test('a new issue has the default layout and no spreads', async () => {
    const { book, issue } = await ownIssue(2);
    const read = await app.gql<{ issue: any }>(READ, { bookId: book.id });
    expect(read.data!.issue).toEqual({
      layout: { coverStandsAlone: true, pairOffset: 0 },
      pages: {
        nodes: [
          { pageNumber: 1, isSpread: false },
          { pageNumber: 2, isSpread: false },
        ],
      },
    });
    expect(await stored(issue.id)).toEqual({
      coverStandsAlone: true,
      pairOffset: 0,
      pages: [
        [1, false, false],
        [2, false, false],
      ],
    });
  });

  test('the owner sets the layout; every reader sees it; every page is the creator’s choice', async () => {
    const { owner, book, issue } = await ownIssue(4);
    const result = await app.gql<{ setIssueLayout: any }>(
      SET,
      { issueId: issue.id, input: INPUT },
      owner.token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.setIssueLayout.layout).toEqual({ coverStandsAlone: false, pairOffset: 1 });
    const read = await app.gql<{ issue: any }>(READ, { bookId: book.id });
    expect(read.data!.issue.pages.nodes.map((p: any) => p.isSpread)).toEqual([
      false,
      true,
      false,
      true,
    ]);
    expect(await stored(issue.id)).toEqual({
      coverStandsAlone: false,
      pairOffset: 1,
      pages: [
        [1, false, true],
        [2, true, true],
        [3, false, true],
        [4, true, true],
      ],
    });
  });

  test('without spreadPageNumbers the spreads stay as they are', async () => {
    const { owner, issue } = await ownIssue(3);
    await app.gql(
      SET,
      { issueId: issue.id, input: { ...INPUT, spreadPageNumbers: [2] } },
      owner.token,
    );
    const result = await app.gql(
      SET,
      { issueId: issue.id, input: { coverStandsAlone: true, pairOffset: 0 } },
      owner.token,
    );
    expect(result.errors).toBeUndefined();
    expect(await stored(issue.id)).toEqual({
      coverStandsAlone: true,
      pairOffset: 0,
      pages: [
        [1, false, true],
        [2, true, true],
        [3, false, true],
      ],
    });
  });

  describe('authorization: each refusal leaves the issue unchanged', () => {
    test.each([
      ['an anonymous visitor', 'anonymous', 'UNAUTHENTICATED'],
      ['a reader', 'reader', 'NOT_FOUND'],
      ['a moderator', 'moderator', 'NOT_FOUND'],
      ['the owner with a token without write:works', 'token-read', 'FORBIDDEN'],
    ])('%s is refused', async (_name, who, code) => {
      const { owner, issue } = await ownIssue(3);
      const before = await stored(issue.id);
      let token: string | undefined;
      if (who === 'reader') token = (await buildUser(app)).token;
      if (who === 'moderator') token = (await buildUser(app, { role: 'moderator' as any })).token;
      if (who === 'token-read')
        token = (
          await buildAccessToken(app, { user: owner.user, scopes: ['read', 'write:social'] })
        ).token;
      const result = await app.gql(SET, { issueId: issue.id, input: INPUT }, token);
      expect(result.errors?.[0]?.extensions?.code).toBe(code);
      expect(result.data?.setIssueLayout ?? null).toBeNull();
      expect(await stored(issue.id)).toEqual(before);
    });

    test('the owner with a write:works token may', async () => {
      const { owner, issue } = await ownIssue(4);
      const { token } = await buildAccessToken(app, {
        user: owner.user,
        scopes: ['read', 'write:works'],
      });
      const result = await app.gql(SET, { issueId: issue.id, input: INPUT }, token);
      expect(result.errors).toBeUndefined();
      expect((await stored(issue.id)).pairOffset).toBe(1);
    });

    test('a missing issue is NOT_FOUND', async () => {
      const { owner } = await ownIssue(1);
      const result = await app.gql(SET, { issueId: 2_000_000_000, input: INPUT }, owner.token);
      expect(result.errors?.[0]?.message).toBe(MESSAGES.layoutIssueNotFound);
    });
  });

  describe('validation: a clear 4xx message, nothing saved', () => {
    test.each([
      [{ ...INPUT, pairOffset: 2 }, MESSAGES.layoutPairOffset],
      [{ ...INPUT, pairOffset: -1 }, MESSAGES.layoutPairOffset],
      [{ ...INPUT, spreadPageNumbers: [2, 9] }, MESSAGES.layoutSpreadPageNotFound(9, 3)],
      [{ ...INPUT, spreadPageNumbers: [0] }, MESSAGES.layoutSpreadPageNotFound(0, 3)],
      [{ ...INPUT, spreadPageNumbers: [2, 2] }, MESSAGES.layoutSpreadPageRepeated(2)],
    ])('%j', async (input, message) => {
      const { owner, issue } = await ownIssue(3);
      const before = await stored(issue.id);
      const result = await app.gql(SET, { issueId: issue.id, input }, owner.token);
      expect(result.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await stored(issue.id)).toEqual(before);
    });
  });
});
