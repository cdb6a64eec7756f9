import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearLocalProgress, localProgressOf } from '../../../progress/utils/localProgress';
import { bookSettingsKey, READER_SETTINGS_KEY } from '../../hooks/useReaderSettings';
import { onScreen, openReader, press, setUpScreen, storeSettings } from './pagedReaderKit';

beforeEach(setUpScreen);

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

describe('full screen', () => {
  afterEach(() => {
    delete (document as { fullscreenEnabled?: boolean }).fullscreenEnabled;
  });

  it('puts the reader in full screen with the button or F, where the browser offers it', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    const request = jest.fn().mockResolvedValue(undefined);
    HTMLElement.prototype.requestFullscreen = request;
    storeSettings({ mode: 'single' });
    const { user } = await openReader();
    const button = await screen.findByRole('button', { name: 'Full screen' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.contexts[0]).toBe(document.querySelector('.reader'));
    press('f');
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('shows no Full screen button without the Fullscreen API', async () => {
    await openReader();
    await screen.findByRole('button', { name: 'Reader settings' });
    expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
  });
});
