import { MESSAGES } from '@shared/limits';
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { buildUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { ContinueLink } from '../components/ContinueLink';
import { ContinueReadingShelf } from '../components/ContinueReadingShelf';
import { LOCAL_PROGRESS_KEY, saveLocalProgress } from '../utils/localProgress';

const cover = {
  __typename: 'Image',
  url: '/media/cover.webp',
  srcset: '',
  width: 320,
  height: 485,
};
const shelfNode = (bookId: number, title: string, issueNumber: number, page: number) => ({
  __typename: 'ReadingProgress',
  page,
  pageCount: 20,
  issueNumber,
  updatedAt: '2026-11-20T10:00:00.000Z',
  issue: { __typename: 'Issue', id: bookId * 10 + issueNumber, title: `Issue ${issueNumber}` },
  book: { __typename: 'Book', id: bookId, title, urlSlug: 'a-slug', cover },
});
const shelf = (nodes: unknown[]) => ({
  data: { continueReading: { __typename: 'ReadingProgressConnection', nodes } },
});

const routes = (
  <>
    <Route path="/" element={<ContinueReadingShelf />} />
    <Route path="/book" element={<ContinueLink bookId={4} urlSlug="a-slug" />} />
  </>
);

describe('Continue reading shelf', () => {
  it('shows the signed-in reader’s books with "Issue N · page P", each opening the reader', async () => {
    await renderApp({
      routes,
      signedInAs: buildUser(),
      handlers: {
        ContinueReading: shelf([shelfNode(4, 'Moon Harbor', 2, 11), shelfNode(5, 'Rust', 1, 3)]),
      },
    });
    const list = await screen.findByRole('list', { name: 'Continue reading' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Moon HarborIssue 2 · page 11',
      'RustIssue 1 · page 3',
    ]);
    expect(links[0]).toHaveAttribute('href', '/read/a-slug/book/4/issue/2');
    expect(screen.getByRole('heading', { name: 'Continue reading' })).toBeInTheDocument();
  });

  it('is not shown when there is nothing to continue', async () => {
    const { callsOf } = await renderApp({
      routes,
      signedInAs: buildUser(),
      handlers: { ContinueReading: shelf([]) },
    });
    await waitFor(() => expect(callsOf('ContinueReading')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Continue reading' })).not.toBeInTheDocument();
  });

  it('clears the history after a confirmation', async () => {
    let nodes = [shelfNode(4, 'Moon Harbor', 2, 11)];
    const { user, callsOf } = await renderApp({
      routes,
      signedInAs: buildUser(),
      handlers: {
        ContinueReading: () => shelf(nodes),
        ClearReadingHistory: () => {
          nodes = [];
          return { data: { clearReadingHistory: 1 } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Clear reading history' }));
    expect(screen.getByText(MESSAGES.clearReadingHistoryConfirm)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Continue reading' })).not.toBeInTheDocument(),
    );
    expect(callsOf('ClearReadingHistory')).toHaveLength(1);
  });

  it('shows a visitor’s shelf from this browser, and clears it there', async () => {
    saveLocalProgress({
      issueId: 41,
      issueNumber: 1,
      issueTitle: 'Dawn',
      bookId: 4,
      bookTitle: 'Moon Harbor',
      urlSlug: 'a-slug',
      coverUrl: '/media/cover.webp',
      pageCount: 20,
      page: 6,
    });
    const { user, callsOf } = await renderApp({ routes });
    const list = await screen.findByRole('list', { name: 'Continue reading' });
    expect(within(list).getByRole('link')).toHaveTextContent('Moon HarborIssue 1 · page 6');
    expect(callsOf('ContinueReading')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Clear reading history' }));
    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Continue reading' })).not.toBeInTheDocument(),
    );
    expect(window.localStorage.getItem(LOCAL_PROGRESS_KEY)).toBeNull();
  });
});

describe('Continue link on a book’s details page', () => {
  it('offers "Continue: Issue N, page P" to the signed-in reader', async () => {
    await renderApp({
      route: '/book',
      routes,
      signedInAs: buildUser(),
      handlers: {
        BookProgress: {
          data: {
            book: {
              __typename: 'Book',
              id: 4,
              viewerProgress: { __typename: 'ReadingProgress', page: 7, issueNumber: 3 },
            },
          },
        },
      },
    });
    const link = await screen.findByRole('link', { name: 'Continue: Issue 3, page 7' });
    expect(link).toHaveAttribute('href', '/read/a-slug/book/4/issue/3');
  });

  it('shows nothing before the reader starts the book', async () => {
    const { callsOf } = await renderApp({
      route: '/book',
      routes,
      signedInAs: buildUser(),
      handlers: {
        BookProgress: { data: { book: { __typename: 'Book', id: 4, viewerProgress: null } } },
      },
    });
    await waitFor(() => expect(callsOf('BookProgress')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Continue:/ })).not.toBeInTheDocument();
  });
});
