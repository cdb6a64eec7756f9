import { buildSchema, parse, type OperationDefinitionNode } from 'graphql';
import { CostCache } from '../limits';

const schema = buildSchema(`
  scalar Upload
  type Item { id: Int }
  type Query { items(first: Int): [Item] }
  type Mutation {
    like(id: Int!): Item
    attach(file: Upload, first: Int, limit: Upload): [Item]
  }
`);

const operationOf = (document: ReturnType<typeof parse>) =>
  document.definitions[0] as OperationDefinitionNode;
const COST = { cost: 7, nodes: 3 };

test('a mutation is priced once for variables its cost does not depend on', () => {
  const cache = new CostCache(schema);
  const document = parse('mutation Like($id: Int!) { like(id: $id) { id } }');
  const first = cache.lookup(document, operationOf(document), 'Like', { id: 1 });
  expect(first.cost).toBeUndefined();
  first.store!(COST);
  expect(cache.lookup(document, operationOf(document), 'Like', { id: 2 }).cost).toEqual(COST);
  // Variables that do not coerce still go through the full computation (and its error).
  expect(cache.lookup(document, operationOf(document), 'Like', { id: 'x' })).toEqual({});
});

test('a cost variable holding an upload (not plain JSON) is never cached', () => {
  const cache = new CostCache(schema);
  const document = parse(
    'mutation Attach($file: Upload, $n: Upload) { attach(file: $file, limit: $n) { id } }',
  );
  class FileUpload {
    constructor(readonly name: string) {}
  }
  const withUpload = { file: null, n: new FileUpload('a.png') };
  const first = cache.lookup(document, operationOf(document), 'Attach', withUpload);
  expect(first).toEqual({});
  // Plain JSON in the same place is cached.
  const plain = { file: null, n: 3 };
  cache.lookup(document, operationOf(document), 'Attach', plain).store!(COST);
  expect(cache.lookup(document, operationOf(document), 'Attach', plain).cost).toEqual(COST);
});

test('a cached cost is given only for variables graphql-js would coerce', () => {
  const scalars = buildSchema(`
    type Item { id: ID, weight: Float }
    type Query { items(first: Int): [Item] }
  `);
  const cache = new CostCache(scalars);
  const document = parse(
    'query Q($n: Int, $id: ID!, $s: String, $b: Boolean, $f: Float) { items(first: $n) { id } }',
  );
  const lookup = (variables: Record<string, unknown>) =>
    cache.lookup(document, operationOf(document), 'Q', variables);
  lookup({ n: 5, id: 'a' }).store!(COST);
  const valid = [
    { n: 5, id: 'a' },
    { n: 5, id: 7, s: 'x', b: true, f: 1.5 },
    { n: 5, id: '7', s: null, b: null, f: 2 },
    { n: 5, id: 'a', extra: { not: 'declared' } },
  ];
  for (const variables of valid) expect(lookup(variables).cost).toEqual(COST);
  const invalid = [
    { n: 5 },
    { n: 5, id: null },
    { n: 5, id: 1.5 },
    { n: 5, id: 'a', s: 3 },
    { n: 5, id: 'a', b: 'true' },
    { n: 5, id: 'a', f: 'NaN' },
  ];
  for (const variables of invalid) expect(lookup(variables)).toEqual({});
  // Out of Int's range, or not an integer: not coerced (and a different cost key, so nothing cached).
  expect(lookup({ n: 2 ** 31, id: 'a' }).cost).toBeUndefined();
  expect(lookup({ n: 1.5, id: 'a' }).cost).toBeUndefined();
});

test('variables of other types (lists, input objects, defaults) are still coerced by graphql-js', () => {
  const listSchema = buildSchema(`
    input Filter { q: String! }
    type Item { id: Int }
    type Query { items(first: Int): [Item], find(ids: [Int!], filter: Filter): Item }
  `);
  const cache = new CostCache(listSchema);
  const document = parse(
    'query Q($ids: [Int!], $filter: Filter, $n: Int = 3) { items(first: $n) { id } find(ids: $ids, filter: $filter) { id } }',
  );
  const lookup = (variables: Record<string, unknown>) =>
    cache.lookup(document, operationOf(document), 'Q', variables);
  lookup({ ids: [1] }).store!(COST);
  expect(lookup({ ids: [1, 2], filter: { q: 'a' } }).cost).toEqual(COST);
  expect(lookup({ ids: ['x'] })).toEqual({});
  expect(lookup({ filter: { q: 1 } })).toEqual({});
});
