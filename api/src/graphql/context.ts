import type { IncomingMessage } from 'node:http';
import type { AppDeps } from '../app-deps';
import { openRequestScope, type RequestScope } from '../scope/request-scope';
import { asUnavailableGraphQLError } from '../shared/unavailable';

/** GraphQL's context is the request scope every transport uses (scope/request-scope.ts). */
export type GraphQLContext = RequestScope;

/** Builds each operation's context; an unreachable database answers as UNAVAILABLE. */
export const graphqlContext =
  (deps: AppDeps) =>
  (req: IncomingMessage, ip: string): Promise<GraphQLContext> =>
    openRequestScope(deps, req.headers.authorization, ip).catch((error: unknown) => {
      throw asUnavailableGraphQLError(error);
    });
