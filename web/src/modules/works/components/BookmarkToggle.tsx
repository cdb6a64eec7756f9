import { useBookmark } from '../hooks/useBookmark';

/** Bookmark / Remove Bookmark for one book (details page, the reader's "caught up" card). */
export function BookmarkToggle({
  bookId,
  bookmarked,
  recheck,
}: {
  bookId: number;
  /** What the API said (null: not known yet, the button waits). */
  bookmarked: boolean | null | undefined;
  recheck: () => Promise<unknown>;
}) {
  const { state, busy, toggle, error } = useBookmark(bookId, bookmarked, recheck);
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        onClick={toggle}
        disabled={busy || state === 'unknown'}
        aria-busy={busy || undefined}
      >
        {state === 'bookmarked' ? 'Remove Bookmark' : 'Bookmark'}
      </button>
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
