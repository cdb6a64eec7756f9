import { allow, and, chain, deny, shield } from 'graphql-shield';
import type { GraphQLSchema } from 'graphql';
import { middleware, type IMiddlewareTypeMap } from 'graphql-middleware';
import type { IRules } from 'graphql-shield';
import type { TokenScopeValue } from '../config/limits';
import {
  isAdminViewer,
  isAuthenticated,
  isStaffViewer,
  ownsBookArg,
  refusesTokens,
  requiresScope,
  requiresSession,
} from './rules';

const ownerOfBookArg = and(isAuthenticated, ownsBookArg);
const sessionOnly = chain(isAuthenticated, requiresSession);
// Moderation: signed in, then the role, then (for tokens) the `moderate` scope.
const staffOnly = chain(isAuthenticated, isStaffViewer, requiresScope('moderate'));
const adminOnly = chain(isAuthenticated, isAdminViewer, requiresScope('moderate'));

/**
 * The one permission map. Root fields are denied unless listed; fields of object types
 * are allowed (what an object shows is decided by its resolvers and the policies).
 * Ownership is checked again by the services before any write.
 */
const ROOT_RULES = {
  Query: {
    '*': deny,
    me: allow,
    user: allow,
    // Reading and the social graph: public
    book: allow,
    books: allow,
    genres: allow,
    issue: allow,
    userBooks: allow,
    userIssues: allow,
    accreditedWorks: allow,
    bookmarks: allow,
    subscribers: allow,
    subscriptions: allow,
    editableBook: ownerOfBookArg,
    editableIssue: ownerOfBookArg,
    previousIssueCredits: ownerOfBookArg,
    creditableUsers: isAuthenticated,
    search: allow,
    accessTokens: sessionOnly,
    rateLimit: allow,
    // Webhooks: signed in; the service answers NOT_FOUND for anyone else's
    webhooks: isAuthenticated,
    webhookDeliveries: isAuthenticated,
    // Reading progress and the Following list: the viewer's own
    continueReading: isAuthenticated,
    following: isAuthenticated,
    followingFeedLink: isAuthenticated,
    // The home page's shelves: public
    newIssues: allow,
    popularBooks: allow,
    // Notifications: the viewer's own (the service reads only the viewer's rows)
    notifications: isAuthenticated,
    unreadNotificationCount: isAuthenticated,
    notificationPreferences: isAuthenticated,
    featuredBooks: allow,
    // Moderation: the queue for staff, the audit log for admins; the appeal form by signed link
    moderationQueue: staffOnly,
    moderationLog: adminOnly,
    appealLinkDecision: allow,
    // Comments: public reads; a creator's own block list
    comment: allow,
    blockedUsers: isAuthenticated,
    // Reading statistics: signed in; the service answers NOT_FOUND for anyone else's work
    creatorStats: isAuthenticated,
    bookStats: isAuthenticated,
    issueStats: isAuthenticated,
  },
  Mutation: {
    '*': deny,
    signUp: allow,
    logIn: allow,
    logOut: allow,
    requestPasswordReset: allow,
    resetPassword: allow,
    updateProfile: isAuthenticated,
    changePassword: isAuthenticated,
    updateProfilePhotos: isAuthenticated,
    deactivateAccount: isAuthenticated,
    addBookmark: isAuthenticated,
    removeBookmark: isAuthenticated,
    subscribe: isAuthenticated,
    unsubscribe: isAuthenticated,
    createBook: isAuthenticated,
    createIssue: ownerOfBookArg,
    inspectArchive: isAuthenticated,
    updateBook: ownerOfBookArg,
    updateIssue: ownerOfBookArg,
    deleteIssue: ownerOfBookArg,
    deleteBook: ownerOfBookArg,
    updatePageTexts: ownerOfBookArg,
    // The service answers NOT_FOUND for someone else's issue (issues.policy canSetIssueLayout)
    setIssueLayout: isAuthenticated,
    logOutEverywhere: sessionOnly,
    createAccessToken: sessionOnly,
    revokeAccessToken: sessionOnly,
    createWebhook: isAuthenticated,
    updateWebhook: isAuthenticated,
    deleteWebhook: isAuthenticated,
    redeliverWebhook: isAuthenticated,
    pingWebhook: isAuthenticated,
    recordReadingProgress: isAuthenticated,
    mergeReadingProgress: isAuthenticated,
    clearReadingHistory: isAuthenticated,
    rotateFollowingFeedUrl: isAuthenticated,
    revokeFollowingFeedUrl: isAuthenticated,
    markNotificationsRead: isAuthenticated,
    markAllNotificationsRead: isAuthenticated,
    updateNotificationPreferences: isAuthenticated,
    // Likes and ratings: the viewer's own; the service checks the work
    likeIssue: isAuthenticated,
    unlikeIssue: isAuthenticated,
    rateBook: isAuthenticated,
    clearBookRating: isAuthenticated,
    // Reports and moderation
    report: isAuthenticated,
    appeal: isAuthenticated,
    appealWithLink: allow,
    moderate: staffOnly,
    featureBook: staffOnly,
    unfeatureBook: staffOnly,
    grantModerator: adminOnly,
    revokeModerator: adminOnly,
    // Comments; the services check authorship and creatorship
    postComment: isAuthenticated,
    editComment: isAuthenticated,
    deleteComment: isAuthenticated,
    likeComment: isAuthenticated,
    unlikeComment: isAuthenticated,
    hideComment: isAuthenticated,
    unhideComment: isAuthenticated,
    pinComment: isAuthenticated,
    unpinComment: isAuthenticated,
    blockUser: isAuthenticated,
    unblockUser: isAuthenticated,
    setBookComments: ownerOfBookArg,
    // Reading analytics: the viewer reports their own reading; the service checks the issue
    recordReading: isAuthenticated,
  },
};

