import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLSchema,
} from 'graphql';
import { buildAppSchema } from '../schema';
import { MAX_QUERY_COST } from '../limits';
import { startTestApp, type TestApp } from '../../../test/harness';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildAppSchema();
});

test('every type, field, argument and enum value of the public schema has a description', () => {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (
      type.name.startsWith('__') ||
      ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)
    )
      continue;
    const isRoot = ['Query', 'Mutation', 'Subscription'].includes(type.name);
    if (!type.description && !isRoot) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        if ('args' in field) {
          for (const arg of field.args)
            if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues())
        if (!value.description) missing.push(`${type.name}.${value.name}`);
    }
  }
  expect(missing).toEqual([]);
});

describe('query limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  test('an operation whose estimated cost exceeds the maximum is refused', async () => {
    const aliases = Array.from({ length: MAX_QUERY_COST + 1 }, (_, i) => `a${i}: __typename`).join(
      ' ',
    );
    const result = await app.gql(`{ ${aliases} }`);
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.errors?.[0]?.message).toMatch(/too expensive/);
  });

  test('a shallow query within the limits runs', async () => {
    const result = await app.gql('{ __typename me { id } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ __typename: 'Query', me: null });
  });
});
