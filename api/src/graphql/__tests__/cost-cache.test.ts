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
