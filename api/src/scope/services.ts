import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../app-deps';
import { lazyDbOf, poolDbOf } from '../db/sql';
import { AccessTokensService } from '../modules/access-tokens/access-tokens.service';
import { AuthService } from '../modules/auth/auth.service';
import { BookmarksService } from '../modules/bookmarks/bookmarks.service';
import { CatalogService } from '../modules/catalog/catalog.service';
import { InboxService } from '../modules/inbox/inbox.service';
import { NotificationsService } from '../modules/notifications/notifications.service';
import { FollowingFeedService } from '../modules/progress/following-feed.service';
import { ProgressService } from '../modules/progress/progress.service';
import { OwnWorks } from '../modules/publish/own-works';
import { PageTextService } from '../modules/page-texts/page-texts.service';
import { PublishService } from '../modules/publish/publish.service';
import { ReactionsService } from '../modules/reactions/reactions.service';
import { ReadingService } from '../modules/reading/reading.service';
import { SearchService } from '../modules/search/search.service';
import { ShelvesService } from '../modules/shelves/shelves.service';
import { SubscriptionsService } from '../modules/subscriptions/subscriptions.service';
import { UsersService } from '../modules/users/users.service';
import { WebHeadService } from '../modules/web-head/web-head.service';
import { WebhooksService } from '../modules/webhooks/webhooks.service';
import { ModerationService } from '../modules/moderation/moderation.service';
import { ReportsService } from '../modules/moderation/reports.service';
import { StaffService } from '../modules/moderation/staff.service';
import { CommentsService } from '../modules/comments/comments.service';
import { CommentControlsService } from '../modules/comments/comment-controls.service';
import { IssueLayoutService } from '../modules/issues/issue-layout.service';
import { RecordingService } from '../modules/analytics/recording.service';
import { StatsService } from '../modules/analytics/stats.service';

/** What a service is built from: the request's EntityManager fork and the process's deps. */
export interface ServiceHost {
  /** The fork, made on first use. */
  readonly em: EntityManager;
  /** The fork if made already, without making it. */
  emIfMade(): EntityManager | undefined;
  readonly deps: AppDeps;
}

/** Services that keep no request state: one per process (per AppDeps), shared by every request. */
interface ProcessServices {
  webHead: WebHeadService;
}
const processServices = new WeakMap<AppDeps, ProcessServices>();
function processServicesOf(deps: AppDeps): ProcessServices {
  let found = processServices.get(deps);
  if (!found) processServices.set(deps, (found = { webHead: new WebHeadService(deps) }));
  return found;
}

/**
 * A ReadingService for readers without a viewer, one per process: the v1 fast reads
 * (rest/fast-reads.ts) answer an anonymous reader or book record with it, without a request
 * scope. Its reads run on the read pool and keep nothing; were one to use the ORM, it gets a
 * fork of its own each time, never a shared identity map.
 */
const publicReadings = new WeakMap<AppDeps, ReadingService>();
export function publicReadingOf(deps: AppDeps): ReadingService {
  let found = publicReadings.get(deps);
  if (!found) publicReadings.set(deps, (found = new ReadingService(poolDbOf(deps), deps)));
  return found;
}

/**
 * The v1 book and issue searches of the fast path (rest/fast-search.ts), one per process:
 * they read the pools only, never the ORM, so its fork stays empty. Only those searches are
 * offered (the users search loads entities, which a shared fork would keep).
 */
const publicSearches = new WeakMap<AppDeps, Pick<SearchService, 'searchV1Works'>>();
export function publicSearchOf(deps: AppDeps): Pick<SearchService, 'searchV1Works'> {
  let found = publicSearches.get(deps);
  if (!found) publicSearches.set(deps, (found = new SearchService(deps.orm.em.fork(), deps)));
  return found;
}

/**
 * The recording of reading events for the beacon's fast path (rest/fast-beacon.ts), one per
 * process: it reads public issues on the read pool and hands events to the process's
 * recorder, keeping nothing of a request, so a beacon needs no request scope.
 */
