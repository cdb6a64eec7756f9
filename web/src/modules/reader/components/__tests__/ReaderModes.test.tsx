import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearLocalProgress } from '../../../progress/utils/localProgress';
import {
  announcement,
  mockLandscape,
  onScreen,
  openReader,
  press,
  readerRoute,
  setUpScreen,
  storeSettings,
} from './pagedReaderKit';

beforeEach(setUpScreen);

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
