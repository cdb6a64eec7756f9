import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLSchema,
} from 'graphql';
import { buildAppSchema } from '../schema';
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
    const fields = Array.from({ length: 25 }, (_, i) => `f${i}: id`).join(' ');
    const result = await app.gql(`{ userBooks(userId: 1, limit: 100) { items { ${fields} } } }`);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toMatch(/too expensive/);
    expect(result.errors?.[0]?.extensions?.code).toBe('MAX_COST_EXCEEDED');
  });

  test('a cost remembered for a query text still follows the variables it depends on', async () => {
    // userBooks' cost is 1 + limit x (what each item asks for): 26 with limit 1, 2,601 with 100.
    const fields = Array.from({ length: 25 }, (_, i) => `f${i}: id`).join(' ');
    const byLimit = `query($l: Int) { userBooks(userId: 1, limit: $l) { items { ${fields} } } }`;
    // @include with a variable: 1 (the minimum: __typename is free) or 2,601.
    const byFlag = `query($all: Boolean!) { __typename userBooks(userId: 1, limit: 100) @include(if: $all) { items { ${fields} } } }`;
    for (const round of [1, 2]) {
      const cheap = await app.gql(byLimit, { l: 1 });
      expect({ round, errors: cheap.errors }).toEqual({ round, errors: undefined });
      const dear = await app.gql(byLimit, { l: 100 });
      expect(dear.errors?.[0]?.message).toMatch(/too expensive: cost 2601/);
      const off = await app.gql(byFlag, { all: false });
      expect(off.errors).toBeUndefined();
      const on = await app.gql(byFlag, { all: true });
      expect(on.errors?.[0]?.message).toMatch(/too expensive: cost 2601/);
    }
  });

  test('variables that do not coerce are refused as bad input even after the same query ran', async () => {
    const query = 'query($id: Int!) { book(id: $id) { id } }';
    expect((await app.gql(query, { id: 1 })).errors).toBeUndefined();
    const bad = await app.gql(query, { id: 'one' });
    expect(bad.status).toBe(400);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const missing = await app.gql(query, {});
    expect(missing.status).toBe(400);
    expect(missing.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  test('a shallow query within the limits runs', async () => {
    const result = await app.gql('{ __typename me { id } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ __typename: 'Query', me: null });
  });
});
