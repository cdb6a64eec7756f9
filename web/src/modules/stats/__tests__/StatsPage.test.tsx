import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildUser } from '../../../test/fixtures';
import { gqlError } from '../../../test/mockClient';
import { renderApp } from '../../../test/renderApp';
import {
  buildBookDetails,
  buildGridIssue,
  buildIssueDetails,
  buildProfile,
  buildPublisher,
  buildSearchIssue,
  list,
  searchResult,
} from '../../../test/workFixtures';
import { RANGE_ERRORS, STATS_TEXTS } from '../texts';
import { addDays, presetRange, todayUtc } from '../utils/dates';
import { buildIssueRow, buildWorkStats } from './statsFixtures';

// The chart library draws on a canvas jsdom does not have: a stand-in records what it was given.
const drawn: { title: string | null; series: string[] }[] = [];
jest.mock('../charts/loadChartLib', () => ({
  loadChartLib: () =>
    Promise.resolve({
      drawChart: (container: HTMLElement, spec: { series: { label: string }[] }) => {
        drawn.push({
          title: container.getAttribute('aria-label'),
          series: spec.series.map((s) => s.label),
        });
        return { resize: () => undefined, destroy: () => undefined };
      },
    }),
}));

const creator = buildUser({ id: 7, username: 'inkslinger' });
const reader = buildUser({ id: 9, username: 'bookworm' });

const busyStats = () =>
  buildWorkStats({
    views: [0, 3, 5],
    referrers: [
      { domain: 'comics.example', views: 6 },
      { domain: '=cmd|calc', views: 2 },
    ],
    issues: [
      buildIssueRow(31, 'Liftoff', { views: 5, likes: 1, completionRate: 0.2 }),
      buildIssueRow(32, '=HYPERLINK("http://evil.example")', {
        views: 3,
        likes: 4,
        completionRate: 0.9,
      }),
      buildIssueRow(33, 'Apogee', { views: 0, likes: 2, completionRate: 0 }),
    ],
  });

function openStats(route = '/stats', stats: object | ((v: any) => object) = busyStats()) {
  const answer = (v: any) => ({
    data: { creatorStats: typeof stats === 'function' ? stats(v) : stats },
  });
  return renderApp({
    route,
    signedInAs: creator,
    handlers: {
      CreatorStats: answer,
      BookStats: (v) => ({ data: { bookStats: typeof stats === 'function' ? stats(v) : stats } }),
      IssueStats: (v) => ({
        data: { issueStats: typeof stats === 'function' ? stats(v) : stats },
      }),
    },
  });
}

