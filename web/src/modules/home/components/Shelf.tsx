import { Link } from 'react-router-dom';
import type { WorkCoverFragment } from '../../../gql/graphql';
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
 * How many covers of the first shelf load at once: a phone's screen shows two side by side, and
 * either can be its largest paint (the rest of the row loads lazily).
 */
export const FIRST_ROW_ON_A_PHONE = 2;

/** Placeholder cards while a shelf loads: enough to fill a wide row. */
export const SHELF_SKELETON_CARDS = 6;

/**
 * A titled row of covers on the home page. Each cover and its title are one link, so a
 * keyboard user tabs from book to book; a shelf with nothing on it says so.
 *
 * While it loads, the row holds placeholder cards of the final size (cover box, two title lines,
 * the subtitle and figures lines: styles.css fixes each line's height), so nothing below moves
 * when the covers arrive. The first shelf of the page (`priority`) loads its first row on a phone
 * at once and ahead of other images: it is what a phone paints first; the rest load lazily.
 */
export function Shelf({
  id,
  title,
  items,
  loading,
  failed,
  emptyText,
  priority = false,
  withFigures = true,
}: {
  id: string;
  title: string;
  items: ShelfItem[] | undefined;
  loading: boolean;
  failed: boolean;
  emptyText: string;
  /**
   * The page's first shelf: its first row on a phone is eager, with a high fetch priority, and
   * decoded for the frame that paints the page (decoded apart, it showed a frame later, once
   * the main thread was free again). Every other cover is lazy and of low priority: without
   * it the browser raised the covers it found on the screen to high, and they came in ahead of
   * the page's largest paint.
   */
  priority?: boolean;
  /** Whether the cards show reaction figures (the skeleton reserves their line). */
  withFigures?: boolean;
}) {
  const headingId = `${id}-heading`;
  return (
    <section className="shelf" aria-labelledby={headingId}>
      <h2 id={headingId} className="shelf__title">
        {title}
      </h2>
      {items && items.length > 0 ? (
        <ul className="shelf__list">
          {items.map((item, index) => (
            <li key={item.key} className="shelf__item">
              <Link to={item.href} className="shelf__link" aria-label={item.label}>
                <img
                  src={item.cover.url}
                  srcSet={item.cover.srcset || undefined}
                  sizes="180px"
                  width={item.cover.width}
                  height={item.cover.height}
                  loading={priority && index < FIRST_ROW_ON_A_PHONE ? 'eager' : 'lazy'}
                  fetchPriority={priority && index < FIRST_ROW_ON_A_PHONE ? 'high' : 'low'}
                  decoding={priority && index < FIRST_ROW_ON_A_PHONE ? 'sync' : 'async'}
                  alt={item.alt}
                />
                <span className="shelf__item-title">{item.title}</span>
              </Link>
              <p className="shelf__subtitle muted">{item.subtitle}</p>
              {withFigures ? (
                <div className="shelf__figures">
                  {item.figures ? <ReactionSummary {...item.figures} /> : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : loading ? (
        <ShelfSkeleton withFigures={withFigures} />
      ) : (
        <p className="shelf__empty muted" role="status">
          {failed ? 'This shelf could not be loaded. Please try again later.' : emptyText}
        </p>
      )}
    </section>
  );
}

/** The loading state: placeholder cards in the shelf's own boxes, announced as "Loading". */
export function ShelfSkeleton({ withFigures }: { withFigures: boolean }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        Loading
      </p>
      <ul className="shelf__list shelf__list--skeleton" aria-hidden="true">
        {Array.from({ length: SHELF_SKELETON_CARDS }, (_, index) => (
          <li key={index} className="shelf__item" data-testid="shelf-skeleton-card">
            <span className="shelf__link">
              <span className="shelf__cover skeleton" />
              <span className="shelf__item-title skeleton" />
            </span>
            <p className="shelf__subtitle skeleton" />
            {withFigures ? <div className="shelf__figures skeleton" /> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
