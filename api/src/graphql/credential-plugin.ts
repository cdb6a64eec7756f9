import { GraphQLError } from 'graphql';
import { authProblemMessage } from '../modules/auth/viewer';
import { ERROR_HTTP_STATUS, ErrorCode } from '../shared/error-codes';
import type { GraphQLContext } from './context';
import type { RequestPart } from './request-plugin';

/**
 * A request with a personal access token that is malformed, unknown, expired or revoked is
 * refused whole (401 UNAUTHENTICATED), like GitHub's "Bad credentials": a tool must learn
 * that its token is dead, not read on as an anonymous caller. A stale session JWT still reads
 * as anonymous, as the web app expects after a session ends.
 */
export const refuseDeadTokensPlugin: RequestPart<GraphQLContext> = {
  requestDidStart({ contextValue }) {
    if (contextValue.authProblem !== 'invalid-token') return undefined;
    return {
      didResolveOperation() {
        throw new GraphQLError(authProblemMessage('invalid-token'), {
          extensions: {
            code: ErrorCode.UNAUTHENTICATED,
            http: { status: ERROR_HTTP_STATUS.UNAUTHENTICATED },
          },
        });
      },
    };
  },
};