/**
 * The scope a personal access token needs for each mutation: `public` needs none, `session`
 * refuses tokens (the rule above says so). Every query needs `read`. A mutation missing here is
 * refused to tokens; a test checks that every Mutation field is listed.
 */
export const MUTATION_SCOPES: Record<string, TokenScopeValue | 'public' | 'session'> = {
  signUp: 'public',
  logIn: 'public',
  logOut: 'public',
  requestPasswordReset: 'public',
  resetPassword: 'public',
  logOutEverywhere: 'session',
  createAccessToken: 'session',
  revokeAccessToken: 'session',
  updateProfile: 'write:account',
  changePassword: 'write:account',
  updateProfilePhotos: 'write:account',
  deactivateAccount: 'write:account',
  addBookmark: 'write:social',
  removeBookmark: 'write:social',
  subscribe: 'write:social',
  unsubscribe: 'write:social',
  createBook: 'write:works',
  createIssue: 'write:works',
  inspectArchive: 'write:works',
  updateBook: 'write:works',
  updateIssue: 'write:works',
  deleteIssue: 'write:works',
  deleteBook: 'write:works',
  updatePageTexts: 'write:works',
  setIssueLayout: 'write:works',
  // Webhooks are account settings (the secret and where events go).
  createWebhook: 'write:account',
  updateWebhook: 'write:account',
  deleteWebhook: 'write:account',
  redeliverWebhook: 'write:account',
  pingWebhook: 'write:account',
  // Reading progress is the viewer's own activity, like bookmarks: a tool that may bookmark
  // may record and clear it. The private feed's secret URL is an account setting.
  recordReadingProgress: 'write:social',
  mergeReadingProgress: 'write:social',
  clearReadingHistory: 'write:social',
  rotateFollowingFeedUrl: 'write:account',
  revokeFollowingFeedUrl: 'write:account',
  // Reading one's notifications is social activity, like reading progress; what the digest
  // mails is an account setting, like the feed URL.
  markNotificationsRead: 'write:social',
  markAllNotificationsRead: 'write:social',
  updateNotificationPreferences: 'write:account',
  likeIssue: 'write:social',
  unlikeIssue: 'write:social',
  rateBook: 'write:social',
  clearBookRating: 'write:social',
  // Reports and appeals are the reader's own social acts; moderation needs `moderate`.
  report: 'write:social',
  appeal: 'write:social',
  appealWithLink: 'public',
  moderate: 'moderate',
  featureBook: 'moderate',
  unfeatureBook: 'moderate',
  grantModerator: 'moderate',
  revokeModerator: 'moderate',
  // Comments are the viewer's social activity; a creator's controls over them (hiding, pinning,
  // blocking, the per-book switch) act on that same activity, not on the works themselves.
  postComment: 'write:social',
  editComment: 'write:social',
  deleteComment: 'write:social',
  likeComment: 'write:social',
  unlikeComment: 'write:social',
  hideComment: 'write:social',
  unhideComment: 'write:social',
  pinComment: 'write:social',
  unpinComment: 'write:social',
  blockUser: 'write:social',
  unblockUser: 'write:social',
  setBookComments: 'write:social',
  // Reporting a reading is reading: a read-only tool may do it.
  recordReading: 'read',
};

/**
 * Queries that need a scope besides `read` (which every query needs). Reading statistics are
 * private figures a token gets only when asked for; any user may grant the scope.
 */
export const QUERY_SCOPES: Record<string, TokenScopeValue> = {
  creatorStats: 'read:stats',
  bookStats: 'read:stats',
  issueStats: 'read:stats',
};

/** ROOT_RULES with the token scope checked first on every root field (the '*' fallbacks stay). */
function withScopes(rules: typeof ROOT_RULES) {
  type Rule = Parameters<typeof chain>[number];
  const scoped = (fields: Record<string, Rule>, scopeOf: (field: string) => Rule | null) =>
    Object.fromEntries(
      Object.entries(fields).map(([field, r]) => {
        const scopeRule = field === '*' ? null : scopeOf(field);
        return [field, scopeRule ? chain(scopeRule, r) : r];
      }),
    );
  return {
    Query: scoped(rules.Query, (field) => {
      const extra = QUERY_SCOPES[field];
      return extra ? chain(requiresScope('read'), requiresScope(extra)) : requiresScope('read');
    }),
    Mutation: scoped(rules.Mutation, (field) => {
      const scope = MUTATION_SCOPES[field];
      // 'session' fields carry sessionOnly in ROOT_RULES (anonymous callers get UNAUTHENTICATED first).
      if (scope === 'public' || scope === 'session') return null;
      if (scope === undefined) return refusesTokens;
      return requiresScope(scope);
    }),
  };
}

export function buildPermissions() {
  const generator = shield(withScopes(ROOT_RULES) as IRules, {
    fallbackRule: deny,
    // Resolver errors (AppError) pass through to formatError, which masks anything unexpected.
    allowExternalErrors: true,
  });
  // Shield wraps every field of every object type in an async rule check. Object-type
  // fields are all allowed by design (see above), so only the root types keep the
  // wrapper, and a scalar field stays a plain synchronous read.
  return middleware((schema: GraphQLSchema) => {
    const all = generator.generate(schema) as Record<string, unknown>;
    return { Query: all.Query, Mutation: all.Mutation } as IMiddlewareTypeMap;
  });
}
