import { LIMITS } from '@shared/limits';

/**
 * A visitor's reading progress, kept in this browser (local storage) until they sign in, when
 * it is merged into their account (mergeLocalProgress) and removed from here. Signed-in readers'
 * progress lives on the server, so nothing of theirs stays behind on a shared computer (only
 * the place the tab sent last, in its session storage for a minute: tabPlace.ts).
 */
export const LOCAL_PROGRESS_KEY = 'readingProgress';

/** One issue a visitor read, with what the "Continue reading" shelf shows. */
export type LocalProgressEntry = {
  issueId: number;
  issueNumber: number;
  issueTitle: string;
  bookId: number;
  bookTitle: string;
  urlSlug: string;
  coverUrl: string;
  pageCount: number;
  /** Where the reader stopped. */
  page: number;
  furthestPage: number;
  /** ISO time of the last report. */
  readAt: string;
};

function isEntry(value: unknown): value is LocalProgressEntry {
  const e = value as LocalProgressEntry;
  return (
    typeof e === 'object' &&
    e !== null &&
    Number.isInteger(e.issueId) &&
    Number.isInteger(e.bookId) &&
    Number.isInteger(e.page) &&
    Number.isInteger(e.furthestPage) &&
    typeof e.readAt === 'string'
  );
}

/** Every stored entry, most recent first (a damaged store reads as empty). */
export function readLocalProgress(): LocalProgressEntry[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(LOCAL_PROGRESS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    // ISO times sort as plain strings; localeCompare would load a collator on a slow phone.
    return parsed
      .filter(isEntry)
      .sort((a, b) => (a.readAt < b.readAt ? 1 : a.readAt > b.readAt ? -1 : 0));
  } catch {
    return [];
  }
}

function write(entries: LocalProgressEntry[]): void {
  try {
    window.localStorage.setItem(LOCAL_PROGRESS_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or disabled: progress is a convenience, never an error.
  }
}

/**
 * Stores where a visitor is in an issue (keeping the furthest page). The store keeps the
 * LIMITS.progressMergeMax most recent issues, the most one log-in merge takes.
 */
export function saveLocalProgress(
  entry: Omit<LocalProgressEntry, 'readAt' | 'furthestPage'> & { furthestPage?: number },
): void {
  const others = readLocalProgress().filter((e) => e.issueId !== entry.issueId);
  const previous = readLocalProgress().find((e) => e.issueId === entry.issueId);
  const saved: LocalProgressEntry = {
    ...entry,
    furthestPage: Math.max(entry.page, entry.furthestPage ?? 0, previous?.furthestPage ?? 0),
    readAt: new Date().toISOString(),
  };
  write([saved, ...others].slice(0, LIMITS.progressMergeMax));
}

/** The stored entry of one issue, or null. */
export const localProgressOf = (issueId: number): LocalProgressEntry | null =>
  readLocalProgress().find((e) => e.issueId === issueId) ?? null;

/** The most recently read issue of a book, or null. */
export const latestLocalOfBook = (bookId: number): LocalProgressEntry | null =>
  readLocalProgress().find((e) => e.bookId === bookId) ?? null;

/** The visitor's shelf: one entry per book (its most recently read issue), most recent first. */
export function localShelf(limit: number): LocalProgressEntry[] {
  const seen = new Set<number>();
  return readLocalProgress()
    .filter((e) => (seen.has(e.bookId) ? false : (seen.add(e.bookId), true)))
    .slice(0, limit);
}

export function clearLocalProgress(): void {
  try {
    window.localStorage.removeItem(LOCAL_PROGRESS_KEY);
  } catch {
    // Nothing to clear.
  }
}
