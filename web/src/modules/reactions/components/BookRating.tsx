import { useQuery } from '@apollo/client/react';
import { formatCount } from '../format';
import { BOOK_RATING_QUERY } from '../graphql/reactions';
import { HeartIcon } from './HeartIcon';
import { StarRating } from './StarRating';
import './reactions.css';

/** A book's rating control and its issues' likes (the details page); space reserved while loading. */
export function BookRating({ bookId }: { bookId: number }) {
  const { data } = useQuery(BOOK_RATING_QUERY, { variables: { id: bookId } });
  const book = data?.book;
  return (
    <div className="reaction-box reaction-box--rating" aria-busy={!book || undefined}>
      {book ? (
        <>
          <StarRating book={book} />
          <p className="reaction-like reaction-like--static">
            <HeartIcon filled={false} />
            <span>
              {formatCount(book.likeCount)} {book.likeCount === 1 ? 'like' : 'likes'} across its
              issues
            </span>
          </p>
        </>
      ) : null}
    </div>
  );
}
