import { useMutation } from '@apollo/client/react';
import { LIMITS, MESSAGES } from '@shared/limits';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../apollo/errors';
import type { BookRatingStateFragment } from '../../../gql/graphql';
import { useAuth } from '../../auth/hooks/useAuth';
import { loginPath } from '../../works/utils/paths';
import { formatAverage, formatCount } from '../format';
import { CLEAR_BOOK_RATING_MUTATION, RATE_BOOK_MUTATION } from '../graphql/reactions';
import { StarIcon } from './StarIcon';
import './reactions.css';

const STARS = Array.from(
  { length: LIMITS.reactions.ratingMax - LIMITS.reactions.ratingMin + 1 },
  (_, i) => LIMITS.reactions.ratingMin + i,
);

/**
 * Arrow keys move through a radio group and select as they go: the rating is sent once the
 * choice has rested this long, so walking from 1 to 5 stars is one write, not four.
 */
export const RATING_SETTLE_MS = 400;

/** The average and the number of ratings, as text. */
export function RatingFigures({ book }: { book: BookRatingStateFragment }) {
  if (book.ratingAverage == null || book.ratingCount === 0)
    return <span className="reaction-rating__figures">Not rated yet</span>;
  return (
    <span className="reaction-rating__figures">
      <span className="reaction-star reaction-star--on">
        <StarIcon />
      </span>{' '}
      {formatAverage(book.ratingAverage)}
      <span className="visually-hidden"> out of 5</span> from {formatCount(book.ratingCount)}{' '}
      {book.ratingCount === 1 ? 'rating' : 'ratings'}
    </span>
  );
}

/**
 * A book's rating: the average and the number of ratings for everyone, and for a reader who may
 * rate (the API's viewerCanRate) a 1-5 star radio group with their own rating checked and a
 * way to take it back. Keyboard: Tab into the group, arrows to choose.
 */
export function StarRating({ book }: { book: BookRatingStateFragment }) {
  const { user } = useAuth();
  const name = useId();
  const [rate] = useMutation(RATE_BOOK_MUTATION);
  const [clear] = useMutation(CLEAR_BOOK_RATING_MUTATION);
  // A choice not yet confirmed by the API; undefined: show what the API says.
  const [pending, setPending] = useState<number | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const chosen = pending !== undefined ? pending : (book.viewerRating ?? null);

  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (rating: number | null) => {
    setError(null);
    const done =
      rating === null
        ? clear({ variables: { bookId: book.id } })
        : rate({ variables: { bookId: book.id, rating } });
    // Either way the API's answer (in the cache) or its old value shows again, unless the
    // reader has chosen again meanwhile.
    const settle = () => setPending((p) => (p === rating ? undefined : p));
    done.then(settle, (e: unknown) => {
      settle();
      setError(errorMessage(e, MESSAGES.genericError));
    });
  };

  const choose = (rating: number) => {
    setPending(rating);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(rating), RATING_SETTLE_MS);
  };

  const takeBack = () => {
    clearTimeout(timer.current);
    setPending(null);
    send(null);
  };

  return (
    <div className="reaction-rating">
      <p className="reaction-rating__summary">
        <RatingFigures book={book} />
      </p>
      {!user ? (
        <p className="reaction-rating__login">
          <Link to={loginPath()}>{MESSAGES.rateSignIn}</Link>
        </p>
      ) : book.viewerCanRate ? (
        <fieldset className="reaction-rating__group">
          <legend>Your rating</legend>
          <div className="reaction-rating__stars">
            {STARS.map((n) => {
              const id = `${name}-${n}`;
              return (
                <span key={n} className="reaction-rating__star">
                  <input
                    id={id}
                    type="radio"
                    name={name}
                    value={n}
                    className="visually-hidden"
                    checked={chosen === n}
                    onChange={() => choose(n)}
                  />
                  <label
                    htmlFor={id}
                    className={`reaction-star${chosen !== null && n <= chosen ? ' reaction-star--on' : ''}`}
                  >
                    <StarIcon size={28} />
                    <span className="visually-hidden">
                      {n} {n === 1 ? 'star' : 'stars'}
                    </span>
                  </label>
                </span>
              );
            })}
          </div>
          {/* Always in the layout (hidden when unrated) so choosing a star moves nothing. */}
          <button
            type="button"
            className="button button--small button--ghost reaction-rating__clear"
            onClick={takeBack}
            style={{ visibility: chosen === null ? 'hidden' : 'visible' }}
            aria-hidden={chosen === null || undefined}
            tabIndex={chosen === null ? -1 : undefined}
          >
            Clear my rating
          </button>
        </fieldset>
      ) : null}
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
