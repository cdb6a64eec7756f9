import { screen, waitFor, within } from '@testing-library/react';
import { gqlError } from '../../../../test/mockClient';
import { renderApp } from '../../../../test/renderApp';
import { buildGridBook, buildGridIssue, buildPublisher } from '../../../../test/workFixtures';

const shelf = (name: string) => screen.getByRole('region', { name });

const newIssues = [
  buildGridIssue(1, {
    issueNumber: 3,
    title: 'Liftoff',
    commentCount: 1,
    book: { __typename: 'Book', id: 41, title: 'Moon Cats', urlSlug: 'moon-cats' },
    publisher: buildPublisher({ id: 8, username: 'hannah' }),
  }),
  buildGridIssue(2, { publisher: buildPublisher() }),
];
const popular = [
  buildGridBook(77, { title: 'Star Dogs', urlSlug: 'star-dogs', publisher: buildPublisher() }),
];

describe('home shelves', () => {
  it('shows New issues and Popular covers, each one click from the reader', async () => {
    const { user, callsOf } = await renderApp({
      route: '/',
      handlers: {
        NewIssuesShelf: { data: { newIssues } },
        PopularShelf: { data: { popularBooks: popular } },
      },
    });
    const fresh = await waitFor(() => shelf('New issues'));
    const link = await within(fresh).findByRole('link', { name: 'Read Moon Cats #3: Liftoff' });
    expect(link).toHaveAttribute('href', '/read/moon-cats/book/41/issue/3');
    expect(within(link).getByRole('img')).toHaveAttribute('alt', 'Cover of Moon Cats #3: Liftoff');
    expect(within(link).getByRole('img')).toHaveAttribute('src', '/media/issues/1.webp');
    expect(within(fresh).getByText('Liftoff · by hannah')).toBeInTheDocument();
    expect(within(fresh).getAllByRole('listitem')).toHaveLength(2);
    const [liftoff, other] = within(fresh).getAllByRole('listitem');
    expect(liftoff).toHaveTextContent(/\b1 comment(?!s)/);
    expect(other).toHaveTextContent('0 comments');

    const top = shelf('Popular');
    const book = await within(top).findByRole('link', { name: 'Read Star Dogs from issue 1' });
    expect(book).toHaveAttribute('href', '/read/star-dogs/book/77/issue/1');
    expect(within(book).getByRole('img')).toHaveAttribute('alt', 'Cover of Star Dogs');
    expect(within(top).getByText('by inkslinger')).toBeInTheDocument();

    // Bounded requests.
    expect(callsOf('NewIssuesShelf')[0].variables).toEqual({ first: 12 });
    expect(callsOf('PopularShelf')[0].variables).toEqual({ first: 12 });

    // The home page's three sections are still there, the shelves between welcome and awards.
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual([
      'Welcome to Panelhouse Comics',
      'New issues',
      'Popular',
      'Awards',
      'Sponsorship',
    ]);

    // Keyboard: Tab reaches the cover links, Enter opens the reader.
    book.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/read/star-dogs/book/77/issue/1');
  });

  it('shows a loading state, then an empty message', async () => {
    let answer!: () => void;
    const pending = new Promise<void>((resolve) => (answer = resolve));
    await renderApp({
      route: '/',
      handlers: {
        NewIssuesShelf: async () => {
          await pending;
          return { data: { newIssues: [] } };
        },
        PopularShelf: { data: { popularBooks: [] } },
      },
    });
    expect(within(shelf('New issues')).getByRole('status')).toHaveTextContent('Loading');
    expect(
      await within(shelf('Popular')).findByText('No books yet. Be the first to publish one!'),
    ).toBeInTheDocument();
    answer();
    expect(
      await within(shelf('New issues')).findByText('No issues yet. Be the first to publish one!'),
    ).toBeInTheDocument();
    expect(within(shelf('New issues')).queryByRole('link')).toBeNull();
  });

  it('says when a shelf could not be loaded, without hiding the other', async () => {
    await renderApp({
      route: '/',
      handlers: {
        NewIssuesShelf: gqlError('Something went wrong', 'INTERNAL_SERVER_ERROR'),
        PopularShelf: { data: { popularBooks: popular } },
      },
    });
    expect(
      await within(shelf('New issues')).findByText(
        'This shelf could not be loaded. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(shelf('Popular')).findByRole('link', { name: 'Read Star Dogs from issue 1' }),
    ).toBeInTheDocument();
  });
});
