import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/renderApp';
import {
  buildReaderAltTexts,
  buildReaderIssue,
  buildReaderNextIssue,
} from '../../../../test/workFixtures';
import { clearLocalProgress, localProgressOf } from '../../../progress/utils/localProgress';
import { bookSettingsKey, READER_SETTINGS_KEY } from '../../hooks/useReaderSettings';

const readerRoute = (n: number, book = 3) => `/read/robot-dawn/book/${book}/issue/${n}`;
type Layout = { coverStandsAlone: boolean; pairOffset: number };

function openReader({
  n = 1,
  issueCount = 3,
  pages = 6,
  spreads = [] as number[],
  layout = { coverStandsAlone: true, pairOffset: 0 } as Layout,
  book = 3,
} = {}) {
  return renderApp({
    route: readerRoute(n, book),
    handlers: {
      ReaderIssue: (v: any) => {
        const issue = buildReaderIssue(v.issueNumber, issueCount, pages);
        return {
          data: {
            issue: {
              ...issue,
              layout: { ...issue.layout, ...layout },
              pages: {
                ...issue.pages,
                nodes: issue.pages.nodes.map((page) =>
                  spreads.includes(page.pageNumber)
                    ? { ...page, isSpread: true, image: { ...page.image, width: 3976 } }
                    : page,
                ),
              },
            },
          },
        };
      },
      ReaderNextIssue: (v: any) => ({ data: { issue: buildReaderNextIssue(v.issueNumber) } }),
      ReaderAltTexts: (v: any) => ({ data: { issue: buildReaderAltTexts(v.issueNumber, pages) } }),
    },
  });
}

const storeSettings = (settings: Record<string, unknown>) =>
  window.localStorage.setItem(READER_SETTINGS_KEY, JSON.stringify(settings));

/** The page numbers on the current screen, left to right. */
function onScreen(): number[] {
  const current = document.querySelector('.reader-screen--current');
  return Array.from(current?.querySelectorAll('img') ?? []).map((img) =>
    Number(/Page (\d+)$/.exec(img.getAttribute('alt') ?? '')?.[1]),
  );
}
const announcement = () =>
  document.querySelector('.reader-paged [aria-live="polite"].visually-hidden')?.textContent;
const press = (key: string) => fireEvent.keyDown(document.body, { key });

function mockLandscape(landscape: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query.includes('landscape') ? landscape : false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  // jsdom has no matchMedia: a portrait screen that does not ask for less motion.
  mockLandscape(false);
});

describe('single-page mode', () => {
  it('shows one page at a time, turns with the keys and announces each page', async () => {
    storeSettings({ mode: 'single' });
    const { location } = await openReader();
    await screen.findByRole('region', { name: 'Pages' });
    expect(document.querySelector('.reader-pages')).not.toBeInTheDocument();
    expect(onScreen()).toEqual([1]);
    expect(announcement()).toBe('Page 1 of 6');
    press('ArrowRight');
    expect(onScreen()).toEqual([2]);
    expect(announcement()).toBe('Page 2 of 6');
    press('PageDown');
    press('J');
    expect(onScreen()).toEqual([4]);
    press('PageUp');
    expect(onScreen()).toEqual([3]);
    press('ArrowLeft');
    expect(onScreen()).toEqual([2]);
    press('End');
    expect(onScreen()).toEqual([6]);
    expect(announcement()).toBe('Page 6 of 6');
    press('Home');
    expect(onScreen()).toEqual([1]);
    // The arrows turn pages here, so they never leave the issue; N still does.
    press('ArrowLeft');
    expect(location()).toBe(readerRoute(1));
    expect(screen.getByRole('link', { name: 'Next issue' })).toHaveAttribute(
      'aria-keyshortcuts',
      'N ]',
    );
    press('N');
    await waitFor(() => expect(location()).toBe(readerRoute(2)));
  });

  it('keeps the next screens in the document, hidden, with their boxes reserved', async () => {
    storeSettings({ mode: 'single' });
    await openReader({ pages: 8 });
    await screen.findByRole('region', { name: 'Pages' });
    press('ArrowRight');
    press('ArrowRight');
    const screens = Array.from(document.querySelectorAll<HTMLElement>('.reader-screen'));
    // One behind, the current one and two ahead.
    expect(screens.map((s) => s.dataset.screen)).toEqual(['1', '2', '3', '4']);
    expect(screens.map((s) => s.getAttribute('aria-hidden'))).toEqual([
      'true',
      null,
      'true',
      'true',
    ]);
    document.querySelectorAll('.reader-screen img').forEach((img) => {
      expect(img).toHaveAttribute('width', '1988');
      expect(img).toHaveAttribute('height', '3056');
      expect(img).toHaveAttribute('loading', 'eager');
      expect(img.getAttribute('sizes')).toBe('min(100vw, 65vh)');
    });
    // Turning keeps the same image element: it was loaded and decoded while hidden.
    const ahead = document.querySelector('[data-screen="3"] img');
    press('ArrowRight');
    expect(document.querySelector('.reader-screen--current img')).toBe(ahead);
  });

  it('turns with the Previous and Next buttons and, after the last page, goes to the end card', async () => {
    storeSettings({ mode: 'single' });
    const { user } = await openReader({ pages: 2 });
    const previous = await screen.findByRole('button', { name: 'Previous page' });
    expect(previous).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onScreen()).toEqual([2]);
    Element.prototype.scrollIntoView = jest.fn();
    await user.click(screen.getByRole('button', { name: 'End of issue' }));
    expect(await screen.findByRole('heading', { name: /Up next/ })).toHaveFocus();
  });
});

