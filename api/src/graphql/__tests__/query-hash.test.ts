import crypto from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import { buildSchema } from 'graphql';
import { rememberQueryHashes, sha256Hex } from '../query-hash';

// Apollo hashes every query text; graphql/query-hash.ts remembers the hashes of recent texts.

const nodeSha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data);

afterEach(() => jest.restoreAllMocks());

test('the hashes Apollo makes are Node sha256 hashes, whatever they are fed', () => {
  rememberQueryHashes();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createHash } = require('@apollo/utils.createhash') as {
    createHash: (kind: string) => crypto.Hash;
  };
  const text = '{ book(id: 1) { title } } é';
  expect(createHash('sha256').update(text).digest('hex')).toBe(nodeSha256(text).digest('hex'));
  expect(createHash('sha256').update(text).digest('hex')).toBe(nodeSha256(text).digest('hex'));
  expect(createHash('sha256').update(text).digest('base64')).toBe(
    nodeSha256(text).digest('base64'),
  );
  expect(createHash('sha256').update(text).digest()).toEqual(nodeSha256(text).digest());
  expect(createHash('sha256').update('a').update('b').digest('hex')).toBe(
    nodeSha256('ab').digest('hex'),
  );
  expect(createHash('sha256').update(Buffer.from(text)).digest('hex')).toBe(
    nodeSha256(text).digest('hex'),
  );
  expect(createHash('sha256').update('ff', 'hex').digest('hex')).toBe(
    nodeSha256(Buffer.from([0xff])).digest('hex'),
  );
  expect(createHash('sha1').update(text).digest('hex')).toBe(
    crypto.createHash('sha1').update(text).digest('hex'),
  );
  expect(sha256Hex('x'.repeat(20_000))).toBe(nodeSha256('x'.repeat(20_000)).digest('hex'));
});

test("Apollo's query hash is made once per text, and its document store still works", async () => {
  rememberQueryHashes();
  const server = new ApolloServer({
    schema: buildSchema('type Query { hello: String }'),
    rootValue: { hello: () => 'world' },
  });
  await server.start();
  try {
    const query = '{ hello __typename }';
    const made = jest.spyOn(crypto, 'createHash');
    for (let i = 0; i < 3; i += 1) {
      const response = await server.executeOperation({ query });
      expect(response.body.kind === 'single' && response.body.singleResult.data).toEqual({
        hello: 'world',
        __typename: 'Query',
      });
    }
    expect(made.mock.calls.filter(([kind]) => kind === 'sha256')).toHaveLength(1);
  } finally {
    await server.stop();
  }
});
