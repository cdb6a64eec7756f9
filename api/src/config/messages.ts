// Every user-facing validation and error text, shared by the API and the web's forms
// (through limits.ts). Texts that name a limit read it from product-limits.ts.

import { LIMITS } from './product-limits';

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
  printPageDimensions: (w: number, h: number, spreadW: number) =>
    `This page is too large: a page can be at most ${w} x ${h} pixels, a spread (wider than tall) ${spreadW} x ${h} pixels`,
  printPageSize: (limit: string, spreadLimit: string) =>
    `This page is too large: a page can be at most ${limit}, a spread (wider than tall) ${spreadLimit}`,
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
  blockedByCreator: 'The creator of this work has blocked you from taking part in their works',
  // Notifications (the bell, the page, the digest)
  notificationIdsRequired: 'Name at least one notification to mark read',
  notificationIdsTooMany: (max: number) => `At most ${max} notifications can be marked at once`,
  notificationPreferenceTwice: 'Each kind can be set only once per request',
  noNotifications:
    'No notifications yet. Replies, mentions, likes and new issues from creators you follow show up here.',
  digestUnsubscribeInvalid: 'This unsubscribe link is invalid',
  digestUnsubscribed: (what: string) =>
    `You have been unsubscribed: ${what} will no longer be in your daily e-mail digest. You still see them in the app, and can turn them back on in your settings.`,
  // Likes and ratings
  reactionIssueNotFound: 'No issue found with that id',
  reactionOwnWork: 'You cannot like or rate your own work',
  ratingOutOfRange: `A rating must be a whole number from ${LIMITS.reactions.ratingMin} to ${LIMITS.reactions.ratingMax}`,
  likesTooMany: (retryAfter: number) =>
    `Too many likes in a short time; try again in ${retryAfter} s`,
  ratingsTooMany: (retryAfter: number) =>
    `Too many ratings in a short time; try again in ${retryAfter} s`,
  likeSignIn: 'Log in to like this issue',
  rateSignIn: 'Log in to rate this book',
  // Moderation (reports, actions, appeals, roles, featured books)
  reportTargetNotFound: 'Nothing to report was found with that id',
  reportReasonInvalid: 'Choose a reason for the report',
  reportTextRequired: 'Tell us what is wrong when the reason is "other"',
  reportTextTooLong: (max: number) => `A report's text must be at most ${max} characters`,
  reportSelf: 'You cannot report yourself',
  tooManyReports: (retryAfter: number) =>
    `You have sent many reports recently; try again in ${retryAfter} s`,
  staffOnly: 'Only moderators and admins can do this',
  adminOnly: 'Only admins can do this',
  moderationReasonRequired: 'Give a reason for this moderation action',
  moderationReasonTooLong: (max: number) => `A reason must be at most ${max} characters`,
  moderationActionInvalid: (action: string, target: string) =>
    `The action ${action} does not apply to a ${target}`,
  moderationNothingToDismiss: 'There are no open reports or appeals on this item',
  moderationTargetNotFound: 'The item to moderate was not found',
  moderationStaffTarget: 'Moderators and admins cannot be suspended from the queue',
  moderationActionNotFound: 'Moderation decision not found',
  appealTextRequired: 'Write your appeal',
  appealTextTooLong: (max: number) => `An appeal must be at most ${max} characters`,
  appealAlreadySent: 'You have already appealed this decision',
  appealLinkInvalid: 'This appeal link is invalid or has expired',
  accountSuspended: 'This account is suspended; the e-mail about the suspension says how to appeal',
  removedByModeration: 'A moderator removed this book; it cannot be shown again from here',
  roleUserNotFound: 'User not found',
  roleNotModerator: 'This user is not a moderator',
  roleAlreadyStaff: 'This user is already a moderator or admin',
  moderateScopeStaffOnly: 'Only moderators and admins can create tokens with the moderate scope',
  commentEmpty: 'Write something before posting',
  commentTooLong: (max: number) => `A comment can be at most ${max} characters`,
  commentNotFound: 'Comment not found',
  commentIssueNotFound: 'No issue found with that id',
  commentsOff: 'The creator has turned comments off for this book',
  commentDuplicate: 'You posted the same comment a moment ago',
  commentPageOutOfRange: (pages: number) =>
    pages > 0 ? `The page must be between 1 and ${pages}` : 'This issue has no pages to point at',
  commentEditWindowOver: (minutes: number) =>
    `A comment can only be edited in the first ${minutes} minutes`,
  commentNotYours: 'Only the author can do this',
  commentNotCreator: 'Only the creator of this work can do this',
  commentDeleted: 'This comment was deleted',
  commentPinTopLevel: 'Only a visible top-level comment can be pinned',
  commentBlockSelf: 'You cannot block yourself',
  commentTooMany: (retryAfter: number) =>
    `You are commenting too fast; try again in ${retryAfter} s`,
  commentLikesTooMany: (retryAfter: number) =>
    `You are liking too fast; try again in ${retryAfter} s`,
  // Print layout (setIssueLayout): spreads, the cover and the pairing of pages
  layoutIssueNotFound: 'No issue found with that id',
  layoutPairOffset: 'The pair offset must be 0 or 1',
  layoutSpreadPageNotFound: (page: number, pages: number) =>
    `Page ${page} is not a page of this issue (it has pages 1 to ${pages})`,
  layoutSpreadPageInvalid: 'Spread pages are listed by page number (1, 2, 3…)',
  layoutSpreadPageRepeated: (page: number) => `Page ${page} is listed twice as a spread`,
  layoutCoverFlag: 'Say whether the cover stands alone: true or false',
  // Saving issues for offline reading (web only: the browser's storage, not the API).
  offlineStorageFull:
    'This device has no room left to save the issue. Remove saved issues or free some space, then try again.',
  offlineSaveFailed: 'The issue could not be saved. Check your connection and try again.',
  offlineUnsupported: 'This browser cannot save issues for offline reading.',
  offlineRemoveFailed: 'The saved issue could not be removed. Try again.',
  // Reading analytics: the reader's beacon and recordReading
  beaconNotJson: 'The body must be JSON: { "events": [ { "issueId": 12, "opened": true } ] }',
  beaconTooLarge: `A reading beacon is at most ${LIMITS.analytics.beaconMaxBytes / 1024} KB`,
  beaconEvents: `events must be a list of 1 to ${LIMITS.analytics.beaconMaxEvents} reading events`,
  beaconEventInvalid: (index: number, field: string, what: string) =>
    `events[${index}].${field} must be ${what}`,
  beaconsTooMany: 'Too many reading reports from this address. Please wait a moment and try again.',
  readingIssueNotFound: (issueId: number) => `No public issue with id ${issueId}`,
  readingPageOutOfRange: (pageCount: number) =>
    `furthestPage must be a page of the issue, from 1 to ${pageCount}`,
  recordReadingTooMany: (retryAfter: number) =>
    `Readings are recorded at most ${LIMITS.analytics.recordReadingPerUserPerMinute} times a minute; try again in ${retryAfter} s`,
  // Creators' reading statistics (creatorStats, bookStats, issueStats)
  statsDayInvalid: (field: string) => `${field} must be a date written YYYY-MM-DD`,
  statsRangeReversed: 'The range must not end before it starts',
  statsRangeTooLong: (days: number) => `The range can span at most ${days} days`,
  statsRangeInFuture: 'The range cannot end after today (UTC)',
  statsBookNotFound: 'No book of yours found with that id',
  statsIssueNotFound: 'No issue of yours found with that id',
} as const;
