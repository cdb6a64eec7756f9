import { allow, and, deny, shield } from 'graphql-shield';
import type { GraphQLSchema } from 'graphql';
import { middleware, type IMiddlewareTypeMap } from 'graphql-middleware';
import type { IRules } from 'graphql-shield';
import { isAuthenticated, ownsBookArg } from './rules';

const ownerOfBookArg = and(isAuthenticated, ownsBookArg);

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
    // Webhooks: signed in; the service answers NOT_FOUND for anyone else's
    webhooks: isAuthenticated,
    webhookDeliveries: isAuthenticated,
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
    updateBook: ownerOfBookArg,
    updateIssue: ownerOfBookArg,
    deleteIssue: ownerOfBookArg,
    deleteBook: ownerOfBookArg,
    createWebhook: isAuthenticated,
    updateWebhook: isAuthenticated,
    deleteWebhook: isAuthenticated,
    redeliverWebhook: isAuthenticated,
    pingWebhook: isAuthenticated,
  },
};

export function buildPermissions() {
  const generator = shield(ROOT_RULES as IRules, {
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
