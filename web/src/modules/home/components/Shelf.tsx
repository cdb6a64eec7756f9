import { Link } from 'react-router-dom';
import type { WorkCoverFragment } from '../../../gql/graphql';
import { Spinner } from '../../../ui/Spinner';
import { ReactionSummary, type ReactionFigures } from '../../reactions/components/ReactionSummary';

export type ShelfItem = {
  key: string;
  /** Where one click goes: the reader. */
  href: string;
  title: string;
  /** A second line, e.g. the book of an issue or the author. */
  subtitle?: string;
  /** The cover's alt text. */
  alt: string;
  /** The link's accessible name (what one click does), e.g. 'Read Moon Cats #1: Liftoff'. */
  label: string;
  cover: WorkCoverFragment;
  /** Likes (and a book's rating) under the cover. */
  figures?: ReactionFigures;
};

/**
 * A titled row of covers on the home page. Each cover and its title are one link, so a
 * keyboard user tabs from book to book; a shelf with nothing on it says so.
 */
export function Shelf({
  id,
  title,
  items,
  loading,
  failed,
  emptyText,
}: {
  id: string;
  title: string;
  items: ShelfItem[] | undefined;
  loading: boolean;
  failed: boolean;
  emptyText: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section className="shelf" aria-labelledby={headingId}>
      <h2 id={headingId} className="shelf__title">
        {title}
      </h2>
      {items && items.length > 0 ? (
        <ul className="shelf__list">
          {items.map((item) => (
            <li key={item.key} className="shelf__item">
              <Link to={item.href} className="shelf__link" aria-label={item.label}>
                <img
                  src={item.cover.url}
                  srcSet={item.cover.srcset || undefined}
                  sizes="180px"
                  width={item.cover.width}
                  height={item.cover.height}
                  loading="lazy"
                  decoding="async"
                  alt={item.alt}
                />
                <span className="shelf__item-title">{item.title}</span>
              </Link>
              {item.subtitle ? <p className="shelf__subtitle muted">{item.subtitle}</p> : null}
              {item.figures ? <ReactionSummary {...item.figures} /> : null}
            </li>
          ))}
        </ul>
      ) : loading ? (
        <Spinner />
      ) : (
        <p className="shelf__empty muted" role="status">
          {failed ? 'This shelf could not be loaded. Please try again later.' : emptyText}
        </p>
      )}
    </section>
  );
}
