import { useMutation, useQuery } from '@apollo/client/react';
import { LIMITS, MESSAGES } from '@shared/limits';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../apollo/errors';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { useAuth } from '../../auth/hooks/useAuth';
import { readerPath } from '../../works/utils/paths';
import { CLEAR_HISTORY_MUTATION, CONTINUE_READING_QUERY } from '../graphql/progress';
import { clearLocalProgress, localShelf } from '../utils/localProgress';

type ShelfItem = {
  key: string;
  href: string;
  bookTitle: string;
  issueNumber: number;
  page: number;
  coverUrl: string;
  coverSrcset?: string | null;
};

/** Covers are stored at the thumbnail size; the box is reserved before the image arrives. */
const COVER_WIDTH = LIMITS.thumbnail.width;
const COVER_HEIGHT = LIMITS.thumbnail.height;

/** "Issue N · page P", as the shelf shows it. */
export const progressLabel = (issueNumber: number, page: number) =>
  `Issue ${issueNumber} · page ${page}`;

/**
 * The home page's "Continue reading" shelf: the books the reader has started, most recent
 * first, each opening the reader where they stopped. Signed in: from the account; visitors:
 * from this browser. Hidden while there is nothing to continue (or the list cannot load: the
 * home page stays usable). "Clear reading history" forgets it all, after a confirmation.
 * It shows up late (after the session check, or after hydration), so the home page places it
 * below its first shelves rather than on top of them.
 */
export function ContinueReadingShelf() {
  const { isAuthenticated } = useAuth();
  const signedIn = isAuthenticated === true;
  const query = useQuery(CONTINUE_READING_QUERY, {
    variables: { first: LIMITS.continueReadingDefaultFirst },
    skip: !signedIn,
    fetchPolicy: 'cache-and-network',
  });
  const [clearOnServer] = useMutation(CLEAR_HISTORY_MUTATION);
  const [localVersion, setLocalVersion] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (isAuthenticated === null) return null;
  const items: ShelfItem[] = signedIn
    ? (query.data?.continueReading.nodes ?? []).map((node) => ({
        key: `${node.book.id}`,
        href: readerPath(node.book.urlSlug, node.book.id, node.issueNumber),
        bookTitle: node.book.title,
        issueNumber: node.issueNumber,
        page: node.page,
        coverUrl: node.book.cover.url,
        coverSrcset: node.book.cover.srcset,
      }))
    : localShelf(LIMITS.continueReadingDefaultFirst).map((entry) => ({
        key: `${entry.bookId}:${localVersion}`,
        href: readerPath(entry.urlSlug, entry.bookId, entry.issueNumber),
        bookTitle: entry.bookTitle,
        issueNumber: entry.issueNumber,
        page: entry.page,
        coverUrl: entry.coverUrl,
      }));
  if (items.length === 0) return null;

  async function clear() {
    setBusy(true);
    setError(null);
    try {
      if (signedIn) {
        await clearOnServer();
        await query.refetch();
      } else {
        clearLocalProgress();
        setLocalVersion((v) => v + 1);
      }
      setConfirming(false);
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.genericError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page home-shelf" aria-labelledby="continue-reading-heading">
      <div className="home-shelf__header">
        <h2 id="continue-reading-heading">Continue reading</h2>
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
          Clear reading history
        </button>
      </div>
      <ul className="cover-grid" aria-label="Continue reading">
        {items.map((item) => (
          <li key={item.key} className="cover-grid__item">
            <Link to={item.href} className="cover-grid__link">
              <img
                src={item.coverUrl}
                srcSet={item.coverSrcset || undefined}
                sizes="(max-width: 640px) 50vw, 260px"
                width={COVER_WIDTH}
                height={COVER_HEIGHT}
                loading="lazy"
                decoding="async"
                alt=""
              />
              <span className="cover-grid__title">{item.bookTitle}</span>
              <span className="cover-grid__subtitle muted">
                {progressLabel(item.issueNumber, item.page)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {confirming ? (
        <ConfirmModal
          title="Clear reading history"
          confirmLabel="Clear history"
          busyLabel="Clearing..."
          busy={busy}
          error={error}
          onConfirm={clear}
          onCancel={() => setConfirming(false)}
        >
          <p>{MESSAGES.clearReadingHistoryConfirm}</p>
        </ConfirmModal>
      ) : null}
    </section>
  );
}
