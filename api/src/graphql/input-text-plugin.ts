import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, visit, type ArgumentNode, type DocumentNode } from 'graphql';
import { MESSAGES } from '../config/limits';
import { ErrorCode } from '../shared/error-codes';
import { findUnstorableText, isStorableText } from '../shared/unstorable-text';

/** The argument whose inline string literal holds a character text cannot hold, if any. */
function unstorableLiteral(document: DocumentNode): string | undefined {
  let found: string | undefined;
  visit(document, {
    Argument(node: ArgumentNode) {
      visit(node.value, {
        StringValue(value) {
          if (!found && !isStorableText(value.value)) found = node.name.value;
        },
      });
      return found ? false : undefined;
    },
  });
  return found;
}

/**
 * GraphQL's side of the check on text (v1: rest/input-guard.ts): a variable or an inline
 * string argument with NUL or another control character is refused with BAD_USER_INPUT and
 * HTTP 400 before any resolver runs, naming the variable (or argument), instead of failing
 * in PostgreSQL.
 */
export const inputTextPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        const field =
          findUnstorableText(request.variables ?? {}, 'variables') ?? unstorableLiteral(document);
        if (!field) return;
        throw new GraphQLError(MESSAGES.unstorableText(field), {
          extensions: { code: ErrorCode.BAD_USER_INPUT, field, http: { status: 400 } },
        });
      },
    };
  },
};
