// The one source of truth for business limits and user-facing validation texts.
// The API validates with these; the web's yup schemas are built from them too
// (web imports this file through the `@shared/limits` alias). It imports and re-exports
// only its siblings (vocabulary.ts, api-limits.ts, format.ts), so the web bundles them all.
// Upload handling reads the per-kind presets in UPLOADS (at the end of this file).

import { formatBytes } from './format';

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
} as const;

export * from './vocabulary';
export * from './api-limits';
export * from './format';

export const MESSAGES = {
  firstNameRequired: 'First name required!',
  lastNameRequired: 'Last name required!',
  usernameRequired: 'Username required!',
  usernameMin: `Username must be at least ${LIMITS.usernameMin} characters`,
  usernameMax: `Username must be at most ${LIMITS.usernameMax} characters`,
  usernameChars: 'Username may only contain letters, numbers, dots, dashes and underscores',
  nameMax: `Names must be at most ${LIMITS.nameMax} characters`,
  emailInvalidSignUp: 'Invalid email address!',
  emailInvalid: 'Invalid email address',
  emailRequired: 'Email required!',
  passwordRequired: 'Password required!',
  passwordMin: `Password must be at least ${LIMITS.passwordMin} characters`,
  passwordMax: `Password must be at most ${LIMITS.passwordMax} characters`,
  passwordsMustMatch: 'Passwords must match!',
  passwordConfirmRequired: 'Password confirm required!',
  bioMax: `Bio must be at most ${LIMITS.bioMax} characters`,
  photosAtLeastOne: 'At least one of these fields is required.',
  bookTitleRequired: 'Book Title required!',
  bookTitleMax: 'Book Title must be at most 50 characters!',
  issueTitleRequired: 'Issue Title required!',
  issueTitleMax: 'Issue Title must be at most 50 characters!',
  bookDescriptionRequired: 'Book Description required!',
  issueDescriptionRequired: 'Issue Description required!',
  descriptionMax: 'Description must be at most 550 characters!',
  slugRequired: 'URL Slug required!',
  slugMax: 'URL slug must be at most 50 characters!',
  slugInvalid: 'This URL Slug Invalid!',
  contentRatingRequired: 'Content Rating required!',
  genresRequired: 'You must select a genre!',
  fileRequired: 'You need to provide a file',
  issueCoverRequired: 'A Issue Cover Photo is required!',
  issueAssetsRequired: 'A Issue Assets are required!',
  workCreditsRequired: 'Must have at least one work credit',
  workCreditUserRequired: 'A user must be selected',
  workCreditUsernameRequired: 'A user must have a username',
  workCreditCreditsRequired: 'Please select credits',
  statusRequired: 'Status required!',
  altTextMax: `Alt Text must be at most ${LIMITS.altTextMax} characters!`,
  transcriptMax: `Transcript must be at most ${LIMITS.transcriptMax} characters!`,
  markupNotAllowed: 'The characters < and > are not allowed',
  fileDimensions: (w: number, h: number) =>
    `This file must have a width of ${w}px and a height of ${h}px!`,
  fileSize: (limit: string) => `This file size is too large. The max file size is ${limit}`,
  pageDimensions: (w: number, h: number) =>
    `This file is too large! The dimensions cannot be larger than the recommended file size: ${w} pixels x ${h} pixels`,
  pageSize: (limit: string) =>
    `This file is too large! The file size cannot be larger than: ${limit}`,
  thumbnailGuide: (w: number, h: number) => `Thumbnail size must be: ${w} x ${h}`,
  // Texts shown after actions
  loginSuccess: 'Login successful!',
  reactivated: 'Your account has been reactivated!',
  signUpSuccess: 'Sign Up successful!',
  resetSent: 'A reset token has been sent to your email.',
  resetDone: 'Your password has been reset.',
  profileUpdated: 'Profile updated!',
  photoUpdated: 'Profile pic updated!',
  profileFormFailure: 'Something went wrong. Please try again later.',
  genericError: 'An Error occurred. Please try again later.',
  profileError: 'An error occurred. Please try again later.',
  uploadError: 'An Error occurred while uploading. Please try again later.',
  updateError: 'An Error occurred while updating the data for this work. Please try again later.',
  // Server-side texts
  invalidCredentials: 'Incorrect email or password',
  accountExists: 'An account with this email or username already exists',
  emailTaken: 'This email is already in use',
  usernameTaken: 'This username is already taken',
  resetTokenInvalid: 'Token is invalid or has expired',
  notLoggedIn: 'You are not logged in. Please log in to get access.',
  sessionExpired: 'Your session is invalid or has expired. Please log in again.',
  accessTokenInvalid: 'This access token is invalid, expired or revoked',
  tokenScopeMissing: (scope: string) => `This access token lacks the ${scope} scope`,
  sessionRequired:
    'This needs a signed-in session: access tokens cannot manage access tokens or sessions.',
  accessTokenNameRequired: 'A token name is required',
  accessTokenNameMax: `A token name must be at most ${LIMITS.accessTokenNameMax} characters`,
  accessTokenScopesRequired: 'Choose at least one scope',
  accessTokenScopeInvalid: (scope: string) => `Unknown scope: ${scope}`,
  accessTokenExpiryInvalid: `The expiry must be one of ${LIMITS.accessTokenExpiryDays.join(', ')} days, or none`,
  accessTokensTooMany: `You already have ${LIMITS.accessTokensMax} active access tokens. Revoke one before creating another.`,
  accessTokenNotFound: 'No access token found with that id',
  forgotPasswordAnswer: 'If an account exists for this email, a reset link has been sent.',
  tooManyLoginFailures:
    'Too many failed log-ins from here. Please wait a little, or reset your password.',
  emailChangeNeedsSession:
    'Only a signed-in session can change the email address: access tokens cannot.',
  emailUndoLinkInvalid: 'This link is invalid, has expired or was already used',
  emailUndoConfirm: (email: string) =>
    `Restore ${email} as the email address of your account? Every session and access token will be ended.`,
  emailChangeUndone:
    'Your email address has been restored and every session and access token has been ended. If you did not change it yourself, reset your password now.',
  notAnImage: 'The file must be a JPEG, PNG or WebP image',
  imageTooLarge: 'The image is too large',
  imageDamaged: 'The image is damaged or incomplete: its pixels cannot be read',
  uploadsInFlight: (max: number) =>
    `You already have ${max} upload${max === 1 ? '' : 's'} in progress. Wait for one to finish, then try again.`,
  uploadsBusy: 'The server is busy with other uploads. Please try again in a few seconds.',
  uploadSpaceShort:
    'The server is short of space for uploads right now, so nothing was saved. Please try again in a few minutes.',
  // Publishing (server-side texts)
  pageNotFound: 'A page in the list does not belong to this issue',
  onlyLatestIssueDeletable: 'Only the latest issue of a book can be deleted',
  onlyIssueDeleteBook: 'This is the only issue of the book. Delete the book instead.',
  // Scheduled releases (issue releaseAt)
  releaseAtInvalid:
    'Release time must be an ISO 8601 date and time with a time zone, such as 2026-12-01T18:00:00Z or 2026-12-01T19:00+01:00',
  releaseAtTooFar: `Release time must be at most ${LIMITS.releaseAtMaxDays} days from now`,
  releaseAtAlreadyReleased: 'This issue is already released; its release time can no longer change',
  releaseAtFirstIssue:
    'The first issue of a book is released with the book; schedule a later issue instead',
  releaseAtBeforePrevious: (issueNumber: number, at: string) =>
    `Issue ${issueNumber} is scheduled for ${at}; a later issue cannot be released before it`,
  releaseAtAfterNext: (issueNumber: number, at: string) =>
    `Issue ${issueNumber} is scheduled for ${at}; an earlier issue cannot be released after it`,
  contentRatingInvalid: 'Content Rating must be one of G, T or M',
  statusInvalid: 'Status must be one of ongoing, completed or hiatus',
  genreInvalid: (genre: string) => `Unknown genre: ${genre}`,
  creditRoleInvalid: (role: string) => `Unknown credit role: ${role}`,
  creditUserUnknown: (id: number) => `No user exists with the ID ${id}`,
  tooManyPages: `An issue can have at most ${LIMITS.maxPagesPerIssue} pages`,
  tooManyCredits: `An issue can have at most ${LIMITS.maxCreditsPerIssue} credits (one user in one role counts as one)`,
  archiveSize: (max: string) => `The archive is too large. The max archive size is ${max}`,
  archiveCorrupt: 'The archive is damaged or is not a ZIP/CBZ file',
  archiveEncrypted: 'Encrypted (password-protected) archives are not supported',
  archiveUnsafePath: (name: string) =>
    `The archive entry "${name}" has an unsafe path (absolute or with ..)`,
  archiveTooManyEntries: (max: number) => `The archive can hold at most ${max} files`,
  archiveUncompressedTooLarge: (max: string) =>
    `The archive unpacks to more than ${max}; it is refused as a possible zip bomb`,
  archiveRatio: (name: string) =>
    `The archive entry "${name}" is compressed suspiciously well; it is refused as a possible zip bomb`,
  archiveEntry: (name: string, problem: string) => `${name} (in the archive): ${problem}`,
  archiveNoPages: 'The archive contains no page images',
  archiveOrPages: 'Send either page images or one archive, not both',
  comicInfoTooLarge: (max: string) => `ComicInfo.xml is too large (at most ${max})`,
  comicInfoEntities: 'ComicInfo.xml must not contain a DOCTYPE or entity declarations',
  comicInfoInvalid: 'ComicInfo.xml is not valid XML',
  comicInfoFieldTooLong: (field: string, max: number) =>
    `ComicInfo.xml: ${field} must be at most ${max} characters`,
  pageOrderInvalid: 'The final page numbers must be exactly 1 to N, without gaps or duplicates',
  pageSlotInvalid: 'Each page slot must name either an existing page or a new upload',
  newPageUnused: 'Every new page upload must be placed in the page order',
  invalidJsonField: (field: string) => `The field ${field} must be valid JSON`,
  unstorableText: (field: string) =>
    `The field ${field} contains a control character (such as NUL) that text cannot hold`,
  badPercentEncoding: 'The address contains an invalid percent-encoding (such as %ff)',
  bodyStalled: (seconds: number) =>
    `The request body stopped arriving for ${seconds} seconds, so the request was cancelled`,
  badMultipart: 'Malformed multipart request',
  unstorableValue:
    'A value in the request cannot be stored (a control character or a number out of range)',
  tooManyRequests: 'Too many requests. Please try again later.',
  opdsPagesTooMany: 'Too many page requests from this address. Please wait a moment and try again.',
  opdsTranscodesBusy: 'The server is busy preparing other pages. Please try again in a moment.',
  queryTooExpensive: (cost: number, max: number) =>
    `Query is too expensive: cost ${cost} exceeds the maximum of ${max}`,
  queryTooManyNodes: (nodes: number, max: number) =>
    `Query may return too many nodes: ${nodes} exceeds the maximum of ${max}`,
  queryTooManyFields: (fields: number, max: number) =>
    `Query is too large: ${fields} fields exceed the maximum of ${max}`,
  queryTooManyTokens: (max: number) => `Query is too large: it has more than ${max} tokens`,
  queryTooManyBytes: (max: number) =>
    `Query is too large: its text, comments included, exceeds ${max} bytes`,
  queryRepeatsField: (repeats: number, max: number) =>
    `Query is too large: one name is selected ${repeats} times in one selection; the maximum is ${max}`,
  budgetExceeded: (cost: number, remaining: number, seconds: number) =>
    `API rate limit exceeded: this query costs ${cost} points and ${remaining} remain; the budget resets in ${seconds} seconds`,
  // Reading, bookmarks and subscriptions
  bookNotFound: 'No book found with that id',
  issueNotFound: 'No issue found with that number in this book',
  userNotFound: 'No user found with that id',
  invalidBookId: 'The book id must be a positive whole number',
  invalidIssueNumber: 'The issue number must be a whole number from 1 to 32767',
  invalidUserId: 'The user id must be a positive whole number',
  invalidPage: 'The page must be a positive whole number',
  invalidLimit: (max: number) => `The limit must be a whole number from 1 to ${max}`,
  invalidFirst: (max: number) => `first must be a whole number from 1 to ${max}`,
  invalidCursor: 'Invalid cursor',
  pageWithCursor: 'page cannot be combined with first or after: page 1, or leave it out',
  searchTooDeep: (max: number) =>
    `Search pages reach at most ${max} results (page * limit); use books(first, after) to crawl the catalogue`,
  bookmarkNotFound: 'This book is not bookmarked',
  notSubscribed: 'You are not subscribed to this user',
  subscribeToSelf: 'You cannot subscribe to yourself',
  unsubscribeLinkInvalid: 'This unsubscribe link is invalid',
  unsubscribed:
    'You have been unsubscribed. You will no longer receive new-issue emails from this creator.',
  // Reading progress and the Following list
  progressIssueNotFound: 'No issue found with that id',
  progressPageOutOfRange: (pageCount: number) =>
    `The page must be a whole number from 1 to ${pageCount}, the issue's last page`,
  progressMergeTooMany: (max: number) =>
    `At most ${max} reading-progress entries can be merged at once`,
  progressTooManyWrites: `Reading progress is saved at most ${LIMITS.progressWritesPerMinute} times a minute; try again shortly`,
  noReadingHistory: 'Nothing to continue yet: issues you start reading show up here.',
  clearReadingHistoryConfirm:
    'Clear your reading history? The "Continue reading" shelf and your places in every issue are forgotten.',
  noFollowingIssues:
    'No issues yet. Subscribe to creators on their profiles and their new issues show up here.',
  followingFeedNotFound: 'Feed not found',
  // Reading, search and the social graph (web)
  noSearchResults: 'No results found. Be the first!',
  noUserResults: 'No users found. Be the first!',
  noWorks: 'No works to display yet.',
  noBookmarks: 'This user has no bookmarks',
  noSubscriptions: 'There are no subscriptions present.',
  working: 'Loading....',
  deleteWorkConfirm: 'Are you sure that you want to permanently delete this work?',
  deleting: 'Deleting....',
  deletingPatience: 'This may take a while, please be patient.',
  // Webhooks
  webhookNotFound: 'Webhook not found',
  webhookDeliveryNotFound: 'Webhook delivery not found',
  webhookTooMany: (max: number) => `You can register at most ${max} webhooks`,
  webhookUrlInvalid: 'The webhook URL must be an absolute http(s) URL',
  webhookUrlTooLong: (max: number) => `The webhook URL must be at most ${max} characters`,
  webhookUrlHttps: 'The webhook URL must use https',
  webhookUrlCredentials: 'The webhook URL must not contain a user name or password',
  webhookUrlUnresolvable: 'The webhook URL host does not resolve',
  webhookUrlPrivate: 'The webhook URL resolves to a private address',
  webhookEventsRequired: 'Choose at least one event',
  webhookSecretLength: (min: number, max: number) =>
    `The webhook secret must be ${min} to ${max} characters`,
  webhookCursorInvalid: 'The cursor is invalid',
  webhookDisabledReason: (failures: number, lastError: string) =>
    `${failures} deliveries in a row failed${lastError ? ` (the last one: ${lastError})` : ''}`,
  webhookTooManyPings: (max: number, minutes: number, retryAfter: number) =>
    `A webhook can be pinged at most ${max} times in ${minutes} minutes; try again in ${retryAfter} s`,
  webhookTooManyRedeliveries: (max: number, minutes: number, retryAfter: number) =>
    `A webhook can receive at most ${max} redeliveries in ${minutes} minutes; try again in ${retryAfter} s`,
} as const;

