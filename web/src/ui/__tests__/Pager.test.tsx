import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Pager, pageCount, pagerItems } from '../Pager';

describe('pagerItems', () => {
  it('lists every page below 5 pages, without ellipses', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows one sibling on each side of the current page, with ellipses from 5 pages', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 'ellipsis-end', 5]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
    expect(pagerItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe('Pager', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pager page={1} totalPages={1} onSelect={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('disables Previous on the first page and Next on the last page', async () => {
    const onSelect = jest.fn();
    const { rerender } = render(<Pager page={1} totalPages={7} onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pager page={7} totalPages={7} onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('selects pages by button, marking the current one', async () => {
    const onSelect = jest.fn();
    render(<Pager page={5} totalPages={10} onSelect={onSelect} label="Books pages" />);
    const nav = within(screen.getByRole('navigation', { name: 'Books pages' }));
    expect(nav.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Previous page',
      'Page 1',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 10',
      'Next page',
    ]);
    expect(nav.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getAllByText('…')).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(nav.getByRole('button', { name: 'Next page' }));
    await user.click(nav.getByRole('button', { name: 'Page 10' }));
    await user.click(nav.getByRole('button', { name: 'Previous page' }));
    expect(onSelect.mock.calls).toEqual([[6], [10], [4]]);
  });

  it('links pages when they live in the URL', () => {
    render(
      <MemoryRouter>
        <Pager page={2} totalPages={3} hrefFor={(p) => `/x?page=${p}`} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/x?page=3');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/x?page=1',
    );
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});
