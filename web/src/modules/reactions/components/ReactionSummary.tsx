import type { IssueReactionCountsFragment } from '../../../gql/graphql';
import { CommentCount } from '../../comments/components/CommentCount';
import { ReadCount } from '../../stats/components/ReadCount';
import { formatAverage, formatCount } from '../format';
import { HeartIcon } from './HeartIcon';
import { StarIcon } from './StarIcon';
import './reactions.css';

/** An issue's likes in a list row. */
export function LikeCount({ count }: { count: number }) {
  return (
    <span className="reaction-summary__item reaction-like-count">
      <HeartIcon filled={false} />
      <span>
        {formatCount(count)}
        <span className="visually-hidden"> {count === 1 ? 'like' : 'likes'}</span>
      </span>
    </span>
  );
}

export type ReactionFigures = {
  likeCount: number;
  /** Books only (with ratingCount). */
  ratingAverage?: number | null;
  ratingCount?: number;
  /** Issues only: all-time reads, rounded. */
  readCount?: number;
  /** Issues only: comments and replies everyone sees. */
  commentCount?: number;
};

/** An issue card's figures, from the fields every issue card asks for (IssueReactionCounts). */
export function issueReactionFigures(issue: IssueReactionCountsFragment): ReactionFigures {
  return {
    likeCount: issue.likeCount,
    readCount: issue.readCount,
    commentCount: issue.commentCount,
  };
}

/**
 * A card's reaction figures: likes; for books the average rating with the number of ratings,
 * for issues the reads and comments. Read-only; the figures come from the API's counters.
 */
export function ReactionSummary({
  likeCount,
  ratingAverage,
  ratingCount,
  readCount,
  commentCount,
}: ReactionFigures) {
  const likes = `${formatCount(likeCount)} ${likeCount === 1 ? 'like' : 'likes'}`;
  return (
    <p className="reaction-summary">
      {readCount !== undefined ? (
        <ReadCount count={readCount} className="reaction-summary__item" />
      ) : null}
      <span className="reaction-summary__item">
        <HeartIcon filled={false} />
        <span>{likes}</span>
      </span>
      {commentCount !== undefined ? (
        <CommentCount count={commentCount} className="reaction-summary__item" />
      ) : null}
      {ratingCount !== undefined ? (
        <span className="reaction-summary__item">
          <span className="reaction-star reaction-star--on">
            <StarIcon />
          </span>
          {ratingAverage != null && ratingCount > 0 ? (
            <span>
              <span className="visually-hidden">Rated </span>
              {formatAverage(ratingAverage)}
              <span className="visually-hidden"> out of 5</span> ({formatCount(ratingCount)}
              <span className="visually-hidden"> {ratingCount === 1 ? 'rating' : 'ratings'}</span>)
            </span>
          ) : (
            <span>Not rated yet</span>
          )}
        </span>
      ) : null}
    </p>
  );
}
