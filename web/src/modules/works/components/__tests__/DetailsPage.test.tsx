import { MESSAGES } from '@shared/limits';
import { screen, waitFor, within } from '@testing-library/react';
import { buildUser } from '../../../../test/fixtures';
import { gqlError } from '../../../../test/mockClient';
import { renderApp } from '../../../../test/renderApp';
import { buildBookDetails, buildIssueDetails } from '../../../../test/workFixtures';

const bookRoute = '/details/robot-dawn/book/3';
const issueRoute = '/details/robot-dawn/book/3/issue/2';
const owner = buildUser({ id: 7, username: 'inkslinger' });
const reader = buildUser({ id: 9, username: 'bookworm' });

async function openBook(
  options: {
    book?: object | null;
    signedInAs?: ReturnType<typeof buildUser>;
    handlers?: Record<string, any>;
  } = {},
) {
  const book = options.book === undefined ? buildBookDetails() : options.book;
  const app = await renderApp({
    route: bookRoute,
    signedInAs: options.signedInAs,
    handlers: { BookDetails: { data: { book } }, ...options.handlers },
  });
  return app;
}

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('book details page', () => {
  it('shows the book with its author, rating, status, issues and extra info', async () => {
    const { callsOf } = await openBook({
      book: buildBookDetails({ lastUpdated: '2021-06-07T12:00:00.000Z' }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Robot Dawn' }),
    ).toBeInTheDocument();
    expect(callsOf('BookDetails')[0].variables).toEqual({ id: 3 });
    expect(screen.getByRole('link', { name: 'inkslinger' })).toHaveAttribute(
      'href',
      '/profile/inkslinger',
    );
    expect(screen.getByText('Teen')).toBeInTheDocument();
    expect(screen.getByText('Ongoing')).toBeInTheDocument();
    expect(screen.getByText('Robots wake up.')).toBeInTheDocument();
    expect(screen.getByTestId('cover-backdrop')).toHaveStyle({
      backgroundImage: 'url("/media/covers/1.webp")',
    });
    expect(screen.getByRole('link', { name: 'Read Now' })).toHaveAttribute(
      'href',
      '/read/robot-dawn/book/3/issue/1',
    );
    const issues = within(screen.getByRole('region', { name: 'Issues' }));
    expect(issues.getByRole('link', { name: 'Issue #2 Chapter 2' })).toHaveAttribute(
      'href',
      '/details/robot-dawn/book/3/issue/2',
    );
    expect(issues.getByText('Apr 1, 2020')).toBeInTheDocument();
    expect(issues.getByRole('link', { name: 'Download issue 2 as CBZ' })).toHaveAttribute(
      'href',
      '/download/issues/32.cbz',
    );
    const extra = within(screen.getByRole('region', { name: 'Extra Info' }));
    expect(extra.getByText('Sci-Fi')).toBeInTheDocument();
    expect(extra.getByText('Mar 5, 2020')).toBeInTheDocument();
    expect(extra.getByText('Last Updated')).toBeInTheDocument();
    expect(extra.getByText('Jun 7, 2021')).toBeInTheDocument();
  });

  it('shows book credits as an accordion by role with counts, writers first', async () => {
    const { user } = await openBook();
    const extra = within(await screen.findByRole('region', { name: 'Extra Info' }));
    const toggles = extra.getAllByRole('button');
    expect(toggles.map((t) => t.textContent)).toEqual(['writer (1)', 'artist (2)']);
    const artist = extra.getByRole('button', { name: 'artist (2)' });
    const panel = document.getElementById(artist.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    await user.click(artist);
    expect(artist).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'shader' })).toHaveAttribute(
      'href',
      '/profile/shader',
    );
  });

  it('omits Last Updated when the book was never updated', async () => {
    await openBook();
    await screen.findByRole('region', { name: 'Extra Info' });
    expect(screen.queryByText('Last Updated')).toBeNull();
  });

  it('shows no second button, Edit or Delete to anonymous visitors', async () => {
    await openBook({ book: buildBookDetails({ viewerCanEdit: true }) });
    await screen.findByRole('link', { name: 'Read Now' });
    expect(screen.queryByRole('button', { name: /bookmark/i })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add Issue' })).toBeNull();
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
  });

  it('gives the owner Edit, Add Issue, per-issue Edit and Delete on the latest issue only', async () => {
    await openBook({
      signedInAs: owner,
      book: buildBookDetails({ viewerCanEdit: true, viewerHasBookmarked: false }),
    });
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/edit-upload/robot-dawn/book/3',
    );
    expect(screen.getByRole('link', { name: 'Add Issue' })).toHaveAttribute(
      'href',
      '/upload-issue/robot-dawn/book/3',
    );
    expect(screen.queryByRole('button', { name: /bookmark/i })).toBeNull();
    for (const n of [1, 2, 3]) {
      expect(screen.getByRole('link', { name: `Edit issue ${n}` })).toHaveAttribute(
        'href',
        `/edit-upload/robot-dawn/book/3/issue/${n}`,
      );
    }
    expect(screen.getAllByRole('button', { name: /^Delete issue/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Delete issue 3' })).toBeInTheDocument();
  });

  it('offers no Delete when the book has a single issue (it goes with the book)', async () => {
    await openBook({
      signedInAs: owner,
      book: buildBookDetails({
        viewerCanEdit: true,
        issueCount: 1,
        issues: {
          ...buildBookDetails().issues,
          nodes: [buildBookDetails().issues.nodes[0]],
          totalCount: 1,
        },
      }),
    });
    await screen.findByRole('link', { name: 'Edit issue 1' });
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('deletes the latest issue after confirmation and goes to the profile', async () => {
    let answer: (value: unknown) => void = () => {};
    const { user, callsOf, location } = await openBook({
      signedInAs: owner,
      book: buildBookDetails({ viewerCanEdit: true }),
      handlers: {
        DeleteLatestIssue: () => new Promise((resolve) => (answer = resolve)) as any,
        UserProfile: { data: { user: null } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete issue 3' }));
    const dialog = within(screen.getByRole('dialog', { name: MESSAGES.deleteWorkConfirm }));
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf('DeleteLatestIssue')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete issue 3' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const busy = within(await screen.findByRole('dialog', { name: MESSAGES.deleting }));
    expect(busy.getByText(MESSAGES.deletingPatience)).toBeInTheDocument();
    expect(busy.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(busy.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(callsOf('DeleteLatestIssue')[0].variables).toEqual({ bookId: 3, issueNumber: 3 });
    answer({ data: { deleteIssue: true } });
    await waitFor(() => expect(location()).toBe('/profile/inkslinger'));
  });

  it('shows the error in the dialog when the delete fails', async () => {
    const { user, location } = await openBook({
      signedInAs: owner,
      book: buildBookDetails({ viewerCanEdit: true }),
      handlers: { DeleteLatestIssue: gqlError('Nope', 'FORBIDDEN') },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete issue 3' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      MESSAGES.genericError,
    );
    expect(location()).toBe(bookRoute);
  });

  it('bookmarks, disables the button while working and rechecks the status', async () => {
    let bookmarked = false;
    let release: () => void = () => {};
    const { user, callsOf } = await openBook({
      signedInAs: reader,
      handlers: {
        BookDetails: () => ({
          data: { book: buildBookDetails({ viewerHasBookmarked: bookmarked }) },
        }),
        AddBookmark: () =>
          new Promise((resolve) => {
            release = () => {
              bookmarked = true;
              resolve({
                data: { addBookmark: { __typename: 'Book', id: 3, viewerHasBookmarked: true } },
              });
            };
          }) as any,
        RemoveBookmark: () => {
          bookmarked = false;
          return {
            data: { removeBookmark: { __typename: 'Book', id: 3, viewerHasBookmarked: false } },
          };
        },
      },
    });
    const button = await screen.findByRole('button', { name: 'Bookmark' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add Issue' })).toBeNull();
    await user.click(button);
    expect(button).toBeDisabled();
    expect(callsOf('AddBookmark')[0].variables).toEqual({ bookId: 3 });
    release();
    expect(await screen.findByRole('button', { name: 'Remove Bookmark' })).toBeEnabled();
    // The status was read again from the server after the change.
    expect(callsOf('BookDetails')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove Bookmark' }));
    expect(await screen.findByRole('button', { name: 'Bookmark' })).toBeEnabled();
    expect(callsOf('RemoveBookmark')).toHaveLength(1);
    expect(callsOf('BookDetails')).toHaveLength(3);
  });

  it("shows each issue's likes and comments in the book's issue list", async () => {
    await openBook();
    const row = (await screen.findByRole('link', { name: /Issue #2/ })).closest('li')!;
    expect(row).toHaveTextContent('8 likes');
    expect(row).toHaveTextContent('3 comments');
  });

  it('lets a signed-in reader report the book', async () => {
    const { user, callsOf } = await openBook({
      signedInAs: reader,
      handlers: { Report: { data: { report: { __typename: 'Report', id: 1, open: true } } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Report this book' }));
    await user.selectOptions(screen.getByLabelText('Reason'), 'COPYRIGHT');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(callsOf('Report')).toHaveLength(1));
    expect(callsOf('Report')[0].variables).toMatchObject({
      targetType: 'BOOK',
      targetId: 3,
      reason: 'COPYRIGHT',
    });
  });

  it("shows no Report button to the book's owner", async () => {
    await openBook({ signedInAs: owner });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Report this/ })).not.toBeInTheDocument();
  });

  it('sets the title, description and Open Graph tags', async () => {
    await openBook();
    await screen.findByRole('heading', { level: 1, name: 'Robot Dawn' });
    await waitFor(() => expect(document.title).toBe('Robot Dawn | Panelhouse Comics'));
    expect(meta('meta[name="description"]')).toBe('Robots wake up.');
    expect(meta('meta[property="og:title"]')).toBe('Robot Dawn');
    expect(meta('meta[property="og:description"]')).toBe('Robots wake up.');
    expect(meta('meta[property="og:type"]')).toBe('book');
    expect(meta('meta[property="og:image"]')).toBe('http://localhost/media/covers/1.webp');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("links the book's Atom feed, visibly and in the head", async () => {
    const { unmount } = await openBook();
    await screen.findByRole('heading', { level: 1, name: 'Robot Dawn' });
    expect(screen.getByRole('link', { name: 'Atom feed' })).toHaveAttribute(
      'href',
      '/feeds/books/3.atom',
    );
    const feed = document.head.querySelector('link[rel="alternate"]');
    expect(feed).toHaveAttribute('type', 'application/atom+xml');
    expect(feed).toHaveAttribute('href', '/feeds/books/3.atom');
    expect(feed).toHaveAttribute('title', 'New issues of Robot Dawn');
    unmount();
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
  });

  it('shows the 404 content for an unknown book', async () => {
    await openBook({ book: null });
    expect(
      await screen.findByRole('heading', { name: '404: Uh-Oh! Page Not Found!' }),
    ).toBeInTheDocument();
  });

  it('does not ask the API about a malformed id', async () => {
    const { callsOf } = await renderApp({ route: '/details/x/book/abc' });
    expect(
      await screen.findByRole('heading', { name: '404: Uh-Oh! Page Not Found!' }),
    ).toBeInTheDocument();
    expect(callsOf('BookDetails')).toHaveLength(0);
  });

  it('shows the error text when loading fails', async () => {
    await openBook({ handlers: { BookDetails: gqlError('down', 'INTERNAL_SERVER_ERROR') } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.genericError);
  });
});

describe('issue details page', () => {
  async function openIssue(signedInAs?: ReturnType<typeof buildUser>, issue = buildIssueDetails()) {
    return renderApp({
      route: issueRoute,
      signedInAs,
      handlers: { IssueDetails: { data: { issue } } },
    });
  }

  it('shows the issue title, its book, page count, number and credits by role', async () => {
    const { callsOf } = await openIssue();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chapter 2' })).toBeInTheDocument();
    expect(callsOf('IssueDetails')[0].variables).toEqual({ bookId: 3, issueNumber: 2 });
    expect(screen.getByRole('link', { name: 'Robot Dawn' })).toHaveAttribute(
      'href',
      '/details/robot-dawn/book/3',
    );
    expect(screen.getByRole('link', { name: 'Read Now' })).toHaveAttribute(
      'href',
      '/read/robot-dawn/book/3/issue/2',
    );
    const extra = within(screen.getByRole('region', { name: 'Extra Info' }));
    expect(extra.getByText('Total Pages').nextElementSibling).toHaveTextContent('24');
    expect(extra.getByText('Volume / Issue').nextElementSibling).toHaveTextContent('Issue #2');
    expect(extra.getByText('colorist').nextElementSibling).toHaveTextContent('hue');
    expect(extra.getByRole('link', { name: 'hue' })).toHaveAttribute('href', '/profile/hue');
    // Issues list credits plainly, not in an accordion.
    expect(extra.queryByRole('button')).toBeNull();
    // An issue page does not list the book's issues.
    expect(screen.queryByRole('region', { name: 'Issues' })).toBeNull();
    await waitFor(() =>
      expect(document.title).toBe('Chapter 2 - Robot Dawn #2 | Panelhouse Comics'),
    );
    expect(meta('meta[property="og:image"]')).toBe('http://localhost/media/issues/32.webp');
  });

  it('offers the CBZ download the API gives, and none when it gives null', async () => {
    await openIssue();
    const link = await screen.findByRole('link', { name: 'Download CBZ' });
    expect(link).toHaveAttribute('href', '/download/issues/32.cbz');
    expect(link).toHaveAttribute('download');
  });

  it('shows no CBZ download for an issue that is not public', async () => {
    await openIssue(owner, buildIssueDetails({ viewerCanEdit: true, cbzUrl: null }));
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download CBZ' })).toBeNull();
  });

  it('gives the owner Edit to the issue edit route and no Add Issue', async () => {
    await openIssue(owner, buildIssueDetails({ viewerCanEdit: true }));
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/edit-upload/robot-dawn/book/3/issue/2',
    );
    expect(screen.queryByRole('link', { name: 'Add Issue' })).toBeNull();
  });

  it('offers Remove Bookmark when the book is bookmarked', async () => {
    await openIssue(reader, buildIssueDetails({}, { viewerHasBookmarked: true }));
    expect(await screen.findByRole('button', { name: 'Remove Bookmark' })).toBeEnabled();
  });

  it('shows the 404 content for an unknown issue', async () => {
    await openIssue(undefined, null as any);
    expect(
      await screen.findByRole('heading', { name: '404: Uh-Oh! Page Not Found!' }),
    ).toBeInTheDocument();
  });
});
