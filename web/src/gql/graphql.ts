/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: File; output: File; }
};

/** A personal access token of the viewer (the secret is never shown again after creation). */
export type AccessToken = {
  __typename?: 'AccessToken';
  /** When the token was created. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** When the token stops working, or null. */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Unique id of the token. */
  id: Scalars['Int']['output'];
  /** Neither revoked nor expired: the token works. */
  isActive: Scalars['Boolean']['output'];
  /** When the token was last used (updated at most once a minute), or null. */
  lastUsedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** What the token is for (1-100 characters). */
  name: Scalars['String']['output'];
  /** The first characters of the token (`php_` and four more), to recognise it. */
  prefix: Scalars['String']['output'];
  /** When the token was revoked, or null. */
  revokedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** What the token may do. */
  scopes: Array<TokenScope>;
};

/** A user's credits for one role (the profile's Accredited accordion). */
export type AccreditedRole = {
  __typename?: 'AccreditedRole';
  /** Number of issues credited with this role. */
  count: Scalars['Int']['output'];
  /** Issues the user is credited on for this role (with their book): the first 20 by book title then issue number (`count` has them all). */
  issues: Array<Issue>;
  /** The credit role. */
  role: CreditRole;
};

/** An affected user's one reply to a decision. */
export type Appeal = {
  __typename?: 'Appeal';
  /** When it was sent. */
  dateCreated: Scalars['DateTimeISO']['output'];
  /** The decision it answers. */
  decision: ModerationDecision;
  /** Unique id of the appeal. */
  id: Scalars['Int']['output'];
  /** What the affected user wrote. */
  text: Scalars['String']['output'];
};

/** The decision an appeal link is about, for the appeal form. */
export type AppealLinkDecision = {
  __typename?: 'AppealLinkDecision';
  /** What was done. */
  action: ModerationActionKind;
  /** True once the decision was appealed (only once). */
  appealed: Scalars['Boolean']['output'];
  /** When. */
  dateCreated: Scalars['DateTimeISO']['output'];
  /** The moderator's reason. */
  reason: Scalars['String']['output'];
  /** What the target was called at the time. */
  targetTitle?: Maybe<Scalars['String']['output']>;
  /** What it was done to. */
  targetType: ReportTarget;
};

/** A ComicInfo.xml credit whose name is an existing username. */
export type ArchiveCredit = {
  __typename?: 'ArchiveCredit';
  /** Their roles from ComicInfo.xml. */
  roles: Array<CreditRole>;
  /** Id of the user. */
  userId: Scalars['Int']['output'];
  /** Their username. */
  username: Scalars['String']['output'];
};

/** What a .cbz/.zip would publish: its pages in order and the details its ComicInfo.xml pre-fills. Nothing is stored. */
export type ArchivePreview = {
  __typename?: 'ArchivePreview';
  /** Credits naming existing users (at most one per name in the file). */
  credits: Array<ArchiveCredit>;
  /** ComicInfo Summary. */
  description?: Maybe<Scalars['String']['output']>;
  /** File names of the pages in publishing order (natural name order; at most the page limit). */
  pageNames: Array<Scalars['String']['output']>;
  /** ComicInfo Title (or Series). */
  title?: Maybe<Scalars['String']['output']>;
  /** Credits naming no user. */
  unresolvedCredits: Array<UnresolvedArchiveCredit>;
};

/** A new session: the JWT to send as `Authorization: Bearer <token>`, and its user. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** True when this log-in reactivated a deactivated account. */
  isReactivated: Scalars['Boolean']['output'];
  /** Session JWT, valid for 7 days. */
  token: Scalars['String']['output'];
  /** The signed-in user. */
  user: User;
};

/** A page of blocked users (first/after, keyset-paginated) and their total number. */
export type BlockedUserConnection = {
  __typename?: 'BlockedUserConnection';
  /** The blocked users of this page with their cursors. */
  edges: Array<BlockedUserEdge>;
  /** The blocked users of this page. */
  nodes: Array<User>;
  /** Cursors and whether more items follow. */
  pageInfo: PageInfo;
  /** Number of blocked users in the whole list. */
  totalCount: Scalars['Int']['output'];
};

/** One of the blocked users with its cursor. */
export type BlockedUserEdge = {
  __typename?: 'BlockedUserEdge';
  /** Opaque cursor of this item (pass it as `after`). */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: User;
};

/** A comic book: a series made of numbered issues. */
export type Book = {
  __typename?: 'Book';
  /** Readers may comment on its issues (existing comments stay readable when off). */
  commentsEnabled: Scalars['Boolean']['output'];
  /** Content rating: G (General), T (Teen), M (Mature). */
  contentRating: ContentRating;
  /** Cover thumbnail (320 x 485). */
  cover: Image;
  /** Users credited on any issue of the book, by role: a plain list, at most one group per role (8) and at most 64 users in all (as many as one issue may credit; taken round-robin across the roles); the users' fields are costed 64 times. */
  credits: Array<CreditRoleGroup>;
  /** When the book was published. */
  dateCreated: Scalars['DateTimeISO']['output'];
  /** Description (at most 550 characters). */
  description: Scalars['String']['output'];
  /** Genres, lower case. */
  genres: Array<Scalars['String']['output']>;
  /** Unique id of the book. */
  id: Scalars['Int']['output'];
  /** Number of issues; also the latest issue number (numbers are 1..N). */
  issueCount: Scalars['Int']['output'];
  /** Issues by issue number, 20 by default and at most 100 per page (first/after). */
  issues: IssueConnection;
  /** When the book was last changed. */
  lastUpdated?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Likes of the book's released issues, summed. */
  likeCount: Scalars['Int']['output'];
  /** The creator who published the book. */
  publisher: User;
  /** The average rating (1 to 5, to two decimals); null without ratings. */
  ratingAverage?: Maybe<Scalars['Float']['output']>;
  /** How many readers rated this book. */
  ratingCount: Scalars['Int']['output'];
  /** All-time views of the issues of this book (public; updated by the daily rollup). */
  readCount: Scalars['Int']['output'];
  /** True when the book is hidden from reading and search. */
  removed: Scalars['Boolean']['output'];
  /** Publication status. */
  status: BookStatus;
  /** Title (at most 50 characters). */
  title: Scalars['String']['output'];
  /** Pages across all issues. */
  totalPages: Scalars['Int']['output'];
  /** URL slug used in links; the id is what identifies the book. */
  urlSlug: Scalars['String']['output'];
  /** What the viewer may do with this book. */
  viewerCan: BookViewerCan;
  /**
   * Whether the viewer may edit this book (owner).
   * @deprecated Use viewerCan.edit.
   */
  viewerCanEdit: Scalars['Boolean']['output'];
  /** Whether the viewer may rate this book: signed in and not their own (a creator who blocked the viewer still refuses). */
  viewerCanRate: Scalars['Boolean']['output'];
  /** Whether the viewer bookmarked this book; null when signed out. */
  viewerHasBookmarked?: Maybe<Scalars['Boolean']['output']>;
  /** The viewer's most recently read issue of this book and where they stopped; null when signed out or not started. */
  viewerProgress?: Maybe<ReadingProgress>;
  /** The viewer's own rating (1 to 5); null when signed out or not rated. */
  viewerRating?: Maybe<Scalars['Int']['output']>;
};


/** A comic book: a series made of numbered issues. */
export type BookIssuesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of books (first/after, keyset-paginated) and their total number. */
export type BookConnection = {
  __typename?: 'BookConnection';
  /** The books of this page with their cursors. */
  edges: Array<BookEdge>;
  /** The books of this page. */
  nodes: Array<Book>;
  /** Cursors and whether more items follow. */
  pageInfo: PageInfo;
  /** Number of books in the whole list. */
  totalCount: Scalars['Int']['output'];
};

/** One of the books with its cursor. */
export type BookEdge = {
  __typename?: 'BookEdge';
  /** Opaque cursor of this item (pass it as `after`). */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: Book;
};

/** One page of books and the number of books across all pages. */
export type BookList = {
  __typename?: 'BookList';
  /** The books of this page with their cursors (pass one as `after`). */
  edges: Array<BookEdge>;
  /** The books of this page. */
  items: Array<Book>;
  /** The books of this page (the same as `items`). */
  nodes: Array<Book>;
  /** Cursors and whether more books follow. */
  pageInfo: PageInfo;
  /** Matching books ignoring page and limit. */
  totalCount: Scalars['Int']['output'];
};

/** Publication status of a book. */
export type BookStatus =
  /** The story is finished. */
  | 'COMPLETED'
  /** Paused for now. */
  | 'HIATUS'
  /** New issues keep coming. */
  | 'ONGOING';

/** What the viewer may do with a book (only its publisher changes it). */
export type BookViewerCan = {
  __typename?: 'BookViewerCan';
  /** Publish the next issue of the book. */
  addIssue: Scalars['Boolean']['output'];
  /** Delete the book with all its issues, pages, credits and bookmarks. */
  delete: Scalars['Boolean']['output'];
  /** Edit the details, genres, status, cover and removed flag. */
  edit: Scalars['Boolean']['output'];
};

/** A new password for the viewer's account, confirmed with the current one. */
export type ChangePasswordInput = {
  /** The current password. */
  currentPassword: Scalars['String']['input'];
  /** The new password (8 to 128 characters). */
  password: Scalars['String']['input'];
  /** The new password again. */
  passwordConfirm: Scalars['String']['input'];
};

/** A comment on an issue, or a reply to one (one level). Its text is plain: show `segments` as text and links, or `bodyHtml` (escaped). */
export type Comment = {
  __typename?: 'Comment';
  /** Its author; null when the text is not shown or the account is deactivated or suspended (show no name or photo). */
  author?: Maybe<User>;
  /** The plain text as written; null where the viewer may not read it (show "[deleted]" or a hidden notice by `state`). Never markup. */
  body?: Maybe<Scalars['String']['output']>;
  /** The text as HTML: everything escaped, links with rel="nofollow ugc noopener", mentions linked to profiles; null where `body` is null. */
  bodyHtml?: Maybe<Scalars['String']['output']>;
  /** When it was posted. */
  dateCreated: Scalars['DateTimeISO']['output'];
  /** Its text was edited after posting (show "edited"). */
  edited: Scalars['Boolean']['output'];
  /** When its text was last edited. */
  editedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Unique id of the comment. */
  id: Scalars['Int']['output'];
  /** The issue it is on. */
  issueId: Scalars['Int']['output'];
  /** Readers who like it. */
  likeCount: Scalars['Int']['output'];
  /** The page it is about (1-based). */
  pageNumber?: Maybe<Scalars['Int']['output']>;
  /** The comment it replies to (top-level only). */
  parentId?: Maybe<Scalars['Int']['output']>;
  /** Pinned to the top of the issue by the creator. */
  pinned: Scalars['Boolean']['output'];
  /** Replies the viewer may read, oldest first, 10 by default (empty for a reply). */
  replies: CommentConnection;
  /** Replies everyone sees (top-level comments). */
  replyCount: Scalars['Int']['output'];
  /** The text as pieces to show: text (as text), http(s) links and @mentions of existing users; empty where `body` is null. */
  segments: Array<CommentSegment>;
  /** Clients hide the text until the reader asks. */
  spoiler: Scalars['Boolean']['output'];
  /** What everyone sees of it. */
  state: CommentState;
  /** What the viewer may do with it. */
  viewerCan: CommentViewerCan;
  /** The viewer likes it (false when signed out). */
  viewerHasLiked: Scalars['Boolean']['output'];
};


/** A comment on an issue, or a reply to one (one level). Its text is plain: show `segments` as text and links, or `bodyHtml` (escaped). */
export type CommentRepliesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of comments (first/after, keyset-paginated) and their total number. */
export type CommentConnection = {
  __typename?: 'CommentConnection';
  /** The comments of this page with their cursors. */
  edges: Array<CommentEdge>;
  /** The comments of this page. */
  nodes: Array<Comment>;
  /** Cursors and whether more items follow. */
  pageInfo: PageInfo;
  /** Number of comments in the whole list. */
  totalCount: Scalars['Int']['output'];
};

/** One of the comments with its cursor. */
export type CommentEdge = {
  __typename?: 'CommentEdge';
  /** Opaque cursor of this item (pass it as `after`). */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: Comment;
};

/** A piece of a comment’s text. */
export type CommentSegment = {
  __typename?: 'CommentSegment';
  /** What the piece is. */
  kind: CommentSegmentKind;
  /** The text as written. */
  text: Scalars['String']['output'];
  /** LINK: the address (http or https). */
  url?: Maybe<Scalars['String']['output']>;
  /** MENTION: the user’s id. */
  userId?: Maybe<Scalars['Int']['output']>;
  /** MENTION: the user’s name. */
  username?: Maybe<Scalars['String']['output']>;
};

/** What a piece of a comment’s text is. */
export type CommentSegmentKind =
  /** An http(s) link (rel="nofollow ugc noopener"). */
  | 'LINK'
  /** An @mention of an existing user. */
  | 'MENTION'
  /** Plain text (show it as text, never as markup). */
  | 'TEXT';

/** Order of an issue’s comments (a pinned comment comes first in both). */
export type CommentSort =
  /** Newest first. */
  | 'NEWEST'
  /** Most liked first, then newest. */
  | 'TOP';

/** What a comment looks like to everyone. */
export type CommentState =
  /** Deleted; its place stays while it has replies. */
  | 'DELETED'
  /** Hidden by the creator of the work. */
  | 'HIDDEN_BY_CREATOR'
  /** Hidden by a moderator. */
  | 'HIDDEN_BY_MODERATOR'
  /** Shown to everyone. */
  | 'VISIBLE';

/** What the viewer may do with a comment. */
export type CommentViewerCan = {
  __typename?: 'CommentViewerCan';
  /** Block its author from all of the viewer’s works (the creator of the work). */
  blockAuthor: Scalars['Boolean']['output'];
  /** Delete it (its author or the creator of the work). */
  delete: Scalars['Boolean']['output'];
  /** Edit it (its author, in the first 15 minutes). */
  edit: Scalars['Boolean']['output'];
  /** Hide it or show it again (the creator of the work). */
  hide: Scalars['Boolean']['output'];
  /** Like it. */
  like: Scalars['Boolean']['output'];
  /** Pin it to the top of the issue (the creator of the work). */
  pin: Scalars['Boolean']['output'];
  /** Reply to it. */
  reply: Scalars['Boolean']['output'];
};

/** A page of an issue with comments about it. */
export type CommentedPage = {
  __typename?: 'CommentedPage';
  /** Comments anchored to it that everyone sees. */
  count: Scalars['Int']['output'];
  /** The page number (1-based). */
  pageNumber: Scalars['Int']['output'];
};

/** Content rating: G (General), T (Teen), M (Mature). */
export type ContentRating =
  /** General: for everyone. */
  | 'G'
  /** Mature: for adults. */
  | 'M'
  /** Teen: for readers 13 and up. */
  | 'T';

/** A new personal access token. */
export type CreateAccessTokenInput = {
  /** Days until the token expires: one of 7, 30, 90, 365; null for no expiry. */
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  /** What the token is for, 1-100 characters (trimmed). */
  name: Scalars['String']['input'];
  /** What the token may do: at least one scope. */
  scopes: Array<TokenScope>;
};

/** A new book with its first issue. */
export type CreateBookInput = {
  /** Content rating. */
  contentRating: ContentRating;
  /** Book description: 1-550 characters. */
  description: Scalars['String']['input'];
  /** Details and credits of issue 1. */
  firstIssue: IssueDetailsInput;
  /** Lower-case genre names from the fixed list; at least one. */
  genres: Array<Scalars['String']['input']>;
  /** Book title: 1-50 characters, no < or >. */
  title: Scalars['String']['input'];
  /** URL slug: alphanumeric words separated by single hyphens, at most 50 characters. */
  urlSlug: Scalars['String']['input'];
};

/** A new webhook. */
export type CreateWebhookInput = {
  /** At least one event. */
  events: Array<WebhookEvent>;
  /** Your own signing secret (16-200 characters); generated when omitted. */
  secret?: InputMaybe<Scalars['String']['input']>;
  /** Whose activity the webhook hears about. */
  source: WebhookSource;
  /** https URL on a public address, at most 2000 characters. */
  url: Scalars['String']['input'];
};

/** A new webhook and its signing secret (shown only here). */
export type CreateWebhookPayload = {
  __typename?: 'CreateWebhookPayload';
  /** The HMAC-SHA256 signing secret. It is not shown again; keep it safe. */
  secret: Scalars['String']['output'];
  /** The registered webhook. */
  webhook: Webhook;
};

/** A token just created, with its secret. */
export type CreatedAccessToken = {
  __typename?: 'CreatedAccessToken';
  /** The stored token (without its secret). */
  accessToken: AccessToken;
  /** The secret token (`php_` + 40 characters). Shown only now: store it, it cannot be read again. Send it as `Authorization: Bearer <token>`. */
  token: Scalars['String']['output'];
};

/** The eight roles of making a comic. */
export type CreditRole =
  /** Draws the comic (when one person does pencils and inks). */
  | 'ARTIST'
  /** Colours the inked pages. */
  | 'COLORIST'
  /** Draws the cover. */
  | 'COVER_ARTIST'
  /** Guides the book and keeps it on schedule. */
  | 'EDITOR'
  /** Finishes the pencils in ink. */
  | 'INKER'
  /** Places the balloons, captions and sound effects. */
  | 'LETTERER'
  /** Lays out and pencils the pages. */
  | 'PENCILLER'
  /** Writes the story and the script. */
  | 'WRITER';

/** The users credited for one role. */
export type CreditRoleGroup = {
  __typename?: 'CreditRoleGroup';
  /** The role. */
  role: CreditRole;
  /** Credited users, by username. */
  users: Array<User>;
};

/** The figures of one UTC day. */
export type DailyStats = {
  __typename?: 'DailyStats';
  /** New comments. */
  comments: Scalars['Int']['output'];
  /** Issues read to the end. */
  completions: Scalars['Int']['output'];
  /** The day, YYYY-MM-DD. */
  day: Scalars['String']['output'];
  /** New likes of issues. */
  likes: Scalars['Int']['output'];
  /** New ratings of books (0 for an issue). */
  ratings: Scalars['Int']['output'];
  /** New subscribers (creator only; 0 for a book or issue). */
  subscribersGained: Scalars['Int']['output'];
  /** Lost subscribers (creator only; 0 for a book or issue). */
  subscribersLost: Scalars['Int']['output'];
  /** Distinct readers that day. */
  uniqueReaders: Scalars['Int']['output'];
  /** Issue views (openings). */
  views: Scalars['Int']['output'];
};

/** New text of a comment. */
export type EditCommentInput = {
  /** Plain text (as in postComment). */
  body: Scalars['String']['input'];
  /** The comment. */
  id: Scalars['Int']['input'];
  /** Spoiler (unchanged when left out). */
  spoiler?: InputMaybe<Scalars['Boolean']['input']>;
};

/** An issue by a creator the viewer subscribes to, with its unread marker. */
export type FollowedIssue = {
  __typename?: 'FollowedIssue';
  /** The issue. */
  issue: Issue;
  /** The viewer has not opened this issue yet (clears when they read it). */
  unread: Scalars['Boolean']['output'];
};

/** One of the followed issues with its cursor. */
export type FollowedIssueEdge = {
  __typename?: 'FollowedIssueEdge';
  /** Opaque cursor of this item (pass it as `after`). */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: FollowedIssue;
};

/** A page of new issues from the creators the viewer subscribes to (first/after, newest first), their total and how many are unread. */
export type FollowingConnection = {
  __typename?: 'FollowingConnection';
  /** The issues of this page with their cursors. */
  edges: Array<FollowedIssueEdge>;
  /** The issues of this page. */
  nodes: Array<FollowedIssue>;
  /** Cursors and whether more issues follow. */
  pageInfo: PageInfo;
  /** Number of issues in the whole list. */
  totalCount: Scalars['Int']['output'];
  /** Number of unread issues in the whole list. */
  unreadCount: Scalars['Int']['output'];
};