describe('double-page mode', () => {
  it("shows the cover alone, applies the creator's offset and shows a spread alone", async () => {
    storeSettings({ mode: 'double' });
    await openReader({ pages: 8, spreads: [5], layout: { coverStandsAlone: true, pairOffset: 1 } });
    await screen.findByRole('region', { name: 'Pages' });
    const seen = [onScreen()];
    for (let i = 0; i < 5; i += 1) {
      press('ArrowRight');
      seen.push(onScreen());
    }
    expect(seen).toEqual([[1], [2], [3, 4], [5], [6, 7], [8]]);
    press('Home');
    press('ArrowRight');
    press('ArrowRight');
    expect(announcement()).toBe('Pages 3 and 4 of 8');
    // A spread's box is twice as wide, reserved from its stored size.
    press('ArrowRight');
    const spread = document.querySelector('.reader-screen--current img');
    expect(spread).toHaveAttribute('width', '3976');
  });

  it('reads right to left: the earlier page on the right, Left turns forward', async () => {
    storeSettings({ mode: 'double', direction: 'rtl' });
    await openReader({ pages: 5 });
    await screen.findByRole('region', { name: 'Pages' });
    press('ArrowLeft');
    expect(onScreen()).toEqual([3, 2]);
    press('ArrowLeft');
    expect(onScreen()).toEqual([5, 4]);
    press('ArrowRight');
    expect(onScreen()).toEqual([3, 2]);
  });

  it('keeps the page when changing between single and double pages', async () => {
    storeSettings({ mode: 'single' });
    const { user } = await openReader({ pages: 6 });
    await screen.findByRole('region', { name: 'Pages' });
    press('End');
    press('ArrowLeft');
    expect(onScreen()).toEqual([5]);
    await user.click(screen.getByRole('button', { name: 'Reader settings' }));
    await user.click(screen.getByRole('radio', { name: 'Double page' }));
    expect(onScreen()).toEqual([4, 5]);
  });
});

describe('automatic mode', () => {
  it('shows double pages on a landscape screen and single pages on a portrait one', async () => {
    storeSettings({ mode: 'auto' });
    mockLandscape(true);
    const first = await openReader({ pages: 5 });
    await screen.findByRole('region', { name: 'Pages' });
    press('ArrowRight');
    expect(onScreen()).toEqual([2, 3]);
    first.unmount();
    // Not where the first visit stopped: from the start.
    clearLocalProgress();
    mockLandscape(false);
    await openReader({ pages: 5 });
    await screen.findByRole('region', { name: 'Pages' });
    press('ArrowRight');
    expect(onScreen()).toEqual([2]);
  });
});

/** jsdom has no PointerEvent: without it the events carry no coordinates or pointer id. */
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

