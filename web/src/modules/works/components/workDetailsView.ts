import type {
  BookDetailsQuery,
  BookStatus,
  ContentRating,
  CreditRole,
  IssueDetailsQuery,
  WorkCoverFragment,
} from '../../../gql/graphql';

export type CreditGroup = { role: CreditRole; users: { id: number; username: string }[] };
export type BookIssueRow = {
  id: number;
  issueNumber: number;
  title: string;
  dateCreated: string;
  /** The CBZ download, from the API (null when the issue is not public). */
  cbzUrl?: string | null;
  /** Only the creator gets unreleased (scheduled) issues from the API. */
  isReleased: boolean;
  releaseAt: string;
  viewerCan: { edit: boolean; delete: boolean };
  likeCount?: number;
  commentCount?: number;
  readCount?: number;
};

/** What the details page shows, for a book or for one issue of it. */
export type WorkDetailsView = {
  kind: 'book' | 'issue';
  bookId: number;
  bookTitle: string;
  urlSlug: string;
  /** The book title, or the issue title on an issue page. */
  title: string;
  issueNumber: number | null;
  /** The issue's id on an issue page (its Stats link), else null. */
  issueId: number | null;
  /** All-time reads of the book or issue (public). */
  readCount: number;
  cover: WorkCoverFragment;
  description: string;
  status: BookStatus;
  contentRating: ContentRating;
  genres: string[];
  dateCreated: string;
  lastUpdated: string | null;
  author: string;
  /** What "Report" on this page reports, and whose it is (nobody reports their own). */
  report: { targetType: 'BOOK' | 'ISSUE'; targetId: number; ownerId: number };
  /** From the API's policies (`viewerCan`): the web never re-derives who may do what. */
  viewerCan: { edit: boolean; addIssue: boolean };
  viewerHasBookmarked: boolean | null;
  issueCount: number;
  pageCount: number | null;
  /** An issue page's CBZ download, from the API (null for books and non-public issues). */
  cbzUrl: string | null;
  credits: CreditGroup[];
  issues: BookIssueRow[];
};

export function bookView(book: NonNullable<BookDetailsQuery['book']>): WorkDetailsView {
  return {
    kind: 'book',
    bookId: book.id,
    bookTitle: book.title,
    urlSlug: book.urlSlug,
    title: book.title,
    issueNumber: null,
    issueId: null,
    readCount: book.readCount,
    cover: book.cover,
    description: book.description,
    status: book.status,
    contentRating: book.contentRating,
    genres: book.genres,
    dateCreated: book.dateCreated,
    lastUpdated: book.lastUpdated ?? null,
    author: book.publisher.username,
    report: { targetType: 'BOOK', targetId: book.id, ownerId: book.publisher.id },
    viewerCan: book.viewerCan,
    viewerHasBookmarked: book.viewerHasBookmarked ?? null,
    issueCount: book.issueCount,
    pageCount: null,
    cbzUrl: null,
    credits: book.credits,
    issues: [...book.issues.nodes].sort((a, b) => a.issueNumber - b.issueNumber),
  };
}

export function issueView(issue: NonNullable<IssueDetailsQuery['issue']>): WorkDetailsView {
  return {
    kind: 'issue',
    bookId: issue.book.id,
    bookTitle: issue.book.title,
    urlSlug: issue.book.urlSlug,
    title: issue.title,
    issueNumber: issue.issueNumber,
    issueId: issue.id,
    readCount: issue.readCount,
    cover: issue.cover,
    description: issue.description,
    status: issue.book.status,
    contentRating: issue.book.contentRating,
    genres: issue.book.genres,
    dateCreated: issue.dateCreated,
    lastUpdated: issue.lastUpdated ?? null,
    author: issue.publisher.username,
    report: { targetType: 'ISSUE', targetId: issue.id, ownerId: issue.publisher.id },
    viewerCan: issue.viewerCan,
    viewerHasBookmarked: issue.book.viewerHasBookmarked ?? null,
    issueCount: issue.book.issueCount,
    pageCount: issue.pageCount,
    cbzUrl: issue.cbzUrl ?? null,
    credits: issue.creditsByRole,
    issues: [],
  };
}