const issueRows = () =>
  within(screen.getByRole('table', { name: 'Issues and their figures' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0].textContent);

beforeEach(() => {
  drawn.length = 0;
});

describe('Stats page', () => {
  it('asks for the last 30 days of all the viewer’s works and shows the figures', async () => {
    const { callsOf } = await openStats();
    expect(await screen.findByRole('heading', { level: 1, name: 'Stats' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Issues and their figures' });
    expect(callsOf('CreatorStats')[0].variables).toMatchObject({ range: presetRange(30) });
    const views = screen.getAllByRole('term').find((t) => t.textContent === 'Views');
    expect(views?.nextElementSibling).toHaveTextContent('8');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Each chart has an accessible name and its data in a table a keyboard reaches.
    await waitFor(() => expect(drawn.map((d) => d.series[0])).toContain('Views'));
    const chart = screen.getByRole('img', { name: /^Reads over time: 8 views/ });
    expect(chart).toBeInTheDocument();
    const figure = screen.getByRole('figure', { name: 'Reads over time' });
    const summary = within(figure).getByText(STATS_TEXTS.showData);
    expect(summary.closest('summary')).toBeInTheDocument();
    expect(within(figure).getByRole('table', { hidden: true })).toBeInTheDocument();
    // Referrers and the issues table.
    expect(screen.getByRole('table', { name: 'Top referring sites' })).toHaveTextContent(
      'comics.example',
    );
  });

  it('says what will appear when nothing has been read yet', async () => {
    await openStats('/stats', buildWorkStats());
    expect(
      await screen.findByText(STATS_TEXTS.emptyReads, { selector: '.stats-empty--banner' }),
    ).toBeInTheDocument();
    expect(screen.getByText(STATS_TEXTS.emptyReferrers)).toBeInTheDocument();
    expect(screen.getByText(STATS_TEXTS.emptyIssues)).toBeInTheDocument();
    // Nothing to draw: no chart is loaded.
    expect(screen.queryByRole('img', { name: /Reads over time/ })).toBeNull();
    expect(drawn).toEqual([]);
  });

  it('keeps the boxes while loading', async () => {
    await renderApp({
      route: '/stats',
      signedInAs: creator,
      handlers: { CreatorStats: 'pending' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Stats' });
    expect(screen.getAllByRole('term').map((t) => t.nextElementSibling?.textContent)).toEqual(
      Array(8).fill('—'),
    );
    expect(screen.getByRole('figure', { name: 'Reads over time' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: STATS_TEXTS.exportCsv })).toBeDisabled();
  });

  it('switches presets and checks a custom range before asking for it', async () => {
    const { user, callsOf, location } = await openStats();
    await screen.findByRole('table', { name: 'Issues and their figures' });
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(callsOf('CreatorStats').at(-1)?.variables).toMatchObject({ range: presetRange(7) }),
    );
    expect(location()).toBe('/stats?days=7');

    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    const asked = callsOf('CreatorStats').length;
    const today = todayUtc();
    const tryRange = async (a: string, b: string) => {
      fireEvent.change(from, { target: { value: a } });
      fireEvent.change(to, { target: { value: b } });
      await user.click(screen.getByRole('button', { name: 'Show' }));
    };
    await tryRange(addDays(today, -3), addDays(today, -9));
    expect(screen.getByRole('alert')).toHaveTextContent(RANGE_ERRORS.order);
    expect(from).toHaveAttribute('aria-invalid', 'true');
    await tryRange(addDays(today, -400), today);
    expect(screen.getByRole('alert')).toHaveTextContent(RANGE_ERRORS.tooLong(366));
    await tryRange(addDays(today, -3), addDays(today, 1));
    expect(screen.getByRole('alert')).toHaveTextContent(RANGE_ERRORS.future);
    expect(callsOf('CreatorStats')).toHaveLength(asked);

    await tryRange(addDays(today, -20), addDays(today, -10));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(callsOf('CreatorStats').at(-1)?.variables).toMatchObject({
        range: { from: addDays(today, -20), to: addDays(today, -10) },
      }),
    );
    expect(location()).toBe(`/stats?from=${addDays(today, -20)}&to=${addDays(today, -10)}`);
  });

  it('sorts the issues by each column, with aria-sort, by mouse and keyboard', async () => {
    const { user } = await openStats();
    await screen.findByRole('table', { name: 'Issues and their figures' });
    const table = screen.getByRole('table', { name: 'Issues and their figures' });
    const header = (name: string) =>
      within(table).getByRole('columnheader', { name: new RegExp(name) });
    expect(header('Views')).toHaveAttribute('aria-sort', 'descending');
    expect(issueRows()).toEqual([
      'Robot Dawn #1: Liftoff',
      'Robot Dawn #2: =HYPERLINK("http://evil.example")',
      'Robot Dawn #3: Apogee',
    ]);
    await user.click(within(header('Likes')).getByRole('button'));
    expect(header('Likes')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Views')).toHaveAttribute('aria-sort', 'none');
    expect(issueRows().map((t) => t?.slice(-6))).toEqual([
      'evil.example")'.slice(-6),
      'Apogee',
      'iftoff',
    ]);
    // Keyboard: focus the header's button, Enter reverses.
    within(header('Likes')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header('Likes')).toHaveAttribute('aria-sort', 'ascending');
    expect(issueRows()[0]).toBe('Robot Dawn #1: Liftoff');
    await user.keyboard('{Tab}');
    await user.keyboard(' ');
    expect(header('Comments')).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(header('Issue')).getByRole('button'));
    expect(header('Issue')).toHaveAttribute('aria-sort', 'ascending');
    expect(issueRows()[0]).toBe('Robot Dawn #1: Liftoff');
    expect(issueRows()[1]).toBe('Robot Dawn #2: =HYPERLINK("http://evil.example")');
  });

  it('loads the issues after the first page on request, and sorts all that are shown', async () => {
    const built = buildWorkStats({
      views: [4],
      issues: [
        buildIssueRow(31, 'Liftoff', { views: 9, likes: 1 }),
        buildIssueRow(32, 'Orbit', { views: 7, likes: 2 }),
      ],
      totalCount: 4,
    });
    const first = {
      ...built,
      issues: {
        ...built.issues,
        pageInfo: { __typename: 'PageInfo', endCursor: 'after-orbit', hasNextPage: true },
      },
    };
    const next = {
      __typename: 'IssueStatsConnection' as const,
      totalCount: 4,
      pageInfo: { __typename: 'PageInfo' as const, endCursor: 'after-apogee', hasNextPage: false },
      nodes: [
        buildIssueRow(33, 'Descent', { views: 3, likes: 8 }),
        buildIssueRow(34, 'Apogee', { views: 1, likes: 0 }),
      ],
    };
    const { user, callsOf } = await renderApp({
      route: '/stats',
      signedInAs: creator,
      handlers: {
        CreatorStats: () => ({ data: { creatorStats: first } }),
        CreatorStatsIssues: () => ({
          data: { creatorStats: { __typename: 'WorkStats', issues: next } },
        }),
      },
    });
    await screen.findByRole('table', { name: 'Issues and their figures' });
    expect(issueRows()).toHaveLength(2);
    expect(screen.getByText(STATS_TEXTS.issuesShown(2, 4))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: STATS_TEXTS.moreIssues(2) }));
    await waitFor(() => expect(issueRows()).toHaveLength(4));
    expect(callsOf('CreatorStatsIssues')[0].variables).toMatchObject({
      range: presetRange(30),
      after: 'after-orbit',
      first: 50,
    });
    // The charts were not asked for again, and nothing is left to load.
    expect(callsOf('CreatorStats')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /more issues/ })).not.toBeInTheDocument();
    expect(screen.queryByText(STATS_TEXTS.issuesShown(2, 4))).not.toBeInTheDocument();
    // A sort covers every row shown, the later page's too.
    const table = screen.getByRole('table', { name: 'Issues and their figures' });
    await user.click(
      within(within(table).getByRole('columnheader', { name: /Likes/ })).getByRole('button'),
    );
    expect(issueRows()[0]).toBe('Robot Dawn #3: Descent');
  });

  it('exports what is shown as CSV, with formula cells defused', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:stats';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await openStats();
    await screen.findByRole('table', { name: 'Issues and their figures' });
    const table = screen.getByRole('table', { name: 'Issues and their figures' });
    await user.click(
      within(within(table).getByRole('columnheader', { name: /Likes/ })).getByRole('button'),
    );
    await user.click(screen.getByRole('button', { name: STATS_TEXTS.exportCsv }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]);
    });
    const range = presetRange(30);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      'Stats',
      'Scope,All your works',
      `From,${range.from}`,
      `To,${range.to}`,
    ]);
    expect(text).toContain(
      'Totals\r\nViews,Unique readers,Completion rate,Likes,Ratings,Comments,Subscribers gained,Subscribers lost\r\n8,0,0,0,0,0,0,0\r\n',
    );
    expect(lines).toContain(`${addDays(range.from, 2)},5,2,0,0,0,0,0,0`);
    // Referrer domains and titles come from others: a formula is prefixed, then quoted.
    expect(lines).toContain("'=cmd|calc,2");
    // The issues as the table is sorted (by likes).
    const issues = lines.slice(lines.indexOf('Issues') + 1).filter(Boolean);
    expect(issues).toEqual([
      'Book,Issue,Title,Views,Unique readers,Completion rate,Likes,Comments',
      `Robot Dawn,2,"'=HYPERLINK(""http://evil.example"")",3,0,0.9,4,0`,
      'Robot Dawn,3,Apogee,0,0,0,2,0',
      'Robot Dawn,1,Liftoff,5,0,0.2,1,0',
    ]);
    click.mockRestore();
  });

  it('shows an issue’s drop-off: the share of readers reaching each page', async () => {
    await openStats(
      '/stats?issue=32',
      buildWorkStats({
        views: [4],
        issues: [buildIssueRow(32, 'Orbit', { views: 4 })],
        dropOff: [
          { page: 1, readers: 4, share: 1 },
          { page: 2, readers: 2, share: 0.5 },
          { page: 3, readers: 1, share: 0.25 },
        ],
      }),
    );
    expect(await screen.findByText('Robot Dawn #2: Orbit')).toBeInTheDocument();
    await waitFor(() => expect(drawn.map((d) => d.series[0])).toContain('Share of readers'));
    expect(
      screen.getByRole('img', { name: /25% of readers reached the last page \(page 3\)/ }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Readers reaching each page', hidden: true });
    const page2 = within(table).getAllByRole('row', { hidden: true })[2];
    expect(within(page2).getByRole('rowheader', { hidden: true })).toHaveTextContent('Page 2');
    expect(
      within(page2)
        .getAllByRole('cell', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['2', '50%']);
    // One issue: no issues table, no subscribers.
    expect(screen.queryByRole('table', { name: 'Issues and their figures' })).toBeNull();
    expect(screen.queryByText('Subscribers gained')).toBeNull();
  });

  it('is not found for a work that is not the viewer’s', async () => {
    await renderApp({
      route: '/stats?book=99',
      signedInAs: creator,
      handlers: { BookStats: gqlError('Not found', 'NOT_FOUND') },
    });
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });
});

describe('links to the Stats page', () => {
  it('are on the owner’s details pages only', async () => {
    await renderApp({
      route: '/details/robot-dawn/book/3',
      signedInAs: creator,
      handlers: { BookDetails: { data: { book: buildBookDetails({ viewerCanEdit: true }) } } },
    });
    expect(await screen.findByRole('link', { name: 'Stats' })).toHaveAttribute(
      'href',
      '/stats?book=3',
    );
    // The public read counts, rounded.
    expect(screen.getByText('12.3K reads')).toHaveAttribute('title', '12,345');
    expect(screen.getByText('3K reads')).toBeInTheDocument();
  });

  it('links an issue page to the issue’s stats for its owner', async () => {
    await renderApp({
      route: '/details/robot-dawn/book/3/issue/2',
      signedInAs: creator,
      handlers: { IssueDetails: { data: { issue: buildIssueDetails({ viewerCanEdit: true }) } } },
    });
    expect(await screen.findByRole('link', { name: 'Stats' })).toHaveAttribute(
      'href',
      '/stats?issue=32',
    );
    expect(screen.getByText('1.5K reads')).toBeInTheDocument();
  });

  it('are not shown to other readers', async () => {
    await renderApp({
      route: '/details/robot-dawn/book/3',
      signedInAs: reader,
      handlers: { BookDetails: { data: { book: buildBookDetails() } } },
    });
    await screen.findByText('12.3K reads');
    expect(screen.queryByRole('link', { name: 'Stats' })).toBeNull();
  });

  it('is on the viewer’s own profile only', async () => {
    const handlers = {
      UserProfile: { data: { user: buildProfile() } },
      UserBooks: list('userBooks', []),
      UserIssues: list('userIssues', []),
    };
    const own = await renderApp({ route: '/profile/inkslinger', signedInAs: creator, handlers });
    expect(await screen.findByRole('link', { name: 'Stats' })).toHaveAttribute('href', '/stats');
    own.unmount();
    await renderApp({ route: '/profile/inkslinger', signedInAs: reader, handlers });
    await screen.findByRole('heading', { level: 1, name: 'inkslinger' });
    expect(screen.queryByRole('link', { name: 'Stats' })).toBeNull();
  });
});

describe('public read counts on issue cards', () => {
  it('search results show an issue’s reads, rounded', async () => {
    await renderApp({
      route: '/search',
      handlers: {
        Search: searchResult('ISSUES', [
          buildSearchIssue(1, { readCount: 12_345 }),
          buildSearchIssue(2, { readCount: 1 }),
        ]),
      },
    });
    const [first, second] = await screen.findAllByRole('article');
    expect(within(first).getByText('12.3K reads')).toHaveAttribute('title', '12,345');
    expect(within(second).getByText('1 read')).toBeInTheDocument();
  });

  it('the new issues shelf shows them beside the likes', async () => {
    await renderApp({
      route: '/',
      handlers: {
        NewIssuesShelf: {
          data: {
            newIssues: [
              buildGridIssue(1, {
                likeCount: 2,
                readCount: 2_500_000,
                publisher: buildPublisher(),
              }),
            ],
          },
        },
      },
    });
    const shelf = within(await screen.findByRole('region', { name: 'New issues' }));
    expect(await shelf.findByText('2.5M reads')).toBeInTheDocument();
    expect(shelf.getByText('2 likes')).toBeInTheDocument();
  });
});