describe('touch', () => {
  beforeAll(() => {
    (window as unknown as { PointerEvent: unknown }).PointerEvent = TestPointerEvent;
  });
  afterAll(() => {
    delete (window as unknown as { PointerEvent?: unknown }).PointerEvent;
  });
  afterEach(() => jest.restoreAllMocks());
  beforeEach(() => {
    jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ left: 0, top: 0, width: 1000, height: 800 } as DOMRect);
  });

  const stage = () => document.querySelector('.reader-stage') as HTMLElement;
  const tap = (x: number) => {
    fireEvent.pointerDown(stage(), { clientX: x, clientY: 400, pointerId: 1 });
    fireEvent.pointerUp(stage(), { clientX: x, clientY: 400, pointerId: 1 });
  };

  it('turns on a tap on either side and on a swipe, following the reading direction', async () => {
    storeSettings({ mode: 'single' });
    await openReader();
    await screen.findByRole('region', { name: 'Pages' });
    tap(900);
    expect(onScreen()).toEqual([2]);
    tap(100);
    expect(onScreen()).toEqual([1]);
    // A tap in the middle does not turn.
    tap(500);
    expect(onScreen()).toEqual([1]);
    // Swiping left brings the next page in.
    fireEvent.pointerDown(stage(), { clientX: 700, clientY: 400, pointerId: 2 });
    fireEvent.pointerUp(stage(), { clientX: 500, clientY: 410, pointerId: 2 });
    expect(onScreen()).toEqual([2]);
    // A mostly vertical drag is a scroll, not a turn.
    fireEvent.pointerDown(stage(), { clientX: 500, clientY: 100, pointerId: 3 });
    fireEvent.pointerUp(stage(), { clientX: 440, clientY: 500, pointerId: 3 });
    expect(onScreen()).toEqual([2]);
  });

  it('never turns on a two-finger gesture (a pinch)', async () => {
    storeSettings({ mode: 'single' });
    await openReader();
    await screen.findByRole('region', { name: 'Pages' });
    fireEvent.pointerDown(stage(), { clientX: 600, clientY: 400, pointerId: 1 });
    fireEvent.pointerDown(stage(), { clientX: 700, clientY: 400, pointerId: 2 });
    fireEvent.pointerUp(stage(), { clientX: 900, clientY: 400, pointerId: 2 });
    fireEvent.pointerUp(stage(), { clientX: 400, clientY: 400, pointerId: 1 });
    expect(onScreen()).toEqual([1]);
  });
});

