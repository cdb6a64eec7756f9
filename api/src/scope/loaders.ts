import type DataLoader from 'dataloader';
import type { Db } from '../db/sql';
import type { BookView } from '../modules/books/book.entity';
import {
  createBookByIdLoader,
  createGenresByBookLoader,
  createIssueCountByBookLoader,
  createIssueSliceLoader,
  createIssuesByBookLoader,
} from '../modules/books/books.loaders';
import { createBookmarkedLoader, type UserBookKey } from '../modules/bookmarks/bookmarks.loaders';
import type { IssuePageView } from '../modules/issues/issue-page.entity';
import type { IssueView } from '../modules/issues/issue.entity';
import {
  createCreditsByBookLoader,
  createCreditsByIssueLoader,
  createPageCountByIssueLoader,
  createPageSliceLoader,
  createPagesByIssueLoader,
} from '../modules/issues/issues.loaders';
import type { CreditRow } from '../modules/issues/issues.queries';
import {
  createLatestProgressByBookLoader,
  createProgressByIssueLoader,
  type UserBookProgressKey,
  type UserIssueKey,
} from '../modules/progress/progress.loaders';
import type { ProgressView } from '../modules/progress/progress.queries';
import { createPageCountByBookLoader } from '../modules/reading/reading.loaders';
import {
  createSubscribedLoader,
  createSubscriberCountLoader,
  createSubscriptionCountLoader,
  type SubscriptionKey,
} from '../modules/subscriptions/subscriptions.loaders';
import {
  createBookLikeCountLoader,
  createLikeCountLoader,
  createRatingTotalsLoader,
  createViewerLikedLoader,
  createViewerRatingLoader,
} from '../modules/reactions/reactions.loaders';
import type { RatingTotals } from '../modules/reactions/reactions.queries';
import type { SliceLoader } from '../shared/slice-loader';
import { createUserByIdLoader } from '../modules/users/users.loaders';
import { CommentLoaders } from '../modules/comments/comments.loaders';
import type { UserView } from '../modules/users/user.entity';
import {
  createBookReadCountLoader,
  createIssueReadCountLoader,
} from '../modules/analytics/stats.loaders';

/**
 * Per-request DataLoaders: every field that loads a relation goes through one, so the number
 * of SQL statements does not grow with the number of items returned. Each is built on first
 * use (from its `<module>.loaders.ts` factory) and kept for the request. `viewerId`
 * (issues.policy.ts `viewerIdOf`): the loaders of issues show a scheduled issue only to its
 * creator.
 */
export class Loaders {
  private _userById?: DataLoader<number, UserView | null>;
  private _bookById?: DataLoader<number, BookView | null>;
  private _genresByBook?: DataLoader<number, string[]>;
  private _issuesByBook?: DataLoader<number, IssueView[]>;
  private _issueCountByBook?: DataLoader<number, number>;
  private _pagesByIssue?: DataLoader<number, IssuePageView[]>;
  private _issueSlices?: SliceLoader<IssueView>;
  private _pageSlices?: SliceLoader<IssuePageView>;
  private _pageCountByIssue?: DataLoader<number, number>;
  private _creditsByIssue?: DataLoader<number, CreditRow[]>;
  private _creditsByBook?: DataLoader<number, CreditRow[]>;
  private _pageCountByBook?: DataLoader<number, number>;
  private _bookmarked?: DataLoader<UserBookKey, boolean, string>;
  private _subscriberCount?: DataLoader<number, number>;
  private _subscriptionCount?: DataLoader<number, number>;
  private _subscribed?: DataLoader<SubscriptionKey, boolean, string>;
  private _progressByIssue?: DataLoader<UserIssueKey, ProgressView | null, string>;
  private _latestProgressByBook?: DataLoader<UserBookProgressKey, ProgressView | null, string>;
  private _likeCount?: DataLoader<number, number>;
  private _bookLikeCount?: DataLoader<number, number>;
  private _viewerLiked?: DataLoader<number, boolean>;
  private _ratingTotals?: DataLoader<number, RatingTotals>;
  private _viewerRating?: DataLoader<number, number | null>;
  private _comments?: CommentLoaders;
  private _issueReadCount?: DataLoader<number, number>;
  private _bookReadCount?: DataLoader<number, number>;

