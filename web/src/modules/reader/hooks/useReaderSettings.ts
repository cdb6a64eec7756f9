import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReadingDirection } from '../layout/pairPages';

/**
 * Fit width: pages fill the column; fit height: pages are as tall as the window; fit screen:
 * the whole page or spread is on screen; original: the stored pixel size.
 */
export type ReaderFit = 'width' | 'height' | 'screen' | 'original';
/** Vertical scrolls; single and double turn pages; auto is double on landscape, else single. */
export type ReadingMode = 'vertical' | 'single' | 'double' | 'auto';

export interface ReaderSettings {
  mode: ReadingMode;
  direction: ReadingDirection;
  /** The vertical reader's fit. */
  fit: ReaderFit;
  /** The page-turning modes' fit (a whole page on screen suits them best). */
  pageFit: ReaderFit;
  /** The vertical reader's zoom, in percent, one of ZOOM_STEPS. */
  zoom: number;
  /** Space between pages (vertical). */
  gaps: boolean;
  /** Space on each side of the vertical reader's pages, in percent of the width. */
  sidePadding: number;
}

export const READING_MODES: readonly ReadingMode[] = ['vertical', 'single', 'double', 'auto'];
export const FITS: readonly ReaderFit[] = ['width', 'height', 'screen', 'original'];
export const ZOOM_STEPS = [50, 75, 100, 125, 150, 175, 200] as const;
export const SIDE_PADDING_MAX = 30;
export const SIDE_PADDING_STEP = 5;
export const DEFAULT_READER_SETTINGS: ReaderSettings = {
  mode: 'vertical',
  direction: 'ltr',
  fit: 'width',
  pageFit: 'screen',
  zoom: 100,
  gaps: false,
  sidePadding: 0,
};
/** Remembered per device (not per account): screens differ. */
export const READER_SETTINGS_KEY = 'panelhouse.reader.settings';
/** A book's own mode and direction, when the reader chose to keep them for that book. */
export const bookSettingsKey = (bookId: number) => `panelhouse.reader.book.${bookId}`;
/** What a book may keep for itself. */
export type BookReaderSettings = Pick<ReaderSettings, 'mode' | 'direction'>;

function readJson(key: string): Partial<Record<string, unknown>> | null {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    return raw && typeof raw === 'object' ? (raw as Partial<Record<string, unknown>>) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the settings still apply for this visit.
  }
}

const oneOf = <T>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

function modeAndDirection(stored: Partial<Record<string, unknown>>, d: BookReaderSettings) {
  return {
    mode: oneOf(READING_MODES, stored.mode, d.mode),
    direction: oneOf<ReadingDirection>(['ltr', 'rtl'], stored.direction, d.direction),
  };
}

/** The stored settings, each field checked (anything unknown falls back to its default). */
export function loadReaderSettings(): ReaderSettings {
  const stored = readJson(READER_SETTINGS_KEY) ?? {};
  const d = DEFAULT_READER_SETTINGS;
  const padding = Number(stored.sidePadding);
  return {
    ...modeAndDirection(stored, d),
    fit: oneOf(FITS, stored.fit, d.fit),
    pageFit: oneOf(FITS, stored.pageFit, d.pageFit),
    zoom: oneOf<number>(ZOOM_STEPS, stored.zoom, d.zoom),
    gaps: typeof stored.gaps === 'boolean' ? stored.gaps : d.gaps,
    sidePadding:
      Number.isInteger(padding) && padding >= 0 && padding <= SIDE_PADDING_MAX
        ? padding
        : d.sidePadding,
  };
}

/** The book's own mode and direction, or null when it keeps none. */
export function loadBookSettings(
  bookId: number | null,
  fallback: BookReaderSettings,
): BookReaderSettings | null {
  if (bookId === null) return null;
  const stored = readJson(bookSettingsKey(bookId));
  return stored ? modeAndDirection(stored, fallback) : null;
}

type State = { device: ReaderSettings; book: BookReaderSettings | null; bookId: number | null };

function initialState(bookId: number | null): State {
  const device = loadReaderSettings();
  return { device, book: loadBookSettings(bookId, device), bookId };
}

const noSubscription = () => () => undefined;
const onServer = () => null;

/** What this device stores for the reader and for the book, as one string; null: nothing. */
function storedSettings(bookId: number | null): string | null {
  try {
    const device = window.localStorage.getItem(READER_SETTINGS_KEY);
    const book = bookId === null ? null : window.localStorage.getItem(bookSettingsKey(bookId));
    return device === null && book === null ? null : `${device}\n${book}`;
  } catch {
    return null;
  }
}

/**
 * Reader settings with setters that remember them on this device. With "Keep for this book"
 * on, the mode and direction are kept for the book (they override the device's for it).
 */
export function useReaderSettings(bookId: number | null = null) {
  // A server-rendered reader is drawn with the defaults (the server cannot read this device's
  // settings), and so is the browser's first, hydrating frame; React then renders again with
  // the stored settings at once. A page rendered in the browser reads them from the start.
  // The snapshot is what is stored, not whether this is the browser: with nothing stored (most
  // visitors) the hydrating frame is already right and the page is not rendered again (that
  // second render is synchronous, and on a slow phone it was the reader's longest task).
  const stored = useSyncExternalStore(
    noSubscription,
    useCallback(() => storedSettings(bookId), [bookId]),
    onServer,
  );
  const loaded = useMemo(
    () =>
      stored !== null
        ? initialState(bookId)
        : { device: DEFAULT_READER_SETTINGS, book: null, bookId },
    [stored, bookId],
  );
  // The reader's changes on this page; another book starts from its own stored settings.
  const [changed, setChanged] = useState<State | null>(null);
  const state = changed?.bookId === bookId ? changed : loaded;
  const setState = useCallback(
    (next: (current: State) => State) =>
      setChanged((current) => next(current?.bookId === loaded.bookId ? current : loaded)),
    [loaded],
  );

  const update = useCallback(
    (change: Partial<ReaderSettings>) => {
      setState((current) => {
        const { mode, direction, ...rest } = change;
        const own: Partial<BookReaderSettings> = {};
        if (mode) own.mode = mode;
        if (direction) own.direction = direction;
        const book = current.book ? { ...current.book, ...own } : null;
        const device = { ...current.device, ...rest, ...(book ? {} : own) };
        writeJson(READER_SETTINGS_KEY, device);
        if (book && bookId !== null) writeJson(bookSettingsKey(bookId), book);
        return { ...current, device, book };
      });
    },
    [bookId, setState],
  );

  /** Starts or stops keeping the current mode and direction for this book. */
  const keepForBook = useCallback(
    (keep: boolean) => {
      if (bookId === null) return;
      setState((current) => {
        const book = keep
          ? (current.book ?? { mode: current.device.mode, direction: current.device.direction })
          : null;
        writeJson(bookSettingsKey(bookId), book);
        return { ...current, book };
      });
    },
    [bookId, setState],
  );

  const settings: ReaderSettings = { ...state.device, ...(state.book ?? {}) };
  const zoomBy = useCallback(
    (steps: 1 | -1) => {
      const i = ZOOM_STEPS.indexOf(state.device.zoom as (typeof ZOOM_STEPS)[number]);
      const next = ZOOM_STEPS[Math.min(Math.max(i + steps, 0), ZOOM_STEPS.length - 1)];
      update({ zoom: next });
    },
    [state.device.zoom, update],
  );
  return { settings, update, zoomBy, keptForBook: state.book !== null, keepForBook };
}