describe('zoom', () => {
  it('zooms the page-turning reader with + and − and fits again with 0 or a page turn', async () => {
    storeSettings({ mode: 'single' });
    await openReader();
    const group = within(await screen.findByRole('group', { name: 'Zoom' }));
    expect(group.getByText('100%')).toBeInTheDocument();
    expect(group.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    act(() => void press('+'));
    await waitFor(() => expect(group.queryByText('100%')).not.toBeInTheDocument());
    expect(group.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
    act(() => void press('0'));
    await waitFor(() => expect(group.getByText('100%')).toBeInTheDocument());
    act(() => void press('='));
    await waitFor(() => expect(group.queryByText('100%')).not.toBeInTheDocument());
    press('ArrowRight');
    await waitFor(() => expect(group.getByText('100%')).toBeInTheDocument());
  });

  it('steps the vertical reader by the keyboard and sets its side padding', async () => {
    const { user } = await openReader();
    await screen.findAllByRole('img', { name: /Page 1$/ });
    const list = document.querySelector('.reader-pages') as HTMLElement;
    press('+');
    expect(list.style.getPropertyValue('--reader-zoom')).toBe('1.25');
    press('-');
    press('-');
    expect(list.style.getPropertyValue('--reader-zoom')).toBe('0.75');
    press('0');
    expect(list.style.getPropertyValue('--reader-zoom')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Reader settings' }));
    fireEvent.change(screen.getByRole('slider', { name: /Side padding/ }), {
      target: { value: '15' },
    });
    expect(list.style.getPropertyValue('--reader-side-padding')).toBe('15%');
    expect(JSON.parse(window.localStorage.getItem(READER_SETTINGS_KEY)!)).toMatchObject({
      sidePadding: 15,
      zoom: 100,
    });
  });
});

describe('the scrubber', () => {
  it('goes to a page with the slider or a thumbnail (the smallest derivative)', async () => {
    storeSettings({ mode: 'single' });
    const { user } = await openReader();
    const slider = await screen.findByRole('slider', { name: 'Go to page' });
    expect(slider).toHaveAttribute('aria-valuetext', 'Page 1 of 6');
    fireEvent.change(slider, { target: { value: '4' } });
    expect(onScreen()).toEqual([4]);
    expect(slider).toHaveAttribute('aria-valuetext', 'Page 4 of 6');
    await user.click(screen.getByRole('button', { name: 'Thumbnails' }));
    const strip = within(screen.getByRole('list', { name: 'Pages' }));
    const thumbs = strip.getAllByRole('button');
    expect(thumbs).toHaveLength(6);
    expect(thumbs[3]).toHaveAttribute('aria-current', 'page');
    const img = thumbs[1].querySelector('img')!;
    expect(img).toHaveAttribute('src', '/media/pages/1-2-800.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '1988');
    await user.click(strip.getByRole('button', { name: 'Page 2' }));
    expect(onScreen()).toEqual([2]);
  });
});

describe('settings', () => {
  it('remembers the mode on this device, and per book when asked', async () => {
    const first = await openReader();
    const { user } = first;
    await user.click(await screen.findByRole('button', { name: 'Reader settings' }));
    await user.click(screen.getByRole('radio', { name: 'Single page' }));
    expect(await screen.findByRole('region', { name: 'Pages' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(READER_SETTINGS_KEY)!)).toMatchObject({
      mode: 'single',
    });
    await user.click(
      screen.getByRole('checkbox', { name: 'Keep this mode and direction for this book' }),
    );
    await user.click(screen.getByRole('radio', { name: 'Double page' }));
    await user.click(screen.getByRole('radio', { name: 'Right to left' }));
    expect(JSON.parse(window.localStorage.getItem(bookSettingsKey(3))!)).toEqual({
      mode: 'double',
      direction: 'rtl',
    });
    // The device keeps its own choice for other books.
    expect(JSON.parse(window.localStorage.getItem(READER_SETTINGS_KEY)!)).toMatchObject({
      mode: 'single',
      direction: 'ltr',
    });
    first.unmount();
    clearLocalProgress();

    const again = await openReader();
    await screen.findByRole('region', { name: 'Pages' });
    press('ArrowLeft');
    expect(onScreen()).toEqual([3, 2]);
    again.unmount();
    clearLocalProgress();

    const other = await openReader({ book: 4 });
    await screen.findByRole('region', { name: 'Pages' });
    press('ArrowRight');
    expect(onScreen()).toEqual([2]);
    await other.user.click(screen.getByRole('button', { name: 'Reader settings' }));
    expect(screen.getByRole('radio', { name: 'Single page' })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Keep this mode and direction for this book' }),
    ).not.toBeChecked();
  });

  it('forgets the book’s own mode when the box is cleared', async () => {
    window.localStorage.setItem(
      bookSettingsKey(3),
      JSON.stringify({ mode: 'single', direction: 'ltr' }),
    );
    const { user } = await openReader();
    await screen.findByRole('region', { name: 'Pages' });
    await user.click(screen.getByRole('button', { name: 'Reader settings' }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Keep this mode and direction for this book' }),
    );
    expect(window.localStorage.getItem(bookSettingsKey(3))).toBeNull();
    expect(document.querySelector('.reader-pages')).toBeInTheDocument();
  });
});

describe('reading progress in the page-turning modes', () => {
  it('records the page on screen and reopens the issue there', async () => {
    storeSettings({ mode: 'double' });
    const first = await openReader({ pages: 8 });
    await screen.findByRole('region', { name: 'Pages' });
    press('ArrowRight');
    press('ArrowRight');
    expect(onScreen()).toEqual([4, 5]);
    await waitFor(() => expect(localProgressOf(31)?.page).toBe(5));
    first.unmount();
    storeSettings({ mode: 'single' });
    await openReader({ pages: 8 });
    await screen.findByRole('region', { name: 'Pages' });
    await waitFor(() => expect(onScreen()).toEqual([5]));
  });
});