  constructor(
    private readonly db: Db,
    private readonly viewerId: number | null = null,
  ) {}

  get userById() {
    return (this._userById ??= createUserByIdLoader(this.db));
  }
  get bookById() {
    return (this._bookById ??= createBookByIdLoader(this.db));
  }
  get genresByBook() {
    return (this._genresByBook ??= createGenresByBookLoader(this.db));
  }
  get issuesByBook() {
    return (this._issuesByBook ??= createIssuesByBookLoader(this.db, this.viewerId));
  }
  get issueCountByBook() {
    return (this._issueCountByBook ??= createIssueCountByBookLoader(this.db, this.viewerId));
  }
  get pagesByIssue() {
    return (this._pagesByIssue ??= createPagesByIssueLoader(this.db));
  }
  /** Connections `Book.issues` and `Issue.pages`: first N per parent after a position. */
  get issueSlices() {
    return (this._issueSlices ??= createIssueSliceLoader(this.db, this.viewerId));
  }
  get pageSlices() {
    return (this._pageSlices ??= createPageSliceLoader(this.db));
  }
  get pageCountByIssue() {
    return (this._pageCountByIssue ??= createPageCountByIssueLoader(this.db));
  }
  get creditsByIssue() {
    return (this._creditsByIssue ??= createCreditsByIssueLoader(this.db));
  }
  get creditsByBook() {
    return (this._creditsByBook ??= createCreditsByBookLoader(this.db, this.viewerId));
  }
  get pageCountByBook() {
    return (this._pageCountByBook ??= createPageCountByBookLoader(this.db, this.viewerId));
  }
  get bookmarked() {
    return (this._bookmarked ??= createBookmarkedLoader(this.db));
  }
  get subscriberCount() {
    return (this._subscriberCount ??= createSubscriberCountLoader(this.db));
  }
  get subscriptionCount() {
    return (this._subscriptionCount ??= createSubscriptionCountLoader(this.db));
  }
  get subscribed() {
    return (this._subscribed ??= createSubscribedLoader(this.db));
  }
  get progressByIssue() {
    return (this._progressByIssue ??= createProgressByIssueLoader(this.db));
  }
  get latestProgressByBook() {
    return (this._latestProgressByBook ??= createLatestProgressByBookLoader(this.db));
  }
  get likeCount() {
    return (this._likeCount ??= createLikeCountLoader(this.db));
  }
  get bookLikeCount() {
    return (this._bookLikeCount ??= createBookLikeCountLoader(this.db));
  }
  /** The signed-in viewer's likes (callers check `viewerId` first). */
  get viewerLiked() {
    return (this._viewerLiked ??= createViewerLikedLoader(this.db, this.viewerId ?? 0));
  }
  get ratingTotals() {
    return (this._ratingTotals ??= createRatingTotalsLoader(this.db));
  }
  /** The signed-in viewer's ratings (callers check `viewerId` first). */
  get viewerRating() {
    return (this._viewerRating ??= createViewerRatingLoader(this.db, this.viewerId ?? 0));
  }
  /** Comment counts, replies, mentions and creator blocks of the viewer. */
  get comments() {
    return (this._comments ??= new CommentLoaders(this.db, this.viewerId));
  }
  /** Public read counts (all-time views) of issues and books. */
  get issueReadCount() {
    return (this._issueReadCount ??= createIssueReadCountLoader(this.db));
  }
  get bookReadCount() {
    return (this._bookReadCount ??= createBookReadCountLoader(this.db));
  }
}

/** The loaders of one request (or of a test) over `db`. */
export const createLoaders = (db: Db, viewerId: number | null = null): Loaders =>
  new Loaders(db, viewerId);
