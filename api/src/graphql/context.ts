import type { EntityManager } from '@mikro-orm/postgresql';
import type DataLoader from 'dataloader';
import { createUserByIdLoader } from '../modules/users/users.loaders';
import {
  createBookByIdLoader,
  createGenresByBookLoader,
  createIssueCountByBookLoader,
  createIssueSliceLoader,
  createIssuesByBookLoader,
} from '../modules/books/books.loaders';
import {
  createCreditsByBookLoader,
  createCreditsByIssueLoader,
  createPageCountByIssueLoader,
  createPageSliceLoader,
  createPagesByIssueLoader,
} from '../modules/issues/issues.loaders';
import type { SliceLoader } from '../shared/slice-loader';
import { viewerIdOf } from '../modules/issues/issues.policy';
import type { CreditRow } from '../modules/issues/issues.queries';
import { dbOf, type Db } from '../db/sql';
import type { BookView } from '../modules/books/book.entity';
import type { IssueView } from '../modules/issues/issue.entity';
import type { IssuePageView } from '../modules/issues/issue-page.entity';
import type { AppDeps } from '../app-deps';
import type { User, UserView } from '../modules/users/user.entity';
import { UsersService } from '../modules/users/users.service';
import { AuthService } from '../modules/auth/auth.service';
import type { AuthProblem, Credential } from '../modules/auth/viewer';
import { AccessTokensService } from '../modules/access-tokens/access-tokens.service';
import { ReadingService } from '../modules/reading/reading.service';
import { createPageCountByBookLoader } from '../modules/reading/reading.loaders';
import { BookmarksService } from '../modules/bookmarks/bookmarks.service';
import { createBookmarkedLoader, type UserBookKey } from '../modules/bookmarks/bookmarks.loaders';
import { SubscriptionsService } from '../modules/subscriptions/subscriptions.service';
import {
  createSubscribedLoader,
  createSubscriberCountLoader,
  createSubscriptionCountLoader,
  type SubscriptionKey,
} from '../modules/subscriptions/subscriptions.loaders';
import { NotificationsService } from '../modules/notifications/notifications.service';
import { OwnWorks } from '../modules/publish/own-works';
import { PublishService } from '../modules/publish/publish.service';
import { PageTextService } from '../modules/page-texts/page-texts.service';
import { SearchService } from '../modules/search/search.service';
import { WebhooksService } from '../modules/webhooks/webhooks.service';
import { ProgressService } from '../modules/progress/progress.service';
import { FollowingFeedService } from '../modules/progress/following-feed.service';
import {
  createLatestProgressByBookLoader,
  createProgressByIssueLoader,
  type UserBookProgressKey,
  type UserIssueKey,
} from '../modules/progress/progress.loaders';
import type { ProgressView } from '../modules/progress/progress.queries';
import { ShelvesService } from '../modules/shelves/shelves.service';

/** Services of one request, all sharing the request's EntityManager fork. */
export interface Services {
  auth: AuthService;
  users: UsersService;
  reading: ReadingService;
  bookmarks: BookmarksService;
  subscriptions: SubscriptionsService;
  notifications: NotificationsService;
  publish: PublishService;
  /** Reads of the viewer's own works for the edit screens. */
  ownWorks: OwnWorks;
  /** Alt text and transcripts of pages. */
  pageText: PageTextService;
  search: SearchService;
  accessTokens: AccessTokensService;
  webhooks: WebhooksService;
  progress: ProgressService;
  followingFeed: FollowingFeedService;
  /** The home page's shelves. */
  shelves: ShelvesService;
}

export function createServices(em: EntityManager, deps: AppDeps): Services {
  return {
    auth: new AuthService(em, deps),
    users: new UsersService(em, deps),
    reading: new ReadingService(em, deps),
    bookmarks: new BookmarksService(em, deps),
    subscriptions: new SubscriptionsService(em, deps),
    notifications: new NotificationsService(deps),
    publish: new PublishService(em, deps),
    ownWorks: new OwnWorks(em),
    pageText: new PageTextService(em),
    search: new SearchService(em, deps),
    accessTokens: new AccessTokensService(em, deps),
    webhooks: new WebhooksService(em, deps),
    progress: new ProgressService(em, deps),
    followingFeed: new FollowingFeedService(em, deps),
    shelves: new ShelvesService(em, deps),
  };
}