const publicRecordings = new WeakMap<AppDeps, RecordingService>();
export function publicRecordingOf(deps: AppDeps): RecordingService {
  let found = publicRecordings.get(deps);
  if (!found) publicRecordings.set(deps, (found = new RecordingService(poolDbOf(deps), deps)));
  return found;
}

/**
 * How each service is built: the one place that constructs them. A request builds a service
 * the first time it asks for it (see Services), so a request pays only for what it uses.
 */
export const serviceFactories = {
  auth: (h: ServiceHost) => new AuthService(h.em, h.deps),
  users: (h: ServiceHost) => new UsersService(h.em, h.deps),
  // Its hot reads (the v1 reader) run on the read pool and need no fork: made on first ORM use.
  reading: (h: ServiceHost) => new ReadingService(lazyDbOf(h, h.deps), h.deps),
  bookmarks: (h: ServiceHost) => new BookmarksService(h.em, h.deps),
  subscriptions: (h: ServiceHost) => new SubscriptionsService(h.em, h.deps),
  notifications: (h: ServiceHost) => new NotificationsService(h.deps),
  publish: (h: ServiceHost) => new PublishService(h.em, h.deps),
  ownWorks: (h: ServiceHost) => new OwnWorks(h.em),
  pageText: (h: ServiceHost) => new PageTextService(h.em),
  search: (h: ServiceHost) => new SearchService(h.em, h.deps),
  accessTokens: (h: ServiceHost) => new AccessTokensService(h.em, h.deps),
  webhooks: (h: ServiceHost) => new WebhooksService(h.em, h.deps),
  progress: (h: ServiceHost) => new ProgressService(h.em, h.deps),
  followingFeed: (h: ServiceHost) => new FollowingFeedService(h.em, h.deps),
  shelves: (h: ServiceHost) => new ShelvesService(h.em, h.deps),
  catalog: (h: ServiceHost) => new CatalogService(h.deps, h.em),
  webHead: (h: ServiceHost) => processServicesOf(h.deps).webHead,
  // Its reads (the bell's count) run on the read pool: no fork until a mark writes.
  inbox: (h: ServiceHost) => new InboxService(lazyDbOf(h, h.deps), h.deps),
  reactions: (h: ServiceHost) => new ReactionsService(h.em, h.deps),
  // Moderation: reports, the queue and its actions, roles and featured books
  reports: (h: ServiceHost) => new ReportsService(h.em, h.deps),
  moderation: (h: ServiceHost) => new ModerationService(h.em, h.deps),
  staff: (h: ServiceHost) => new StaffService(h.em, h.deps),
  comments: (h: ServiceHost) => new CommentsService(h.em, h.deps),
  commentControls: (h: ServiceHost) => new CommentControlsService(h.em, h.deps),
  issueLayout: (h: ServiceHost) => new IssueLayoutService(h.em),
  // Reading analytics: its reads run on the read pool, its events go to the process's recorder.
  recording: (h: ServiceHost) => new RecordingService(lazyDbOf(h, h.deps), h.deps),
  // Reads only, on the read pool: no fork.
  stats: (h: ServiceHost) => new StatsService(lazyDbOf(h, h.deps)),
};

/**
 * The services of one request, all sharing the request's EntityManager fork. Each is built on
 * first use and kept for the rest of the request.
 */
export class Services {
  private _auth?: AuthService;
  private _users?: UsersService;
  private _reading?: ReadingService;
  private _bookmarks?: BookmarksService;
  private _subscriptions?: SubscriptionsService;
  private _notifications?: NotificationsService;
  private _publish?: PublishService;
  private _ownWorks?: OwnWorks;
  private _pageText?: PageTextService;
  private _search?: SearchService;
  private _accessTokens?: AccessTokensService;
  private _webhooks?: WebhooksService;
  private _progress?: ProgressService;
  private _followingFeed?: FollowingFeedService;
  private _shelves?: ShelvesService;
  private _catalog?: CatalogService;
  private _webHead?: WebHeadService;
  private _inbox?: InboxService;
  private _reactions?: ReactionsService;
  private _reports?: ReportsService;
  private _moderation?: ModerationService;
  private _staff?: StaffService;
  private _comments?: CommentsService;
  private _commentControls?: CommentControlsService;
  private _issueLayout?: IssueLayoutService;
  private _recording?: RecordingService;
  private _stats?: StatsService;

