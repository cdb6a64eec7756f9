import 'reflect-metadata';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { BookFieldsResolver } from '../modules/books/books.fields';
import { IssueFieldsResolver, PageFieldsResolver } from '../modules/issues/issues.fields';
import { UsersResolver } from '../modules/users/users.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { ReadingResolver } from '../modules/reading/reading.resolver';
import { BookReadFieldsResolver } from '../modules/reading/reading.fields';
import { BookmarksResolver } from '../modules/bookmarks/bookmarks.resolver';
import { BookBookmarkFieldsResolver } from '../modules/bookmarks/bookmarks.fields';
import { SubscriptionsResolver } from '../modules/subscriptions/subscriptions.resolver';
import { UserSubscriptionFieldsResolver } from '../modules/subscriptions/subscriptions.fields';
import { PublishResolver } from '../modules/publish/publish.resolver';
import { PageTextResolver } from '../modules/page-texts/page-texts.resolver';
import { SearchResolver } from '../modules/search/search.resolver';
import { AccessTokensResolver } from '../modules/access-tokens/access-tokens.resolver';
import { RateLimitResolver } from './rate-limit.resolver';
import { WebhooksResolver } from '../modules/webhooks/webhooks.resolver';
import { ProgressResolver } from '../modules/progress/progress.resolver';
import {
  BookProgressFieldsResolver,
  IssueProgressFieldsResolver,
  ReadingProgressFieldsResolver,
} from '../modules/progress/progress.fields';
import { ShelvesResolver } from '../modules/shelves/shelves.resolver';
import { IssueCatalogFieldsResolver } from '../modules/catalog/catalog.fields';
import { InboxResolver, NotificationFieldsResolver } from '../modules/inbox/inbox.resolver';
import { ReactionsResolver } from '../modules/reactions/reactions.resolver';
import {
  BookReactionFieldsResolver,
  IssueReactionFieldsResolver,
} from '../modules/reactions/reactions.fields';
import { ModerationResolver } from '../modules/moderation/moderation.resolver';
import { CommentsResolver } from '../modules/comments/comments.resolver';
import {
  BookCommentFieldsResolver,
  CommentFieldsResolver,
  IssueCommentFieldsResolver,
} from '../modules/comments/comments.fields';
import { IssueLayoutResolver } from '../modules/issues/issue-layout.resolver';
import { RecordingResolver } from '../modules/analytics/recording.resolver';
import { StatsResolver } from '../modules/analytics/stats.resolver';
import {
  BookReadCountFieldsResolver,
  IssueReadCountFieldsResolver,
  WorkStatsFieldsResolver,
} from '../modules/analytics/stats.fields';

/** Every resolver of the schema; modules add theirs here. */
export const RESOLVERS = [
  UsersResolver,
  AuthResolver,
  BookFieldsResolver,
  IssueFieldsResolver,
  PageFieldsResolver,
  // Reading, bookmarks, subscriptions
  ReadingResolver,
  BookReadFieldsResolver,
  BookmarksResolver,
  BookBookmarkFieldsResolver,
  SubscriptionsResolver,
  UserSubscriptionFieldsResolver,
  // Publishing
  PublishResolver,
  PageTextResolver,
  SearchResolver,
  AccessTokensResolver,
  // The caller's cost budget
  RateLimitResolver,
  WebhooksResolver,
  // Reading progress and the Following list
  ProgressResolver,
  ReadingProgressFieldsResolver,
  BookProgressFieldsResolver,
  IssueProgressFieldsResolver,
  // The home page's shelves
  ShelvesResolver,
  // The public catalogue (CBZ export)
  IssueCatalogFieldsResolver,
  // Notifications (the bell, the page) and digest preferences
  InboxResolver,
  NotificationFieldsResolver,
  // Likes and ratings
  ReactionsResolver,
  IssueReactionFieldsResolver,
  BookReactionFieldsResolver,
  // Reports, moderation, roles and featured books
  ModerationResolver,
  // Comments
  CommentsResolver,
  CommentFieldsResolver,
  IssueCommentFieldsResolver,
  BookCommentFieldsResolver,
  // Print layout: spreads, cover, pair offset
  IssueLayoutResolver,
  // Reading analytics: tools report reading
  RecordingResolver,
  // Creators' reading statistics and the public read counts
  StatsResolver,
  WorkStatsFieldsResolver,
  IssueReadCountFieldsResolver,
  BookReadCountFieldsResolver,
] as const;

/** The repository's committed schema file, emitted from the code-first schema. */
export const SCHEMA_FILE = path.resolve(__dirname, '..', '..', '..', 'schema.graphql');

export function buildAppSchema(options: { emit?: boolean } = {}): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [...RESOLVERS],
    // Inputs are validated by the services (one place for business rules), not class-validator.
    validate: false,
    emitSchemaFile: options.emit ? { path: SCHEMA_FILE, sortedSchema: true } : false,
  });
}
