import { LIMITS, MESSAGES } from '@shared/limits';
import { screen, waitFor, within } from '@testing-library/react';
import {
  buildSearchBook,
  buildSearchIssue,
  buildUserCard,
  searchResult,
} from '../../../../test/workFixtures';
import { gqlError } from '../../../../test/mockClient';
import { renderApp } from '../../../../test/renderApp';
import type { MockHandler } from '../../../../test/mockClient';

const emptyIssues = searchResult('ISSUES', []);

async function openSearch(
  route = '/search',
  handlers: Record<string, MockHandler> = { Search: emptyIssues },
) {
  const app = await renderApp({ route, handlers });
  await screen.findByRole('heading', { level: 1, name: 'Search' });
  return app;
}

async function openAdvanced(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  const toggle = screen.getByRole('button', { name: 'Advanced Filter' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

describe('search page', () => {
  it('runs the search in the URL, and again when the URL changes', async () => {
    const { callsOf, user, location } = await openSearch(
      '/search?q=robots&search-type=books&include=action&status=ongoing&content-rating=T&sort=desc',
      { Search: (v: any) => searchResult(v.input.type, []) },
    );
    await waitFor(() => expect(callsOf('Search')).toHaveLength(1));
    expect(callsOf('Search')[0].variables.input).toEqual({
      type: 'BOOKS',
      q: 'robots',
      include: ['action'],
      status: 'ONGOING',
      contentRatings: ['T'],
      sort: 'OLDEST',
      page: 1,
      limit: LIMITS.searchPageSize,
    });
    // The form starts from the URL.
    expect(screen.getByPlaceholderText('Search...')).toHaveValue('robots');
    // The nav search box changes the URL: the page searches again.
    await user.click(screen.getByRole('button', { name: /open search/i }));
    await user.type(screen.getByPlaceholderText('What are you look for?'), 'cats{Enter}');
    expect(location()).toBe('/search?q=cats');
    await waitFor(() => expect(callsOf('Search')).toHaveLength(2));
    expect(callsOf('Search')[1].variables.input).toEqual({
      type: 'ISSUES',
      q: 'cats',
      page: 1,
      limit: 20,
    });
    expect(screen.getByPlaceholderText('Search...')).toHaveValue('cats');
  });

  it('rewrites the URL with only the non-empty values on submit', async () => {
    const { user, location } = await openSearch();
    await user.type(screen.getByPlaceholderText('Search...'), '  space robots ');
    await user.click(screen.getByRole('button', { name: 'Submit search' }));
    expect(location()).toBe('/search?q=space+robots&search-type=issues');
  });

  it('builds the URL from the advanced filter', async () => {
    const { user, location } = await openSearch();
    await openAdvanced(user);
    await user.click(screen.getByRole('radio', { name: 'Books' }));
    await user.click(screen.getByRole('button', { name: 'Action: any' }));
    await user.click(screen.getByRole('button', { name: 'Horror: any' }));
    await user.click(screen.getByRole('button', { name: 'Horror: included' }));
    await user.click(screen.getByRole('radio', { name: 'Completed' }));
    await user.click(screen.getByRole('checkbox', { name: 'General' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mature' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Newest to Oldest');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe(
      '/search?search-type=books&include=action&exclude=horror&status=completed&content-rating=G%2CM&sort=asc',
    );
  });

  it('cycles a genre chip neutral -> include -> exclude -> neutral, announcing its state', async () => {
    const { user, location } = await openSearch();
    await openAdvanced(user);
    const group = within(screen.getByRole('group', { name: 'Genres' }));
    await user.click(group.getByRole('button', { name: 'Drama: any' }));
    await user.click(group.getByRole('button', { name: 'Drama: included' }));
    await user.click(group.getByRole('button', { name: 'Drama: excluded' }));
    expect(group.getByRole('button', { name: 'Drama: any' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // Back to neutral: no genre filter, so the criteria are those on screen (page kept).
    expect(location()).toBe('/search?search-type=issues&page=1');
  });

  it('disables genre, status, rating and sort for users, and leaves them out of the URL', async () => {
    const { user, location } = await openSearch(
      '/search?search-type=books&include=action&status=hiatus&content-rating=T&sort=asc&limit=30',
      { Search: searchResult('BOOKS', []) },
    );
    await openAdvanced(user);
    expect(screen.getByRole('button', { name: 'Action: included' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Users' }));
    expect(screen.getByRole('button', { name: 'Action: included' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Hiatus' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Teen' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Sort' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Issues' })).toBeEnabled();
    await user.type(screen.getByPlaceholderText('Search...'), 'ada');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/search?q=ada&search-type=users');
  });

  it('keeps the page when the same search is submitted again, and drops it for a new one', async () => {
    const { user, location } = await openSearch('/search?q=robots&page=3', {
      Search: searchResult('ISSUES', [buildSearchIssue(1)], { totalCount: 60, page: 3 }),
    });
    await screen.findByText('41-41 of 60 Results');
    await user.click(screen.getByRole('button', { name: 'Submit search' }));
    expect(location()).toBe('/search?q=robots&search-type=issues&page=3');
    await user.type(screen.getByPlaceholderText('Search...'), 's');
    await user.click(screen.getByRole('button', { name: 'Submit search' }));
    expect(location()).toBe('/search?q=robotss&search-type=issues');
  });

  it('pages through results with the pager under them', async () => {
    const { user, location, callsOf } = await openSearch('/search?q=robots', {
      Search: (v: any) =>
        searchResult(
          'ISSUES',
          Array.from({ length: v.input.page === 7 ? 3 : 20 }, (_, i) => buildSearchIssue(i + 1)),
          { totalCount: 123, page: v.input.page },
        ),
    });
    expect(await screen.findByText('1-20 of 123 Results')).toBeInTheDocument();
    const pager = within(screen.getByRole('navigation', { name: 'Search results pages' }));
    expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(pager.getByRole('link', { name: 'Page 7' }));
    expect(location()).toBe('/search?q=robots&search-type=issues&page=7');
    expect(await screen.findByText('121-123 of 123 Results')).toBeInTheDocument();
    expect((callsOf('Search').at(-1)!.variables.input as { page: number }).page).toBe(7);
    const last = within(screen.getByRole('navigation', { name: 'Search results pages' }));
    expect(last.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(last.getByRole('link', { name: 'Page 1' }));
    // Same criteria: page 1 is written too.
    expect(location()).toBe('/search?q=robots&search-type=issues&page=1');
  });

  it.each([
    ['issues', 'ISSUES' as const, MESSAGES.noSearchResults],
    ['books', 'BOOKS' as const, MESSAGES.noSearchResults],
    ['users', 'USERS' as const, MESSAGES.noUserResults],
  ])('shows the empty text for %s', async (kind, type, text) => {
    await openSearch(`/search?search-type=${kind}`, { Search: searchResult(type, []) });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/Results$/)).toBeNull();
  });

  it('shows the error text when the search fails', async () => {
    await openSearch('/search?q=x', { Search: gqlError('boom', 'INTERNAL_SERVER_ERROR') });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.genericError);
  });

  it('shows book cards: reader link, author, date and book details', async () => {
    await openSearch('/search?search-type=books', {
      Search: searchResult('BOOKS', [buildSearchBook(5)]),
    });
    const card = within(
      (await screen.findByRole('heading', { name: 'Book 5' })).closest('article')!,
    );
    expect(card.getByRole('link', { name: 'Book 5' })).toHaveAttribute(
      'href',
      '/read/book-5/book/5/issue/1',
    );
    expect(card.getByRole('link', { name: 'inkslinger' })).toHaveAttribute(
      'href',
      '/profile/inkslinger',
    );
    expect(card.getByText('Mar 5, 2020')).toBeInTheDocument();
    const details = Object.fromEntries(
      card.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(details).toEqual({
      Status: 'Completed',
      'Total Book Pages': '96',
      'Total Issues': '4',
      'Content Rating': 'Mature',
    });
  });

  it('shows issue cards: reader link to the issue, issue details and figures', async () => {
    await openSearch('/search', {
      Search: searchResult('ISSUES', [
        buildSearchIssue(8, { likeCount: 2, readCount: 1500, commentCount: 7 }),
      ]),
    });
    const card = within(
      (await screen.findByRole('heading', { name: 'Issue title 8' })).closest('article')!,
    );
    expect(card.getByRole('link', { name: 'Issue title 8' })).toHaveAttribute(
      'href',
      '/read/series-8/book/908/issue/2',
    );
    expect(card.getByText('Series 8')).toBeInTheDocument();
    expect(card.getByText('Nov 30, 2021')).toBeInTheDocument();
    const details = Object.fromEntries(
      card.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(details).toEqual({
      Status: 'Hiatus',
      'Issue #': '2',
      'Total Issue Pages': '22',
      'Total Issues': '5',
      'Content Rating': 'General',
    });
    const figures = card.getByText('2 likes').closest('p')!;
    expect(figures).toHaveTextContent(/1\.5K reads/);
    expect(figures).toHaveTextContent(/\b7 comments/);
  });

  it('cuts descriptions at 500 characters with Read More / Read Less', async () => {
    const long = `${'a'.repeat(LIMITS.descriptionPreview)}TAIL`;
    const exact = 'b'.repeat(LIMITS.descriptionPreview);
    const { user } = await openSearch('/search', {
      Search: searchResult('ISSUES', [
        buildSearchIssue(1, { description: long }),
        buildSearchIssue(2, { description: exact }),
      ]),
    });
    const first = within(
      (await screen.findByRole('heading', { name: 'Issue title 1' })).closest('article')!,
    );
    const second = within(
      screen.getByRole('heading', { name: 'Issue title 2' }).closest('article')!,
    );
    // Exactly 500 characters: shown whole, no toggle.
    expect(second.getByText(exact)).toBeInTheDocument();
    expect(second.queryByRole('button', { name: /Read/ })).toBeNull();
    expect(first.queryByText(/TAIL/)).toBeNull();
    expect(first.getByText(`${'a'.repeat(LIMITS.descriptionPreview)}…`)).toBeInTheDocument();
    const more = first.getByRole('button', { name: 'Read More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(first.getByText(long)).toBeInTheDocument();
    await user.click(first.getByRole('button', { name: 'Read Less' }));
    expect(first.queryByText(/TAIL/)).toBeNull();
  });

  it('shows user cards with abbreviated subscriber counts', async () => {
    await openSearch('/search?q=ada&search-type=users', {
      Search: searchResult('USERS', [
        buildUserCard(1, { username: 'ada_l', subscriberCount: 1536 }),
        buildUserCard(2, { username: 'grace_h', subscriberCount: 2_000_000 }),
      ]),
    });
    const ada = within((await screen.findByRole('heading', { name: 'ada_l' })).closest('article')!);
    expect(ada.getByRole('link', { name: 'ada_l' })).toHaveAttribute('href', '/profile/ada_l');
    expect(ada.getByText('1.5K subscribers')).toBeInTheDocument();
    expect(screen.getByText('2M subscribers')).toBeInTheDocument();
    expect(screen.getByText('1-2 of 2 Results')).toBeInTheDocument();
  });
});