/** The viewer's private Atom feed of their Following list. The URL holds a secret and is shown only when the link is made. */
export type FollowingFeedLink = {
  __typename?: 'FollowingFeedLink';
  /** When the current link was made. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The feed URL: only in the answer of rotateFollowingFeedUrl, null afterwards. */
  url?: Maybe<Scalars['String']['output']>;
};

/** A genre of the fixed list, for `books(genre:)` and search. */
export type Genre = {
  __typename?: 'Genre';
  /** Number of visible books with this genre. */
  bookCount: Scalars['Int']['output'];
  /** The value to send (lower case), as in `Book.genres` and `books(genre:)`. */
  key: Scalars['String']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
};

/** A stored image with its responsive WebP derivatives. */
export type Image = {
  __typename?: 'Image';
  /** Intrinsic height in pixels. */
  height: Scalars['Int']['output'];
  /** Name of the file as uploaded (shown in edit forms). */
  originalName?: Maybe<Scalars['String']['output']>;
  /** `srcset` candidates: WebP derivatives and the original, with their widths. */
  srcset: Scalars['String']['output'];
  /** URL of the full-size image. */
  url: Scalars['String']['output'];
  /** Intrinsic width in pixels. */
  width: Scalars['Int']['output'];
};

/** One issue of a book, with ordered pages. */
export type Issue = {
  __typename?: 'Issue';
  /** The book this issue belongs to. */
  book: Book;
  /** Where anyone may download the issue as a CBZ archive (ComicInfo.xml plus the original pages in order); null when the issue is not public (removed book, deactivated publisher). */
  cbzUrl?: Maybe<Scalars['String']['output']>;
  /** Comments and replies everyone sees. */
  commentCount: Scalars['Int']['output'];
  /** Pages with comments anchored to them (for the reader's markers): a plain list, at most one entry per page (200). */
  commentedPages: Array<CommentedPage>;
  /** Top-level comments (the pinned one first), 20 by default; `totalCount` counts comments and replies. */
  comments: CommentConnection;
  /** The book takes new comments (its creator may turn them off). */
  commentsOpen: Scalars['Boolean']['output'];
  /** Issue cover thumbnail. */
  cover: Image;
  /** Credited users with their roles: a plain list (an issue has at most 64 credits), costed as 64 entries. Deactivated accounts are left out, except for the issue's editor, who sees them by id and username only. */
  credits: Array<WorkCreditView>;
  /** Credited users grouped by role: a plain list, at most one group per role (8) and 64 users in all (the credits an issue may have); the users' fields are costed 64 times. */
  creditsByRole: Array<CreditRoleGroup>;
  /** When the issue was published. */
  dateCreated: Scalars['DateTimeISO']['output'];
  /** Issue description (at most 550 characters). */
  description: Scalars['String']['output'];
  /** Unique id of the issue. */
  id: Scalars['Int']['output'];
  /** Whether readers see the issue: false while it is scheduled (`releaseAt` in the future; only its creator sees it then). */
  isReleased: Scalars['Boolean']['output'];
  /** Number of the issue in its book: 1..N without gaps. */
  issueNumber: Scalars['Int']['output'];
  /** When the issue was last changed. */
  lastUpdated?: Maybe<Scalars['DateTimeISO']['output']>;
  /** How double-page mode pairs the pages (set by the creator with `setIssueLayout`); spreads are on `Page.isSpread`. */
  layout: IssueLayout;
  /** How many readers like this issue. */
  likeCount: Scalars['Int']['output'];
  /** Number of pages. */
  pageCount: Scalars['Int']['output'];
  /** Pages in reading order, 20 by default; `first` may be up to 200, the most pages an issue can have. */
  pages: PageConnection;
  /** The creator who published the issue. */
  publisher: User;
  /** All-time views of this issue (public; updated by the daily rollup). */
  readCount: Scalars['Int']['output'];
  /** When the issue is released to readers: its publication time, or a future time while it is scheduled (only its creator sees a scheduled issue). */
  releaseAt: Scalars['DateTimeISO']['output'];
  /** Issue title (at most 50 characters). */
  title: Scalars['String']['output'];
  /** What the viewer may do with this issue. */
  viewerCan: IssueViewerCan;
  /** The viewer may comment: signed in, comments on for the book, not blocked by its creator. */
  viewerCanComment: Scalars['Boolean']['output'];
  /**
   * Whether the viewer may edit this issue (owner of its book).
   * @deprecated Use viewerCan.edit.
   */
  viewerCanEdit: Scalars['Boolean']['output'];
  /** Whether the viewer may like this issue: signed in, released, not their own (a creator who blocked the viewer still refuses). */
  viewerCanLike: Scalars['Boolean']['output'];
  /** Whether the viewer likes this issue; null when signed out. */
  viewerHasLiked?: Maybe<Scalars['Boolean']['output']>;
  /** Where the viewer stopped in this issue; null when signed out or not started. */
  viewerProgress?: Maybe<ReadingProgress>;
};


/** One issue of a book, with ordered pages. */
export type IssueCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CommentSort>;
};


/** One issue of a book, with ordered pages. */
export type IssuePagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of issues (first/after, keyset-paginated) and their total number. */
export type IssueConnection = {
  __typename?: 'IssueConnection';
  /** The issues of this page with their cursors. */
  edges: Array<IssueEdge>;
  /** The issues of this page. */
  nodes: Array<Issue>;
  /** Cursors and whether more items follow. */
  pageInfo: PageInfo;
  /** Number of issues in the whole list. */
  totalCount: Scalars['Int']['output'];
};

/** Title, description and credits of an issue. */
export type IssueDetailsInput = {
  /** At least one credit and at most 64 (one user in one role counts as one); duplicate (user, role) pairs are merged. With an `archive`, the ComicInfo.xml credits naming existing usernames are added. */
  credits: Array<WorkCreditInput>;
  /** Issue description: 1-550 characters. With an `archive`, an empty one is taken from its ComicInfo.xml. */
  description: Scalars['String']['input'];
  /** Scheduled release: an ISO 8601 date and time with a time zone (e.g. 2026-12-01T18:00:00Z), at most 366 days ahead. Until then only the creator sees the issue; notices and webhooks go out at that time. A time now or past releases at once; omitted: released at once (new issue) or unchanged (edit). An issue is never released before a scheduled previous one; the first issue of a book is not scheduled; once released the time no longer changes. Unparseable: BAD_USER_INPUT. */
  releaseAt?: InputMaybe<Scalars['String']['input']>;
  /** Issue title: 1-50 characters, no < or >. With an `archive`, an empty title is taken from its ComicInfo.xml. */
  title: Scalars['String']['input'];
};

/** One of the issues with its cursor. */
export type IssueEdge = {
  __typename?: 'IssueEdge';
  /** Opaque cursor of this item (pass it as `after`). */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: Issue;
};

/** How double-page mode pairs the issue's pages; spreads are marked on the pages (`Page.isSpread`). */
export type IssueLayout = {
  __typename?: 'IssueLayout';
  /** Page 1 is a cover: double-page mode shows it alone. */
  coverStandsAlone: Scalars['Boolean']['output'];
  /** 0 or 1: shifts the pairing of the pages after the cover by one page (1 shows the next page alone first). */
  pairOffset: Scalars['Int']['output'];
};

