import { useQuery } from '@apollo/client/react';
import { ISSUE_LIKES_QUERY } from '../graphql/reactions';
import { LikeButton } from './LikeButton';
import './reactions.css';

/**
 * The like button of one issue, by its book and number (the details page and the reader's
 * end card know those). Its box is reserved while the figures load, so nothing shifts.
 */
export function IssueLikes({ bookId, issueNumber }: { bookId: number; issueNumber: number }) {
  const { data } = useQuery(ISSUE_LIKES_QUERY, { variables: { bookId, issueNumber } });
  const issue = data?.issue;
  return (
    <div className="reaction-box reaction-box--like" aria-busy={!issue || undefined}>
      {issue ? <LikeButton issue={issue} /> : null}
    </div>
  );
}