  constructor(private readonly host: ServiceHost) {}

  get auth(): AuthService {
    return (this._auth ??= serviceFactories.auth(this.host));
  }
  get users(): UsersService {
    return (this._users ??= serviceFactories.users(this.host));
  }
  get reading(): ReadingService {
    return (this._reading ??= serviceFactories.reading(this.host));
  }
  get bookmarks(): BookmarksService {
    return (this._bookmarks ??= serviceFactories.bookmarks(this.host));
  }
  get subscriptions(): SubscriptionsService {
    return (this._subscriptions ??= serviceFactories.subscriptions(this.host));
  }
  get notifications(): NotificationsService {
    return (this._notifications ??= serviceFactories.notifications(this.host));
  }
  get publish(): PublishService {
    return (this._publish ??= serviceFactories.publish(this.host));
  }
  /** Reads of the viewer's own works for the edit screens. */
  get ownWorks(): OwnWorks {
    return (this._ownWorks ??= serviceFactories.ownWorks(this.host));
  }
  /** Alt text and transcripts of pages. */
  get pageText(): PageTextService {
    return (this._pageText ??= serviceFactories.pageText(this.host));
  }
  get search(): SearchService {
    return (this._search ??= serviceFactories.search(this.host));
  }
  get accessTokens(): AccessTokensService {
    return (this._accessTokens ??= serviceFactories.accessTokens(this.host));
  }
  get webhooks(): WebhooksService {
    return (this._webhooks ??= serviceFactories.webhooks(this.host));
  }
  get progress(): ProgressService {
    return (this._progress ??= serviceFactories.progress(this.host));
  }
  get followingFeed(): FollowingFeedService {
    return (this._followingFeed ??= serviceFactories.followingFeed(this.host));
  }
  /** The home page's shelves. */
  get shelves(): ShelvesService {
    return (this._shelves ??= serviceFactories.shelves(this.host));
  }
  /** The public catalogue: OPDS feeds and CBZ downloads. */
  get catalog(): CatalogService {
    return (this._catalog ??= serviceFactories.catalog(this.host));
  }
  /** The server-rendered head of the web app's pages (one per process). */
  get webHead(): WebHeadService {
    return (this._webHead ??= serviceFactories.webHead(this.host));
  }
  /** The viewer's notifications and digest preferences. */
  get inbox(): InboxService {
    return (this._inbox ??= serviceFactories.inbox(this.host));
  }
  /** Likes of issues and ratings of books. */
  get reactions(): ReactionsService {
    return (this._reactions ??= serviceFactories.reactions(this.host));
  }
  /** Reports by signed-in users. */
  get reports(): ReportsService {
    return (this._reports ??= serviceFactories.reports(this.host));
  }
  /** The moderation queue, its actions, the audit log and appeals. */
  get moderation(): ModerationService {
    return (this._moderation ??= serviceFactories.moderation(this.host));
  }
  /** Roles (admins) and featured books (moderators). */
  get staff(): StaffService {
    return (this._staff ??= serviceFactories.staff(this.host));
  }
  /** Comments, replies and comment likes. */
  get comments(): CommentsService {
    return (this._comments ??= serviceFactories.comments(this.host));
  }
  /** A creator's controls over comments on their works. */
  get commentControls(): CommentControlsService {
    return (this._commentControls ??= serviceFactories.commentControls(this.host));
  }
  /** The print layout of an issue (spreads, cover, pair offset). */
  get issueLayout(): IssueLayoutService {
    return (this._issueLayout ??= serviceFactories.issueLayout(this.host));
  }
  /** Reading events: beacons, recordReading, CBZ downloads and OPDS page streaming. */
  get recording(): RecordingService {
    return (this._recording ??= serviceFactories.recording(this.host));
  }
  /** Creators' reading statistics (their own works only). */
  get stats(): StatsService {
    return (this._stats ??= serviceFactories.stats(this.host));
  }
}
