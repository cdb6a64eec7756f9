import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import {
  buildReaderAltTexts,
  buildReaderIssue,
  buildReaderNextIssue,
  buildReaderTranscripts,
} from '../../../../test/workFixtures';
import { READER_SETTINGS_KEY } from '../../hooks/useReaderSettings';

const readerRoute = (n: number) => `/read/robot-dawn/book/3/issue/${n}`;
type ReaderIssue = ReturnType<typeof buildReaderIssue>;

function openReader(
  n: number,
  issueCount: number,
  options: {
    edit?: (issue: ReaderIssue) => ReaderIssue;
    altTexts?: Record<number, string>;
    signedIn?: boolean;
    handlers?: Record<string, any>;
  } = {},
) {
  const edit = options.edit ?? ((issue) => issue);
  return renderApp({
    route: readerRoute(n),
    signedInAs: options.signedIn ? buildUser({ id: 50, username: 'fanreader' }) : undefined,
    handlers: {
      ReaderIssue: (v: any) => ({
        data: { issue: edit(buildReaderIssue(v.issueNumber, issueCount, 3)) },
      }),
      ReaderNextIssue: (v: any) => ({ data: { issue: buildReaderNextIssue(v.issueNumber) } }),
      ReaderAltTexts: (v: any) => ({
        data: { issue: buildReaderAltTexts(v.issueNumber, 3, options.altTexts) },
      }),
      ReaderTranscripts: (v: any) => ({
        data: {
          issue: buildReaderTranscripts(v.issueNumber, 3, {
            1: 'MIRA: Hello?\nSFX: drip',
            3: 'ROBOT: Found you.',
          }),
        },
      }),
      ...options.handlers,
    },
  });
}

const withAlt = { 1: 'Mira stands under a broken street lamp.' };

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.localStorage.clear();
  document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove());
});