/** An issue's print layout, as the creator sets it on the edit screen. */
export type IssueLayoutInput = {
  /** Page 1 is a cover shown alone in double-page mode. */
  coverStandsAlone: Scalars['Boolean']['input'];
  /** 0 or 1: shifts the pairing of the pages after the cover. */
  pairOffset: Scalars['Int']['input'];
  /** The full set of spread pages by number (at most 200); every other page is not a spread, and detection no longer changes any of them. Left out: the spreads stay as they are. */
  spreadPageNumbers?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** One page of issues and the number of issues across all pages. */
export type IssueList = {
  __typename?: 'IssueList';
  /** The issues of this page with their cursors (pass one as `after`). */
  edges: Array<IssueEdge>;
  /** The issues of this page. */
  items: Array<Issue>;
  /** The issues of this page (the same as `items`). */
  nodes: Array<Issue>;
  /** Cursors and whether more issues follow. */
  pageInfo: PageInfo;
  /** Matching issues ignoring page and limit. */
  totalCount: Scalars['Int']['output'];
};

/** A page of issues (first/after, keyset-paginated) and their total number. */
export type IssueStatsConnection = {
  __typename?: 'IssueStatsConnection';
  /** The issues of this page with their cursors. */
  edges: Array<IssueStatsEdge>;
  /** The issues of this page. */
  nodes: Array<IssueStatsRow>;
  /** Cursors and whether more items follow. */
  pageInfo: PageInfo;
  /** Number of issues in the whole list. */
  totalCount: Scalars['Int']['output'];
};

/** One of the issues with its cursor. */
export type IssueStatsEdge = {
  __typename?: 'IssueStatsEdge';
  /** Opaque cursor of this item (pass it as `after`). */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: IssueStatsRow;
};

/** How the issues of a WorkStats are sorted: most first, except RELEASED. */
export type IssueStatsOrder =
  /** Most comments first. */
  | 'COMMENTS'
  /** Highest completions / views first. */
  | 'COMPLETION_RATE'
  /** Most likes first. */
  | 'LIKES'
  /** Oldest release first. */
  | 'RELEASED'
  /** Most unique readers first. */
  | 'UNIQUE_READERS'
  /** Most views first. */
  | 'VIEWS';

/** One issue with its figures over the range. */
export type IssueStatsRow = {
  __typename?: 'IssueStatsRow';
  /** The issue. */
  issue: Issue;
  /** Its figures over the range. */
  totals: StatsTotals;
};

/** What the viewer may do with an issue (only its book's publisher changes it). */
export type IssueViewerCan = {
  __typename?: 'IssueViewerCan';
  /** Publish the next issue of its book. */
  addIssue: Scalars['Boolean']['output'];
  /** Delete this issue: only the latest issue of a book with more than one (numbers stay 1..N; a single issue goes with its book). */
  delete: Scalars['Boolean']['output'];
  /** Edit the details, credits, pages and cover. */
  edit: Scalars['Boolean']['output'];
};

/** Credentials. */
export type LogInInput = {
  /** Email address. */
  email: Scalars['String']['input'];
  /** Password (8 to 128 characters for a new password). */
  password: Scalars['String']['input'];
};

/** What a merge of local history did. */
export type MergeReadingProgressResult = {
  __typename?: 'MergeReadingProgressResult';
  /** Entries merged into the account. */
  merged: Scalars['Int']['output'];
  /** Entries left out: issues that are gone, or pages past their end. */
  skipped: Scalars['Int']['output'];
};

/** What a moderator or admin did (the audit log). */
export type ModerationActionKind =
  /** Closed the reports and appeals, changing nothing else. */
  | 'DISMISS'
  /** Put a book on the home page's Featured shelf. */
  | 'FEATURE'
  /** Made a user a moderator (admins). */
  | 'GRANT_MODERATOR'
  /** Hid a comment. */
  | 'HIDE'
  /** Removed a book or issue. */
  | 'REMOVE'
  /** Undid a hide, removal or suspension. */
  | 'RESTORE'
  /** Took the moderator role back (admins). */
  | 'REVOKE_MODERATOR'
  /** Suspended a user. */
  | 'SUSPEND'
  /** Took a book off the Featured shelf. */
  | 'UNFEATURE';

/** An entry of the audit log: who did what, on what, why and when. */
export type ModerationDecision = {
  __typename?: 'ModerationDecision';
  /** What was done. */
  action: ModerationActionKind;
  /** When. */
  dateCreated: Scalars['DateTimeISO']['output'];
  /** Unique id of the entry (appeal(actionId)). */
  id: Scalars['Int']['output'];
  /** Null once the account is gone. */
  moderator?: Maybe<User>;
  /** The moderator's reason. */
  reason: Scalars['String']['output'];
  /** Id of what it was done to. */
  targetId: Scalars['Int']['output'];
  /** What the target was called at the time. */
  targetTitle?: Maybe<Scalars['String']['output']>;
  /** What it was done to. */
  targetType: ReportTarget;
};

/** A page of audit entries (first/after, keyset-paginated) and their total number. */
export type ModerationDecisionConnection = {
  __typename?: 'ModerationDecisionConnection';
  /** The audit entries of this page with their cursors. */
  edges: Array<ModerationDecisionEdge>;
  /** The audit entries of this page. */
  nodes: Array<ModerationDecision>;
  /** Cursors and whether more items follow. */
  pageInfo: PageInfo;
  /** Number of audit entries in the whole list. */
  totalCount: Scalars['Int']['output'];
};

/** One of the audit entries with its cursor. */
export type ModerationDecisionEdge = {
  __typename?: 'ModerationDecisionEdge';
  /** Opaque cursor of this item (pass it as `after`). */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: ModerationDecision;
};

/** A target's open reports, or one open appeal, with the target in context. */
export type ModerationQueueItem = {
  __typename?: 'ModerationQueueItem';
  /** The appeal (APPEAL items). */
  appeal?: Maybe<Appeal>;
  /** Stable key of the item. */
  id: Scalars['String']['output'];
  /** REPORTS or APPEAL. */
  kind: Scalars['String']['output'];
  /** The newest report, or the appeal. */
  latestAt: Scalars['DateTimeISO']['output'];
  /** The reasons of the open reports. */
  reasons: Array<ReportReason>;
  /** Open reports on the target (0 for an appeal). */
  reportCount: Scalars['Int']['output'];
  /** Null when it is gone. */
  target?: Maybe<ModerationTarget>;
  /** Id of what the item is about. */
  targetId: Scalars['Int']['output'];
  /** What the item is about. */
  targetType: ReportTarget;
  /** The latest reporters' texts (at most five). */
  texts: Array<Scalars['String']['output']>;
};

/** A page of queue items (first/after, keyset-paginated) and their total number. */
export type ModerationQueueItemConnection = {
  __typename?: 'ModerationQueueItemConnection';
  /** The queue items of this page with their cursors. */
  edges: Array<ModerationQueueItemEdge>;
  /** The queue items of this page. */
  nodes: Array<ModerationQueueItem>;
  /** Cursors and whether more items follow. */
  pageInfo: PageInfo;
  /** Number of queue items in the whole list. */
  totalCount: Scalars['Int']['output'];
};

/** One of the queue items with its cursor. */
export type ModerationQueueItemEdge = {
  __typename?: 'ModerationQueueItemEdge';
  /** Opaque cursor of this item (pass it as `after`). */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: ModerationQueueItem;
};

/** A reported or moderated thing, in context. */
export type ModerationTarget = {
  __typename?: 'ModerationTarget';
  /** The creator's, author's or user's username. */
  affectedUsername?: Maybe<Scalars['String']['output']>;
  /** The book (of a book, an issue or a comment's issue). */
  bookId?: Maybe<Scalars['Int']['output']>;
  /** The book's URL slug (for links). */
  bookSlug?: Maybe<Scalars['String']['output']>;
  /** The book's title. */
  bookTitle?: Maybe<Scalars['String']['output']>;
  /** The comment (comments only). */
  commentId?: Maybe<Scalars['Int']['output']>;
  /** A book's or issue's cover. */
  coverUrl?: Maybe<Scalars['String']['output']>;
  /** Its id. */
  id: Scalars['Int']['output'];
  /** The issue (of an issue or a comment). */
  issueId?: Maybe<Scalars['Int']['output']>;
  /** The issue's number in its book. */
  issueNumber?: Maybe<Scalars['Int']['output']>;
  /** The issue's title. */
  issueTitle?: Maybe<Scalars['String']['output']>;
  /** visible, removed, hidden, hidden_by_creator, deleted (works and comments); active, deactivated, suspended (users). */
  state: Scalars['String']['output'];
  /** A comment's text, a user's bio, a work's description. */
  text?: Maybe<Scalars['String']['output']>;
  /** A title, "Book #2: Issue title", a comment excerpt or a username. */
  title: Scalars['String']['output'];
  /** What it is. */
  type: ReportTarget;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Bookmarks a visible book; a second call is not an error. */
  addBookmark: Book;
  /** Appeals a decision about you or your work, once per decision. */
  appeal: Appeal;
  /** Appeals a decision through the signed link of its e-mail, without logging in (suspended accounts). */
  appealWithLink: Appeal;
  /** Blocks a user from commenting, replying and liking on all of the viewer’s works; idempotent. */
  blockUser: User;
  /** Changes the password knowing the current one. Other sessions stop working; use the returned token. */
  changePassword: AuthPayload;
  /** Removes the viewer's rating of a book; no error when there was none. */
  clearBookRating: Book;
  /** Forgets the viewer's reading history; answers how many issues were forgotten. */
  clearReadingHistory: Scalars['Int']['output'];
  /** Creates a personal access token for third-party tools. The secret is in the answer only: it cannot be read again. At most 50 live tokens per account. Needs a signed-in session: an access token cannot create, list or revoke tokens (FORBIDDEN). */
  createAccessToken: CreatedAccessToken;
  /** Creates a book with its first issue in one transaction (all or nothing). */
  createBook: Book;
  /** Adds the next issue to one of the viewer's books. */
  createIssue: Issue;
  /** Registers a webhook (at most 20); the signing secret is returned only here. */
  createWebhook: CreateWebhookPayload;
  /** Deactivates the account: its works leave search and reading until the next log-in. */
  deactivateAccount: Scalars['Boolean']['output'];
  /** Deletes a book with its issues, pages, credits, bookmarks and files. */
  deleteBook: Scalars['Boolean']['output'];
  /** Deletes a comment: the viewer’s own, or any on the viewer’s works. Its replies stay under "[deleted]". */
  deleteComment: Comment;
  /** Deletes the latest issue of a book (only the latest; refused for a book's only issue). */
  deleteIssue: Scalars['Boolean']['output'];
  /** Deletes one of your webhooks with its delivery log; returns its id. */
  deleteWebhook: Scalars['Int']['output'];
  /** Changes the text of the viewer’s own comment in its first minutes (it shows as edited). */
  editComment: Comment;
  /** Features a book on the home page's Featured shelf. */
  featureBook: Book;
  /** Makes a user a moderator (admins). */
  grantModerator: User;
  /** Hides a comment on one of the viewer’s works. */
  hideComment: Comment;
  /** Checks a .cbz/.zip as createBook/createIssue would (every limit, every page) and returns its pages in order and the details its ComicInfo.xml pre-fills. Stores nothing. */
  inspectArchive: ArchivePreview;
  /** Likes a comment; idempotent. */
  likeComment: Comment;
  /** Likes an issue for the viewer (idempotent). Not your own work, not a creator's work who blocked you; rate limited per user and IP. Returns the issue with its new likeCount and viewerHasLiked. */
  likeIssue: Issue;
  /** Signs in. A deactivated account is reactivated once the password checks out. */
  logIn: AuthPayload;
  /** Ends the current session: its token stops working. Always true (nothing to end without a session; access tokens are revoked with revokeAccessToken). */
  logOut: Scalars['Boolean']['output'];
  /** Ends every session of the viewer, this one included, and returns how many were ended. Personal access tokens keep working (revoke them with revokeAccessToken). Needs a signed-in session, not an access token. */
  logOutEverywhere: Scalars['Int']['output'];
  /** Marks all of the viewer's notifications read. */
  markAllNotificationsRead: NotificationsReadResult;
  /** Marks the viewer's notifications among `ids` read (1 to 100 ids); ids that are not the viewer's change nothing. */
  markNotificationsRead: NotificationsReadResult;
  /** Merges reading history kept in the browser before signing in (at most 200 entries). Entries of issues that are gone, or pages past their end, are skipped. */
  mergeReadingProgress: MergeReadingProgressResult;
  /** Acts on a queue item with a reason; closes its open reports and appeals and writes the audit log. */
  moderate: ModerationDecision;
  /** Pins a top-level comment to the top of its issue (unpinning the one pinned before). */
  pinComment: Comment;
  /** Sends a `ping` event to one of your webhooks. */
  pingWebhook: WebhookDelivery;
  /** Posts a comment on an issue, or a reply (with parentId). Refused when the book’s comments are off or its creator blocked the viewer. */
  postComment: Comment;
  /** Rates a book 1 to 5 stars for the viewer, replacing an earlier rating. Not your own work, not a creator's work who blocked you; rate limited per user and IP. */
  rateBook: Book;
  /** A reading tool reports that the viewer read an issue (counts a view; source API). Only public issues; rate limited per user. */
  recordReading: Scalars['Boolean']['output'];
  /** Records that the viewer saw a page of an issue: keeps the furthest page, and the page as where they stopped. Unknown or hidden issue: NOT_FOUND; a page outside 1..page count: BAD_USER_INPUT; nothing is stored then. Clients batch these (the web sends at most one every 20 seconds); a flood is RATE_LIMITED. */
  recordReadingProgress: ReadingProgress;
  /** Sends a delivery's payload again (a new delivery whose redeliveryOf names it). */
  redeliverWebhook: WebhookDelivery;
  /** Removes the viewer's bookmark of a visible book (no error if there was none). */
  removeBookmark: Book;
  /** Reports a book, issue, comment or user. Reporting the same target again while your report is open returns that report. */
  report: Report;
  /** Emails a password reset link. Answers true whether or not the email has an account. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Sets a new password with a reset token; older sessions stop working. */
  resetPassword: Scalars['Boolean']['output'];
  /** Revokes one of the viewer's access tokens; it stops working at once. Revoking it again changes nothing. Needs a signed-in session: an access token cannot create, list or revoke tokens (FORBIDDEN). */
  revokeAccessToken: AccessToken;
  /** Turns the viewer's private Following feed off; false when there was none. */
  revokeFollowingFeedUrl: Scalars['Boolean']['output'];
  /** Takes the moderator role back (admins): CREATOR when the user has books, else USER. */
  revokeModerator: User;
  /** Makes a new private Following feed URL for the viewer; the old one stops working. The URL is in this answer only. */
  rotateFollowingFeedUrl: FollowingFeedLink;
  /** Turns comments on the viewer’s book on or off; existing comments stay readable. */
  setBookComments: Book;
  /** Sets how double-page mode pairs the pages of one of the viewer's issues: the spreads (`Page.isSpread`), whether the cover stands alone and the pair offset. All or nothing; pages the creator marked are never changed by spread detection. */
  setIssueLayout: Issue;
  /** Creates an account and signs it in. */
  signUp: AuthPayload;
  /** Subscribes the viewer to a creator (not yourself); idempotent. */
  subscribe: User;
  /** Lifts a block; no error when there was none. */
  unblockUser: User;
  /** Takes a book off the Featured shelf. */
  unfeatureBook: Book;
  /** Shows again a comment the viewer hid. */
  unhideComment: Comment;
  /** Takes back a like; no error when there was none. */
  unlikeComment: Comment;
  /** Takes the viewer's like of an issue back; no error when there was none. */
  unlikeIssue: Issue;
  /** Unpins a comment. */
  unpinComment: Comment;
  /** Unsubscribes the viewer from a creator; no error when not subscribed. */
  unsubscribe: User;
  /** Updates book details, genres, status, removed flag and optionally the cover, atomically. */
  updateBook: Book;
  /** Updates issue details, credits, the whole page order (kept + new pages; unlisted pages are removed) and optionally the cover, atomically. */
  updateIssue: Issue;
  /** Sets whether kinds go into the daily e-mail digest (kinds left out keep their choice); answers every kind. */
  updateNotificationPreferences: Array<NotificationPreference>;
  /** Sets the alt text (at most 300 characters) and transcript (at most 5000) of pages of one of the viewer's issues, by page number. All or nothing. */
  updatePageTexts: Issue;
  /** Replaces the viewer's profile fields. A new email needs a signed-in session (FORBIDDEN with an access token); the old address is mailed a link that undoes the change. */
  updateProfile: User;
  /** Replaces the profile and/or background photo (JPEG, PNG or WebP). At least one is required. */
  updateProfilePhotos: User;
  /** Changes one of your webhooks. */
  updateWebhook: Webhook;
};


export type MutationAddBookmarkArgs = {
  bookId: Scalars['Int']['input'];
};


export type MutationAppealArgs = {
  actionId: Scalars['Int']['input'];
  text: Scalars['String']['input'];
};


export type MutationAppealWithLinkArgs = {
  text: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationBlockUserArgs = {
  userId: Scalars['Int']['input'];
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationClearBookRatingArgs = {
  bookId: Scalars['Int']['input'];
};


export type MutationCreateAccessTokenArgs = {
  input: CreateAccessTokenInput;
};


export type MutationCreateBookArgs = {
  archive?: InputMaybe<Scalars['Upload']['input']>;
  cover: Scalars['Upload']['input'];
  input: CreateBookInput;
  issueCover: Scalars['Upload']['input'];
  pages: Array<Scalars['Upload']['input']>;
};


export type MutationCreateIssueArgs = {
  archive?: InputMaybe<Scalars['Upload']['input']>;
  bookId: Scalars['Int']['input'];
  cover: Scalars['Upload']['input'];
  input: IssueDetailsInput;
  pages: Array<Scalars['Upload']['input']>;
};


export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


export type MutationDeleteBookArgs = {
  bookId: Scalars['Int']['input'];
};


export type MutationDeleteCommentArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteIssueArgs = {
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
};


export type MutationDeleteWebhookArgs = {
  id: Scalars['Int']['input'];
};


export type MutationEditCommentArgs = {
  input: EditCommentInput;
};


export type MutationFeatureBookArgs = {
  bookId: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationGrantModeratorArgs = {
  reason?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['Int']['input'];
};


export type MutationHideCommentArgs = {
  id: Scalars['Int']['input'];
};


export type MutationInspectArchiveArgs = {
  archive: Scalars['Upload']['input'];
};


export type MutationLikeCommentArgs = {
  id: Scalars['Int']['input'];
};


export type MutationLikeIssueArgs = {
  issueId: Scalars['Int']['input'];
};


export type MutationLogInArgs = {
  input: LogInInput;
};


export type MutationMarkNotificationsReadArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationMergeReadingProgressArgs = {
  entries: Array<ReadingProgressEntryInput>;
};


export type MutationModerateArgs = {
  action: QueueAction;
  reason: Scalars['String']['input'];
  targetId: Scalars['Int']['input'];
  targetType: ReportTarget;
};


export type MutationPinCommentArgs = {
  id: Scalars['Int']['input'];
};


export type MutationPingWebhookArgs = {
  id: Scalars['Int']['input'];
};


export type MutationPostCommentArgs = {
  input: PostCommentInput;
};


export type MutationRateBookArgs = {
  bookId: Scalars['Int']['input'];
  rating: Scalars['Int']['input'];
};


export type MutationRecordReadingArgs = {
  finished?: InputMaybe<Scalars['Boolean']['input']>;
  furthestPage?: InputMaybe<Scalars['Int']['input']>;
  issueId: Scalars['Int']['input'];
};


export type MutationRecordReadingProgressArgs = {
  furthestPage?: InputMaybe<Scalars['Int']['input']>;
  issueId: Scalars['Int']['input'];
  page: Scalars['Int']['input'];
};


export type MutationRedeliverWebhookArgs = {
  deliveryId: Scalars['ID']['input'];
};


export type MutationRemoveBookmarkArgs = {
  bookId: Scalars['Int']['input'];
};


export type MutationReportArgs = {
  reason: ReportReason;
  targetId: Scalars['Int']['input'];
  targetType: ReportTarget;
  text?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationRevokeAccessTokenArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRevokeModeratorArgs = {
  reason?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['Int']['input'];
};


export type MutationSetBookCommentsArgs = {
  bookId: Scalars['Int']['input'];
  enabled: Scalars['Boolean']['input'];
};


export type MutationSetIssueLayoutArgs = {
  input: IssueLayoutInput;
  issueId: Scalars['Int']['input'];
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationSubscribeArgs = {
  userId: Scalars['Int']['input'];
};


export type MutationUnblockUserArgs = {
  userId: Scalars['Int']['input'];
};


export type MutationUnfeatureBookArgs = {
  bookId: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUnhideCommentArgs = {
  id: Scalars['Int']['input'];
};


export type MutationUnlikeCommentArgs = {
  id: Scalars['Int']['input'];
};


export type MutationUnlikeIssueArgs = {
  issueId: Scalars['Int']['input'];
};


export type MutationUnpinCommentArgs = {
  id: Scalars['Int']['input'];
};


export type MutationUnsubscribeArgs = {
  userId: Scalars['Int']['input'];
};


export type MutationUpdateBookArgs = {
  bookId: Scalars['Int']['input'];
  cover?: InputMaybe<Scalars['Upload']['input']>;
  input: UpdateBookInput;
};


export type MutationUpdateIssueArgs = {
  bookId: Scalars['Int']['input'];
  cover?: InputMaybe<Scalars['Upload']['input']>;
  input: IssueDetailsInput;
  issueNumber: Scalars['Int']['input'];
  newPages?: InputMaybe<Array<Scalars['Upload']['input']>>;
  pageOrder: Array<PageSlotInput>;
};


export type MutationUpdateNotificationPreferencesArgs = {
  preferences: Array<NotificationPreferenceInput>;
};


export type MutationUpdatePageTextsArgs = {
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
  pages: Array<PageTextInput>;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateProfilePhotosArgs = {
  backgroundPhoto?: InputMaybe<Scalars['Upload']['input']>;
  profilePhoto?: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationUpdateWebhookArgs = {
  id: Scalars['Int']['input'];
  input: UpdateWebhookInput;
};

/** Something the viewer is told about (only the recipient ever sees it). */
export type Notification = {
  __typename?: 'Notification';
  /** Who did it; null for the system, or an account deactivated or suspended since. */
  actor?: Maybe<User>;
  /** When it happened (a grouped entry: the latest). */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Kind-specific details. */
  data: NotificationData;
  /** Unique id. */
  id: Scalars['Int']['output'];
  /** What it tells about. */
  kind: NotificationKind;
  /** The web path it opens (site-relative); null when there is nothing to open. */
  link?: Maybe<Scalars['String']['output']>;
  /** The viewer has read it. */
  read: Scalars['Boolean']['output'];
  /** The work it is about while that work is public; null for none, or (moderation decisions) a work no longer public. */
  subject?: Maybe<NotificationSubject>;
};

/** A page of notifications (first/after, keyset-paginated) and their total number. */
export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  /** The notifications of this page with their cursors. */
  edges: Array<NotificationEdge>;
  /** The notifications of this page. */
  nodes: Array<Notification>;
  /** Cursors and whether more items follow. */
  pageInfo: PageInfo;
  /** Number of notifications in the whole list. */
  totalCount: Scalars['Int']['output'];
};

/** Kind-specific details of a notification. */
export type NotificationData = {
  __typename?: 'NotificationData';
  /** A moderation decision's action. */
  action?: Maybe<Scalars['String']['output']>;
  /** comment.liked: how many people liked the comment since the entry was opened. */
  count?: Maybe<Scalars['Int']['output']>;
  /** The start of the comment (plain text, at most 140 characters). */
  excerpt?: Maybe<Scalars['String']['output']>;
  /** A moderation decision's reason. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The title of what a moderation decision was about, as it was then. */
  targetTitle?: Maybe<Scalars['String']['output']>;
  /** What a moderation decision was about (book, issue, comment, user). */
  targetType?: Maybe<Scalars['String']['output']>;
};

/** One of the notifications with its cursor. */
export type NotificationEdge = {
  __typename?: 'NotificationEdge';
  /** Opaque cursor of this item (pass it as `after`). */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: Notification;
};

/** What a notification tells about. */
export type NotificationKind =
  /** comment.liked: people liked your comment (likes gather in one entry). */
  | 'COMMENT_LIKED'
  /** comment.mention: somebody mentioned you in a comment. */
  | 'COMMENT_MENTION'
  /** comment.reply: somebody replied to your comment. */
  | 'COMMENT_REPLY'
  /** issue.published: a creator you subscribe to released an issue. */
  | 'ISSUE_PUBLISHED'
  /** moderation.decision: a moderator acted on your content or account. */
  | 'MODERATION_DECISION'
  /** work.commented: a new comment on one of your works. */
  | 'WORK_COMMENTED';

/** Whether one kind goes into the daily e-mail digest (the bell shows every kind). */
export type NotificationPreference = {
  __typename?: 'NotificationPreference';
  /** Mailed in the daily digest (default true). */
  email: Scalars['Boolean']['output'];
  /** The kind. */
  kind: NotificationKind;
};

/** A digest choice for one kind. */
export type NotificationPreferenceInput = {
  /** Mail it in the daily digest. */
  email: Scalars['Boolean']['input'];
  /** The kind. */
  kind: NotificationKind;
};

/** The public work a notification is about (an issue, or a book). */
export type NotificationSubject = {
  __typename?: 'NotificationSubject';
  /** The book. */
  bookId: Scalars['Int']['output'];
  /** The book's title. */
  bookTitle: Scalars['String']['output'];
  /** The creator's username. */
  creatorUsername: Scalars['String']['output'];
  /** The issue; null when the subject is a book. */
  issueId?: Maybe<Scalars['Int']['output']>;
  /** The issue number. */
  issueNumber?: Maybe<Scalars['Int']['output']>;
  /** The issue's title. */
  issueTitle?: Maybe<Scalars['String']['output']>;
  /** The book's URL slug. */
  urlSlug: Scalars['String']['output'];
};

/** What a mark-as-read did. */
export type NotificationsReadResult = {
  __typename?: 'NotificationsReadResult';
  /** Notifications newly marked read. */
  marked: Scalars['Int']['output'];
  /** The viewer's unread notifications now. */
  unreadCount: Scalars['Int']['output'];
};

/** One page of an issue. */
export type Page = {
  __typename?: 'Page';
  /** What the page shows, for screen readers (at most 300 characters). Null: readers build "book - issue - Page N". */
  altText?: Maybe<Scalars['String']['output']>;
  /** Unique id of the page. */
  id: Scalars['Int']['output'];
  /** The page image with WebP derivatives for `srcset`. */
  image: Image;
  /** A spread: two printed pages side by side, shown alone across the screen in double-page mode. Set by the creator, or detected for a page wider than tall. */
  isSpread: Scalars['Boolean']['output'];
  /** Position of the page in its issue: 1..N without gaps. */
  pageNumber: Scalars['Int']['output'];
  /** The page's text in reading order: dialogue, captions, sound effects (at most 5000 characters). */
  transcript?: Maybe<Scalars['String']['output']>;
};

/** A page of pages (first/after, keyset-paginated) and their total number. */
export type PageConnection = {
  __typename?: 'PageConnection';
  /** The pages of this page with their cursors. */
  edges: Array<PageEdge>;
  /** The pages of this page. */
  nodes: Array<Page>;
  /** Cursors and whether more items follow. */
  pageInfo: PageInfo;
  /** Number of pages in the whole list. */
  totalCount: Scalars['Int']['output'];
};

/** One of the pages with its cursor. */
export type PageEdge = {
  __typename?: 'PageEdge';
  /** Opaque cursor of this item (pass it as `after`). */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: Page;
};

/** Where a page of a connection sits in the whole list. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last item of this page (pass it as `after`); null when empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** More items follow the last one of this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Items precede the first one of this page (true when the page was asked with `after`). */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first item of this page; null when empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** How many readers reached one page of an issue. */
export type PageReach = {
  __typename?: 'PageReach';
  /** The page number, from 1. */
  page: Scalars['Int']['output'];
  /** Readers whose furthest page was this one or a later one. */
  readers: Scalars['Int']['output'];
  /** readers / the readers of page 1, 0 to 1. */
  share: Scalars['Float']['output'];
};

/** One slot of an issue's final page order: a kept existing page, or a new upload. */
export type PageSlotInput = {
  /** Id of a page of this issue to keep at this position. */
  existingPageId?: InputMaybe<Scalars['Int']['input']>;
  /** Index into the mutation's `newPages` list. */
  newPageIndex?: InputMaybe<Scalars['Int']['input']>;
};

/** The alt text and transcript of one page, by page number. A field left out stays as it is; null or an empty string clears it. */
export type PageTextInput = {
  /** What the page shows, for screen readers: at most 300 characters. */
  altText?: InputMaybe<Scalars['String']['input']>;
  /** Number of the page in its issue (1..N). */
  pageNumber: Scalars['Int']['input'];
  /** Dialogue, captions and sound effects in reading order: at most 5000 characters. */
  transcript?: InputMaybe<Scalars['String']['input']>;
};

/** A new comment or reply. */
export type PostCommentInput = {
  /** Plain text, 1 to 2000 characters after trimming; links and @mentions are found when shown. */
  body: Scalars['String']['input'];
  /** The issue. */
  issueId: Scalars['Int']['input'];
  /** The page it is about (1 to the page count). */
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
  /** The comment it replies to; a reply to a reply joins the top-level comment. */
  parentId?: InputMaybe<Scalars['Int']['input']>;
  /** Hide the text behind a spoiler warning. */
  spoiler?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** The viewer's personal access tokens, live ones first and newest first (at most 100; the secrets are never shown). Needs a signed-in session: an access token cannot create, list or revoke tokens (FORBIDDEN). */
  accessTokens: Array<AccessToken>;
  /** Visible issues a user is credited on, grouped by role (Accredited accordion): one entry per role (8), each with its full `count` and its first 20 issues (by book title, then issue number). Bounded: costed as 8 roles of 20 issues. */
  accreditedWorks: Array<AccreditedRole>;
  /** The decision a signed appeal link is about (the appeal form). */
  appealLinkDecision: AppealLinkDecision;
  /** Users the viewer blocked from commenting, replying and liking on their works, latest first. */
  blockedUsers: BlockedUserConnection;
  /** A visible book (not removed, publisher active), else null. */
  book?: Maybe<Book>;
  /** One of the viewer's books (owner only: others get NOT_FOUND). */
  bookStats: WorkStats;
  /** Books a user bookmarked, newest bookmark first (public): numbered pages (page/limit), or by cursor (first/after) for a crawl that neither skips nor repeats books while books are bookmarked. */
  bookmarks: BookList;
  /** The visible catalogue (not removed, publisher active), newest first, by cursor (first/after): a crawl neither skips nor repeats books while books are published; new books appear before the first page. */
  books: BookConnection;
  /** A comment the viewer may read (null otherwise). */
  comment?: Maybe<Comment>;
  /** The viewer's "Continue reading" shelf: one entry per book (its most recently read issue), most recent first. */
  continueReading: ReadingProgressConnection;
  /** The viewer's audience across all their works. Signed in; tokens need READ_STATS. */
  creatorStats: WorkStats;
  /** Credit picker: users whose username matches, deactivated ones included by id and username only (texts empty, default photos; max 10). */
  creditableUsers: Array<User>;
  /** One of the viewer's books, for the edit screens (owner only; NOT_FOUND otherwise). */
  editableBook: Book;
  /** One of the viewer's issues, for the edit screens (owner only). */
  editableIssue: Issue;
  /** Featured shelf: visible books moderators feature, newest featured first (bounded: 1 to 24); empty when none. */
  featuredBooks: Array<Book>;
  /** New issues from the creators the viewer subscribes to, newest first, each with an unread marker. */
  following: FollowingConnection;
  /** The viewer's private Following feed link (its URL is not shown again), or null. */
  followingFeedLink?: Maybe<FollowingFeedLink>;
  /** The fixed list of genres (the valid values of `genre`, `Book.genres` and search filters) with their numbers of visible books. */
  genres: Array<Genre>;
  /** A visible issue, else null. */
  issue?: Maybe<Issue>;
  /** One of the viewer's issues (owner only: others get NOT_FOUND). */
  issueStats: WorkStats;
  /** The signed-in user, or null (no, invalid or expired token). */
  me?: Maybe<User>;
  /** The audit log of moderation actions, newest first (admins). */
  moderationLog: ModerationDecisionConnection;
  /** Open reports grouped by target, and open appeals, newest first (moderators). */
  moderationQueue: ModerationQueueItemConnection;
  /** New issues shelf: the latest visible issues, newest first (bounded: 1 to 24). */
  newIssues: Array<Issue>;
  /** Every notification kind and whether it goes into the daily e-mail digest. */
  notificationPreferences: Array<NotificationPreference>;
  /** The viewer's notifications, newest first. Notifications about works that are no longer public are left out (moderation decisions stay, without their subject). */
  notifications: NotificationConnection;
  /** Popular shelf: visible books by their publisher's subscribers plus their bookmarks, most first (bounded: 1 to 24). */
  popularBooks: Array<Book>;
  /** Credits of the latest issue of one of the viewer's books, to prefill a new issue. */
  previousIssueCredits: Array<WorkCreditView>;
  /** The caller's cost budget after this query: keyed by access token, else the signed-in user, else the client IP. Null when the server keeps no budget for this caller. */
  rateLimit?: Maybe<RateLimit>;
  /** Searches issues, books or users. Removed books and works of deactivated accounts never appear; deactivated users only with includeDeactivated. */
  search: SearchResult;
  /** Users who subscribe to this user, oldest subscription first (public): numbered pages (page/limit), or by cursor (first/after) for a crawl that neither skips nor repeats users while users subscribe. */
  subscribers: UserList;
  /** Users this user subscribes to, oldest subscription first (public): numbered pages (page/limit), or by cursor (first/after) for a crawl that neither skips nor repeats users while users subscribe. */
  subscriptions: UserList;
  /** How many of the viewer's notifications are unread (the bell's number). */
  unreadNotificationCount: Scalars['Int']['output'];
  /** Looks up an active user by the first non-empty of id, username, email. Email look-ups only find your own account. */
  user?: Maybe<User>;
  /** A user's visible books, newest first (profile Works tab): numbered pages (page/limit), or by cursor (first/after) for a crawl that neither skips nor repeats books while books are published. */
  userBooks: BookList;
  /** A user's visible issues, newest first: numbered pages (page/limit), or by cursor (first/after) for a crawl that neither skips nor repeats issues while issues are published. */
  userIssues: IssueList;
  /** The delivery log of one of your webhooks, newest first. */
  webhookDeliveries: WebhookDeliveryConnection;
  /** The viewer's webhooks, oldest first. */
  webhooks: Array<Webhook>;
};


export type QueryAccreditedWorksArgs = {
  userId: Scalars['Int']['input'];
};


export type QueryAppealLinkDecisionArgs = {
  token: Scalars['String']['input'];
};


export type QueryBlockedUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBookArgs = {
  id: Scalars['Int']['input'];
};


export type QueryBookStatsArgs = {
  bookId: Scalars['Int']['input'];
  range: StatsRangeInput;
};


export type QueryBookmarksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['Int']['input'];
};


export type QueryBooksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  genre?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<BookStatus>;
};


export type QueryCommentArgs = {
  id: Scalars['Int']['input'];
};


export type QueryContinueReadingArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCreatorStatsArgs = {
  range: StatsRangeInput;
};


export type QueryCreditableUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryEditableBookArgs = {
  bookId: Scalars['Int']['input'];
};


export type QueryEditableIssueArgs = {
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
};


export type QueryFeaturedBooksArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFollowingArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryIssueArgs = {
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
};


export type QueryIssueStatsArgs = {
  issueId: Scalars['Int']['input'];
  range: StatsRangeInput;
};


export type QueryModerationLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryModerationQueueArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNewIssuesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryPopularBooksArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPreviousIssueCreditsArgs = {
  bookId: Scalars['Int']['input'];
};


export type QuerySearchArgs = {
  input: SearchInput;
};


export type QuerySubscribersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['Int']['input'];
};


export type QuerySubscriptionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['Int']['input'];
};


export type QueryUserArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUserBooksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['Int']['input'];
};


export type QueryUserIssuesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['Int']['input'];
};


export type QueryWebhookDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  webhookId: Scalars['Int']['input'];
};

/** An action on a queue item; each needs a reason. */
export type QueueAction =
  /** Close the target's reports and appeals, changing nothing else. */
  | 'DISMISS'
  /** Hide a comment. */
  | 'HIDE'
  /** Remove a book or issue (its creator cannot undo it). */
  | 'REMOVE'
  /** Undo a hide, remove or suspend. */
  | 'RESTORE'
  /** Suspend a user: logged out everywhere, logging in refused. */
  | 'SUSPEND';

/** The caller's GraphQL cost budget (as GitHub's rateLimit): points per hour, charged each query's requested cost before it runs, with the unused part given back after. */
export type RateLimit = {
  __typename?: 'RateLimit';
  /** This query's requested cost. */
  cost: Scalars['Int']['output'];
  /** Points per hour for this caller. */
  limit: Scalars['Int']['output'];
  /** Objects this query could return (the page sizes multiplied down each path). */
  nodeCount: Scalars['Int']['output'];
  /** Points left in the current window after this query. */
  remaining: Scalars['Int']['output'];
  /** When the window ends and the budget is full again. */
  resetAt: Scalars['DateTimeISO']['output'];
  /** Points used in the current window, this query included. */
  used: Scalars['Int']['output'];
};

/** How far the viewer got in one issue (private: only the reader sees it). `page` is where they stopped; reopening the issue scrolls there. */
export type ReadingProgress = {
  __typename?: 'ReadingProgress';
  /** The issue's book. */
  book: Book;
  /** The furthest page the viewer has seen. */
  furthestPage: Scalars['Int']['output'];
  /** The issue. */
  issue: Issue;
  /** The issue's number in its book. */
  issueNumber: Scalars['Int']['output'];
  /** The page where the viewer stopped (1-based). */
  page: Scalars['Int']['output'];
  /** Number of pages of the issue. */
  pageCount: Scalars['Int']['output'];
  /** When the viewer last read this issue. */
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** A page of reading progress entries (first/after, keyset-paginated) and their total number. */
export type ReadingProgressConnection = {
  __typename?: 'ReadingProgressConnection';
  /** The reading progress entries of this page with their cursors. */
  edges: Array<ReadingProgressEdge>;
  /** The reading progress entries of this page. */
  nodes: Array<ReadingProgress>;
  /** Cursors and whether more items follow. */
  pageInfo: PageInfo;
  /** Number of reading progress entries in the whole list. */
  totalCount: Scalars['Int']['output'];
};

/** One of the reading progress entries with its cursor. */
export type ReadingProgressEdge = {
  __typename?: 'ReadingProgressEdge';
  /** Opaque cursor of this item (pass it as `after`). */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: ReadingProgress;
};

/** One issue of a visitor's local reading history, merged into the account at log-in. */
export type ReadingProgressEntryInput = {
  /** The furthest page seen (default: `page`). */
  furthestPage?: InputMaybe<Scalars['Int']['input']>;
  /** The issue. */
  issueId: Scalars['Int']['input'];
  /** The page where the reader stopped. */
  page: Scalars['Int']['input'];
  /** When it was read (default: now); the newer of this and the stored progress gives the page. */
  readAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

/** Where a reading was reported from. */
export type ReadingSource =
  /** A GraphQL tool (recordReading). */
  | 'API'
  /** A CBZ download. */
  | 'CBZ'
  /** OPDS page streaming (reading apps). */
  | 'OPDS'
  /** The website's reader. */
  | 'WEB';

/** Views that came from one referring site. */
export type ReferrerStats = {
  __typename?: 'ReferrerStats';
  /** The domain, e.g. example.com. */
  domain: Scalars['String']['output'];
  /** Views it brought. */
  views: Scalars['Int']['output'];
};

/** A report you sent. It never names its reporter to anyone but moderators. */
export type Report = {
  __typename?: 'Report';
  /** When it was sent. */
  dateCreated: Scalars['DateTimeISO']['output'];
  /** Unique id of the report. */
  id: Scalars['Int']['output'];
  /** True until a moderator acts on the target. */
  open: Scalars['Boolean']['output'];
  /** Why. */
  reason: ReportReason;
  /** Id of what was reported. */
  targetId: Scalars['Int']['output'];
  /** What was reported. */
  targetType: ReportTarget;
  /** What the reporter wrote, if anything. */
  text?: Maybe<Scalars['String']['output']>;
};

/** Why something is reported; OTHER needs a text. */
export type ReportReason =
  /** Someone else's work posted without permission. */
  | 'COPYRIGHT'
  /** Harassment of a person. */
  | 'HARASSMENT'
  /** Hateful content. */
  | 'HATEFUL_CONTENT'
  /** Something else: the text says what. */
  | 'OTHER'
  /** Sexual content involving minors. */
  | 'SEXUAL_CONTENT_INVOLVING_MINORS'
  /** Spam or advertising. */
  | 'SPAM';

/** What can be reported and moderated. */
export type ReportTarget =
  /** A book (targetId: Book.id). */
  | 'BOOK'
  /** A comment (targetId: the comment id). */
  | 'COMMENT'
  /** An issue (targetId: Issue.id). */
  | 'ISSUE'
  /** A user account (targetId: User.id). */
  | 'USER';

/** A new password with the token from the reset email. */
export type ResetPasswordInput = {
  /** Password (8 to 128 characters for a new password). */
  password: Scalars['String']['input'];
  /** The same password again. */
  passwordConfirm: Scalars['String']['input'];
  /** The token from the reset link. */
  token: Scalars['String']['input'];
};

/** A search: free text and filters, all combined with AND. */
export type SearchInput = {
  /** Empty or absent = all ratings. */
  contentRatings?: InputMaybe<Array<ContentRating>>;
  /** Genres (lower case): the book has none of them. */
  exclude?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Genres (lower case): the book has at least one of them. */
  include?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Users search only: include deactivated accounts (credit picker), by id and username only. Ignored unless signed in. */
  includeDeactivated?: InputMaybe<Scalars['Boolean']['input']>;
  /** Page size, at most 100. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** 1-based. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Free text: titles and descriptions (books, issues) or usernames (users); typo and prefix tolerant. `%` and `_` are plain characters. */
  q?: InputMaybe<Scalars['String']['input']>;
  /** Date order, or popularity. */
  sort?: InputMaybe<SearchSort>;
  /** Only works whose book has this status. */
  status?: InputMaybe<BookStatus>;
  /** What to search for. */
  type?: SearchType;
  /** Only works of this exact username. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** One page of search results; only the list of the searched type is filled. */
export type SearchResult = {
  __typename?: 'SearchResult';
  /** Matching books (type BOOKS), in result order. */
  books: Array<Book>;
  /** Matching issues (type ISSUES), in result order. */
  issues: Array<Issue>;
  /** The page size used. */
  limit: Scalars['Int']['output'];
  /** The page returned (1-based). */
  page: Scalars['Int']['output'];
  /** Matches ignoring page and limit. */
  totalCount: Scalars['Int']['output'];
  /** What was searched for. */
  type: SearchType;
  /** Matching users (type USERS), in result order. A deactivated account (includeDeactivated, signed-in viewers only) shows its id and username only: texts empty, default photos. */
  users: Array<User>;
};

/** Order of search results by publication (or sign-up) date; ties are broken by id. */
export type SearchSort =
  /** Newest first. */
  | 'NEWEST'
  /** Oldest first. */
  | 'OLDEST'
  /** Books and issues: most popular first (likes, rating stars and distinct readers added up), then newest. Users: newest first. */
  | 'POPULAR';

/** What a search returns: issues, books or users. */
export type SearchType =
  /** Books (title and description). */
  | 'BOOKS'
  /** Issues (their own title and description are searched). */
  | 'ISSUES'
  /** Users (username). */
  | 'USERS';

/** A new account. */
export type SignUpInput = {
  /** Email address. */
  email: Scalars['String']['input'];
  /** First name (at most 50 characters). */
  firstName: Scalars['String']['input'];
  /** Last name (at most 50 characters). */
  lastName: Scalars['String']['input'];
  /** Password (8 to 128 characters for a new password). */
  password: Scalars['String']['input'];
  /** The same password again. */
  passwordConfirm: Scalars['String']['input'];
  /** At least 6 characters: letters, numbers, dots, dashes, underscores. */
  username: Scalars['String']['input'];
};

/** Views reported from one kind of reader. */
export type SourceStats = {
  __typename?: 'SourceStats';
  /** Where the views were reported from. */
  source: ReadingSource;
  /** Views. */
  views: Scalars['Int']['output'];
};

/** A span of whole UTC days, both ends included (at most 366 days). */
export type StatsRangeInput = {
  /** First day, YYYY-MM-DD. */
  from: Scalars['String']['input'];
  /** Last day, YYYY-MM-DD (not after today). */
  to: Scalars['String']['input'];
};

/** The figures of a range added up. */
export type StatsTotals = {
  __typename?: 'StatsTotals';
  /** New comments. */
  comments: Scalars['Int']['output'];
  /** Completions / views, 0 to 1 (0 without views). */
  completionRate: Scalars['Float']['output'];
  /** Issues read to the end. */
  completions: Scalars['Int']['output'];
  /** New likes of issues. */
  likes: Scalars['Int']['output'];
  /** New ratings of books (0 for an issue). */
  ratings: Scalars['Int']['output'];
  /** New subscribers (creator only). */
  subscribersGained: Scalars['Int']['output'];
  /** Lost subscribers (creator only). */
  subscribersLost: Scalars['Int']['output'];
  /** The sum of the daily unique readers: readers cannot be followed from one day to the next, by design. */
  uniqueReaders: Scalars['Int']['output'];
  /** Issue views (openings). */
  views: Scalars['Int']['output'];
};

/** What a personal access token may do. A signed-in session may do everything; a token needs READ for any query (and READ_STATS for the statistics) and the WRITE_ scope of each mutation. */
export type TokenScope =
  /** Act on reports and moderate content (only moderators and admins may grant it). */
  | 'MODERATE'
  /** Read everything the account can see (every query needs it). */
  | 'READ'
  /** Read the reading statistics of the account's own books and issues. */
  | 'READ_STATS'
  /** Change the profile, photos and password, and deactivate the account. */
  | 'WRITE_ACCOUNT'
  /** Add and remove bookmarks and subscriptions, like issues and rate books. */
  | 'WRITE_SOCIAL'
  /** Create, update and delete books and issues, and upload their images. */
  | 'WRITE_WORKS';

/** A ComicInfo.xml credit naming no user: for the creator to resolve by hand. */
export type UnresolvedArchiveCredit = {
  __typename?: 'UnresolvedArchiveCredit';
  /** The name as written in ComicInfo.xml. */
  name: Scalars['String']['output'];
  /** The role ComicInfo.xml gives it. */
  role: CreditRole;
};

/** Editable book details. */
export type UpdateBookInput = {
  /** Content rating. */
  contentRating: ContentRating;
  /** Book description: 1-550 characters. */
  description: Scalars['String']['input'];
  /** Lower-case genre names from the fixed list; at least one. Replaces the current genres. */
  genres: Array<Scalars['String']['input']>;
  /** Hide (true) or show (false) the book; omitted = unchanged. */
  removed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Publication status. */
  status: BookStatus;
  /** Book title: 1-50 characters, no < or >. */
  title: Scalars['String']['input'];
  /** URL slug: alphanumeric words separated by single hyphens, at most 50 characters. */
  urlSlug: Scalars['String']['input'];
};

/** The viewer's editable profile fields; all are replaced. */
export type UpdateProfileInput = {
  /** At most 150 characters. */
  bio: Scalars['String']['input'];
  /** Email address. */
  email: Scalars['String']['input'];
  /** First name (at most 50 characters). */
  firstName: Scalars['String']['input'];
  /** Last name (at most 50 characters). */
  lastName: Scalars['String']['input'];
  /** At least 6 characters: letters, numbers, dots, dashes, underscores. */
  username: Scalars['String']['input'];
};

/** Changes to a webhook; omitted fields stay. */
export type UpdateWebhookInput = {
  /** False pauses the webhook. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The new set of events. */
  events?: InputMaybe<Array<WebhookEvent>>;
  /** A new signing secret (16-200 characters). */
  secret?: InputMaybe<Scalars['String']['input']>;
  /** A new source. */
  source?: InputMaybe<WebhookSource>;
  /** A new URL (checked as on create). */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** A Panelhouse account: readers and creators alike. */
export type User = {
  __typename?: 'User';
  /** Background photo URL (a default image when none was uploaded). */
  backgroundPhotoUrl: Scalars['String']['output'];
  /** Short biography (at most 150 characters). */
  bio: Scalars['String']['output'];
  /** When the account was created. */
  dateCreated: Scalars['DateTimeISO']['output'];
  /** Only visible to the user themself; null for others. */
  email?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Unique id of the user. */
  id: Scalars['Int']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Profile photo URL (a default image when none was uploaded). */
  photoUrl: Scalars['String']['output'];
  /** Role shown on the profile. */
  role: UserRole;
  /** Active users subscribed to this user. */
  subscriberCount: Scalars['Int']['output'];
  /** Active users this user subscribes to. */
  subscriptionCount: Scalars['Int']['output'];
  /** Public handle, unique regardless of case. */
  username: Scalars['String']['output'];
  /** Whether the viewer subscribes to this user; null when signed out or viewing yourself. */
  viewerIsSubscribed?: Maybe<Scalars['Boolean']['output']>;
};

/** One of the users with its cursor. */
export type UserEdge = {
  __typename?: 'UserEdge';
  /** Opaque cursor of this item (pass it as `after`). */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: User;
};

/** One page of users and the number of users across all pages. */
export type UserList = {
  __typename?: 'UserList';
  /** The users of this page with their cursors (pass one as `after`). */
  edges: Array<UserEdge>;
  /** The users of this page. */
  items: Array<User>;
  /** The users of this page (the same as `items`). */
  nodes: Array<User>;
  /** Cursors and whether more users follow. */
  pageInfo: PageInfo;
  /** Matching users ignoring page and limit. */
  totalCount: Scalars['Int']['output'];
};

/** What a user does on the site: every account starts as USER and becomes CREATOR with its first upload; admins make moderators. */
export type UserRole =
  /** Runs the site and grants the moderator role. */
  | 'ADMIN'
  /** Has published at least one book. */
  | 'CREATOR'
  /** Acts on reports and moderates content. */
  | 'MODERATOR'
  /** Reads, bookmarks and subscribes. */
  | 'USER';

/** A URL that receives signed event deliveries. */
export type Webhook = {
  __typename?: 'Webhook';
  /** False while paused by you or disabled after repeated failures (disabledReason): deliveries fail without a request. updateWebhook with active: true enables it again. */
  active: Scalars['Boolean']['output'];
  /** When the webhook was registered. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** When it was last paused or disabled. */
  disabledAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Why it was disabled automatically (deliveries failed too many times in a row); null while active or when you paused it. */
  disabledReason?: Maybe<Scalars['String']['output']>;
  /** The events delivered to this URL. */
  events: Array<WebhookEvent>;
  /** Unique id of the webhook. */
  id: Scalars['Int']['output'];
  /** Whose activity this webhook hears about. */
  source: WebhookSource;
  /** The receiving URL (https; see the API guide). */
  url: Scalars['String']['output'];
};

/** One event sent (or to be sent) to one webhook. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Attempts made so far. */
  attempts: Scalars['Int']['output'];
  /** When the delivery was queued. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** When a receiver accepted it (2xx). */
  deliveredAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The event name: issue.published, …, or ping. */
  event: Scalars['String']['output'];
  /** Sent as the x-panelhouse-delivery header. */
  id: Scalars['ID']['output'];
  /** Why the last attempt failed. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The receiver's last HTTP status. */
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  /** When the next attempt is due (RETRYING). */
  nextAttemptAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The JSON body sent: { id, event, createdAt, data }. */
  payload: Scalars['String']['output'];
  /** The delivery this one re-sends. */
  redeliveryOf?: Maybe<Scalars['ID']['output']>;
  /** Where the delivery stands. */
  status: WebhookDeliveryStatus;
  /** The webhook it goes to. */
  webhookId: Scalars['Int']['output'];
};

/** A page of a delivery log, newest first. */
export type WebhookDeliveryConnection = {
  __typename?: 'WebhookDeliveryConnection';
  /** The deliveries of this page with cursors. */
  edges: Array<WebhookDeliveryEdge>;
  /** The deliveries of this page. */
  nodes: Array<WebhookDelivery>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** Deliveries of this webhook across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A delivery with its cursor. */
export type WebhookDeliveryEdge = {
  __typename?: 'WebhookDeliveryEdge';
  /** Pass as `after` to list the deliveries after this one. */
  cursor: Scalars['String']['output'];
  /** The delivery. */
  node: WebhookDelivery;
};

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** Every attempt failed (or the webhook was disabled). */
  | 'FAILED'
  /** Queued, not attempted yet. */
  | 'PENDING'
  /** An attempt failed; another is scheduled (nextAttemptAt). */
  | 'RETRYING'
  /** The receiver answered 2xx. */
  | 'SUCCEEDED';

/** An event a webhook subscribes to (sent as x-panelhouse-event: issue.published …). */
export type WebhookEvent =
  /** book.deleted: a book and its issues were deleted. */
  | 'BOOK_DELETED'
  /** book.updated: details or cover of a book changed. */
  | 'BOOK_UPDATED'
  /** comment.created: a comment or reply on one of the owner's works. */
  | 'COMMENT_CREATED'
  /** issue.liked: readers liked one of the owner's issues (at most one delivery per issue and minute, with the number of new likes). */
  | 'ISSUE_LIKED'
  /** issue.published: a new issue (a new book with issue 1 too). */
  | 'ISSUE_PUBLISHED'
  /** report.resolved: a moderator resolved reports on one of the owner's works (never says who reported). */
  | 'REPORT_RESOLVED'
  /** subscriber.added: somebody subscribed to the owner. */
  | 'SUBSCRIBER_ADDED';

/** Whose activity a webhook hears about. */
export type WebhookSource =
  /** Books and issues of the creators the owner subscribes to. */
  | 'FOLLOWED_CREATORS'
  /** The owner's own books, issues and subscribers. */
  | 'OWN_WORKS';

/** One credited user and their roles. */
export type WorkCreditInput = {
  /** Primary roles of this user on the issue; at least one. */
  roles: Array<CreditRole>;
  /** Id of the credited user (any existing user, deactivated ones too). */
  userId: Scalars['Int']['input'];
};

/** A credited user and their roles on a work. */
export type WorkCreditView = {
  __typename?: 'WorkCreditView';
  /** Primary roles of this user on the work. */
  roles: Array<CreditRole>;
  /** The credited user. */
  user: User;
};

/** Reading figures of your works over a range of days. */
export type WorkStats = {
  __typename?: 'WorkStats';
  /** One entry per day of the range, zero-filled, oldest first. */
  daily: Array<DailyStats>;
  /** Where readers stop: one entry per page, for an issue only (empty for a book or creator). */
  dropOff: Array<PageReach>;
  /** First day of the range, YYYY-MM-DD. */
  from: Scalars['String']['output'];
  /** The issues in scope with their totals (costed connection; descending except RELEASED). */
  issues: IssueStatsConnection;
  /** Top referrer domains (1..50, default 10), most views first. */
  referrers: Array<ReferrerStats>;
  /** Views by reading source, most first. */
  sources: Array<SourceStats>;
  /** Last day of the range, YYYY-MM-DD. */
  to: Scalars['String']['output'];
  /** The figures of the range added up. */
  totals: StatsTotals;
};


/** Reading figures of your works over a range of days. */
export type WorkStatsIssuesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<IssueStatsOrder>;
};


/** Reading figures of your works over a range of days. */
export type WorkStatsReferrersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type AccessTokenRowFragment = { __typename?: 'AccessToken', id: number, name: string, prefix: string, scopes: Array<TokenScope>, createdAt: string, lastUsedAt?: string | null, expiresAt?: string | null, revokedAt?: string | null, isActive: boolean };

export type AccessTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessTokensQuery = { __typename?: 'Query', accessTokens: Array<{ __typename?: 'AccessToken', id: number, name: string, prefix: string, scopes: Array<TokenScope>, createdAt: string, lastUsedAt?: string | null, expiresAt?: string | null, revokedAt?: string | null, isActive: boolean }> };

export type CreateAccessTokenMutationVariables = Exact<{
  input: CreateAccessTokenInput;
}>;


export type CreateAccessTokenMutation = { __typename?: 'Mutation', createAccessToken: { __typename?: 'CreatedAccessToken', token: string, accessToken: { __typename?: 'AccessToken', id: number, name: string, prefix: string, scopes: Array<TokenScope>, createdAt: string, lastUsedAt?: string | null, expiresAt?: string | null, revokedAt?: string | null, isActive: boolean } } };

export type RevokeAccessTokenMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type RevokeAccessTokenMutation = { __typename?: 'Mutation', revokeAccessToken: { __typename?: 'AccessToken', id: number, name: string, prefix: string, scopes: Array<TokenScope>, createdAt: string, lastUsedAt?: string | null, expiresAt?: string | null, revokedAt?: string | null, isActive: boolean } };

export type LogOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type LogOutEverywhereMutation = { __typename?: 'Mutation', logOutEverywhere: number };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'User', id: number, username: string, firstName: string, lastName: string, bio: string, role: UserRole, photoUrl: string, backgroundPhotoUrl: string, dateCreated: string, email?: string | null } };

export type UpdateProfilePhotosMutationVariables = Exact<{
  profilePhoto?: InputMaybe<Scalars['Upload']['input']>;
  backgroundPhoto?: InputMaybe<Scalars['Upload']['input']>;
}>;


export type UpdateProfilePhotosMutation = { __typename?: 'Mutation', updateProfilePhotos: { __typename?: 'User', id: number, username: string, firstName: string, lastName: string, bio: string, role: UserRole, photoUrl: string, backgroundPhotoUrl: string, dateCreated: string, email?: string | null } };

export type DeactivateAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type DeactivateAccountMutation = { __typename?: 'Mutation', deactivateAccount: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: boolean };

export type SessionUserFragment = { __typename?: 'User', id: number, username: string, firstName: string, lastName: string, bio: string, role: UserRole, photoUrl: string, backgroundPhotoUrl: string, dateCreated: string, email?: string | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me?: { __typename?: 'User', id: number, username: string, firstName: string, lastName: string, bio: string, role: UserRole, photoUrl: string, backgroundPhotoUrl: string, dateCreated: string, email?: string | null } | null };

export type LogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogOutMutation = { __typename?: 'Mutation', logOut: boolean };

export type LogInMutationVariables = Exact<{
  input: LogInInput;
}>;


export type LogInMutation = { __typename?: 'Mutation', logIn: { __typename?: 'AuthPayload', token: string, isReactivated: boolean, user: { __typename?: 'User', id: number, username: string, firstName: string, lastName: string, bio: string, role: UserRole, photoUrl: string, backgroundPhotoUrl: string, dateCreated: string, email?: string | null } } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { __typename?: 'Mutation', signUp: { __typename?: 'AuthPayload', token: string, isReactivated: boolean, user: { __typename?: 'User', id: number, username: string, firstName: string, lastName: string, bio: string, role: UserRole, photoUrl: string, backgroundPhotoUrl: string, dateCreated: string, email?: string | null } } };

export type CommentItemFragment = { __typename?: 'Comment', id: number, parentId?: number | null, state: CommentState, body?: string | null, spoiler: boolean, pageNumber?: number | null, edited: boolean, pinned: boolean, likeCount: number, replyCount: number, viewerHasLiked: boolean, dateCreated: string, author?: { __typename?: 'User', id: number, username: string, photoUrl: string } | null, segments: Array<{ __typename?: 'CommentSegment', kind: CommentSegmentKind, text: string, url?: string | null, username?: string | null }>, viewerCan: { __typename?: 'CommentViewerCan', edit: boolean, delete: boolean, hide: boolean, pin: boolean, like: boolean, reply: boolean, blockAuthor: boolean } };

export type IssueCommentsQueryVariables = Exact<{
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<CommentSort>;
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
}>;


export type IssueCommentsQuery = { __typename?: 'Query', issue?: { __typename?: 'Issue', id: number, pageCount: number, commentCount: number, commentsOpen: boolean, viewerCanComment: boolean, viewerCan: { __typename?: 'IssueViewerCan', edit: boolean, delete: boolean, addIssue: boolean }, comments: { __typename?: 'CommentConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'Comment', id: number, parentId?: number | null, state: CommentState, body?: string | null, spoiler: boolean, pageNumber?: number | null, edited: boolean, pinned: boolean, likeCount: number, replyCount: number, viewerHasLiked: boolean, dateCreated: string, replies: { __typename?: 'CommentConnection', pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'Comment', id: number, parentId?: number | null, state: CommentState, body?: string | null, spoiler: boolean, pageNumber?: number | null, edited: boolean, pinned: boolean, likeCount: number, replyCount: number, viewerHasLiked: boolean, dateCreated: string, author?: { __typename?: 'User', id: number, username: string, photoUrl: string } | null, segments: Array<{ __typename?: 'CommentSegment', kind: CommentSegmentKind, text: string, url?: string | null, username?: string | null }>, viewerCan: { __typename?: 'CommentViewerCan', edit: boolean, delete: boolean, hide: boolean, pin: boolean, like: boolean, reply: boolean, blockAuthor: boolean } }> }, author?: { __typename?: 'User', id: number, username: string, photoUrl: string } | null, segments: Array<{ __typename?: 'CommentSegment', kind: CommentSegmentKind, text: string, url?: string | null, username?: string | null }>, viewerCan: { __typename?: 'CommentViewerCan', edit: boolean, delete: boolean, hide: boolean, pin: boolean, like: boolean, reply: boolean, blockAuthor: boolean } }> } } | null };

export type CommentRepliesQueryVariables = Exact<{
  id: Scalars['Int']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type CommentRepliesQuery = { __typename?: 'Query', comment?: { __typename?: 'Comment', id: number, replies: { __typename?: 'CommentConnection', pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'Comment', id: number, parentId?: number | null, state: CommentState, body?: string | null, spoiler: boolean, pageNumber?: number | null, edited: boolean, pinned: boolean, likeCount: number, replyCount: number, viewerHasLiked: boolean, dateCreated: string, author?: { __typename?: 'User', id: number, username: string, photoUrl: string } | null, segments: Array<{ __typename?: 'CommentSegment', kind: CommentSegmentKind, text: string, url?: string | null, username?: string | null }>, viewerCan: { __typename?: 'CommentViewerCan', edit: boolean, delete: boolean, hide: boolean, pin: boolean, like: boolean, reply: boolean, blockAuthor: boolean } }> } } | null };

export type CommentedPagesQueryVariables = Exact<{
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
}>;


export type CommentedPagesQuery = { __typename?: 'Query', issue?: { __typename?: 'Issue', id: number, commentedPages: Array<{ __typename?: 'CommentedPage', pageNumber: number, count: number }> } | null };

export type PostCommentMutationVariables = Exact<{
  input: PostCommentInput;
}>;


export type PostCommentMutation = { __typename?: 'Mutation', postComment: { __typename?: 'Comment', id: number, parentId?: number | null, state: CommentState, body?: string | null, spoiler: boolean, pageNumber?: number | null, edited: boolean, pinned: boolean, likeCount: number, replyCount: number, viewerHasLiked: boolean, dateCreated: string, author?: { __typename?: 'User', id: number, username: string, photoUrl: string } | null, segments: Array<{ __typename?: 'CommentSegment', kind: CommentSegmentKind, text: string, url?: string | null, username?: string | null }>, viewerCan: { __typename?: 'CommentViewerCan', edit: boolean, delete: boolean, hide: boolean, pin: boolean, like: boolean, reply: boolean, blockAuthor: boolean } } };

export type EditCommentMutationVariables = Exact<{
  input: EditCommentInput;
}>;


export type EditCommentMutation = { __typename?: 'Mutation', editComment: { __typename?: 'Comment', id: number, parentId?: number | null, state: CommentState, body?: string | null, spoiler: boolean, pageNumber?: number | null, edited: boolean, pinned: boolean, likeCount: number, replyCount: number, viewerHasLiked: boolean, dateCreated: string, author?: { __typename?: 'User', id: number, username: string, photoUrl: string } | null, segments: Array<{ __typename?: 'CommentSegment', kind: CommentSegmentKind, text: string, url?: string | null, username?: string | null }>, viewerCan: { __typename?: 'CommentViewerCan', edit: boolean, delete: boolean, hide: boolean, pin: boolean, like: boolean, reply: boolean, blockAuthor: boolean } } };

export type DeleteCommentMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DeleteCommentMutation = { __typename?: 'Mutation', deleteComment: { __typename?: 'Comment', id: number, parentId?: number | null, state: CommentState, body?: string | null, spoiler: boolean, pageNumber?: number | null, edited: boolean, pinned: boolean, likeCount: number, replyCount: number, viewerHasLiked: boolean, dateCreated: string, author?: { __typename?: 'User', id: number, username: string, photoUrl: string } | null, segments: Array<{ __typename?: 'CommentSegment', kind: CommentSegmentKind, text: string, url?: string | null, username?: string | null }>, viewerCan: { __typename?: 'CommentViewerCan', edit: boolean, delete: boolean, hide: boolean, pin: boolean, like: boolean, reply: boolean, blockAuthor: boolean } } };

export type LikeCommentMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type LikeCommentMutation = { __typename?: 'Mutation', likeComment: { __typename?: 'Comment', id: number, likeCount: number, viewerHasLiked: boolean } };

export type UnlikeCommentMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type UnlikeCommentMutation = { __typename?: 'Mutation', unlikeComment: { __typename?: 'Comment', id: number, likeCount: number, viewerHasLiked: boolean } };

export type HideCommentMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type HideCommentMutation = { __typename?: 'Mutation', hideComment: { __typename?: 'Comment', id: number, parentId?: number | null, state: CommentState, body?: string | null, spoiler: boolean, pageNumber?: number | null, edited: boolean, pinned: boolean, likeCount: number, replyCount: number, viewerHasLiked: boolean, dateCreated: string, author?: { __typename?: 'User', id: number, username: string, photoUrl: string } | null, segments: Array<{ __typename?: 'CommentSegment', kind: CommentSegmentKind, text: string, url?: string | null, username?: string | null }>, viewerCan: { __typename?: 'CommentViewerCan', edit: boolean, delete: boolean, hide: boolean, pin: boolean, like: boolean, reply: boolean, blockAuthor: boolean } } };

export type UnhideCommentMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type UnhideCommentMutation = { __typename?: 'Mutation', unhideComment: { __typename?: 'Comment', id: number, parentId?: number | null, state: CommentState, body?: string | null, spoiler: boolean, pageNumber?: number | null, edited: boolean, pinned: boolean, likeCount: number, replyCount: number, viewerHasLiked: boolean, dateCreated: string, author?: { __typename?: 'User', id: number, username: string, photoUrl: string } | null, segments: Array<{ __typename?: 'CommentSegment', kind: CommentSegmentKind, text: string, url?: string | null, username?: string | null }>, viewerCan: { __typename?: 'CommentViewerCan', edit: boolean, delete: boolean, hide: boolean, pin: boolean, like: boolean, reply: boolean, blockAuthor: boolean } } };

export type PinCommentMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type PinCommentMutation = { __typename?: 'Mutation', pinComment: { __typename?: 'Comment', id: number, pinned: boolean } };

export type UnpinCommentMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type UnpinCommentMutation = { __typename?: 'Mutation', unpinComment: { __typename?: 'Comment', id: number, pinned: boolean } };

export type BlockUserMutationVariables = Exact<{
  userId: Scalars['Int']['input'];
}>;


export type BlockUserMutation = { __typename?: 'Mutation', blockUser: { __typename?: 'User', id: number } };

export type SetBookCommentsMutationVariables = Exact<{
  bookId: Scalars['Int']['input'];
  enabled: Scalars['Boolean']['input'];
}>;


export type SetBookCommentsMutation = { __typename?: 'Mutation', setBookComments: { __typename?: 'Book', id: number, commentsEnabled: boolean } };

export type BlockedUsersQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type BlockedUsersQuery = { __typename?: 'Query', blockedUsers: { __typename?: 'BlockedUserConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'User', id: number, username: string }> } };

export type UnblockUserMutationVariables = Exact<{
  userId: Scalars['Int']['input'];
}>;


export type UnblockUserMutation = { __typename?: 'Mutation', unblockUser: { __typename?: 'User', id: number } };

export type NewIssuesShelfQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type NewIssuesShelfQuery = { __typename?: 'Query', newIssues: Array<{ __typename?: 'Issue', id: number, title: string, issueNumber: number, dateCreated: string, likeCount: number, readCount: number, commentCount: number, cover: { __typename?: 'Image', url: string, srcset: string, width: number, height: number }, book: { __typename?: 'Book', id: number, title: string, urlSlug: string }, publisher: { __typename?: 'User', id: number, username: string } }> };

export type PopularShelfQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PopularShelfQuery = { __typename?: 'Query', popularBooks: Array<{ __typename?: 'Book', id: number, title: string, urlSlug: string, likeCount: number, ratingCount: number, ratingAverage?: number | null, cover: { __typename?: 'Image', url: string, srcset: string, width: number, height: number }, publisher: { __typename?: 'User', id: number, username: string } }> };

export type FeaturedShelfQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type FeaturedShelfQuery = { __typename?: 'Query', featuredBooks: Array<{ __typename?: 'Book', id: number, title: string, urlSlug: string, cover: { __typename?: 'Image', url: string, srcset: string, width: number, height: number }, publisher: { __typename?: 'User', id: number, username: string } }> };

export type ModerationQueueQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ModerationQueueQuery = { __typename?: 'Query', moderationQueue: { __typename?: 'ModerationQueueItemConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'ModerationQueueItem', id: string, kind: string, targetType: ReportTarget, targetId: number, reportCount: number, reasons: Array<ReportReason>, texts: Array<string>, latestAt: string, target?: { __typename?: 'ModerationTarget', type: ReportTarget, id: number, title: string, state: string, affectedUsername?: string | null, bookId?: number | null, bookTitle?: string | null, bookSlug?: string | null, issueNumber?: number | null, issueTitle?: string | null, text?: string | null, coverUrl?: string | null } | null, appeal?: { __typename?: 'Appeal', id: number, text: string, decision: { __typename?: 'ModerationDecision', id: number, action: ModerationActionKind, reason: string } } | null }> } };

export type ModerateMutationVariables = Exact<{
  targetType: ReportTarget;
  targetId: Scalars['Int']['input'];
  action: QueueAction;
  reason: Scalars['String']['input'];
}>;


export type ModerateMutation = { __typename?: 'Mutation', moderate: { __typename?: 'ModerationDecision', id: number, action: ModerationActionKind } };

export type ModerationLogQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ModerationLogQuery = { __typename?: 'Query', moderationLog: { __typename?: 'ModerationDecisionConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'ModerationDecision', id: number, action: ModerationActionKind, targetType: ReportTarget, targetId: number, targetTitle?: string | null, reason: string, dateCreated: string, moderator?: { __typename?: 'User', id: number, username: string } | null }> } };

export type GrantModeratorMutationVariables = Exact<{
  userId: Scalars['Int']['input'];
}>;


export type GrantModeratorMutation = { __typename?: 'Mutation', grantModerator: { __typename?: 'User', id: number, role: UserRole } };

export type RevokeModeratorMutationVariables = Exact<{
  userId: Scalars['Int']['input'];
}>;


export type RevokeModeratorMutation = { __typename?: 'Mutation', revokeModerator: { __typename?: 'User', id: number, role: UserRole } };

export type ReportMutationVariables = Exact<{
  targetType: ReportTarget;
  targetId: Scalars['Int']['input'];
  reason: ReportReason;
  text?: InputMaybe<Scalars['String']['input']>;
}>;


export type ReportMutation = { __typename?: 'Mutation', report: { __typename?: 'Report', id: number, open: boolean } };

export type AppealLinkDecisionQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type AppealLinkDecisionQuery = { __typename?: 'Query', appealLinkDecision: { __typename?: 'AppealLinkDecision', action: ModerationActionKind, targetType: ReportTarget, targetTitle?: string | null, reason: string, dateCreated: string, appealed: boolean } };

export type AppealWithLinkMutationVariables = Exact<{
  token: Scalars['String']['input'];
  text: Scalars['String']['input'];
}>;


export type AppealWithLinkMutation = { __typename?: 'Mutation', appealWithLink: { __typename?: 'Appeal', id: number } };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountQuery = { __typename?: 'Query', unreadNotificationCount: number };

export type NotificationsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type NotificationsQuery = { __typename?: 'Query', notifications: { __typename?: 'NotificationConnection', pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, edges: Array<{ __typename?: 'NotificationEdge', cursor: string, node: { __typename?: 'Notification', id: number, kind: NotificationKind, createdAt: string, read: boolean, link?: string | null, actor?: { __typename?: 'User', id: number, username: string } | null, subject?: { __typename?: 'NotificationSubject', bookId: number, bookTitle: string, issueNumber?: number | null, issueTitle?: string | null, creatorUsername: string } | null, data: { __typename?: 'NotificationData', excerpt?: string | null, action?: string | null, reason?: string | null, targetType?: string | null, targetTitle?: string | null, count?: number | null } } }> } };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
}>;


export type MarkNotificationsReadMutation = { __typename?: 'Mutation', markNotificationsRead: { __typename?: 'NotificationsReadResult', marked: number, unreadCount: number } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { __typename?: 'Mutation', markAllNotificationsRead: { __typename?: 'NotificationsReadResult', marked: number, unreadCount: number } };

export type NotificationPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationPreferencesQuery = { __typename?: 'Query', notificationPreferences: Array<{ __typename?: 'NotificationPreference', kind: NotificationKind, email: boolean }> };

export type UpdateNotificationPreferencesMutationVariables = Exact<{
  preferences: Array<NotificationPreferenceInput> | NotificationPreferenceInput;
}>;


export type UpdateNotificationPreferencesMutation = { __typename?: 'Mutation', updateNotificationPreferences: Array<{ __typename?: 'NotificationPreference', kind: NotificationKind, email: boolean }> };

export type GridBookFragment = { __typename?: 'Book', id: number, title: string, urlSlug: string, dateCreated: string, likeCount: number, ratingAverage?: number | null, ratingCount: number, cover: { __typename?: 'Image', url: string, srcset: string, width: number, height: number } };

export type UserBooksQueryVariables = Exact<{
  userId: Scalars['Int']['input'];
  page: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
}>;


export type UserBooksQuery = { __typename?: 'Query', userBooks: { __typename?: 'BookList', totalCount: number, items: Array<{ __typename?: 'Book', id: number, title: string, urlSlug: string, dateCreated: string, likeCount: number, ratingAverage?: number | null, ratingCount: number, cover: { __typename?: 'Image', url: string, srcset: string, width: number, height: number } }> } };

export type UserIssuesQueryVariables = Exact<{
  userId: Scalars['Int']['input'];
  page: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
}>;


export type UserIssuesQuery = { __typename?: 'Query', userIssues: { __typename?: 'IssueList', totalCount: number, items: Array<{ __typename?: 'Issue', id: number, issueNumber: number, title: string, dateCreated: string, likeCount: number, readCount: number, commentCount: number, cover: { __typename?: 'Image', url: string, srcset: string, width: number, height: number }, book: { __typename?: 'Book', id: number, title: string, urlSlug: string } }> } };

export type AccreditedWorksQueryVariables = Exact<{
  userId: Scalars['Int']['input'];
}>;


export type AccreditedWorksQuery = { __typename?: 'Query', accreditedWorks: Array<{ __typename?: 'AccreditedRole', role: CreditRole, count: number, issues: Array<{ __typename?: 'Issue', id: number, issueNumber: number, title: string, book: { __typename?: 'Book', id: number, title: string, urlSlug: string } }> }> };

export type UserBookmarksQueryVariables = Exact<{
  userId: Scalars['Int']['input'];
  page: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
}>;


export type UserBookmarksQuery = { __typename?: 'Query', bookmarks: { __typename?: 'BookList', totalCount: number, items: Array<{ __typename?: 'Book', id: number, title: string, urlSlug: string, dateCreated: string, likeCount: number, ratingAverage?: number | null, ratingCount: number, cover: { __typename?: 'Image', url: string, srcset: string, width: number, height: number } }> } };

export type UserSubscribersQueryVariables = Exact<{
  userId: Scalars['Int']['input'];
  page: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
}>;


export type UserSubscribersQuery = { __typename?: 'Query', subscribers: { __typename?: 'UserList', totalCount: number, items: Array<{ __typename?: 'User', id: number, username: string, photoUrl: string, subscriberCount: number }> } };

export type UserSubscriptionsQueryVariables = Exact<{
  userId: Scalars['Int']['input'];
  page: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
}>;


export type UserSubscriptionsQuery = { __typename?: 'Query', subscriptions: { __typename?: 'UserList', totalCount: number, items: Array<{ __typename?: 'User', id: number, username: string, photoUrl: string, subscriberCount: number }> } };

export type UserCardFragment = { __typename?: 'User', id: number, username: string, photoUrl: string, subscriberCount: number };

export type UserProfileQueryVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type UserProfileQuery = { __typename?: 'Query', user?: { __typename?: 'User', id: number, username: string, bio: string, role: UserRole, photoUrl: string, backgroundPhotoUrl: string, dateCreated: string, subscriberCount: number, subscriptionCount: number, viewerIsSubscribed?: boolean | null } | null };

export type SubscribeMutationVariables = Exact<{
  userId: Scalars['Int']['input'];
}>;


export type SubscribeMutation = { __typename?: 'Mutation', subscribe: { __typename?: 'User', id: number, subscriberCount: number, viewerIsSubscribed?: boolean | null } };

export type UnsubscribeMutationVariables = Exact<{
  userId: Scalars['Int']['input'];
}>;


export type UnsubscribeMutation = { __typename?: 'Mutation', unsubscribe: { __typename?: 'User', id: number, subscriberCount: number, viewerIsSubscribed?: boolean | null } };

export type ContinueReadingQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ContinueReadingQuery = { __typename?: 'Query', continueReading: { __typename?: 'ReadingProgressConnection', nodes: Array<{ __typename?: 'ReadingProgress', page: number, pageCount: number, issueNumber: number, updatedAt: string, issue: { __typename?: 'Issue', id: number, title: string }, book: { __typename?: 'Book', id: number, title: string, urlSlug: string, cover: { __typename?: 'Image', url: string, srcset: string, width: number, height: number } } }> } };

export type BookProgressQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type BookProgressQuery = { __typename?: 'Query', book?: { __typename?: 'Book', id: number, viewerProgress?: { __typename?: 'ReadingProgress', page: number, issueNumber: number } | null } | null };

export type IssueProgressQueryVariables = Exact<{
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
}>;


export type IssueProgressQuery = { __typename?: 'Query', issue?: { __typename?: 'Issue', id: number, viewerProgress?: { __typename?: 'ReadingProgress', page: number, furthestPage: number } | null } | null };

export type RecordReadingProgressMutationVariables = Exact<{
  issueId: Scalars['Int']['input'];
  page: Scalars['Int']['input'];
  furthestPage?: InputMaybe<Scalars['Int']['input']>;
}>;


export type RecordReadingProgressMutation = { __typename?: 'Mutation', recordReadingProgress: { __typename?: 'ReadingProgress', page: number, furthestPage: number } };

export type MergeReadingProgressMutationVariables = Exact<{
  entries: Array<ReadingProgressEntryInput> | ReadingProgressEntryInput;
}>;


export type MergeReadingProgressMutation = { __typename?: 'Mutation', mergeReadingProgress: { __typename?: 'MergeReadingProgressResult', merged: number, skipped: number } };

export type ClearReadingHistoryMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearReadingHistoryMutation = { __typename?: 'Mutation', clearReadingHistory: number };

export type FollowingQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type FollowingQuery = { __typename?: 'Query', following: { __typename?: 'FollowingConnection', totalCount: number, unreadCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, edges: Array<{ __typename?: 'FollowedIssueEdge', cursor: string, node: { __typename?: 'FollowedIssue', unread: boolean, issue: { __typename?: 'Issue', id: number, issueNumber: number, title: string, dateCreated: string, cover: { __typename?: 'Image', url: string, srcset: string, width: number, height: number }, publisher: { __typename?: 'User', id: number, username: string }, book: { __typename?: 'Book', id: number, title: string, urlSlug: string } } } }> } };

export type FollowingFeedLinkQueryVariables = Exact<{ [key: string]: never; }>;


export type FollowingFeedLinkQuery = { __typename?: 'Query', followingFeedLink?: { __typename?: 'FollowingFeedLink', createdAt: string, url?: string | null } | null };

export type RotateFollowingFeedUrlMutationVariables = Exact<{ [key: string]: never; }>;


export type RotateFollowingFeedUrlMutation = { __typename?: 'Mutation', rotateFollowingFeedUrl: { __typename?: 'FollowingFeedLink', createdAt: string, url?: string | null } };

export type BookReactionCountsFragment = { __typename?: 'Book', likeCount: number, ratingCount: number, ratingAverage?: number | null };

export type IssueReactionCountsFragment = { __typename?: 'Issue', likeCount: number, readCount: number, commentCount: number };

export type IssueLikeStateFragment = { __typename?: 'Issue', id: number, likeCount: number, viewerHasLiked?: boolean | null, viewerCanLike: boolean };

export type BookRatingStateFragment = { __typename?: 'Book', id: number, likeCount: number, ratingCount: number, ratingAverage?: number | null, viewerRating?: number | null, viewerCanRate: boolean };

export type IssueLikesQueryVariables = Exact<{
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
}>;


export type IssueLikesQuery = { __typename?: 'Query', issue?: { __typename?: 'Issue', id: number, likeCount: number, viewerHasLiked?: boolean | null, viewerCanLike: boolean } | null };

export type BookRatingQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type BookRatingQuery = { __typename?: 'Query', book?: { __typename?: 'Book', id: number, likeCount: number, ratingCount: number, ratingAverage?: number | null, viewerRating?: number | null, viewerCanRate: boolean } | null };

export type LikeIssueMutationVariables = Exact<{
  issueId: Scalars['Int']['input'];
}>;


export type LikeIssueMutation = { __typename?: 'Mutation', likeIssue: { __typename?: 'Issue', id: number, likeCount: number, viewerHasLiked?: boolean | null, viewerCanLike: boolean } };

export type UnlikeIssueMutationVariables = Exact<{
  issueId: Scalars['Int']['input'];
}>;


export type UnlikeIssueMutation = { __typename?: 'Mutation', unlikeIssue: { __typename?: 'Issue', id: number, likeCount: number, viewerHasLiked?: boolean | null, viewerCanLike: boolean } };

export type RateBookMutationVariables = Exact<{
  bookId: Scalars['Int']['input'];
  rating: Scalars['Int']['input'];
}>;


export type RateBookMutation = { __typename?: 'Mutation', rateBook: { __typename?: 'Book', id: number, likeCount: number, ratingCount: number, ratingAverage?: number | null, viewerRating?: number | null, viewerCanRate: boolean } };

export type ClearBookRatingMutationVariables = Exact<{
  bookId: Scalars['Int']['input'];
}>;


export type ClearBookRatingMutation = { __typename?: 'Mutation', clearBookRating: { __typename?: 'Book', id: number, likeCount: number, ratingCount: number, ratingAverage?: number | null, viewerRating?: number | null, viewerCanRate: boolean } };

export type ReaderIssueQueryVariables = Exact<{
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
}>;


export type ReaderIssueQuery = { __typename?: 'Query', issue?: { __typename?: 'Issue', id: number, issueNumber: number, title: string, description: string, cover: { __typename?: 'Image', url: string }, layout: { __typename?: 'IssueLayout', coverStandsAlone: boolean, pairOffset: number }, pages: { __typename?: 'PageConnection', nodes: Array<{ __typename?: 'Page', id: number, pageNumber: number, isSpread: boolean, image: { __typename?: 'Image', url: string, srcset: string, width: number, height: number } }> }, book: { __typename?: 'Book', id: number, title: string, urlSlug: string, issueCount: number, viewerHasBookmarked?: boolean | null, viewerCan: { __typename?: 'BookViewerCan', edit: boolean }, publisher: { __typename?: 'User', id: number, username: string, viewerIsSubscribed?: boolean | null } } } | null };

export type ReaderNextIssueQueryVariables = Exact<{
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
}>;


export type ReaderNextIssueQuery = { __typename?: 'Query', issue?: { __typename?: 'Issue', id: number, issueNumber: number, title: string, cover: { __typename?: 'Image', url: string, width: number, height: number }, pages: { __typename?: 'PageConnection', nodes: Array<{ __typename?: 'Page', id: number, image: { __typename?: 'Image', url: string, srcset: string, width: number, height: number } }> } } | null };

export type ReaderAltTextsQueryVariables = Exact<{
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
}>;


export type ReaderAltTextsQuery = { __typename?: 'Query', issue?: { __typename?: 'Issue', id: number, pages: { __typename?: 'PageConnection', nodes: Array<{ __typename?: 'Page', id: number, altText?: string | null }> } } | null };

export type ReaderTranscriptsQueryVariables = Exact<{
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
}>;


export type ReaderTranscriptsQuery = { __typename?: 'Query', issue?: { __typename?: 'Issue', id: number, pages: { __typename?: 'PageConnection', nodes: Array<{ __typename?: 'Page', id: number, transcript?: string | null }> } } | null };

export type SearchQueryVariables = Exact<{
  input: SearchInput;
}>;


export type SearchQuery = { __typename?: 'Query', search: { __typename?: 'SearchResult', type: SearchType, totalCount: number, page: number, limit: number, books: Array<{ __typename?: 'Book', id: number, title: string, urlSlug: string, description: string, status: BookStatus, contentRating: ContentRating, issueCount: number, totalPages: number, dateCreated: string, likeCount: number, ratingCount: number, ratingAverage?: number | null, cover: { __typename?: 'Image', url: string, srcset: string, width: number, height: number }, publisher: { __typename?: 'User', id: number, username: string } }>, issues: Array<{ __typename?: 'Issue', id: number, issueNumber: number, title: string, description: string, pageCount: number, dateCreated: string, likeCount: number, readCount: number, commentCount: number, cover: { __typename?: 'Image', url: string, srcset: string, width: number, height: number }, publisher: { __typename?: 'User', id: number, username: string }, book: { __typename?: 'Book', id: number, title: string, urlSlug: string, status: BookStatus, contentRating: ContentRating, issueCount: number } }>, users: Array<{ __typename?: 'User', id: number, username: string, photoUrl: string, subscriberCount: number }> } };

export type StatsTotalsFieldsFragment = { __typename?: 'StatsTotals', views: number, uniqueReaders: number, completions: number, completionRate: number, likes: number, ratings: number, comments: number, subscribersGained: number, subscribersLost: number };

export type WorkStatsFieldsFragment = { __typename?: 'WorkStats', from: string, to: string, totals: { __typename?: 'StatsTotals', views: number, uniqueReaders: number, completions: number, completionRate: number, likes: number, ratings: number, comments: number, subscribersGained: number, subscribersLost: number }, daily: Array<{ __typename?: 'DailyStats', day: string, views: number, uniqueReaders: number, completions: number, likes: number, ratings: number, comments: number, subscribersGained: number, subscribersLost: number }>, referrers: Array<{ __typename?: 'ReferrerStats', domain: string, views: number }>, sources: Array<{ __typename?: 'SourceStats', source: ReadingSource, views: number }>, dropOff: Array<{ __typename?: 'PageReach', page: number, readers: number, share: number }>, issues: { __typename?: 'IssueStatsConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'IssueStatsRow', issue: { __typename?: 'Issue', id: number, title: string, issueNumber: number, book: { __typename?: 'Book', id: number, title: string, urlSlug: string } }, totals: { __typename?: 'StatsTotals', views: number, uniqueReaders: number, completions: number, completionRate: number, likes: number, ratings: number, comments: number, subscribersGained: number, subscribersLost: number } }> } };

export type StatsIssuePageFieldsFragment = { __typename?: 'IssueStatsConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'IssueStatsRow', issue: { __typename?: 'Issue', id: number, title: string, issueNumber: number, book: { __typename?: 'Book', id: number, title: string, urlSlug: string } }, totals: { __typename?: 'StatsTotals', views: number, uniqueReaders: number, completions: number, completionRate: number, likes: number, ratings: number, comments: number, subscribersGained: number, subscribersLost: number } }> };

export type CreatorStatsQueryVariables = Exact<{
  range: StatsRangeInput;
  first: Scalars['Int']['input'];
}>;


export type CreatorStatsQuery = { __typename?: 'Query', creatorStats: { __typename?: 'WorkStats', from: string, to: string, totals: { __typename?: 'StatsTotals', views: number, uniqueReaders: number, completions: number, completionRate: number, likes: number, ratings: number, comments: number, subscribersGained: number, subscribersLost: number }, daily: Array<{ __typename?: 'DailyStats', day: string, views: number, uniqueReaders: number, completions: number, likes: number, ratings: number, comments: number, subscribersGained: number, subscribersLost: number }>, referrers: Array<{ __typename?: 'ReferrerStats', domain: string, views: number }>, sources: Array<{ __typename?: 'SourceStats', source: ReadingSource, views: number }>, dropOff: Array<{ __typename?: 'PageReach', page: number, readers: number, share: number }>, issues: { __typename?: 'IssueStatsConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'IssueStatsRow', issue: { __typename?: 'Issue', id: number, title: string, issueNumber: number, book: { __typename?: 'Book', id: number, title: string, urlSlug: string } }, totals: { __typename?: 'StatsTotals', views: number, uniqueReaders: number, completions: number, completionRate: number, likes: number, ratings: number, comments: number, subscribersGained: number, subscribersLost: number } }> } } };

export type BookStatsQueryVariables = Exact<{
  bookId: Scalars['Int']['input'];
  range: StatsRangeInput;
  first: Scalars['Int']['input'];
}>;


export type BookStatsQuery = { __typename?: 'Query', bookStats: { __typename?: 'WorkStats', from: string, to: string, totals: { __typename?: 'StatsTotals', views: number, uniqueReaders: number, completions: number, completionRate: number, likes: number, ratings: number, comments: number, subscribersGained: number, subscribersLost: number }, daily: Array<{ __typename?: 'DailyStats', day: string, views: number, uniqueReaders: number, completions: number, likes: number, ratings: number, comments: number, subscribersGained: number, subscribersLost: number }>, referrers: Array<{ __typename?: 'ReferrerStats', domain: string, views: number }>, sources: Array<{ __typename?: 'SourceStats', source: ReadingSource, views: number }>, dropOff: Array<{ __typename?: 'PageReach', page: number, readers: number, share: number }>, issues: { __typename?: 'IssueStatsConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'IssueStatsRow', issue: { __typename?: 'Issue', id: number, title: string, issueNumber: number, book: { __typename?: 'Book', id: number, title: string, urlSlug: string } }, totals: { __typename?: 'StatsTotals', views: number, uniqueReaders: number, completions: number, completionRate: number, likes: number, ratings: number, comments: number, subscribersGained: number, subscribersLost: number } }> } } };

export type IssueStatsQueryVariables = Exact<{
  issueId: Scalars['Int']['input'];
  range: StatsRangeInput;
  first: Scalars['Int']['input'];
}>;


export type IssueStatsQuery = { __typename?: 'Query', issueStats: { __typename?: 'WorkStats', from: string, to: string, totals: { __typename?: 'StatsTotals', views: number, uniqueReaders: number, completions: number, completionRate: number, likes: number, ratings: number, comments: number, subscribersGained: number, subscribersLost: number }, daily: Array<{ __typename?: 'DailyStats', day: string, views: number, uniqueReaders: number, completions: number, likes: number, ratings: number, comments: number, subscribersGained: number, subscribersLost: number }>, referrers: Array<{ __typename?: 'ReferrerStats', domain: string, views: number }>, sources: Array<{ __typename?: 'SourceStats', source: ReadingSource, views: number }>, dropOff: Array<{ __typename?: 'PageReach', page: number, readers: number, share: number }>, issues: { __typename?: 'IssueStatsConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'IssueStatsRow', issue: { __typename?: 'Issue', id: number, title: string, issueNumber: number, book: { __typename?: 'Book', id: number, title: string, urlSlug: string } }, totals: { __typename?: 'StatsTotals', views: number, uniqueReaders: number, completions: number, completionRate: number, likes: number, ratings: number, comments: number, subscribersGained: number, subscribersLost: number } }> } } };

export type CreatorStatsIssuesQueryVariables = Exact<{
  range: StatsRangeInput;
  first: Scalars['Int']['input'];
  after: Scalars['String']['input'];
}>;


export type CreatorStatsIssuesQuery = { __typename?: 'Query', creatorStats: { __typename?: 'WorkStats', issues: { __typename?: 'IssueStatsConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'IssueStatsRow', issue: { __typename?: 'Issue', id: number, title: string, issueNumber: number, book: { __typename?: 'Book', id: number, title: string, urlSlug: string } }, totals: { __typename?: 'StatsTotals', views: number, uniqueReaders: number, completions: number, completionRate: number, likes: number, ratings: number, comments: number, subscribersGained: number, subscribersLost: number } }> } } };

export type BookStatsIssuesQueryVariables = Exact<{
  bookId: Scalars['Int']['input'];
  range: StatsRangeInput;
  first: Scalars['Int']['input'];
  after: Scalars['String']['input'];
}>;


export type BookStatsIssuesQuery = { __typename?: 'Query', bookStats: { __typename?: 'WorkStats', issues: { __typename?: 'IssueStatsConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'IssueStatsRow', issue: { __typename?: 'Issue', id: number, title: string, issueNumber: number, book: { __typename?: 'Book', id: number, title: string, urlSlug: string } }, totals: { __typename?: 'StatsTotals', views: number, uniqueReaders: number, completions: number, completionRate: number, likes: number, ratings: number, comments: number, subscribersGained: number, subscribersLost: number } }> } } };

export type CachedBookQueryVariables = Exact<{ [key: string]: never; }>;


export type CachedBookQuery = { __typename?: 'Query', book?: { __typename?: 'Book', id: number, title: string, issueCount: number, issues: { __typename?: 'IssueConnection', nodes: Array<{ __typename?: 'Issue', id: number, issueNumber: number }> } } | null };

export type InspectArchiveMutationVariables = Exact<{
  archive: Scalars['Upload']['input'];
}>;


export type InspectArchiveMutation = { __typename?: 'Mutation', inspectArchive: { __typename?: 'ArchivePreview', title?: string | null, description?: string | null, pageNames: Array<string>, credits: Array<{ __typename?: 'ArchiveCredit', userId: number, username: string, roles: Array<CreditRole> }>, unresolvedCredits: Array<{ __typename?: 'UnresolvedArchiveCredit', name: string, role: CreditRole }> } };

export type CreateBookMutationVariables = Exact<{
  input: CreateBookInput;
  cover: Scalars['Upload']['input'];
  issueCover: Scalars['Upload']['input'];
  pages: Array<Scalars['Upload']['input']> | Scalars['Upload']['input'];
  archive?: InputMaybe<Scalars['Upload']['input']>;
}>;


export type CreateBookMutation = { __typename?: 'Mutation', createBook: { __typename?: 'Book', id: number, urlSlug: string } };

export type EditableBookQueryVariables = Exact<{
  bookId: Scalars['Int']['input'];
}>;


export type EditableBookQuery = { __typename?: 'Query', editableBook: { __typename?: 'Book', id: number, title: string, description: string, urlSlug: string, contentRating: ContentRating, status: BookStatus, removed: boolean, genres: Array<string>, issueCount: number, cover: { __typename?: 'Image', url: string, width: number, height: number, originalName?: string | null } } };

export type UpdateBookMutationVariables = Exact<{
  bookId: Scalars['Int']['input'];
  input: UpdateBookInput;
  cover?: InputMaybe<Scalars['Upload']['input']>;
}>;


export type UpdateBookMutation = { __typename?: 'Mutation', updateBook: { __typename?: 'Book', id: number, urlSlug: string } };

export type DeleteBookMutationVariables = Exact<{
  bookId: Scalars['Int']['input'];
}>;


export type DeleteBookMutation = { __typename?: 'Mutation', deleteBook: boolean };

export type CreditableUsersQueryVariables = Exact<{
  query: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CreditableUsersQuery = { __typename?: 'Query', creditableUsers: Array<{ __typename?: 'User', id: number, username: string, photoUrl: string }> };

export type PreviousIssueCreditsQueryVariables = Exact<{
  bookId: Scalars['Int']['input'];
}>;


export type PreviousIssueCreditsQuery = { __typename?: 'Query', previousIssueCredits: Array<{ __typename?: 'WorkCreditView', roles: Array<CreditRole>, user: { __typename?: 'User', id: number, username: string, photoUrl: string } }> };

export type CreateIssueMutationVariables = Exact<{
  bookId: Scalars['Int']['input'];
  input: IssueDetailsInput;
  cover: Scalars['Upload']['input'];
  pages: Array<Scalars['Upload']['input']> | Scalars['Upload']['input'];
  archive?: InputMaybe<Scalars['Upload']['input']>;
}>;


export type CreateIssueMutation = { __typename?: 'Mutation', createIssue: { __typename?: 'Issue', id: number, issueNumber: number, book: { __typename?: 'Book', id: number, urlSlug: string } } };

export type EditableIssueQueryVariables = Exact<{
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
}>;


export type EditableIssueQuery = { __typename?: 'Query', editableIssue: { __typename?: 'Issue', id: number, issueNumber: number, title: string, description: string, releaseAt: string, isReleased: boolean, cover: { __typename?: 'Image', url: string, width: number, height: number, originalName?: string | null }, pages: { __typename?: 'PageConnection', nodes: Array<{ __typename?: 'Page', id: number, pageNumber: number, image: { __typename?: 'Image', url: string, width: number, height: number, originalName?: string | null } }> }, credits: Array<{ __typename?: 'WorkCreditView', roles: Array<CreditRole>, user: { __typename?: 'User', id: number, username: string, photoUrl: string } }>, book: { __typename?: 'Book', id: number, title: string, urlSlug: string } } };

export type BookIssueCountQueryVariables = Exact<{
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
}>;


export type BookIssueCountQuery = { __typename?: 'Query', editableIssue: { __typename?: 'Issue', id: number, viewerCan: { __typename?: 'IssueViewerCan', edit: boolean, delete: boolean, addIssue: boolean } } };

export type UpdateIssueMutationVariables = Exact<{
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
  input: IssueDetailsInput;
  pageOrder: Array<PageSlotInput> | PageSlotInput;
  newPages?: InputMaybe<Array<Scalars['Upload']['input']> | Scalars['Upload']['input']>;
  cover?: InputMaybe<Scalars['Upload']['input']>;
}>;


export type UpdateIssueMutation = { __typename?: 'Mutation', updateIssue: { __typename?: 'Issue', id: number, issueNumber: number, book: { __typename?: 'Book', id: number, urlSlug: string } } };

export type DeleteIssueMutationVariables = Exact<{
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
}>;


export type DeleteIssueMutation = { __typename?: 'Mutation', deleteIssue: boolean };

export type IssueLayoutFieldsFragment = { __typename?: 'Issue', id: number, layout: { __typename?: 'IssueLayout', coverStandsAlone: boolean, pairOffset: number }, pages: { __typename?: 'PageConnection', nodes: Array<{ __typename?: 'Page', id: number, pageNumber: number, isSpread: boolean, image: { __typename?: 'Image', url: string, width: number, height: number } }> } };

export type EditableIssueLayoutQueryVariables = Exact<{
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
}>;


export type EditableIssueLayoutQuery = { __typename?: 'Query', editableIssue: { __typename?: 'Issue', id: number, layout: { __typename?: 'IssueLayout', coverStandsAlone: boolean, pairOffset: number }, pages: { __typename?: 'PageConnection', nodes: Array<{ __typename?: 'Page', id: number, pageNumber: number, isSpread: boolean, image: { __typename?: 'Image', url: string, width: number, height: number } }> } } };

export type SetIssueLayoutMutationVariables = Exact<{
  issueId: Scalars['Int']['input'];
  input: IssueLayoutInput;
}>;


export type SetIssueLayoutMutation = { __typename?: 'Mutation', setIssueLayout: { __typename?: 'Issue', id: number, layout: { __typename?: 'IssueLayout', coverStandsAlone: boolean, pairOffset: number }, pages: { __typename?: 'PageConnection', nodes: Array<{ __typename?: 'Page', id: number, pageNumber: number, isSpread: boolean, image: { __typename?: 'Image', url: string, width: number, height: number } }> } } };

export type UpdatePageTextsMutationVariables = Exact<{
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
  pages: Array<PageTextInput> | PageTextInput;
}>;


export type UpdatePageTextsMutation = { __typename?: 'Mutation', updatePageTexts: { __typename?: 'Issue', id: number } };

export type EditablePageTextsQueryVariables = Exact<{
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
}>;


export type EditablePageTextsQuery = { __typename?: 'Query', editableIssue: { __typename?: 'Issue', id: number, pages: { __typename?: 'PageConnection', nodes: Array<{ __typename?: 'Page', id: number, altText?: string | null, transcript?: string | null }> } } };

export type WorkCoverFragment = { __typename?: 'Image', url: string, srcset: string, width: number, height: number };

export type BookDetailsQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type BookDetailsQuery = { __typename?: 'Query', book?: { __typename?: 'Book', id: number, title: string, urlSlug: string, description: string, status: BookStatus, contentRating: ContentRating, genres: Array<string>, issueCount: number, readCount: number, dateCreated: string, lastUpdated?: string | null, viewerHasBookmarked?: boolean | null, viewerCan: { __typename?: 'BookViewerCan', edit: boolean, delete: boolean, addIssue: boolean }, cover: { __typename?: 'Image', url: string, srcset: string, width: number, height: number }, publisher: { __typename?: 'User', id: number, username: string }, credits: Array<{ __typename?: 'CreditRoleGroup', role: CreditRole, users: Array<{ __typename?: 'User', id: number, username: string }> }>, issues: { __typename?: 'IssueConnection', totalCount: number, nodes: Array<{ __typename?: 'Issue', id: number, issueNumber: number, title: string, dateCreated: string, cbzUrl?: string | null, isReleased: boolean, releaseAt: string, likeCount: number, readCount: number, commentCount: number, viewerCan: { __typename?: 'IssueViewerCan', edit: boolean, delete: boolean, addIssue: boolean } }> } } | null };

export type IssueDetailsQueryVariables = Exact<{
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
}>;


export type IssueDetailsQuery = { __typename?: 'Query', issue?: { __typename?: 'Issue', id: number, issueNumber: number, title: string, description: string, dateCreated: string, lastUpdated?: string | null, pageCount: number, readCount: number, cbzUrl?: string | null, viewerCan: { __typename?: 'IssueViewerCan', edit: boolean, delete: boolean, addIssue: boolean }, cover: { __typename?: 'Image', url: string, srcset: string, width: number, height: number }, publisher: { __typename?: 'User', id: number, username: string }, creditsByRole: Array<{ __typename?: 'CreditRoleGroup', role: CreditRole, users: Array<{ __typename?: 'User', id: number, username: string }> }>, book: { __typename?: 'Book', id: number, title: string, urlSlug: string, status: BookStatus, contentRating: ContentRating, genres: Array<string>, issueCount: number, viewerHasBookmarked?: boolean | null } } | null };

export type AddBookmarkMutationVariables = Exact<{
  bookId: Scalars['Int']['input'];
}>;


export type AddBookmarkMutation = { __typename?: 'Mutation', addBookmark: { __typename?: 'Book', id: number, viewerHasBookmarked?: boolean | null } };

export type RemoveBookmarkMutationVariables = Exact<{
  bookId: Scalars['Int']['input'];
}>;


export type RemoveBookmarkMutation = { __typename?: 'Mutation', removeBookmark: { __typename?: 'Book', id: number, viewerHasBookmarked?: boolean | null } };

export type DeleteLatestIssueMutationVariables = Exact<{
  bookId: Scalars['Int']['input'];
  issueNumber: Scalars['Int']['input'];
}>;


export type DeleteLatestIssueMutation = { __typename?: 'Mutation', deleteIssue: boolean };

export const AccessTokenRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessTokenRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AccessTokenRowFragment, unknown>;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundPhotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const CommentItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"spoiler"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"hide"}},{"kind":"Field","name":{"kind":"Name","value":"pin"}},{"kind":"Field","name":{"kind":"Name","value":"like"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"blockAuthor"}}]}}]}}]} as unknown as DocumentNode<CommentItemFragment, unknown>;
export const GridBookFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GridBook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<GridBookFragment, unknown>;
export const UserCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"subscriberCount"}}]}}]} as unknown as DocumentNode<UserCardFragment, unknown>;
export const BookReactionCountsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookReactionCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}}]}}]} as unknown as DocumentNode<BookReactionCountsFragment, unknown>;
export const IssueReactionCountsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IssueReactionCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Issue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"readCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}}]}}]} as unknown as DocumentNode<IssueReactionCountsFragment, unknown>;
export const IssueLikeStateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IssueLikeState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Issue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanLike"}}]}}]} as unknown as DocumentNode<IssueLikeStateFragment, unknown>;
export const BookRatingStateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookRatingState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRating"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanRate"}}]}}]} as unknown as DocumentNode<BookRatingStateFragment, unknown>;
export const StatsTotalsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueReaders"}},{"kind":"Field","name":{"kind":"Name","value":"completions"}},{"kind":"Field","name":{"kind":"Name","value":"completionRate"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersGained"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersLost"}}]}}]} as unknown as DocumentNode<StatsTotalsFieldsFragment, unknown>;
export const StatsIssuePageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsIssuePageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IssueStatsConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"book"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsTotalsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueReaders"}},{"kind":"Field","name":{"kind":"Name","value":"completions"}},{"kind":"Field","name":{"kind":"Name","value":"completionRate"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersGained"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersLost"}}]}}]} as unknown as DocumentNode<StatsIssuePageFieldsFragment, unknown>;
export const WorkStatsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkStatsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsTotalsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueReaders"}},{"kind":"Field","name":{"kind":"Name","value":"completions"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersGained"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersLost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referrers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dropOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"readers"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"VIEWS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsIssuePageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueReaders"}},{"kind":"Field","name":{"kind":"Name","value":"completions"}},{"kind":"Field","name":{"kind":"Name","value":"completionRate"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersGained"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersLost"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsIssuePageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IssueStatsConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"book"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsTotalsFields"}}]}}]}}]}}]} as unknown as DocumentNode<WorkStatsFieldsFragment, unknown>;
export const IssueLayoutFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IssueLayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Issue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"layout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coverStandsAlone"}},{"kind":"Field","name":{"kind":"Name","value":"pairOffset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isSpread"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}}]} as unknown as DocumentNode<IssueLayoutFieldsFragment, unknown>;
export const WorkCoverFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkCover"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<WorkCoverFragment, unknown>;
export const AccessTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessTokenRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessTokenRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AccessTokensQuery, AccessTokensQueryVariables>;
export const CreateAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAccessTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessTokenRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessTokenRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<CreateAccessTokenMutation, CreateAccessTokenMutationVariables>;
export const RevokeAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessTokenRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessTokenRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<RevokeAccessTokenMutation, RevokeAccessTokenMutationVariables>;
export const LogOutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogOutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logOutEverywhere"}}]}}]} as unknown as DocumentNode<LogOutEverywhereMutation, LogOutEverywhereMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundPhotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const UpdateProfilePhotosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfilePhotos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profilePhoto"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"backgroundPhoto"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfilePhotos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profilePhoto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profilePhoto"}}},{"kind":"Argument","name":{"kind":"Name","value":"backgroundPhoto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"backgroundPhoto"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundPhotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode<UpdateProfilePhotosMutation, UpdateProfilePhotosMutationVariables>;
export const DeactivateAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateAccount"}}]}}]} as unknown as DocumentNode<DeactivateAccountMutation, DeactivateAccountMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundPhotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LogOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logOut"}}]}}]} as unknown as DocumentNode<LogOutMutation, LogOutMutationVariables>;
export const LogInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"isReactivated"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundPhotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode<LogInMutation, LogInMutationVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"isReactivated"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundPhotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const IssueCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IssueComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CommentSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"issueNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentsOpen"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanComment"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"addIssue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentItem"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentItem"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"spoiler"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"hide"}},{"kind":"Field","name":{"kind":"Name","value":"pin"}},{"kind":"Field","name":{"kind":"Name","value":"like"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"blockAuthor"}}]}}]}}]} as unknown as DocumentNode<IssueCommentsQuery, IssueCommentsQueryVariables>;
export const CommentRepliesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommentReplies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentItem"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"spoiler"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"hide"}},{"kind":"Field","name":{"kind":"Name","value":"pin"}},{"kind":"Field","name":{"kind":"Name","value":"like"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"blockAuthor"}}]}}]}}]} as unknown as DocumentNode<CommentRepliesQuery, CommentRepliesQueryVariables>;
export const CommentedPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommentedPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"issueNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"commentedPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<CommentedPagesQuery, CommentedPagesQueryVariables>;
export const PostCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PostComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"spoiler"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"hide"}},{"kind":"Field","name":{"kind":"Name","value":"pin"}},{"kind":"Field","name":{"kind":"Name","value":"like"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"blockAuthor"}}]}}]}}]} as unknown as DocumentNode<PostCommentMutation, PostCommentMutationVariables>;
export const EditCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"spoiler"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"hide"}},{"kind":"Field","name":{"kind":"Name","value":"pin"}},{"kind":"Field","name":{"kind":"Name","value":"like"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"blockAuthor"}}]}}]}}]} as unknown as DocumentNode<EditCommentMutation, EditCommentMutationVariables>;
export const DeleteCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"spoiler"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"hide"}},{"kind":"Field","name":{"kind":"Name","value":"pin"}},{"kind":"Field","name":{"kind":"Name","value":"like"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"blockAuthor"}}]}}]}}]} as unknown as DocumentNode<DeleteCommentMutation, DeleteCommentMutationVariables>;
export const LikeCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LikeComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasLiked"}}]}}]}}]} as unknown as DocumentNode<LikeCommentMutation, LikeCommentMutationVariables>;
export const UnlikeCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlikeComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlikeComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasLiked"}}]}}]}}]} as unknown as DocumentNode<UnlikeCommentMutation, UnlikeCommentMutationVariables>;
export const HideCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HideComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hideComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"spoiler"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"hide"}},{"kind":"Field","name":{"kind":"Name","value":"pin"}},{"kind":"Field","name":{"kind":"Name","value":"like"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"blockAuthor"}}]}}]}}]} as unknown as DocumentNode<HideCommentMutation, HideCommentMutationVariables>;
export const UnhideCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnhideComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unhideComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"spoiler"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"hide"}},{"kind":"Field","name":{"kind":"Name","value":"pin"}},{"kind":"Field","name":{"kind":"Name","value":"like"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"blockAuthor"}}]}}]}}]} as unknown as DocumentNode<UnhideCommentMutation, UnhideCommentMutationVariables>;
export const PinCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PinComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pinComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}}]}}]}}]} as unknown as DocumentNode<PinCommentMutation, PinCommentMutationVariables>;
export const UnpinCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnpinComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpinComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}}]}}]}}]} as unknown as DocumentNode<UnpinCommentMutation, UnpinCommentMutationVariables>;
export const BlockUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BlockUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BlockUserMutation, BlockUserMutationVariables>;
export const SetBookCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBookComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBookComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"commentsEnabled"}}]}}]}}]} as unknown as DocumentNode<SetBookCommentsMutation, SetBookCommentsMutationVariables>;
export const BlockedUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlockedUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockedUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<BlockedUsersQuery, BlockedUsersQueryVariables>;
export const UnblockUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnblockUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unblockUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UnblockUserMutation, UnblockUserMutationVariables>;
export const NewIssuesShelfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewIssuesShelf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newIssues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"IssueReactionCounts"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkCover"}}]}},{"kind":"Field","name":{"kind":"Name","value":"book"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publisher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IssueReactionCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Issue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"readCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkCover"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<NewIssuesShelfQuery, NewIssuesShelfQueryVariables>;
export const PopularShelfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PopularShelf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"popularBooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookReactionCounts"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkCover"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publisher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookReactionCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkCover"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<PopularShelfQuery, PopularShelfQueryVariables>;
export const FeaturedShelfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeaturedShelf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredBooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkCover"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publisher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkCover"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<FeaturedShelfQuery, FeaturedShelfQueryVariables>;
export const ModerationQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModerationQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderationQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"reportCount"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"texts"}},{"kind":"Field","name":{"kind":"Name","value":"latestAt"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"affectedUsername"}},{"kind":"Field","name":{"kind":"Name","value":"bookId"}},{"kind":"Field","name":{"kind":"Name","value":"bookTitle"}},{"kind":"Field","name":{"kind":"Name","value":"bookSlug"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueTitle"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appeal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"decision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ModerationQueueQuery, ModerationQueueQueryVariables>;
export const ModerateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Moderate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportTarget"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QueueAction"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"targetType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetType"}}},{"kind":"Argument","name":{"kind":"Name","value":"targetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]} as unknown as DocumentNode<ModerateMutation, ModerateMutationVariables>;
export const ModerationLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModerationLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderationLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"targetTitle"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"moderator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ModerationLogQuery, ModerationLogQueryVariables>;
export const GrantModeratorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantModerator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantModerator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<GrantModeratorMutation, GrantModeratorMutationVariables>;
export const RevokeModeratorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeModerator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeModerator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<RevokeModeratorMutation, RevokeModeratorMutationVariables>;
export const ReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Report"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportTarget"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportReason"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"targetType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetType"}}},{"kind":"Argument","name":{"kind":"Name","value":"targetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}}]}}]} as unknown as DocumentNode<ReportMutation, ReportMutationVariables>;
export const AppealLinkDecisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppealLinkDecision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appealLinkDecision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetTitle"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"appealed"}}]}}]}}]} as unknown as DocumentNode<AppealLinkDecisionQuery, AppealLinkDecisionQueryVariables>;
export const AppealWithLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppealWithLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appealWithLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AppealWithLinkMutation, AppealWithLinkMutationVariables>;
export const UnreadNotificationCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadNotificationCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]} as unknown as DocumentNode<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookId"}},{"kind":"Field","name":{"kind":"Name","value":"bookTitle"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueTitle"}},{"kind":"Field","name":{"kind":"Name","value":"creatorUsername"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetTitle"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const MarkNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marked"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marked"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const NotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>;
export const UpdateNotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotificationPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preferences"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferenceInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"preferences"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preferences"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<UpdateNotificationPreferencesMutation, UpdateNotificationPreferencesMutationVariables>;
export const UserBooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserBooks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userBooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GridBook"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GridBook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<UserBooksQuery, UserBooksQueryVariables>;
export const UserIssuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserIssues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userIssues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"IssueReactionCounts"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"book"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IssueReactionCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Issue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"readCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}}]}}]} as unknown as DocumentNode<UserIssuesQuery, UserIssuesQueryVariables>;
export const AccreditedWorksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccreditedWorks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accreditedWorks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"book"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AccreditedWorksQuery, AccreditedWorksQueryVariables>;
export const UserBookmarksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserBookmarks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookmarks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GridBook"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GridBook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<UserBookmarksQuery, UserBookmarksQueryVariables>;
export const UserSubscribersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserSubscribers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"subscriberCount"}}]}}]} as unknown as DocumentNode<UserSubscribersQuery, UserSubscribersQueryVariables>;
export const UserSubscriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserSubscriptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"subscriberCount"}}]}}]} as unknown as DocumentNode<UserSubscriptionsQuery, UserSubscriptionsQueryVariables>;
export const UserProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundPhotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"subscriberCount"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsSubscribed"}}]}}]}}]} as unknown as DocumentNode<UserProfileQuery, UserProfileQueryVariables>;
export const SubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Subscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriberCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsSubscribed"}}]}}]}}]} as unknown as DocumentNode<SubscribeMutation, SubscribeMutationVariables>;
export const UnsubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Unsubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriberCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsSubscribed"}}]}}]}}]} as unknown as DocumentNode<UnsubscribeMutation, UnsubscribeMutationVariables>;
export const ContinueReadingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContinueReading"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"continueReading"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"book"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkCover"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkCover"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<ContinueReadingQuery, ContinueReadingQueryVariables>;
export const BookProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"book"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}}]}}]}}]}}]} as unknown as DocumentNode<BookProgressQuery, BookProgressQueryVariables>;
export const IssueProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IssueProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"issueNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"furthestPage"}}]}}]}}]}}]} as unknown as DocumentNode<IssueProgressQuery, IssueProgressQueryVariables>;
export const RecordReadingProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordReadingProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"furthestPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordReadingProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"issueId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"furthestPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"furthestPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"furthestPage"}}]}}]}}]} as unknown as DocumentNode<RecordReadingProgressMutation, RecordReadingProgressMutationVariables>;
export const MergeReadingProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MergeReadingProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entries"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingProgressEntryInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeReadingProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entries"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entries"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merged"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}}]}}]} as unknown as DocumentNode<MergeReadingProgressMutation, MergeReadingProgressMutationVariables>;
export const ClearReadingHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearReadingHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearReadingHistory"}}]}}]} as unknown as DocumentNode<ClearReadingHistoryMutation, ClearReadingHistoryMutationVariables>;
export const FollowingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Following"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"following"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkCover"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publisher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"book"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkCover"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<FollowingQuery, FollowingQueryVariables>;
export const FollowingFeedLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowingFeedLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followingFeedLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<FollowingFeedLinkQuery, FollowingFeedLinkQueryVariables>;
export const RotateFollowingFeedUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateFollowingFeedUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateFollowingFeedUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<RotateFollowingFeedUrlMutation, RotateFollowingFeedUrlMutationVariables>;
export const IssueLikesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IssueLikes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"issueNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IssueLikeState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IssueLikeState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Issue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanLike"}}]}}]} as unknown as DocumentNode<IssueLikesQuery, IssueLikesQueryVariables>;
export const BookRatingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookRating"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"book"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookRatingState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookRatingState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRating"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanRate"}}]}}]} as unknown as DocumentNode<BookRatingQuery, BookRatingQueryVariables>;
export const LikeIssueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LikeIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"issueId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IssueLikeState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IssueLikeState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Issue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanLike"}}]}}]} as unknown as DocumentNode<LikeIssueMutation, LikeIssueMutationVariables>;
export const UnlikeIssueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlikeIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlikeIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"issueId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IssueLikeState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IssueLikeState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Issue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanLike"}}]}}]} as unknown as DocumentNode<UnlikeIssueMutation, UnlikeIssueMutationVariables>;
export const RateBookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RateBook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rating"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateBook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rating"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rating"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookRatingState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookRatingState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRating"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanRate"}}]}}]} as unknown as DocumentNode<RateBookMutation, RateBookMutationVariables>;
export const ClearBookRatingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearBookRating"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearBookRating"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookRatingState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookRatingState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRating"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanRate"}}]}}]} as unknown as DocumentNode<ClearBookRatingMutation, ClearBookRatingMutationVariables>;
export const ReaderIssueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReaderIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"issueNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coverStandsAlone"}},{"kind":"Field","name":{"kind":"Name","value":"pairOffset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isSpread"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"book"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}},{"kind":"Field","name":{"kind":"Name","value":"issueCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasBookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsSubscribed"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReaderIssueQuery, ReaderIssueQueryVariables>;
export const ReaderNextIssueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReaderNextIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"issueNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReaderNextIssueQuery, ReaderNextIssueQueryVariables>;
export const ReaderAltTextsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReaderAltTexts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"issueNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReaderAltTextsQuery, ReaderAltTextsQueryVariables>;
export const ReaderTranscriptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReaderTranscripts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"issueNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReaderTranscriptsQuery, ReaderTranscriptsQueryVariables>;
export const SearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Search"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"books"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"contentRating"}},{"kind":"Field","name":{"kind":"Name","value":"issueCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookReactionCounts"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publisher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"IssueReactionCounts"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publisher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"book"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"contentRating"}},{"kind":"Field","name":{"kind":"Name","value":"issueCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookReactionCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IssueReactionCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Issue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"readCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"subscriberCount"}}]}}]} as unknown as DocumentNode<SearchQuery, SearchQueryVariables>;
export const CreatorStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreatorStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatsRangeInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkStatsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueReaders"}},{"kind":"Field","name":{"kind":"Name","value":"completions"}},{"kind":"Field","name":{"kind":"Name","value":"completionRate"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersGained"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersLost"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsIssuePageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IssueStatsConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"book"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsTotalsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkStatsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsTotalsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueReaders"}},{"kind":"Field","name":{"kind":"Name","value":"completions"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersGained"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersLost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referrers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dropOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"readers"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"VIEWS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsIssuePageFields"}}]}}]}}]} as unknown as DocumentNode<CreatorStatsQuery, CreatorStatsQueryVariables>;
export const BookStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatsRangeInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkStatsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueReaders"}},{"kind":"Field","name":{"kind":"Name","value":"completions"}},{"kind":"Field","name":{"kind":"Name","value":"completionRate"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersGained"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersLost"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsIssuePageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IssueStatsConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"book"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsTotalsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkStatsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsTotalsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueReaders"}},{"kind":"Field","name":{"kind":"Name","value":"completions"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersGained"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersLost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referrers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dropOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"readers"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"VIEWS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsIssuePageFields"}}]}}]}}]} as unknown as DocumentNode<BookStatsQuery, BookStatsQueryVariables>;
export const IssueStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IssueStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatsRangeInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"issueId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueId"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkStatsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueReaders"}},{"kind":"Field","name":{"kind":"Name","value":"completions"}},{"kind":"Field","name":{"kind":"Name","value":"completionRate"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersGained"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersLost"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsIssuePageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IssueStatsConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"book"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsTotalsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkStatsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsTotalsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueReaders"}},{"kind":"Field","name":{"kind":"Name","value":"completions"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersGained"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersLost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referrers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dropOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"readers"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"VIEWS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsIssuePageFields"}}]}}]}}]} as unknown as DocumentNode<IssueStatsQuery, IssueStatsQueryVariables>;
export const CreatorStatsIssuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreatorStatsIssues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatsRangeInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"VIEWS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsIssuePageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueReaders"}},{"kind":"Field","name":{"kind":"Name","value":"completions"}},{"kind":"Field","name":{"kind":"Name","value":"completionRate"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersGained"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersLost"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsIssuePageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IssueStatsConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"book"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsTotalsFields"}}]}}]}}]}}]} as unknown as DocumentNode<CreatorStatsIssuesQuery, CreatorStatsIssuesQueryVariables>;
export const BookStatsIssuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookStatsIssues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatsRangeInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"VIEWS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsIssuePageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueReaders"}},{"kind":"Field","name":{"kind":"Name","value":"completions"}},{"kind":"Field","name":{"kind":"Name","value":"completionRate"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersGained"}},{"kind":"Field","name":{"kind":"Name","value":"subscribersLost"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsIssuePageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IssueStatsConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"book"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsTotalsFields"}}]}}]}}]}}]} as unknown as DocumentNode<BookStatsIssuesQuery, BookStatsIssuesQueryVariables>;
export const CachedBookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CachedBook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"book"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"issueCount"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CachedBookQuery, CachedBookQueryVariables>;
export const InspectArchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InspectArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archive"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inspectArchive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"archive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archive"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pageNames"}},{"kind":"Field","name":{"kind":"Name","value":"credits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unresolvedCredits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<InspectArchiveMutation, InspectArchiveMutationVariables>;
export const CreateBookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBookInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cover"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueCover"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pages"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archive"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"cover"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cover"}}},{"kind":"Argument","name":{"kind":"Name","value":"issueCover"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueCover"}}},{"kind":"Argument","name":{"kind":"Name","value":"pages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pages"}}},{"kind":"Argument","name":{"kind":"Name","value":"archive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archive"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}}]}}]}}]} as unknown as DocumentNode<CreateBookMutation, CreateBookMutationVariables>;
export const EditableBookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditableBook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editableBook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}},{"kind":"Field","name":{"kind":"Name","value":"contentRating"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"genres"}},{"kind":"Field","name":{"kind":"Name","value":"issueCount"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}}]}}]}}]}}]} as unknown as DocumentNode<EditableBookQuery, EditableBookQueryVariables>;
export const UpdateBookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBookInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cover"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"cover"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cover"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}}]}}]}}]} as unknown as DocumentNode<UpdateBookMutation, UpdateBookMutationVariables>;
export const DeleteBookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}}]}]}}]} as unknown as DocumentNode<DeleteBookMutation, DeleteBookMutationVariables>;
export const CreditableUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreditableUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditableUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}}]}}]} as unknown as DocumentNode<CreditableUsersQuery, CreditableUsersQueryVariables>;
export const PreviousIssueCreditsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviousIssueCredits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousIssueCredits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]} as unknown as DocumentNode<PreviousIssueCreditsQuery, PreviousIssueCreditsQueryVariables>;
export const CreateIssueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueDetailsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cover"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pages"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archive"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"cover"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cover"}}},{"kind":"Argument","name":{"kind":"Name","value":"pages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pages"}}},{"kind":"Argument","name":{"kind":"Name","value":"archive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archive"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"book"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}}]}}]}}]}}]} as unknown as DocumentNode<CreateIssueMutation, CreateIssueMutationVariables>;
export const EditableIssueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditableIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editableIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"issueNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"releaseAt"}},{"kind":"Field","name":{"kind":"Name","value":"isReleased"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"credits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"book"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}}]}}]}}]}}]} as unknown as DocumentNode<EditableIssueQuery, EditableIssueQueryVariables>;
export const BookIssueCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookIssueCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editableIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"issueNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"addIssue"}}]}}]}}]}}]} as unknown as DocumentNode<BookIssueCountQuery, BookIssueCountQueryVariables>;
export const UpdateIssueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueDetailsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageOrder"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageSlotInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPages"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cover"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"issueNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageOrder"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageOrder"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPages"}}},{"kind":"Argument","name":{"kind":"Name","value":"cover"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cover"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"book"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateIssueMutation, UpdateIssueMutationVariables>;
export const DeleteIssueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"issueNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}}}]}]}}]} as unknown as DocumentNode<DeleteIssueMutation, DeleteIssueMutationVariables>;
export const EditableIssueLayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditableIssueLayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editableIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"issueNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IssueLayoutFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IssueLayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Issue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"layout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coverStandsAlone"}},{"kind":"Field","name":{"kind":"Name","value":"pairOffset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isSpread"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EditableIssueLayoutQuery, EditableIssueLayoutQueryVariables>;
export const SetIssueLayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetIssueLayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueLayoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setIssueLayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"issueId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IssueLayoutFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IssueLayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Issue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"layout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coverStandsAlone"}},{"kind":"Field","name":{"kind":"Name","value":"pairOffset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isSpread"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SetIssueLayoutMutation, SetIssueLayoutMutationVariables>;
export const UpdatePageTextsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePageTexts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pages"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageTextInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePageTexts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"issueNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"pages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pages"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdatePageTextsMutation, UpdatePageTextsMutationVariables>;
export const EditablePageTextsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditablePageTexts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editableIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"issueNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EditablePageTextsQuery, EditablePageTextsQueryVariables>;
export const BookDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"book"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"contentRating"}},{"kind":"Field","name":{"kind":"Name","value":"genres"}},{"kind":"Field","name":{"kind":"Name","value":"issueCount"}},{"kind":"Field","name":{"kind":"Name","value":"readCount"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"addIssue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasBookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkCover"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publisher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"cbzUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isReleased"}},{"kind":"Field","name":{"kind":"Name","value":"releaseAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"IssueReactionCounts"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"addIssue"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkCover"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IssueReactionCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Issue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"readCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}}]}}]} as unknown as DocumentNode<BookDetailsQuery, BookDetailsQueryVariables>;
export const IssueDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IssueDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"issueNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"issueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"readCount"}},{"kind":"Field","name":{"kind":"Name","value":"cbzUrl"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"addIssue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkCover"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publisher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditsByRole"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"book"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"urlSlug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"contentRating"}},{"kind":"Field","name":{"kind":"Name","value":"genres"}},{"kind":"Field","name":{"kind":"Name","value":"issueCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasBookmarked"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkCover"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<IssueDetailsQuery, IssueDetailsQueryVariables>;
export const AddBookmarkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddBookmark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBookmark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasBookmarked"}}]}}]}}]} as unknown as DocumentNode<AddBookmarkMutation, AddBookmarkMutationVariables>;
export const RemoveBookmarkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveBookmark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBookmark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasBookmarked"}}]}}]}}]} as unknown as DocumentNode<RemoveBookmarkMutation, RemoveBookmarkMutationVariables>;
export const DeleteLatestIssueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLatestIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"issueNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueNumber"}}}]}]}}]} as unknown as DocumentNode<DeleteLatestIssueMutation, DeleteLatestIssueMutationVariables>;