import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { pagerItems } from '../../../../ui/Pager';
import { renderApp } from '../../../../test/renderApp';
import { ARTICLES, type Article } from '../../data/articles';
import { ArticleList } from '../ArticleList';

const many: Article[] = Array.from({ length: 31 }, (_, i) => ({
  ...ARTICLES[0],
  key: 'how-to-publish',
  link: `/articles/a-${i + 1}`,
  header: `Article ${i + 1}`,
}));

function renderList(route: string, articles: Article[]) {
  return renderApp({
    route,
    routes: <Route path="/articles" element={<ArticleList articles={articles} />} />,
  });
}

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('articles list', () => {
  it('lists the three creator articles on /articles without a pager', async () => {
    await renderApp({ route: '/articles' });
    expect(
      await screen.findByRole('link', { name: 'How to Publish Your Comic Book Online' }),
    ).toHaveAttribute('href', '/articles/how-to-publish-your-comic-book-online');
    expect(
      screen.getByRole('link', { name: 'How to Add a New Issue to My Comic Book' }),
    ).toHaveAttribute('href', '/articles/how-to-add-a-new-issue-to-my-comic-book');
    expect(
      screen.getByRole('link', { name: 'The 8 Roles Needed to Create a Comic Book' }),
    ).toHaveAttribute('href', '/articles/the-8-roles-needed-to-create-comic-book');
    expect(screen.queryByRole('navigation', { name: 'Articles pages' })).toBeNull();
  });

  it('shows 15 articles per page and pages with ?page=N', async () => {
    const { user, location } = await renderList('/articles', many);
    expect(titles()).toHaveLength(15);
    expect(titles()[0]).toBe('Article 1');
    const pager = screen.getByRole('navigation', { name: 'Articles pages' });
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(pager).getByRole('link', { name: 'Page 2' }));
    expect(location()).toBe('/articles?page=2');
    expect(titles()).toEqual(Array.from({ length: 15 }, (_, i) => `Article ${i + 16}`));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Articles pages' })).getByRole('link', {
        name: 'Next page',
      }),
    );
    expect(location()).toBe('/articles?page=3');
    expect(titles()).toEqual(['Article 31']);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('treats an invalid page as page 1', async () => {
    await renderList('/articles?page=abc', many);
    expect(titles()[0]).toBe('Article 1');
  });

  it('clamps a page past the end to the last page', async () => {
    await renderList('/articles?page=99', many);
    expect(titles()).toEqual(['Article 31']);
  });

  it('opens an article page with real content', async () => {
    await renderApp({ route: '/articles/the-8-roles-needed-to-create-comic-book' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'The 8 Roles Needed to Create a Comic Book',
      }),
    ).toBeInTheDocument();
    for (const role of [
      'Editor',
      'Writer',
      'Artist',
      'Penciller',
      'Inker',
      'Colorist',
      'Letterer',
      'Cover artist',
    ]) {
      expect(screen.getByText(new RegExp(`^\\d\\. ${role}$`))).toBeInTheDocument();
    }
  });
});

describe('pagerItems', () => {
  it('lists every page below 5 pages', () => {
    expect(pagerItems(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('uses one sibling each side and ellipses from 5 pages on', () => {
    expect(pagerItems(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(pagerItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
