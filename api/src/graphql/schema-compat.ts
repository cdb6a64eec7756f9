import { CriticalityLevel, diff } from '@graphql-inspector/core';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isUnionType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';

/** A change to the public schema that can break an existing client (docs/api-changelog.md). */
export interface BreakingChange {
  /** graphql-inspector's change type, e.g. FIELD_REMOVED, FIELD_ARGUMENT_TYPE_CHANGED. */
  type: string;
  /** Schema coordinate: `Type`, `Type.field`, `Type.field.arg` or `Enum.VALUE`. */
  path: string;
  message: string;
  /**
   * Why the change is allowed anyway: what the old schema had deprecated (the field, its
   * argument or enum value, or every way to reach a removed type). Null: not allowed.
   */
  excusedBy: string | null;
}

/**
 * Every breaking change from `oldSdl` to `newSdl` (graphql-inspector's BREAKING level),
 * by path.
 * Removing or changing a field, argument, input field or enum value is allowed only if the
 * old schema had deprecated it (or, for an argument, its field): the deprecation-first
 * rule. A removed type is allowed only if every old reference to it was deprecated.
 */
export async function breakingChanges(oldSdl: string, newSdl: string): Promise<BreakingChange[]> {
  const oldSchema = buildSchema(oldSdl);
  const changes = await diff(oldSchema, buildSchema(newSdl));
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .map((change) => {
      const path = change.path ?? '';
      return {
        type: change.type,
        path,
        message: change.message,
        excusedBy: path ? deprecatedInOldSchema(oldSchema, path) : null,
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path) || a.type.localeCompare(b.type));
}

/** What `path` (or its owner) had deprecated in the old schema, or null. */
function deprecatedInOldSchema(schema: GraphQLSchema, path: string): string | null {
  const [typeName, memberName, argName] = path.split('.');
  const type = schema.getType(typeName);
  if (!type) return null;
  if (memberName === undefined) return onlyDeprecatedReferences(schema, typeName);
  if (isEnumType(type)) {
    const value = type.getValue(memberName);
    return value?.deprecationReason != null ? `${path} was deprecated` : null;
  }
  if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) return null;
  const field = type.getFields()[memberName];
  if (!field) return null;
  if (field.deprecationReason != null) return `${typeName}.${memberName} was deprecated`;
  if (argName === undefined || !('args' in field)) return null;
  const arg = field.args.find((a) => a.name === argName);
  return arg?.deprecationReason != null ? `${path} was deprecated` : null;
}

/** `Book` of `[Book!]!`. */
const namedType = (type: GraphQLType): string => getNamedType(type).name;

/**
 * For a removed type: whether clients could only reach it through deprecated fields,
 * arguments and input fields. A root type, a union member or an implemented interface
 * can always be named in a query, so their removal is never excused.
 */
function onlyDeprecatedReferences(schema: GraphQLSchema, typeName: string): string | null {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  if (roots.some((root) => root?.name === typeName)) return null;
  const references: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || type.name === typeName) continue;
    if (isUnionType(type) && type.getTypes().some((member) => member.name === typeName)) {
      return null;
    }
    if (isObjectType(type) || isInterfaceType(type)) {
      if (type.getInterfaces().some((iface) => iface.name === typeName)) return null;
    }
    if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const fieldPath = `${type.name}.${field.name}`;
      if (namedType(field.type) === typeName) {
        if (field.deprecationReason == null) return null;
        references.push(fieldPath);
      }
      for (const arg of 'args' in field ? field.args : []) {
        if (namedType(arg.type) !== typeName) continue;
        if (field.deprecationReason == null && arg.deprecationReason == null) return null;
        references.push(`${fieldPath}.${arg.name}`);
      }
    }
  }
  return references.length > 0
    ? `every reference to ${typeName} was deprecated (${references.join(', ')})`
    : null;
}
