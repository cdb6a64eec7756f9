import { useQuery } from '@apollo/client/react';
import { issueReactionFigures } from '../../reactions/components/ReactionSummary';
import { readerPath } from '../../works/utils/paths';
import {
  FEATURED_SHELF_QUERY,
  NEW_ISSUES_SHELF_QUERY,
  POPULAR_SHELF_QUERY,
} from '../graphql/shelves';
import { Shelf, type ShelfItem } from './Shelf';

/** Covers per shelf (the API allows up to 24). */
export const SHELF_SIZE = 12;

/** New issues: the latest issues, each opening its reader. */
export function NewIssuesShelf() {
  const { data, loading, error } = useQuery(NEW_ISSUES_SHELF_QUERY, {
    variables: { first: SHELF_SIZE },
  });
  const items: ShelfItem[] | undefined = data?.newIssues.map((issue) => ({
    key: String(issue.id),
    href: readerPath(issue.book.urlSlug, issue.book.id, issue.issueNumber),
    title: `${issue.book.title} #${issue.issueNumber}`,
    subtitle: `${issue.title} · by ${issue.publisher.username}`,
    alt: `Cover of ${issue.book.title} #${issue.issueNumber}: ${issue.title}`,
    label: `Read ${issue.book.title} #${issue.issueNumber}: ${issue.title}`,
    cover: issue.cover,
    figures: issueReactionFigures(issue),
  }));
  return (
    <Shelf
      id="new-issues"
      title="New issues"
      items={items}
      loading={loading}
      failed={Boolean(error)}
      emptyText="No issues yet. Be the first to publish one!"
      priority
    />
  );
}

/** Popular: the books with the most subscribers and bookmarks, each opening issue 1. */
export function PopularShelf() {
  const { data, loading, error } = useQuery(POPULAR_SHELF_QUERY, {
    variables: { first: SHELF_SIZE },
  });
  const items: ShelfItem[] | undefined = data?.popularBooks.map((book) => ({
    key: String(book.id),
    href: readerPath(book.urlSlug, book.id, 1),
    title: book.title,
    subtitle: `by ${book.publisher.username}`,
    alt: `Cover of ${book.title}`,
    label: `Read ${book.title} from issue 1`,
    cover: book.cover,
    figures: {
      likeCount: book.likeCount,
      ratingAverage: book.ratingAverage,
      ratingCount: book.ratingCount,
    },
  }));
  return (
    <Shelf
      id="popular"
      title="Popular"
      items={items}
      loading={loading}
      failed={Boolean(error)}
      emptyText="No books yet. Be the first to publish one!"
    />
  );
}

/**
 * Featured: books moderators feature, newest featured first, each opening issue 1. Hidden when
 * there is none (and when the list cannot be read): an empty shelf says nothing here. While it
 * loads it holds its place (a featured shelf is the usual case), so the page does not jump.
 */
export function FeaturedShelf() {
  const { data, loading } = useQuery(FEATURED_SHELF_QUERY, { variables: { first: SHELF_SIZE } });
  const books = data?.featuredBooks ?? [];
  if (books.length === 0 && !loading) return null;
  const items: ShelfItem[] = books.map((book) => ({
    key: String(book.id),
    href: readerPath(book.urlSlug, book.id, 1),
    title: book.title,
    subtitle: `by ${book.publisher.username}`,
    alt: `Cover of ${book.title}`,
    label: `Read ${book.title} from issue 1`,
    cover: book.cover,
  }));
  return (
    <Shelf
      id="featured"
      title="Featured"
      items={items}
      loading={loading}
      failed={false}
      emptyText=""
      withFigures={false}
    />
  );
}
