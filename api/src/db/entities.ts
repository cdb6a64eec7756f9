import { PersistedQuery } from '../graphql/persisted-query.entity';
import { FollowingFeedToken } from '../modules/progress/following-feed-token.entity';
import { ReadingProgress } from '../modules/progress/reading-progress.entity';
import { PasswordResetToken } from '../modules/auth/password-reset-token.entity';
import { Session } from '../modules/auth/session.entity';
import { AccessToken } from '../modules/access-tokens/access-token.entity';
import { Bookmark } from '../modules/bookmarks/bookmark.entity';
import { BookGenre } from '../modules/books/book-genre.entity';
import { Book } from '../modules/books/book.entity';
import { WorkCredit } from '../modules/credits/work-credit.entity';
import { IssuePage } from '../modules/issues/issue-page.entity';
import { Issue } from '../modules/issues/issue.entity';
import { StoredImage } from '../modules/media/stored-image.embeddable';
import { SearchTerm } from '../modules/search/search-term.entity';
import { Subscription } from '../modules/subscriptions/subscription.entity';
import { User } from '../modules/users/user.entity';
import { EmailChange } from '../modules/users/email-change.entity';
import { CreatorBlock } from '../modules/community/creator-block.entity';
import { Notification } from '../modules/inbox/notification.entity';
import { NotificationPreference } from '../modules/inbox/notification-preference.entity';
import { BookRating, BookRatingTotal } from '../modules/reactions/book-rating.entity';
import { IssueLike, IssueLikeTotal } from '../modules/reactions/issue-like.entity';
import {
  Appeal,
  FeaturedBook,
  ModerationAction,
  Report,
} from '../modules/moderation/moderation.entities';
import { Comment } from '../modules/comments/comment.entity';
import { CommentLike } from '../modules/comments/comment-like.entity';
import { IssueCommentCount } from '../modules/comments/issue-comment-count.entity';
import { WebhookDelivery } from '../modules/webhooks/webhook-delivery.entity';
import { WebhookEndpoint } from '../modules/webhooks/webhook-endpoint.entity';
import { ANALYTICS_ENTITIES } from '../modules/analytics/analytics.entities';

/** Every entity of the data model, registered explicitly (no folder scanning). */
export const ENTITIES = [
  StoredImage,
  User,
  PasswordResetToken,
  Book,
  BookGenre,
  Issue,
  IssuePage,
  WorkCredit,
  Bookmark,
  Subscription,
  SearchTerm,
  Session,
  AccessToken,
  WebhookEndpoint,
  WebhookDelivery,
  PersistedQuery,
  ReadingProgress,
  FollowingFeedToken,
  EmailChange,
  CreatorBlock,
  Notification,
  NotificationPreference,
  IssueLike,
  IssueLikeTotal,
  BookRating,
  BookRatingTotal,
  Report,
  ModerationAction,
  Appeal,
  FeaturedBook,
  Comment,
  CommentLike,
  IssueCommentCount,
  ...ANALYTICS_ENTITIES,
];
