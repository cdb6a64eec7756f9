import { Link } from 'react-router-dom';
import type { GridBookFragment, WorkCoverFragment } from '../../../gql/graphql';
import { formatLongDate } from '../../../ui/formatDate';
import { Pager } from '../../../ui/Pager';
import { ReactionSummary, type ReactionFigures } from '../../reactions/components/ReactionSummary';
import { bookDetailsPath } from '../../works/utils/paths';

export type CoverGridItem = {
  key: string;
  href: string;
  title: string;
  subtitle?: string;
  cover: WorkCoverFragment;
  dateCreated: string;
  reactions: ReactionFigures;
};

/** A book of the Works and Bookmarks grids. */
export function bookGridItem(book: GridBookFragment): CoverGridItem {
  return {
    key: `book-${book.id}`,
    href: bookDetailsPath(book.urlSlug, book.id),
    title: book.title,
    cover: book.cover,
    dateCreated: book.dateCreated,
    reactions: {
      likeCount: book.likeCount,
      ratingAverage: book.ratingAverage,
      ratingCount: book.ratingCount,
    },
  };
}

/** A 4-column grid of covers with titles, creation dates and reactions, paged below (boxes: reading.css). */
export function CoverGrid({
  items,
  page,
  totalPages,
  onPage,
  label,
}: {
  items: CoverGridItem[];
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  return (
    <>
      <ul className="cover-grid" aria-label={label}>
        {items.map((item, index) => (
          <li key={item.key} className="cover-grid__item">
            <Link to={item.href} className="cover-grid__link">
              <img
                src={item.cover.url}
                srcSet={item.cover.srcset || undefined}
                sizes="(max-width: 640px) 50vw, 260px"
                width={item.cover.width}
                height={item.cover.height}
                // The first cover is on the first screen with the profile header: no lazy wait.
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                alt=""
              />
              <span className="cover-grid__title">{item.title}</span>
            </Link>
            {item.subtitle ? <p className="cover-grid__subtitle">{item.subtitle}</p> : null}
            <p className="cover-grid__date muted">
              <time dateTime={item.dateCreated}>{formatLongDate(item.dateCreated)}</time>
            </p>
            <ReactionSummary {...item.reactions} />
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={totalPages} onSelect={onPage} label={`${label} pages`} />
    </>
  );
}
