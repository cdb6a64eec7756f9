import { ReadCount } from '../../stats/components/ReadCount';
import { formatAverage, formatCount } from '../format';
import { HeartIcon } from './HeartIcon';
import { StarIcon } from './StarIcon';
import './reactions.css';

/**
 * A card's reaction figures: likes, and for books the average rating with the number of
 * ratings. Read-only; the figures come from the API's counters.
 */
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
};

export function ReactionSummary({
  likeCount,
  ratingAverage,
  ratingCount,
  readCount,
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
