import { MESSAGES } from '@shared/limits';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gqlError } from '../../../../test/mockClient';
import { renderApp } from '../../../../test/renderApp';
import {
  buildReaderAltTexts,
  buildReaderIssue,
  buildReaderNextIssue,
} from '../../../../test/workFixtures';

const readerRoute = (n: number) => `/read/robot-dawn/book/3/issue/${n}`;

function openReader(n: number, issueCount = 3, pages = 3) {
  return renderApp({
    route: readerRoute(n),
    handlers: {
      ReaderIssue: (v: any) => ({
        data: { issue: buildReaderIssue(v.issueNumber, issueCount, pages) },
      }),
      ReaderNextIssue: (v: any) => ({ data: { issue: buildReaderNextIssue(v.issueNumber) } }),
      ReaderAltTexts: (v: any) => ({ data: { issue: buildReaderAltTexts(v.issueNumber, pages) } }),
    },
  });
}

const footer = () => within(screen.getByRole('navigation', { name: 'Issues' }));

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('reader page', () => {
  it('shows the pages in order as responsive images that reserve their space', async () => {
    await renderApp({
      route: readerRoute(2),
      handlers: {
        ReaderIssue: () => {
          const issue = buildReaderIssue(2, 3, 4);
          // The API answers in page order, but the reader must not rely on it.
          return {
            data: {
              issue: {
                ...issue,
                pages: { ...issue.pages, nodes: [...issue.pages.nodes].reverse() },
              },
            },
          };
        },
      },
    });
    const images = await screen.findAllByRole('img', {
      name: /^Robot Dawn - Chapter 2 - Page \d$/,
    });
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'Robot Dawn - Chapter 2 - Page 1',
      'Robot Dawn - Chapter 2 - Page 2',
      'Robot Dawn - Chapter 2 - Page 3',
      'Robot Dawn - Chapter 2 - Page 4',
    ]);
    const [first, second, third] = images;
    expect(first).toHaveAttribute('src', '/media/pages/2-1.webp');
    expect(first).toHaveAttribute(
      'srcset',
      '/media/pages/2-1-800.webp 800w, /media/pages/2-1.webp 1988w',
    );
    expect(first).toHaveAttribute('sizes');
    expect(first).toHaveAttribute('width', '1988');
    expect(first).toHaveAttribute('height', '3056');
    // The first page is decoded for the frame that paints it; the others off the main thread.
    expect(first).toHaveAttribute('decoding', 'sync');
    expect(second).toHaveAttribute('decoding', 'async');
    expect(first).not.toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('loading', 'lazy');
    expect(third).toHaveAttribute('loading', 'lazy');
    expect(images[3]).toHaveAttribute('loading', 'lazy');
  });

  it('links the footer to first, previous, details, next and last issues', async () => {
    await openReader(2, 4);
    await screen.findByRole('navigation', { name: 'Issues' });
    expect(footer().getByRole('link', { name: 'First issue' })).toHaveAttribute(
      'href',
      readerRoute(1),
    );
    expect(footer().getByRole('link', { name: 'Prev issue' })).toHaveAttribute(
      'href',
      readerRoute(1),
    );
    expect(footer().getByRole('link', { name: 'Issue 2' })).toHaveAttribute(
      'href',
      '/details/robot-dawn/book/3/issue/2',
    );
    expect(footer().getByRole('link', { name: 'Next issue' })).toHaveAttribute(
      'href',
      readerRoute(3),
    );
    expect(footer().getByRole('link', { name: 'Last issue' })).toHaveAttribute(
      'href',
      readerRoute(4),
    );
  });

  it('disables First and Prev on issue 1', async () => {
    await openReader(1, 3);
    await screen.findByRole('navigation', { name: 'Issues' });
    expect(footer().getByRole('button', { name: 'First issue' })).toBeDisabled();
    expect(footer().getByRole('button', { name: 'Prev issue' })).toBeDisabled();
    expect(footer().getByRole('link', { name: 'Next issue' })).toHaveAttribute(
      'href',
      readerRoute(2),
    );
    expect(footer().getByRole('link', { name: 'Last issue' })).toHaveAttribute(
      'href',
      readerRoute(3),
    );
  });

  it('disables Next and Last on the final issue', async () => {
    await openReader(3, 3);
    await screen.findByRole('navigation', { name: 'Issues' });
    expect(footer().getByRole('button', { name: 'Next issue' })).toBeDisabled();
    expect(footer().getByRole('button', { name: 'Last issue' })).toBeDisabled();
    expect(footer().getByRole('link', { name: 'First issue' })).toBeInTheDocument();
  });

  it('disables all four on a one-issue book', async () => {
    await openReader(1, 1);
    await screen.findByRole('navigation', { name: 'Issues' });
    expect(footer().getAllByRole('button')).toHaveLength(4);
    footer()
      .getAllByRole('button')
      .forEach((button) => expect(button).toBeDisabled());
  });

  it('moves between issues with the arrow and bracket keys, documented on the buttons', async () => {
    const { location, callsOf } = await openReader(2, 3);
    await screen.findByRole('navigation', { name: 'Issues' });
    // Arriving at an issue keeps the browser's place (a server-rendered reader may already be
    // scrolled); only an issue opened from the app starts at the top.
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(footer().getByRole('link', { name: 'Prev issue' })).toHaveAttribute(
      'aria-keyshortcuts',
      'P ArrowLeft [',
    );
    expect(footer().getByRole('link', { name: 'Next issue' })).toHaveAttribute(
      'aria-keyshortcuts',
      'N ArrowRight ]',
    );
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    await waitFor(() => expect(location()).toBe(readerRoute(3)));
    expect(
      await screen.findByRole('img', { name: 'Robot Dawn - Chapter 3 - Page 1' }),
    ).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalled();
    // No next issue: nothing happens.
    fireEvent.keyDown(document.body, { key: ']' });
    expect(location()).toBe(readerRoute(3));
    fireEvent.keyDown(document.body, { key: '[' });
    await waitFor(() => expect(location()).toBe(readerRoute(2)));
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    await waitFor(() => expect(location()).toBe(readerRoute(1)));
    await screen.findByRole('img', { name: 'Robot Dawn - Chapter 1 - Page 1' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(location()).toBe(readerRoute(1));
    // Issue 2 comes back from the cache.
    expect(callsOf('ReaderIssue').map((c) => c.variables.issueNumber)).toEqual([2, 3, 1]);
  });

  it('ignores the keys while typing and with modifiers', async () => {
    const { location, user } = await openReader(2, 3);
    await screen.findByRole('navigation', { name: 'Issues' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight', altKey: true });
    expect(location()).toBe(readerRoute(2));
    await user.click(screen.getByRole('button', { name: /open search/i }));
    const box = screen.getByPlaceholderText('What are you look for?');
    fireEvent.keyDown(box, { key: 'ArrowRight' });
    fireEvent.keyDown(box, { key: ']' });
    expect(location()).toBe(readerRoute(2));
  });

  it('sets the title, description and Open Graph image of the issue', async () => {
    await openReader(2, 3);
    await screen.findByRole('navigation', { name: 'Issues' });
    await waitFor(() =>
      expect(document.title).toBe('Read Robot Dawn #2: Chapter 2 | Panelhouse Comics'),
    );
    const meta = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe('Chapter 2 of Robot Dawn.');
    expect(meta('meta[property="og:title"]')).toBe('Read Robot Dawn #2: Chapter 2');
    expect(meta('meta[property="og:image"]')).toBe('http://localhost/media/issues/2.webp');
    expect(meta('meta[property="og:type"]')).toBe('book');
  });

  it('shows the 404 content for an unknown issue', async () => {
    await renderApp({
      route: readerRoute(9),
      handlers: { ReaderIssue: { data: { issue: null } } },
    });
    expect(
      await screen.findByRole('heading', { name: '404: Uh-Oh! Page Not Found!' }),
    ).toBeInTheDocument();
  });

  it('shows the error text when the issue cannot be loaded', async () => {
    await renderApp({
      route: readerRoute(1),
      handlers: { ReaderIssue: gqlError('down', 'INTERNAL_SERVER_ERROR') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.genericError);
  });
});
