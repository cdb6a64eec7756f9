import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatShortDate } from '../../../ui/formatDate';
import { Spinner } from '../../../ui/Spinner';
import { profilePath, readerPath } from '../../works/utils/paths';
import { FOLLOWING_QUERY } from '../graphql/progress';
import { appendPage } from '../../../apollo/paging';

const PAGE_SIZE = 20;

/**
 * New issues from the creators the reader subscribes to, newest first. An unread issue carries
 * an "Unread" marker (a visible badge whose text screen readers read too); it clears once the
 * reader opens the issue. More issues load on request.
 */
export function FollowingList() {
  const { data, loading, refetch, fetchMore } = useQuery(FOLLOWING_QUERY, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const list = data?.following;

  if (!list && loading) return <Spinner />;
  if (!list)
    return (
      <div role="alert" className="form-message form-message--error">
        <p>{MESSAGES.genericError}</p>
        <button type="button" className="button button--ghost" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  if (list.edges.length === 0) return <p className="muted">{MESSAGES.noFollowingIssues}</p>;

  async function loadMore() {
    if (!list?.pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { first: PAGE_SIZE, after: list.pageInfo.endCursor },
        updateQuery: appendPage('following'),
      });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <>
      <p className="muted">
        {list.unreadCount === 0 ? 'All caught up.' : `${list.unreadCount} unread`}
      </p>
      <ul className="following-list" aria-label="New issues from creators you follow">
        {list.edges.map(({ cursor, node: { issue, unread } }) => (
          <li key={cursor} className="following-list__item" data-unread={unread || undefined}>
            <Link
              to={readerPath(issue.book.urlSlug, issue.book.id, issue.issueNumber)}
              className="following-list__link"
            >
              <img
                src={issue.cover.url}
                srcSet={issue.cover.srcset || undefined}
                sizes="96px"
                width={issue.cover.width}
                height={issue.cover.height}
                loading="lazy"
                decoding="async"
                alt=""
              />
              <span className="following-list__title">
                {issue.book.title} #{issue.issueNumber}: {issue.title}
              </span>
            </Link>
            {unread ? <span className="unread-badge">Unread</span> : null}
            <p className="muted following-list__meta">
              by <Link to={profilePath(issue.publisher.username)}>{issue.publisher.username}</Link>{' '}
              · <time dateTime={issue.dateCreated}>{formatShortDate(issue.dateCreated)}</time>
            </p>
          </li>
        ))}
      </ul>
      {list.pageInfo.hasNextPage ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void loadMore()}
          disabled={loadingMore}
          aria-busy={loadingMore || undefined}
        >
          {loadingMore ? MESSAGES.working : 'Show more'}
        </button>
      ) : null}
    </>
  );
}
