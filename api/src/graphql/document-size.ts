import { GraphQLError, Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import { API_LIMITS, MESSAGES } from '../config/limits';
import { ErrorCode } from '../shared/error-codes';

/**
 * The size check a document passes before graphql-js validates it. Validation is not linear:
 * OverlappingFieldsCanBeMerged compares every pair of fields answering under one name, so
 * 1,000 copies of `book(id: 1) { id }` took seconds to refuse. Counting is linear:
 *
 * - fields: every field, each fragment counted wherever it is spread (fragments are counted
 *   once and remembered, so a fragment that spreads another twice, ten levels deep, is a
 *   number, not a walk);
 * - repeats: fields answering under one name in one selection set (inline fragments
 *   included), and spreads of one fragment there.
 *
 * Returns the refusal, or undefined when the document is within API_LIMITS.
 */
const FIELDS_CEILING = 1_000_000_000;

/**
 * The first size check, on the text as sent: comments and whitespace are no tokens, so
 * without it a one-field query could carry a megabyte (and be stored as a persisted query).
 */
export function sourceSizeError(source: string | undefined): GraphQLError | undefined {
  const max = API_LIMITS.maxQueryBytes;
  // Characters bound bytes from below: only a text near the limit is measured.
  if (!source || source.length * 3 <= max || Buffer.byteLength(source) <= max) return undefined;
  return new GraphQLError(MESSAGES.queryTooManyBytes(max), {
    extensions: {
      code: ErrorCode.MAX_COST_EXCEEDED,
      bytes: { maximum: max },
      http: { status: 400 },
    },
  });
}

export function documentSizeError(document: DocumentNode): GraphQLError | undefined {
  const fragments = new Map<string, SelectionSetNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition.selectionSet);
  const fragmentFields = new Map<string, number>();
  let repeats = 0;

  const countRepeats = (set: SelectionSetNode, names: Map<string, number>) => {
    for (const selection of set.selections) {
      const name =
        selection.kind === Kind.FIELD
          ? (selection.alias?.value ?? selection.name.value)
          : selection.kind === Kind.FRAGMENT_SPREAD
            ? `...${selection.name.value}`
            : undefined;
      if (name === undefined) {
        if (selection.kind === Kind.INLINE_FRAGMENT) countRepeats(selection.selectionSet, names);
        continue;
      }
      const seen = (names.get(name) ?? 0) + 1;
      names.set(name, seen);
      if (seen > repeats) repeats = seen;
    }
  };

  const fieldsOf = (set: SelectionSetNode, visiting: Set<string>): number => {
    countRepeats(set, new Map());
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        total += 1 + (selection.selectionSet ? fieldsOf(selection.selectionSet, visiting) : 0);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total += fieldsOf(selection.selectionSet, visiting);
      } else {
        const name = selection.name.value;
        let count = fragmentFields.get(name);
        const fragment = fragments.get(name);
        if (count === undefined && fragment && !visiting.has(name)) {
          visiting.add(name);
          count = fieldsOf(fragment, visiting);
          visiting.delete(name);
          fragmentFields.set(name, count);
        }
        total += count ?? 0;
      }
    }
    // Fragments spreading fragments multiply: saturate instead of overflowing.
    return Math.min(total, FIELDS_CEILING);
  };

  let fields = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION)
      fields = Math.max(fields, fieldsOf(definition.selectionSet, new Set()));
    else if (definition.kind === Kind.FRAGMENT_DEFINITION)
      countRepeats(definition.selectionSet, new Map());
  }
  if (fields > API_LIMITS.maxQueryFields || repeats > API_LIMITS.maxRepeatedField) {
    const tooMany = fields > API_LIMITS.maxQueryFields;
    return new GraphQLError(
      tooMany
        ? MESSAGES.queryTooManyFields(fields, API_LIMITS.maxQueryFields)
        : MESSAGES.queryRepeatsField(repeats, API_LIMITS.maxRepeatedField),
      {
        extensions: {
          code: ErrorCode.MAX_COST_EXCEEDED,
          ...(tooMany
            ? { fields: { requested: fields, maximum: API_LIMITS.maxQueryFields } }
            : { repeats: { requested: repeats, maximum: API_LIMITS.maxRepeatedField } }),
          http: { status: 400 },
        },
      },
    );
  }
  return undefined;
}
