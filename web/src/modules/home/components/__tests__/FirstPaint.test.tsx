import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/renderApp';
import {
  buildBookDetails,
  buildGridBook,
  buildGridIssue,
  buildPublisher,
  buildSearchBook,
  searchResult,
} from '../../../../test/workFixtures';
import { saveLocalProgress } from '../../../progress/utils/localProgress';
import { SEARCH_SKELETON_CARDS } from '../../../search/components/SearchResults';
import { SHELF_SKELETON_CARDS } from '../Shelf';

// What a phone paints first: the first image of a page is fetched at once and ahead of the
// others and decoded for the frame that paints the page, every other image waits until it is
// near the screen, and a block that is still loading holds placeholder cards instead of a
// spinner that content would replace.

const shelf = (name: string) => screen.getByRole('region', { name });
const imagesOf = (element: HTMLElement) => Array.from(element.querySelectorAll('img'));
const isFirstImage = (img: HTMLImageElement) =>
  img.getAttribute('loading') === 'eager' &&
  img.getAttribute('fetchpriority') === 'high' &&
  img.getAttribute('decoding') === 'sync';
const isLazy = (img: HTMLImageElement) =>
  img.getAttribute('loading') === 'lazy' && img.getAttribute('fetchpriority') !== 'high';
/** A shelf's other covers: the browser must not raise one it finds on the screen above the first. */
const isLowPriority = (img: HTMLImageElement) => img.getAttribute('fetchpriority') === 'low';

function pending<T>(value: T) {
  let answer!: () => void;
  const wait = new Promise<void>((resolve) => (answer = resolve));
  return { handler: async () => (await wait, value), answer: () => answer() };
}

describe('the first paint of public pages', () => {
  it('home: the first row of New issues on a phone is eager and high priority, every other cover lazy', async () => {
    await renderApp({
      route: '/',
      handlers: {
        NewIssuesShelf: {
          data: {
            newIssues: [1, 2, 3].map((id) => buildGridIssue(id, { publisher: buildPublisher() })),
          },
        },
        PopularShelf: {
          data: {
            popularBooks: [5, 6].map((id) => buildGridBook(id, { publisher: buildPublisher() })),
          },
        },
      },
    });
    await waitFor(() => expect(imagesOf(shelf('New issues'))).toHaveLength(3));
    const [first, second, ...rest] = imagesOf(shelf('New issues'));
    expect(isFirstImage(first)).toBe(true);
    expect(isFirstImage(second)).toBe(true);
    expect(rest).toHaveLength(1);
    expect(rest.every(isLazy)).toBe(true);
    expect(rest.every(isLowPriority)).toBe(true);
    await waitFor(() => expect(imagesOf(shelf('Popular'))).toHaveLength(2));
    expect(imagesOf(shelf('Popular')).every(isLazy)).toBe(true);
    expect(imagesOf(shelf('Popular')).every(isLowPriority)).toBe(true);
    // Boxes before the images arrive: each cover carries its stored size.
    expect(first).toHaveAttribute('width', expect.stringMatching(/^\d+$/));
    expect(first).toHaveAttribute('height', expect.stringMatching(/^\d+$/));
  });

  it('home: a loading shelf holds placeholder cards, announced as loading, then the covers', async () => {
    const newIssues = pending({
      data: { newIssues: [buildGridIssue(1, { publisher: buildPublisher() })] },
    });
    await renderApp({
      route: '/',
      handlers: {
        NewIssuesShelf: newIssues.handler,
        PopularShelf: { data: { popularBooks: [] } },
      },
    });
    const loading = shelf('New issues');
    expect(within(loading).getByRole('status')).toHaveTextContent('Loading');
    const cards = within(loading).getAllByTestId('shelf-skeleton-card');
    expect(cards).toHaveLength(SHELF_SKELETON_CARDS);
    // Hidden from screen readers; each card has the cover box and the text lines of a real one.
    expect(cards[0].closest('ul')).toHaveAttribute('aria-hidden', 'true');
    expect(cards[0].querySelector('.shelf__cover')).not.toBeNull();
    expect(cards[0].querySelector('.shelf__item-title')).not.toBeNull();
    expect(cards[0].querySelector('.shelf__subtitle')).not.toBeNull();
    expect(cards[0].querySelector('.shelf__figures')).not.toBeNull();
    expect(document.querySelector('.spinner')).toBeNull();

    newIssues.answer();
    await waitFor(() => expect(imagesOf(shelf('New issues'))).toHaveLength(1));
    expect(within(shelf('New issues')).queryByTestId('shelf-skeleton-card')).toBeNull();
    // A loaded card has the same lines as the placeholder (the row keeps its height).
    const item = shelf('New issues').querySelector('.shelf__item')!;
    for (const line of ['.shelf__item-title', '.shelf__subtitle', '.shelf__figures'])
      expect(item.querySelector(line)).not.toBeNull();
  });

  it('home: "Continue reading" comes after the first two shelves, its covers sized', async () => {
    saveLocalProgress({
      issueId: 41,
      issueNumber: 1,
      issueTitle: 'Dawn',
      bookId: 4,
      bookTitle: 'Moon Harbor',
      urlSlug: 'moon-harbor',
      coverUrl: '/media/cover.webp',
      pageCount: 20,
      page: 6,
    });
    await renderApp({
      route: '/',
      handlers: {
        NewIssuesShelf: { data: { newIssues: [] } },
        PopularShelf: { data: { popularBooks: [] } },
      },
    });
    const list = await screen.findByRole('list', { name: 'Continue reading' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 3)).toEqual(['New issues', 'Popular', 'Continue reading']);
    const [cover] = imagesOf(list);
    expect(cover).toHaveAttribute('width', '320');
    expect(cover).toHaveAttribute('height', '485');
    expect(isLazy(cover)).toBe(true);
  });

  it('search: placeholder cards while searching, then the first cover eager and high priority', async () => {
    const search = pending(
      searchResult(
        'BOOKS',
        [1, 2, 3].map((id) => buildSearchBook(id, { title: `Book ${id}` })),
      ),
    );
    await renderApp({ route: '/search?search-type=books', handlers: { Search: search.handler } });
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    expect(screen.getByText('Searching')).toHaveAttribute('role', 'status');
    expect(screen.getAllByTestId('search-skeleton-card')).toHaveLength(SEARCH_SKELETON_CARDS);
    expect(document.querySelector('.spinner')).toBeNull();

    search.answer();
    const results = await screen.findByRole('region', { name: 'Search results' });
    const [first, ...rest] = imagesOf(results);
    expect(isFirstImage(first)).toBe(true);
    expect(rest).toHaveLength(2);
    expect(rest.every(isLazy)).toBe(true);
    expect(screen.queryByTestId('search-skeleton-card')).toBeNull();
  });

  it('details: the cover is eager and high priority', async () => {
    await renderApp({
      route: '/details/robot-dawn/book/3',
      handlers: { BookDetails: { data: { book: buildBookDetails() } } },
    });
    const cover = await screen.findByRole('img', { name: 'Cover of Robot Dawn' });
    expect(isFirstImage(cover as HTMLImageElement)).toBe(true);
  });
});
