// The product's numbers: field lengths, image sizes, page sizes, windows and caps. The API
// validates with these and the web's forms are built from them (through limits.ts).

export const LIMITS = {
  usernameMin: 6,
  usernameMax: 50,
  nameMax: 50,
  emailMax: 255,
  passwordMin: 8,
  passwordMax: 128,
  bioMax: 150,
  titleMax: 50,
  slugMax: 50,
  descriptionMax: 550,
  descriptionPreview: 500,
  thumbnail: { width: 320, height: 485, maxBytes: 1024 * 1024 },
  // v1 clients check covers against 320 x 492 +/- 10 px; the server accepts both sizes.
  thumbnailServerTolerance: { minWidth: 310, maxWidth: 329, minHeight: 475, maxHeight: 501 },
  page: { maxWidth: 1988, maxHeight: 3056, maxBytes: 2 * 1024 * 1024 },
  /**
   * A spread (two printed pages side by side, wider than tall) sent through the web form or
   * GraphQL: twice the page's width and bytes, stored at full resolution. v1 keeps `page`.
   */
  spreadPage: { maxWidth: 3976, maxHeight: 3056, maxBytes: 4 * 1024 * 1024 },
  maxPagesPerIssue: 200,
  /** Credits (user + role) per issue: eight per role on average, no limit per role; at this
   * price the edit form's query (200 pages and the credits) stays under maxQueryCost. */
  maxCreditsPerIssue: 64,
  /** Per-page accessibility texts (issue_pages.alt_text, issue_pages.transcript). */
  altTextMax: 300,
  transcriptMax: 5000,
  /** Stored files no row references are swept only once older than this (never race an in-flight upload). */
  mediaSweepGraceMinutes: 60,
  /** A spool file untouched this long belongs to a dead request (bodies arrive within Node's
   * 5-minute request timeout); a client refused for uploads in flight retries after this. */
  spoolStaleMinutes: 60,
  uploadsRetryAfterSeconds: 10,
  profilePhoto: { maxBytes: 5 * 1024 * 1024, maxWidth: 4096, maxHeight: 4096 },
  // Decompression-bomb guard: no image may decode to more pixels than this.
  maxInputPixels: 40_000_000,
  searchPageSize: 20,
  v1SearchDefaultLimit: 10,
  searchMaxLimit: 100,
  gridPageSize: 12,
  articlesPageSize: 15,
  subscriptionsPageSize: 20,
  /** Largest page of the GraphQL lists (books, issues, bookmarks, subscribers). */
  listMaxLimit: 100,
  /** Connections (`first`/`after`): the default and the largest `first`. */
  connectionDefaultFirst: 20,
  connectionMaxFirst: 100,
  /**
   * GraphQL `accreditedWorks`: issues listed per role (the first ones in its order; `count`
   * stays the full number). Its cost is this cap, so the profile's query stays well under
   * the cost limit. The v1 route is not capped.
   */
  accreditedIssuesPerRole: 20,
  /** `search` pages reach at most this many rows (page * limit); deeper crawls use `books(first, after)`. */
  searchMaxRows: 1000,
  /** The v1 bookmark list is not paginated (the client pages it); this caps one answer. */
  v1BookmarksMax: 1000,
  /** Latest issues in an Atom feed. */
  feedEntries: 50,
  /**
   * Reading progress: writes a signed-in reader may make per minute (the reader flushes about
   * every 20 seconds, so a flood is refused, never a write per scroll event), the most
   * entries one log-in merge of a visitor's local history takes, and the "Continue reading" shelf.
   */
  progressWritesPerMinute: 30,
  progressMergeMax: 200,
  continueReadingDefaultFirst: 12,
  /** How often the web reader sends progress at most (it also sends when the page is hidden). */
  progressFlushSeconds: 20,
  /** URLs per sitemap file (the sitemap protocol's maximum); more make /sitemap.xml an index. */
  sitemapUrlsPerFile: 50_000,
  /** Home shelves (New issues, Popular): covers per shelf, at most and by default. */
  shelfMax: 24,
  shelfDefault: 12,
  /** OPDS catalog: entries per feed page, and the deepest `page` asked for (deeper is a 400). */
  opdsPageSize: 50,
  opdsMaxPage: 1000,
  /** OPDS page streaming: the narrowest and widest `width` a client may ask a page at. */
  opdsPageMinWidth: 100,
  opdsPageMaxWidth: 4000,
  /** OPDS page streaming: transcodes at once in one process, and requests queued behind them. */
  opdsTranscodeConcurrency: 2,
  opdsTranscodeQueue: 8,
  /** A scheduled release (issue `releaseAt`) lies at most this many days ahead. */
  releaseAtMaxDays: 366,
  /** Subscribers per new-issue notice job (one job per batch, mailed one by one). */
  noticeBatchSize: 100,
  creditPickerResults: 10,
  resetTokenMinutes: 30,
  jwtLifetimeDays: 7,
  /** Log-in back-off per account and client IP: this many failures in a row are free, then
   * each further one makes that pair wait, twice as long each time, up to the cap. */
  loginFailuresBeforeBackoff: 5,
  loginBackoffBaseSeconds: 30,
  loginBackoffMaxSeconds: 15 * 60,
  /** How long failures are remembered for the back-off (counted from the first). */
  loginFailuresWindowHours: 24,
  /** How long the old address can undo an email change (it stays reserved for the account meanwhile). */
  emailUndoDays: 7,
  /** Personal access tokens: live tokens per user, name length, the expiries offered (days). */
  accessTokensMax: 50,
  accessTokenNameMax: 100,
  accessTokenExpiryDays: [7, 30, 90, 365],
  /** lastUsedAt of a token is written at most this often (a busy token is not a write per request). */
  accessTokenTouchSeconds: 60,
  webhook: {
    /** Endpoints one user may register. */
    maxPerUser: 20,
    urlMax: 2000,
    secretMin: 16,
    secretMax: 200,
    /** Random bytes of a server-generated secret (hex-encoded: twice as many characters). */
    generatedSecretBytes: 32,
    /** Attempts of one delivery before it is FAILED. */
    maxAttempts: 5,
    /** Bytes of a receiver's answer read (then the connection is dropped). */
    maxResponseBytes: 64 * 1024,
    /** Characters of an attempt's error kept in the delivery log. */
    errorMax: 300,
    deliveriesPageSize: 20,
    /** How old a signed timestamp receivers should still accept (verifyWebhookSignature's default). */
    signatureToleranceSeconds: 300,
    /** Pings per endpoint and window (pingWebhook); each is a real request to the receiver. */
    pingsPerWindow: 10,
    /** Redeliveries per endpoint and window (redeliverWebhook). */
    redeliveriesPerWindow: 30,
    manualWindowSeconds: 10 * 60,
    /** A delivery whose endpoint has all its attempts in flight is tried again this much later. */
    deferSeconds: 1,
    /** An attempt's claim on its endpoint's slot outlives the attempt timeout by this much (a crashed worker's slot frees itself). */
    slotGraceSeconds: 30,
  },
  /** Comments on issues (modules/comments). The rate limits are in shared/rate-limits.ts. */
  comment: {
    bodyMax: 2000,
    /** Minutes after posting in which the author may still edit a comment. */
    editWindowMinutes: 15,
    /** The same author posting the same text on the same issue within this is refused. */
    duplicateWindowSeconds: 60,
    /** Characters of plain text a notification or webhook carries. */
    excerptMax: 140,
    pageSize: 20,
    repliesPageSize: 10,
    /** The most `first` of the comment and reply lists (replies nest under comments: 50 x 50). */
    pageMax: 50,
    /** Mentions looked up per comment (more are left as text). */
    mentionsMax: 10,
    /** Per user and per hour; accounts younger than `newAccountHours` get `perHourNewAccount`. */
    perHour: 60,
    perHourNewAccount: 10,
    newAccountHours: 24,
    /** Per client IP and per hour (shared by everyone behind it). */
    perIpPerHour: 200,
    /** Comment likes (and unlikes) per user and per IP, per hour. */
    likesPerHour: 300,
    likesPerIpPerHour: 1000,
    blockedUsersPageSize: 20,
  },
  /**
   * A .cbz/.zip sent instead of separate pages. Every limit is checked on the archive's
   * directory before anything is unpacked, and the byte limits again on the bytes actually
   * inflated (a directory can lie). `maxRatio` applies to entries over `ratioFloorBytes`.
   */
  archive: {
    maxBytes: 150 * 1024 * 1024,
    maxEntries: 300,
    maxUncompressedBytes: 400 * 1024 * 1024,
    maxRatio: 100,
    ratioFloorBytes: 1024 * 1024,
    comicInfoMaxBytes: 64 * 1024,
  },
  /** The bell, the notifications page and the daily e-mail digest. */
  notifications: {
    /** `notifications(first)`: default and most per page. */
    pageDefault: 20,
    pageMax: 50,
    /** `markNotificationsRead(ids)`: most ids per call. */
    markReadMax: 100,
    /** Distinct likers remembered on a grouped "N people liked your comment" entry. */
    likersKept: 50,
    /** Entries listed in one digest mail (the rest are counted, with a link to the page). */
    digestItems: 20,
    /** Recipients claimed per round of a digest run. */
    digestUsersPerRound: 50,
    /** The digest runs once per this interval (per cluster). */
    digestIntervalHours: 24,
  },
  /** Likes and ratings: per-user and per-IP limits (shared/rate-limits.ts) and the webhook batch. */
  reactions: {
    ratingMin: 1,
    ratingMax: 5,
    /** Like and unlike writes per user and minute (a toggle spree is a bot, not a reader). */
    likesPerUserPerMinute: 30,
    /** Like and unlike writes per IP and minute (several readers behind one address). */
    likesPerIpPerMinute: 120,
    ratingsPerUserPerMinute: 20,
    ratingsPerIpPerMinute: 80,
    /** `issue.liked` is sent at most once per issue and window, with the window's new likes. */
    likedWebhookWindowSeconds: 60,
  },
  /** Moderation: a report's and an appeal's text, a moderator's reason, and the report limits. */
  moderation: {
    reportTextMax: 1000,
    reasonMax: 1000,
    appealTextMax: 2000,
    reportsPerUserPerHour: 20,
    reportsPerIpPerHour: 60,
    /** How long the appeal link in a decision mail works. */
    appealLinkDays: 30,
  },
  /** Reading analytics: the beacon's bounds, the recorder's buffer and the rollup's pace. */
  analytics: {
    /** Events in one beacon, and its body's size (what `navigator.sendBeacon` sends reliably). */
    beaconMaxEvents: 20,
    beaconMaxBytes: 8 * 1024,
    /** Beacons per client address and minute (a reader sends one every few seconds). */
    beaconsPerIpPerMinute: 120,
    /** `recordReading` calls per user and minute (a reading tool reports once per issue opened). */
    recordReadingPerUserPerMinute: 60,
    /**
     * The recorder writes its buffer this often, or as soon as this many events wait; a
     * backlog goes out in statements of at most `maxEventsPerInsert` rows. Small batches keep
     * each synchronous piece of a write short beside the requests (docs/analytics.md).
     */
    flushIntervalMs: 2000,
    flushBatch: 100,
    maxEventsPerInsert: 1000,
    /** Events waiting in one process at most; past it new events are dropped and counted. */
    maxPendingEvents: 20_000,
    /** OPDS page streaming counts one view per reader and issue in this window. */
    opdsViewWindowMinutes: 5,
    /** The rollup job's interval. */
    rollupIntervalMinutes: 5,
  },
  /** Creators' reading statistics: the range a query may span and the sizes of its lists. */
  stats: {
    /** Longest range of whole UTC days (both ends included): a leap year. */
    maxRangeDays: 366,
    referrersDefault: 10,
    referrersMax: 50,
    issuesFirstDefault: 20,
    issuesFirstMax: 100,
  },
} as const;
