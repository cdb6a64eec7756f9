import { rule } from 'graphql-shield';
import { MESSAGES, type TokenScopeValue } from '../config/limits';
import { forbidden, notFound, scopeMissing, unauthenticated } from '../shared/app-error';
import { authProblemMessage } from '../modules/auth/viewer';
import {
  canManageCredentials,
  credentialAllows,
} from '../modules/access-tokens/access-tokens.policy';
import { isSignedIn } from '../modules/users/users.policy';
import { canEditBook } from '../modules/books/books.policy';
import { isAdmin, isStaff } from '../modules/moderation/moderation.policy';
import type { GraphQLContext } from './context';

/** Shield rules delegate to the module policies; one rule checks one thing. */
export const isAuthenticated = rule({ cache: 'contextual' })(
  (_parent, _args, ctx: GraphQLContext) =>
    isSignedIn(ctx.viewer) || unauthenticated(authProblemMessage(ctx.authProblem)),
);

const scopeRules = new Map<TokenScopeValue, ReturnType<ReturnType<typeof rule>>>();

/**
 * A personal access token used for this request has `scope` (a session has every scope;
 * anonymous callers pass, the other rules judge them). FORBIDDEN with `requiredScope` otherwise.
 */
export function requiresScope(scope: TokenScopeValue) {
  let found = scopeRules.get(scope);
  if (!found) {
    found = rule(`requiresScope:${scope}`, { cache: 'contextual' })(
      (_parent, _args, ctx: GraphQLContext) =>
        credentialAllows(ctx.credential, scope) ||
        scopeMissing(scope, MESSAGES.tokenScopeMissing(scope)),
    );
    scopeRules.set(scope, found);
  }
  return found;
}

/** Signed in with a session, not an access token: tokens and sessions are managed from the website. */
export const requiresSession = rule({ cache: 'contextual' })(
  (_parent, _args, ctx: GraphQLContext) =>
    canManageCredentials(ctx.credential) || forbidden(MESSAGES.sessionRequired),
);

/**
 * The `bookId` argument names one of the viewer's books (books.policy canEditBook).
 * Anyone else gets NOT_FOUND, as in v1, so a book's existence is not revealed.
 */
// no_cache: 'strict' would hash the args, which fails on upload promises; the loader already caches the row.
export const ownsBookArg = rule({ cache: 'no_cache' })(async (
  _parent,
  args: { bookId?: number },
  ctx: GraphQLContext,
) => {
  const book =
    typeof args.bookId === 'number' ? await ctx.loaders.bookById.load(args.bookId) : null;
  return (book !== null && canEditBook(ctx.viewer, book)) || notFound(MESSAGES.bookNotFound);
});

/** The caller does not use an access token (mutations without a scope in MUTATION_SCOPES). */
export const refusesTokens = rule({ cache: 'contextual' })(
  (_parent, _args, ctx: GraphQLContext) =>
    ctx.credential?.kind !== 'token' || forbidden(MESSAGES.sessionRequired),
);

/** The viewer is a moderator or admin (moderation.policy isStaff); FORBIDDEN otherwise. */
export const isStaffViewer = rule({ cache: 'contextual' })(
  (_parent, _args, ctx: GraphQLContext) => isStaff(ctx.viewer) || forbidden(MESSAGES.staffOnly),
);

/** The viewer is an admin (moderation.policy isAdmin); FORBIDDEN otherwise. */
export const isAdminViewer = rule({ cache: 'contextual' })(
  (_parent, _args, ctx: GraphQLContext) => isAdmin(ctx.viewer) || forbidden(MESSAGES.adminOnly),
);
