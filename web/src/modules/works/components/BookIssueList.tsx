import { Link } from 'react-router-dom';
import { formatReleaseAt, formatShortDate } from '../../../ui/formatDate';
import { useAuth } from '../../auth/hooks/useAuth';
import { CommentCount } from '../../comments/components/CommentCount';
import { LikeCount } from '../../reactions/components/ReactionSummary';
import { ReadCount } from '../../stats/components/ReadCount';
import { useDeleteIssue } from '../hooks/useDeleteIssue';
import { editIssuePath, issueDetailsPath } from '../utils/paths';
import { DeleteWorkModal } from './DeleteWorkModal';
import type { WorkDetailsView } from './workDetailsView';

/**
 * The issues of a book, with Edit and Delete where the API's `viewerCan` allows them (the
 * owner edits any issue and deletes only the latest of several; books.policy decides).
 */
export function BookIssueList({ work }: { work: WorkDetailsView }) {
  const { user } = useAuth();
  const del = useDeleteIssue(work.bookId, work.author);
  return (
    <section className="issue-list" aria-labelledby="issues-heading">
      <h2 id="issues-heading">Issues</h2>
      <ol className="issue-list__items">
        {work.issues.map((issue) => {
          const canEdit = Boolean(user && issue.viewerCan.edit);
          const canDelete = Boolean(user && issue.viewerCan.delete);
          return (
            <li key={issue.id} className="issue-list__item">
              <Link to={issueDetailsPath(work.urlSlug, work.bookId, issue.issueNumber)}>
                <span className="issue-list__number">Issue #{issue.issueNumber}</span>{' '}
                <span className="issue-list__title">{issue.title}</span>
              </Link>
              <time dateTime={issue.dateCreated}>{formatShortDate(issue.dateCreated)}</time>
              {issue.readCount !== undefined ? <ReadCount count={issue.readCount} /> : null}
              {issue.likeCount !== undefined ? <LikeCount count={issue.likeCount} /> : null}
              {issue.commentCount !== undefined ? (
                <CommentCount count={issue.commentCount} />
              ) : null}
              {issue.cbzUrl ? (
                <a
                  className="button button--small button--ghost"
                  href={issue.cbzUrl}
                  download
                  aria-label={`Download issue ${issue.issueNumber} as CBZ`}
                >
                  CBZ
                </a>
              ) : null}
              {issue.isReleased ? null : (
                <span className="badge badge--scheduled">
                  Scheduled for{' '}
                  <time dateTime={issue.releaseAt}>{formatReleaseAt(issue.releaseAt)}</time>
                </span>
              )}
              {canEdit ? (
                <span className="issue-list__actions">
                  <Link
                    className="button button--small button--ghost"
                    to={editIssuePath(work.urlSlug, work.bookId, issue.issueNumber)}
                    aria-label={`Edit issue ${issue.issueNumber}`}
                  >
                    Edit
                  </Link>
                  {canDelete ? (
                    <button
                      type="button"
                      className="button button--small button--danger"
                      onClick={() => del.open(issue.issueNumber)}
                      aria-label={`Delete issue ${issue.issueNumber}`}
                    >
                      Delete
                    </button>
                  ) : null}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {del.target !== null ? (
        <DeleteWorkModal
          isDeleting={del.isDeleting}
          error={del.error}
          onConfirm={del.confirm}
          onCancel={del.cancel}
        />
      ) : null}
    </section>
  );
}
