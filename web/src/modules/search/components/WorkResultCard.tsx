import { Link } from 'react-router-dom';
import type { SearchQuery } from '../../../gql/graphql';
import { ExpandableText } from '../../../ui/ExpandableText';
import { formatShortDate } from '../../../ui/formatDate';
import {
  issueReactionFigures,
  ReactionSummary,
  type ReactionFigures,
} from '../../reactions/components/ReactionSummary';
import { ratingLabel, statusLabel } from '../../works/utils/labels';
import {
  bookDetailsPath,
  issueDetailsPath,
  profilePath,
  readerPath,
} from '../../works/utils/paths';

type SearchBook = SearchQuery['search']['books'][number];
type SearchIssue = SearchQuery['search']['issues'][number];

export type WorkCardData = {
  title: string;
  subtitle: string | null;
  readHref: string;
  detailsHref: string;
  author: string;
  dateCreated: string;
  description: string;
  cover: SearchBook['cover'];
  details: [label: string, value: string | number][];
  reactions: ReactionFigures;
};

export function bookCardData(book: SearchBook): WorkCardData {
  return {
    title: book.title,
    subtitle: null,
    readHref: readerPath(book.urlSlug, book.id, 1),
    detailsHref: bookDetailsPath(book.urlSlug, book.id),
    author: book.publisher.username,
    dateCreated: book.dateCreated,
    description: book.description,
    cover: book.cover,
    details: [
      ['Status', statusLabel(book.status)],
      ['Total Book Pages', book.totalPages],
      ['Total Issues', book.issueCount],
      ['Content Rating', ratingLabel(book.contentRating)],
    ],
    reactions: {
      likeCount: book.likeCount,
      ratingAverage: book.ratingAverage,
      ratingCount: book.ratingCount,
    },
  };
}

export function issueCardData(issue: SearchIssue): WorkCardData {
  const { book } = issue;
  return {
    title: issue.title,
    subtitle: book.title,
    readHref: readerPath(book.urlSlug, book.id, issue.issueNumber),
    detailsHref: issueDetailsPath(book.urlSlug, book.id, issue.issueNumber),
    author: issue.publisher.username,
    dateCreated: issue.dateCreated,
    description: issue.description,
    cover: issue.cover,
    details: [
      ['Status', statusLabel(book.status)],
      ['Issue #', issue.issueNumber],
      ['Total Issue Pages', issue.pageCount],
      ['Total Issues', book.issueCount],
      ['Content Rating', ratingLabel(book.contentRating)],
    ],
    reactions: issueReactionFigures(issue),
  };
}

/**
 * A book or issue search result. The first card of the page (`priority`) loads its cover at
 * once and ahead of other images; the others load lazily.
 */
export function WorkResultCard({
  work,
  priority = false,
}: {
  work: WorkCardData;
  priority?: boolean;
}) {
  return (
    <article className="work-card">
      {/* The title link below is the accessible way in; the thumbnail duplicates it for pointers. */}
      <Link to={work.detailsHref} className="work-card__thumb" tabIndex={-1} aria-hidden="true">
        <img
          src={work.cover.url}
          srcSet={work.cover.srcset || undefined}
          sizes="160px"
          width={work.cover.width}
          height={work.cover.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          // The first cover is decoded for the frame that paints the page.
          decoding={priority ? 'sync' : 'async'}
          alt=""
        />
      </Link>
      <div className="work-card__body">
        <h2 className="work-card__title">
          <Link to={work.readHref}>{work.title}</Link>
        </h2>
        {work.subtitle ? <p className="work-card__subtitle">{work.subtitle}</p> : null}
        <p className="work-card__meta">
          By <Link to={profilePath(work.author)}>{work.author}</Link> ·{' '}
          <time dateTime={work.dateCreated}>{formatShortDate(work.dateCreated)}</time>
        </p>
        <ReactionSummary {...work.reactions} />
        <ExpandableText text={work.description} />
        <dl className="work-card__details">
          {work.details.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
