import { MESSAGES } from '@shared/limits';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { buildUser } from '../../../../test/fixtures';
import { gqlError } from '../../../../test/mockClient';
import { renderApp } from '../../../../test/renderApp';
import {
  buildBookDetails,
  buildGridBook,
  buildGridIssue,
  buildIssueDetails,
  buildPublisher,
  buildSearchBook,
  buildSearchIssue,
  searchResult,
} from '../../../../test/workFixtures';
import { RATING_SETTLE_MS } from '../StarRating';
import { IssueLikes } from '../IssueLikes';
import { BookRating } from '../BookRating';

const reader = buildUser({ id: 9, username: 'bookworm', role: 'USER' });

const issueState = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Issue' as const,
  id: 32,
  likeCount: 3,
  viewerHasLiked: false,
  viewerCanLike: true,
  ...overrides,
});

const bookState = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Book' as const,
  id: 3,
  likeCount: 12,
  ratingCount: 2,
  ratingAverage: 4.5,
  viewerRating: null,
  viewerCanRate: true,
  ...overrides,
});

const likeRoutes = (
  <>
    <Route path="/" element={<IssueLikes bookId={3} issueNumber={2} />} />
    <Route path="/login" element={<p>Log in page</p>} />
  </>
);
const ratingRoutes = <Route path="/" element={<BookRating bookId={3} />} />;

