import { rule } from 'graphql-shield';
import { MESSAGES } from '../config/limits';
import { unauthenticated } from '../shared/app-error';
import { isSignedIn } from '../modules/users/users.policy';
import type { GraphQLContext } from './context';

/** Shield rules delegate to the module policies; one rule checks one thing. */
export const isAuthenticated = rule({ cache: 'contextual' })(
  (_parent, _args, ctx: GraphQLContext) =>
    isSignedIn(ctx.viewer) ||
    unauthenticated(ctx.authProblem === 'invalid' ? MESSAGES.sessionExpired : MESSAGES.notLoggedIn),
);
