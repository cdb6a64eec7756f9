import {
  GraphQLError,
  visit,
  type ArgumentNode,
  type DocumentNode,
  type ValueNode,
  type VariableDefinitionNode,
} from 'graphql';
import { MESSAGES } from '../config/limits';
import { ErrorCode } from '../shared/error-codes';
import { findUnstorableText, isStorableText } from '../shared/unstorable-text';
import type { BaseContext } from '@apollo/server';
import type { RequestHooks, RequestPart } from './request-plugin';

/**
 * Answers by document: Apollo keeps one parsed document per query text, so a repeated query
 * is walked once, not on every request.
 */
const literalChecks = new WeakMap<DocumentNode, { field: string | undefined }>();

function unstorableLiteral(document: DocumentNode): string | undefined {
  let known = literalChecks.get(document);
  if (!known) {
    known = { field: findUnstorableLiteral(document) };
    literalChecks.set(document, known);
  }
  return known.field;
}

/**
 * The argument (or variable default) whose inline string literal holds a character text
 * cannot hold, if any.
 */
function findUnstorableLiteral(document: DocumentNode): string | undefined {
  let found: string | undefined;
  const check = (name: string) => (value: ValueNode) =>
    visit(value, {
      StringValue(node) {
        if (!found && !isStorableText(node.value)) found = name;
      },
    });
  visit(document, {
    Argument(node: ArgumentNode) {
      check(node.name.value)(node.value);
      return false;
    },
    VariableDefinition(node: VariableDefinitionNode) {
      if (node.defaultValue) check(node.variable.name.value)(node.defaultValue);
      return false;
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
export const inputTextPlugin: RequestPart<BaseContext> = {
  requestDidStart: () => INPUT_TEXT_HOOKS,
};

/** The same hooks for every request: they keep nothing between hooks. */
const INPUT_TEXT_HOOKS: RequestHooks<BaseContext> = {
  didResolveOperation({ request, document }) {
    const field =
      findUnstorableText(request.variables ?? {}, 'variables') ?? unstorableLiteral(document);
    if (!field) return;
    throw new GraphQLError(MESSAGES.unstorableText(field), {
      extensions: { code: ErrorCode.BAD_USER_INPUT, field, http: { status: 400 } },
    });
  },
};
