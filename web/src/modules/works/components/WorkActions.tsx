import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/hooks/useAuth';
import { ContinueLink } from '../../progress/components/ContinueLink';
import { StatsLink } from '../../stats/components/StatsLink';
import { addIssuePath, editBookPath, editIssuePath, readerPath } from '../utils/paths';
import { BookmarkToggle } from './BookmarkToggle';
import type { WorkDetailsView } from './workDetailsView';

/** Read Now, then Edit (owner) or the bookmark toggle (other signed-in users), then Add Issue. */
export function WorkActions({
  work,
  recheck,
}: {
  work: WorkDetailsView;
  recheck: () => Promise<unknown>;
}) {
  const { user } = useAuth();
  const { urlSlug, bookId, issueNumber } = work;
  return (
    <div className="work-actions">
      <Link className="button button--large" to={readerPath(urlSlug, bookId, issueNumber ?? 1)}>
        Read Now
      </Link>
      {work.kind === 'book' ? <ContinueLink bookId={bookId} urlSlug={urlSlug} /> : null}
      {work.cbzUrl ? (
        // A plain download from the API (not a client route), offered to everyone.
        <a className="button button--ghost button--large" href={work.cbzUrl} download>
          Download CBZ
        </a>
      ) : null}
      {user && work.viewerCan.edit ? (
        <Link
          className="button button--ghost button--large"
          to={
            issueNumber === null
              ? editBookPath(urlSlug, bookId)
              : editIssuePath(urlSlug, bookId, issueNumber)
          }
        >
          Edit
        </Link>
      ) : null}
      <StatsLink
        owner={work.viewerCan.edit}
        scope={
          work.issueId === null ? { kind: 'book', id: bookId } : { kind: 'issue', id: work.issueId }
        }
      />
      {user && !work.viewerCan.edit ? (
        <BookmarkToggle
          bookId={work.bookId}
          bookmarked={work.viewerHasBookmarked}
          recheck={recheck}
        />
      ) : null}
      {user && work.viewerCan.addIssue && work.kind === 'book' ? (
        <Link className="button button--ghost button--large" to={addIssuePath(urlSlug, bookId)}>
          Add Issue
        </Link>
      ) : null}
    </div>
  );
}