const cover = LIMITS.thumbnail;
const page = LIMITS.page;
const photo = LIMITS.profilePhoto;
/** The profile and background photos share their limits. */
const photoPreset = () => ({
  maxWidth: photo.maxWidth,
  maxHeight: photo.maxHeight,
  maxBytes: photo.maxBytes,
  maxCount: 1,
  maxSize: formatBytes(photo.maxBytes),
  description: `at most ${photo.maxWidth} x ${photo.maxHeight} px and ${formatBytes(photo.maxBytes)}`,
  tooLargeMessage: MESSAGES.fileSize(formatBytes(photo.maxBytes)),
  dimensionMessage: `The image cannot be larger than ${photo.maxWidth} x ${photo.maxHeight} pixels`,
});

/**
 * One preset per upload kind: its limits and their user-facing texts. The GraphQL resolvers
 * (argument descriptions, spool limits), the v1 routes (multipart limits and messages), the
 * image processor (server checks) and the web forms (client checks, hints) all read these.
 * `maxSize` is maxBytes in words; `description` is all the limits in words.
 */
export const UPLOADS = {
  cover: {
    width: cover.width,
    height: cover.height,
    maxBytes: cover.maxBytes,
    maxCount: 1,
    maxSize: formatBytes(cover.maxBytes),
    description: `${cover.width} x ${cover.height} px, at most ${formatBytes(cover.maxBytes)}`,
    hint: MESSAGES.thumbnailGuide(cover.width, cover.height),
    tooLargeMessage: MESSAGES.fileSize(formatBytes(cover.maxBytes)),
    dimensionMessage: MESSAGES.fileDimensions(cover.width, cover.height),
  },
  page: {
    maxWidth: page.maxWidth,
    maxHeight: page.maxHeight,
    maxBytes: page.maxBytes,
    maxCount: LIMITS.maxPagesPerIssue,
    maxSize: formatBytes(page.maxBytes),
    description: `at most ${page.maxWidth} x ${page.maxHeight} px and ${formatBytes(page.maxBytes)}`,
    tooLargeMessage: MESSAGES.pageSize(formatBytes(page.maxBytes)),
    dimensionMessage: MESSAGES.pageDimensions(page.maxWidth, page.maxHeight),
    tooManyMessage: MESSAGES.tooManyPages,
  },
  profilePhoto: photoPreset(),
  background: photoPreset(),
  /** One .cbz/.zip instead of separate pages (its pages follow the page preset). */
  archive: {
    maxBytes: LIMITS.archive.maxBytes,
    maxCount: 1,
    maxSize: formatBytes(LIMITS.archive.maxBytes),
    description: `one .cbz or .zip of page images, at most ${formatBytes(LIMITS.archive.maxBytes)}; pages in name order (p2 before p10), ComicInfo.xml pre-fills the details`,
    tooLargeMessage: MESSAGES.archiveSize(formatBytes(LIMITS.archive.maxBytes)),
  },
} as const;
export type UploadKind = keyof typeof UPLOADS;
