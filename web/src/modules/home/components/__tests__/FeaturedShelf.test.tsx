import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../test/renderApp';
import { buildGridBook, buildPublisher } from '../../../../test/workFixtures';

const empty = {
  NewIssuesShelf: { data: { newIssues: [] } },
  PopularShelf: { data: { popularBooks: [] } },
};

describe('the Featured shelf', () => {
  it('shows featured books, in the order given (newest featured first)', async () => {
    await renderApp({
      route: '/',
      handlers: {
        ...empty,
        FeaturedShelf: {
          data: {
            featuredBooks: [
              buildGridBook(5, {
                title: 'Star Dogs',
                urlSlug: 'star-dogs',
                publisher: buildPublisher(),
              }),
              buildGridBook(6, {
                title: 'Moon Cats',
                urlSlug: 'moon-cats',
                publisher: buildPublisher(),
              }),
            ],
          },
        },
      },
    });
    const shelf = await screen.findByRole('region', { name: 'Featured' });
    const links = within(shelf).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label') ?? l.textContent)).toEqual([
      expect.stringContaining('Star Dogs'),
      expect.stringContaining('Moon Cats'),
    ]);
    expect(links[0]).toHaveAttribute('href', '/read/star-dogs/book/5/issue/1');
  });

  it('is hidden when nothing is featured', async () => {
    const { callsOf } = await renderApp({
      route: '/',
      handlers: { ...empty, FeaturedShelf: { data: { featuredBooks: [] } } },
    });
    await screen.findByText('No books yet. Be the first to publish one!');
    expect(callsOf('FeaturedShelf')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Featured' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Featured' })).not.toBeInTheDocument();
  });
});