describe('the end of an issue', () => {
  it("shows the next issue's card after the last page and preloads its first page", async () => {
    const { callsOf } = await openReader(1, 3);
    const card = await screen.findByRole('region', { name: 'Up next' });
    expect(
      await within(card).findByRole('heading', { name: 'Issue #2: Chapter 2' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Read next' })).toHaveAttribute(
      'href',
      readerRoute(2),
    );
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/issues/2.webp');
    expect(card.querySelector('img')).toHaveAttribute('alt', '');
    expect(callsOf('ReaderNextIssue')[0].variables).toEqual({ bookId: 3, issueNumber: 2 });
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload).toHaveAttribute('href', '/media/pages/2-1.webp');
    expect(preload?.getAttribute('imagesrcset')).toContain('2-1-800.webp 800w');
    // The card follows the pages.
    const pages = document.querySelector('.reader-pages')!;
    expect(pages.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says the reader is caught up on the latest issue and offers Subscribe and Bookmark', async () => {
    const { user, callsOf } = await openReader(3, 3, {
      signedIn: true,
      edit: (issue) => ({
        ...issue,
        book: {
          ...issue.book,
          viewerHasBookmarked: false,
          publisher: { ...issue.book.publisher, viewerIsSubscribed: false },
        },
      }),
      handlers: {
        Subscribe: {
          data: {
            subscribe: { __typename: 'User', id: 7, subscriberCount: 1, viewerIsSubscribed: true },
          },
        },
        AddBookmark: {
          data: { addBookmark: { __typename: 'Book', id: 3, viewerHasBookmarked: true } },
        },
      },
    });
    const end = await screen.findByRole('region', { name: "You're caught up" });
    expect(screen.queryByRole('region', { name: 'Up next' })).not.toBeInTheDocument();
    expect(callsOf('ReaderNextIssue')).toHaveLength(0);
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
    await user.click(within(end).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(callsOf('Subscribe')[0]?.variables).toEqual({ userId: 7 }));
    await user.click(within(end).getByRole('button', { name: 'Bookmark' }));
    await waitFor(() => expect(callsOf('AddBookmark')[0]?.variables).toEqual({ bookId: 3 }));
  });

  it('asks anonymous readers to log in to subscribe or bookmark', async () => {
    await openReader(1, 1);
    const end = await screen.findByRole('region', { name: "You're caught up" });
    expect(within(end).queryByRole('button')).not.toBeInTheDocument();
    expect(within(end).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});

describe('keyboard', () => {
  function placePages(tops: number[]) {
    const items = Array.from(document.querySelectorAll<HTMLElement>('[data-reader-page]'));
    const scrolled: number[] = [];
    items.forEach((item, i) => {
      item.getBoundingClientRect = () => ({ top: tops[i] }) as DOMRect;
      item.scrollIntoView = jest.fn(() => scrolled.push(i + 1));
    });
    return scrolled;
  }

  it('J / ArrowDown scroll to the next page and K / ArrowUp to the previous one', async () => {
    await openReader(2, 3);
    await screen.findAllByRole('img', { name: /Page 3$/ });
    // Page 2 is at the top of the screen.
    const scrolled = placePages([-900, 0, 900]);
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    fireEvent.keyDown(document.body, { key: 'k' });
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    expect(scrolled).toEqual([3, 3, 1, 1]);
    // Modifiers and text fields are left alone.
    fireEvent.keyDown(document.body, { key: 'j', ctrlKey: true });
    expect(scrolled).toHaveLength(4);
  });

  it('N and P change issue', async () => {
    const { location } = await openReader(2, 3);
    await screen.findByRole('navigation', { name: 'Issues' });
    fireEvent.keyDown(document.body, { key: 'n' });
    await waitFor(() => expect(location()).toBe(readerRoute(3)));
    await screen.findByRole('img', { name: 'Robot Dawn - Chapter 3 - Page 1' });
    fireEvent.keyDown(document.body, { key: 'P' });
    await waitFor(() => expect(location()).toBe(readerRoute(2)));
  });
});

describe('reader settings', () => {
  it('opens a labelled panel; fit, zoom and gaps apply at once and are remembered on this device', async () => {
    const { user, unmount } = await openReader(1, 1);
    const toggle = await screen.findByRole('button', { name: 'Reader settings' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Reader settings' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Reader settings' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);

    const list = document.querySelector('.reader-pages') as HTMLElement;
    expect(within(panel).getByRole('radio', { name: 'Fit to width' })).toBeChecked();
    expect(list).toHaveClass('reader-pages--width');
    await user.click(within(panel).getByRole('radio', { name: 'Original size' }));
    expect(list).toHaveClass('reader-pages--original');
    const firstPage = screen.getAllByRole('img')[0];
    expect(firstPage).toHaveAttribute('sizes', '1988px');

    expect(within(panel).getByText('100%')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Zoom in' }));
    await user.click(within(panel).getByRole('button', { name: 'Zoom in' }));
    expect(within(panel).getByText('150%')).toBeInTheDocument();
    expect(list.style.getPropertyValue('--reader-zoom')).toBe('1.5');
    expect(firstPage).toHaveAttribute('sizes', '2982px');
    const zoomOut = within(panel).getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 4; i += 1) await user.click(zoomOut);
    expect(within(panel).getByText('50%')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Zoom out' })).toBeDisabled();

    const gaps = within(panel).getByRole('checkbox', { name: 'Gaps between pages' });
    expect(gaps).not.toBeChecked();
    await user.click(gaps);
    expect(list).toHaveClass('reader-pages--gaps');

    expect(JSON.parse(window.localStorage.getItem(READER_SETTINGS_KEY)!)).toMatchObject({
      fit: 'original',
      zoom: 50,
      gaps: true,
    });
    unmount();
    await openReader(1, 1);
    await screen.findAllByRole('img', { name: /Page 1$/ });
    const again = document.querySelector('.reader-pages') as HTMLElement;
    expect(again).toHaveClass('reader-pages--original', 'reader-pages--gaps');
    expect(again.style.getPropertyValue('--reader-zoom')).toBe('0.5');
  });

  it('ignores stored settings it does not know', async () => {
    window.localStorage.setItem(
      READER_SETTINGS_KEY,
      JSON.stringify({ fit: 'huge', zoom: 33, gaps: 'yes' }),
    );
    await openReader(1, 1);
    await screen.findAllByRole('img', { name: /Page 1$/ });
    const list = document.querySelector('.reader-pages') as HTMLElement;
    expect(list).toHaveClass('reader-pages--width');
    expect(list).not.toHaveClass('reader-pages--gaps');
    expect(list.style.getPropertyValue('--reader-zoom')).toBe('1');
  });

  it('reserves every page box from the stored width and height', async () => {
    await openReader(1, 1);
    const images = await screen.findAllByRole('img', { name: /Page \d$/ });
    images.forEach((img) => {
      expect(img).toHaveAttribute('width', '1988');
      expect(img).toHaveAttribute('height', '3056');
    });
  });
});

describe('alt text and transcripts', () => {
  it("uses the creator's alt text, else the generated one", async () => {
    await openReader(1, 1, { altTexts: withAlt });
    expect(
      await screen.findByRole('img', { name: 'Mira stands under a broken street lamp.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Robot Dawn - Chapter 1 - Page 2' }),
    ).toBeInTheDocument();
  });

  it('the Transcript toggle shows each page text right after its image, in page order', async () => {
    const { user, callsOf } = await openReader(1, 1, { altTexts: withAlt });
    const toggle = await screen.findByRole('button', { name: 'Transcript' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/MIRA: Hello\?/)).not.toBeInTheDocument();
    // Transcripts are not fetched until asked for.
    expect(callsOf('ReaderTranscripts')).toHaveLength(0);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await screen.findByText(/MIRA: Hello\?/);
    expect(callsOf('ReaderTranscripts')[0].variables).toEqual({ bookId: 3, issueNumber: 1 });
    const items = Array.from(document.querySelectorAll('[data-reader-page]'));
    // Each item: the image, then its text, so reading order is picture then words.
    const texts = items.map((li) => li.textContent);
    expect(texts).toEqual([
      'Page 1 transcriptMIRA: Hello?\nSFX: drip',
      'Page 2 transcriptNo transcript for this page.',
      'Page 3 transcriptROBOT: Found you.',
    ]);
    items.forEach((li) => expect(li.firstElementChild?.tagName).toBe('IMG'));
    await user.click(toggle);
    expect(screen.queryByText(/MIRA: Hello\?/)).not.toBeInTheDocument();
  });
});
