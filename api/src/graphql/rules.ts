import { rule } from 'graphql-shield';
import { MESSAGES } from '../config/limits';
import { notFound, unauthenticated } from '../shared/app-error';
import { isSignedIn } from '../modules/users/users.policy';
import { canEditBook } from '../modules/books/books.policy';
import type { GraphQLContext } from './context';

/** Shield rules delegate to the module policies; one rule checks one thing. */
export const isAuthenticated = rule({ cache: 'contextual' })(
  (_parent, _args, ctx: GraphQLContext) =>
    isSignedIn(ctx.viewer) ||
    unauthenticated(ctx.authProblem === 'invalid' ? MESSAGES.sessionExpired : MESSAGES.notLoggedIn),
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