/**
 * Per-request DataLoaders: every field that loads a relation goes through one, so the
 * number of SQL statements does not grow with the number of items returned. Modules
 * add their loaders here (built from `<module>.loaders.ts` factories).
 */
export interface Loaders {
  userById: DataLoader<number, UserView | null>;
  bookById: DataLoader<number, BookView | null>;
  genresByBook: DataLoader<number, string[]>;
  issuesByBook: DataLoader<number, IssueView[]>;
  issueCountByBook: DataLoader<number, number>;
  pagesByIssue: DataLoader<number, IssuePageView[]>;
  /** Connections `Book.issues` and `Issue.pages`: first N per parent after a position. */
  issueSlices: SliceLoader<IssueView>;
  pageSlices: SliceLoader<IssuePageView>;
  pageCountByIssue: DataLoader<number, number>;
  creditsByIssue: DataLoader<number, CreditRow[]>;
  creditsByBook: DataLoader<number, CreditRow[]>;
  pageCountByBook: DataLoader<number, number>;
  bookmarked: DataLoader<UserBookKey, boolean, string>;
  subscriberCount: DataLoader<number, number>;
  subscriptionCount: DataLoader<number, number>;
  subscribed: DataLoader<SubscriptionKey, boolean, string>;
  progressByIssue: DataLoader<UserIssueKey, ProgressView | null, string>;
  latestProgressByBook: DataLoader<UserBookProgressKey, ProgressView | null, string>;
}

/** `viewerId` (issues.policy.ts `viewerIdOf`): the loaders of issues show a scheduled issue only to its creator. */
export function createLoaders(db: Db, viewerId: number | null = null): Loaders {
  return {
    userById: createUserByIdLoader(db),
    bookById: createBookByIdLoader(db),
    genresByBook: createGenresByBookLoader(db),
    issuesByBook: createIssuesByBookLoader(db, viewerId),
    issueCountByBook: createIssueCountByBookLoader(db, viewerId),
    pagesByIssue: createPagesByIssueLoader(db),
    issueSlices: createIssueSliceLoader(db, viewerId),
    pageSlices: createPageSliceLoader(db),
    pageCountByIssue: createPageCountByIssueLoader(db),
    creditsByIssue: createCreditsByIssueLoader(db),
    creditsByBook: createCreditsByBookLoader(db, viewerId),
    pageCountByBook: createPageCountByBookLoader(db, viewerId),
    bookmarked: createBookmarkedLoader(db),
    subscriberCount: createSubscriberCountLoader(db),
    subscriptionCount: createSubscriptionCountLoader(db),
    subscribed: createSubscribedLoader(db),
    progressByIssue: createProgressByIssueLoader(db),
    latestProgressByBook: createLatestProgressByBookLoader(db),
  };
}

/** Per-request state shared by GraphQL resolvers and v1 handlers. */
export interface RequestScope {
  em: EntityManager;
  loaders: Loaders;
  viewer: User | null;
  /** Why there is no viewer, to tell "not logged in" from "session expired". */
  authProblem?: AuthProblem;
  /**
   * How the viewer signed in (null without a viewer): a session has every scope, a personal
   * access token only its own. access-tokens/caller.ts keys per-caller budgets on it.
   */
  credential: Credential;
  ip: string;
  services: Services;
  deps: AppDeps;
}

/** Forks the EntityManager, builds the services and resolves the viewer from the bearer token. */
export async function createRequestScope(
  deps: AppDeps,
  authorization: string | undefined,
  ip: string,
): Promise<RequestScope> {
  const em = deps.orm.em.fork() as EntityManager;
  const services = createServices(em, deps);
  const { user, credential, problem } = await services.auth.authenticate(authorization);
  return {
    em,
    loaders: createLoaders(dbOf(em, deps), viewerIdOf(user)),
    viewer: user,
    authProblem: user ? undefined : problem,
    credential: user ? credential : null,
    ip,
    services,
    deps,
  };
}

export type GraphQLContext = RequestScope;
