import { allow, and, deny, shield } from 'graphql-shield';
import { isObjectType, type GraphQLSchema } from 'graphql';
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
  },
};

export function buildPermissions(schema: GraphQLSchema) {
  const rules: Record<string, unknown> = { ...ROOT_RULES };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isObjectType(type) && !type.name.startsWith('__') && !(type.name in rules)) {
      rules[type.name] = { '*': allow };
    }
  }
  return shield(rules as IRules, {
    fallbackRule: deny,
    // Resolver errors (AppError) pass through to formatError, which masks anything unexpected.
    allowExternalErrors: true,
  });
}