describe('like button', () => {
  it('shows the count, likes with an optimistic update and settles on the answer', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { callsOf } = await renderApp({
      routes: likeRoutes,
      signedInAs: reader,
      handlers: {
        IssueLikes: { data: { issue: issueState() } },
        LikeIssue: () =>
          new Promise((resolve) => {
            answer = resolve as (value: unknown) => void;
          }),
      },
    });
    const button = await screen.findByRole('button', { name: 'Like this issue, 3 likes' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(callsOf('IssueLikes')[0].variables).toEqual({ bookId: 3, issueNumber: 2 });
    await act(async () => button.click());
    // Before the API answers.
    const pressed = screen.getByRole('button', { name: 'Like this issue, 4 likes' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(callsOf('LikeIssue')[0].variables).toEqual({ issueId: 32 });
    await act(async () =>
      answer({ data: { likeIssue: issueState({ likeCount: 10, viewerHasLiked: true }) } }),
    );
    expect(
      await screen.findByRole('button', { name: 'Like this issue, 10 likes' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('works from the keyboard and unlikes when pressed', async () => {
    const { user, callsOf } = await renderApp({
      routes: likeRoutes,
      signedInAs: reader,
      handlers: {
        IssueLikes: { data: { issue: issueState({ likeCount: 1, viewerHasLiked: true }) } },
        UnlikeIssue: { data: { unlikeIssue: issueState({ likeCount: 0 }) } },
      },
    });
    await screen.findByRole('button', { name: 'Like this issue, 1 like' });
    await user.tab();
    expect(screen.getByRole('button', { name: /Like this issue/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Like this issue, 0 likes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(callsOf('UnlikeIssue')).toHaveLength(1);
    expect(callsOf('LikeIssue')).toHaveLength(0);
  });

  it('a refusal puts the count back and says why', async () => {
    await renderApp({
      routes: likeRoutes,
      signedInAs: reader,
      handlers: {
        IssueLikes: { data: { issue: issueState() } },
        LikeIssue: gqlError(MESSAGES.blockedByCreator, 'FORBIDDEN'),
      },
    });
    const button = await screen.findByRole('button', { name: 'Like this issue, 3 likes' });
    await act(async () => button.click());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.blockedByCreator);
    expect(screen.getByRole('button', { name: 'Like this issue, 3 likes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('sends signed-out visitors to log in, without a mutation', async () => {
    const { user, location, callsOf } = await renderApp({
      routes: likeRoutes,
      handlers: {
        IssueLikes: { data: { issue: issueState({ viewerHasLiked: null, viewerCanLike: false }) } },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: `${MESSAGES.likeSignIn}, 3 likes` }),
    );
    expect(location()).toBe('/login');
    expect(callsOf('LikeIssue')).toHaveLength(0);
  });

  it('the creator sees the count only', async () => {
    await renderApp({
      routes: likeRoutes,
      signedInAs: reader,
      handlers: { IssueLikes: { data: { issue: issueState({ viewerCanLike: false }) } } },
    });
    expect(await screen.findByText('3 likes')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('reserves its box while loading', async () => {
    const { container } = await renderApp({
      routes: likeRoutes,
      signedInAs: reader,
      handlers: { IssueLikes: 'pending' },
    });
    const box = container.querySelector('.reaction-box--like');
    expect(box).toHaveAttribute('aria-busy', 'true');
  });
});

describe('star rating', () => {
  it('shows the average, the number of ratings and a 1-5 radio group', async () => {
    await renderApp({
      routes: ratingRoutes,
      signedInAs: reader,
      handlers: { BookRating: { data: { book: bookState({ viewerRating: 4 }) } } },
    });
    expect(await screen.findByText(/from 2 ratings/)).toHaveTextContent(
      '4.5 out of 5 from 2 ratings',
    );
    const group = screen.getByRole('group', { name: 'Your rating' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByText('12 likes across its issues')).toBeInTheDocument();
  });

  it('arrow keys choose; one rating is sent once the choice rests', async () => {
    const { user, callsOf } = await renderApp({
      routes: ratingRoutes,
      signedInAs: reader,
      handlers: {
        BookRating: { data: { book: bookState({ viewerRating: 2 }) } },
        RateBook: (v) => ({
          data: {
            rateBook: bookState({ viewerRating: v.rating, ratingCount: 2, ratingAverage: 4.5 }),
          },
        }),
      },
    });
    const two = await screen.findByRole('radio', { name: '2 stars' });
    await act(async () => two.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await waitFor(() => expect(callsOf('RateBook')).toHaveLength(1), {
      timeout: RATING_SETTLE_MS * 5,
    });
    expect(callsOf('RateBook')[0].variables).toEqual({ bookId: 3, rating: 5 });
  });

  it('takes the rating back', async () => {
    const { user, callsOf } = await renderApp({
      routes: ratingRoutes,
      signedInAs: reader,
      handlers: {
        BookRating: { data: { book: bookState({ viewerRating: 3 }) } },
        ClearBookRating: {
          data: {
            clearBookRating: bookState({ viewerRating: null, ratingCount: 1, ratingAverage: 5 }),
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Clear my rating' }));
    expect(await screen.findByText(/from 1 rating$/)).toBeInTheDocument();
    expect(callsOf('ClearBookRating')[0].variables).toEqual({ bookId: 3 });
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('refused: the chosen star goes back and the message shows', async () => {
    const { user } = await renderApp({
      routes: ratingRoutes,
      signedInAs: reader,
      handlers: {
        BookRating: { data: { book: bookState() } },
        RateBook: gqlError(MESSAGES.ratingsTooMany(30), 'RATE_LIMITED'),
      },
    });
    await user.click(await screen.findByRole('radio', { name: '3 stars' }));
    expect(
      await screen.findByRole('alert', {}, { timeout: RATING_SETTLE_MS * 5 }),
    ).toHaveTextContent(MESSAGES.ratingsTooMany(30));
    expect(screen.getByRole('radio', { name: '3 stars' })).not.toBeChecked();
  });

  it('signed out: the figures and a way to log in; no radios', async () => {
    await renderApp({
      routes: ratingRoutes,
      handlers: {
        BookRating: {
          data: { book: bookState({ ratingCount: 0, ratingAverage: null, viewerCanRate: false }) },
        },
      },
    });
    expect(await screen.findByText('Not rated yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.rateSignIn })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

describe('in the pages', () => {
  it('the issue details page mounts the like button', async () => {
    await renderApp({
      route: '/details/robot-dawn/book/3/issue/2',
      signedInAs: reader,
      handlers: {
        IssueDetails: { data: { issue: buildIssueDetails() } },
        IssueLikes: { data: { issue: issueState({ likeCount: 7 }) } },
      },
    });
    expect(
      await screen.findByRole('button', { name: 'Like this issue, 7 likes' }),
    ).toBeInTheDocument();
  });
});

describe('book details page', () => {
  it('mounts the rating in the header and shows like counts on the issue rows', async () => {
    await renderApp({
      route: '/details/robot-dawn/book/3',
      signedInAs: reader,
      handlers: {
        BookDetails: { data: { book: buildBookDetails() } },
        BookRating: { data: { book: bookState({ viewerRating: 5 }) } },
      },
    });
    const group = await screen.findByRole('group', { name: 'Your rating' });
    expect(within(group).getByRole('radio', { name: '5 stars' })).toBeChecked();
    const issues = within(screen.getByRole('region', { name: 'Issues' }));
    // The fixture's issues have 4, 8 and 12 likes.
    expect(issues.getByText('8')).toHaveTextContent('8 likes');
  });
});

describe('search', () => {
  it('book results show likes and the average rating; issue results their likes', async () => {
    await renderApp({
      route: '/search?search-type=books',
      handlers: {
        Search: searchResult('BOOKS', [
          buildSearchBook(1, { likeCount: 12345, ratingCount: 3, ratingAverage: 3.67 }),
          buildSearchBook(2),
        ]),
      },
    });
    const [first, second] = await screen.findAllByRole('article');
    expect(within(first).getByText('12.3k likes')).toBeInTheDocument();
    expect(within(first).getByText(/3\.7/)).toHaveTextContent('Rated 3.7 out of 5 (3 ratings)');
    expect(within(second).getByText('Not rated yet')).toBeInTheDocument();
  });

  it('issue results show their likes', async () => {
    await renderApp({
      route: '/search',
      handlers: { Search: searchResult('ISSUES', [buildSearchIssue(1, { likeCount: 1 })]) },
    });
    const [card] = await screen.findAllByRole('article');
    expect(within(card).getByText('1 like')).toBeInTheDocument();
  });

  it('the sort control offers Most popular, sent as POPULAR', async () => {
    const { callsOf, user } = await renderApp({
      route: '/search?search-type=books&sort=popular',
      handlers: { Search: (v: any) => searchResult(v.input.type, []) },
    });
    await waitFor(() => expect(callsOf('Search')).toHaveLength(1));
    expect(callsOf('Search')[0].variables.input).toMatchObject({ type: 'BOOKS', sort: 'POPULAR' });
    await user.click(screen.getByRole('button', { name: 'Advanced Filter' }));
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect(sort).toHaveValue('popular');
    expect(within(sort).getByRole('option', { name: 'Most popular' })).toBeInTheDocument();
  });
});

describe('home shelves', () => {
  it('covers show their likes, and books their average rating', async () => {
    await renderApp({
      route: '/',
      handlers: {
        NewIssuesShelf: {
          data: { newIssues: [buildGridIssue(1, { likeCount: 2, publisher: buildPublisher() })] },
        },
        PopularShelf: {
          data: {
            popularBooks: [
              buildGridBook(7, {
                likeCount: 40,
                ratingCount: 9,
                ratingAverage: 4.22,
                publisher: buildPublisher(),
              }),
            ],
          },
        },
      },
    });
    const fresh = within(await screen.findByRole('region', { name: 'New issues' }));
    expect(await fresh.findByText('2 likes')).toBeInTheDocument();
    const popular = within(screen.getByRole('region', { name: 'Popular' }));
    expect(popular.getByText('40 likes')).toBeInTheDocument();
    expect(popular.getByText(/4\.2/)).toHaveTextContent('Rated 4.2 out of 5 (9 ratings)');
  });
});
