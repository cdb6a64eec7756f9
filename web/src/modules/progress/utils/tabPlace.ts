/**
 * The place a signed-in reader's tab sent last, kept for this tab for a minute (session
 * storage). The report sent as the page is left goes out with `fetch(..., { keepalive })`
 * while the next page loads, and one sent a moment before may still be on its way; on a
 * reload they race the new page's read of the stored place, which can reach the server first
 * and find the page before. The reader resumes from this place instead while it is under a
 * minute old; older, it is dropped, so a place read further on another device since wins.
 * Nothing else of a signed-in reader is kept in the browser.
 */
const KEY_PREFIX = 'readingPlace:';
/** How long the place stands in for the server's: far longer than a reload, far shorter than a reading session. */
export const TAB_PLACE_MAX_AGE_MS = 60_000;

type TabPlace = { page: number; at: number };

export function rememberTabPlace(issueId: number, page: number, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(
      KEY_PREFIX + issueId,
      JSON.stringify({ page, at: now } satisfies TabPlace),
    );
  } catch {
    // Storage full or disabled: the server's place is used.
  }
}

/**
 * The place this tab sent last for the issue, if recent. Read, not taken: the next report
 * overwrites it, and React's development mode runs the reader's effect twice.
 */
export function recentTabPlace(issueId: number, now = Date.now()): number | null {
  try {
    const raw = window.sessionStorage.getItem(KEY_PREFIX + issueId);
    if (raw === null) return null;
    const place = JSON.parse(raw) as Partial<TabPlace>;
    const fresh =
      Number.isInteger(place.page) &&
      typeof place.at === 'number' &&
      now - place.at >= 0 &&
      now - place.at < TAB_PLACE_MAX_AGE_MS;
    if (!fresh) window.sessionStorage.removeItem(KEY_PREFIX + issueId);
    return fresh ? (place.page as number) : null;
  } catch {
    return null;
  }
}
