import { allow, deny, shield } from 'graphql-shield';
import { isObjectType, type GraphQLSchema } from 'graphql';
import type { IRules } from 'graphql-shield';
import { isAuthenticated } from './rules';

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
    updateProfilePhotos: isAuthenticated,
    deactivateAccount: isAuthenticated,
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
