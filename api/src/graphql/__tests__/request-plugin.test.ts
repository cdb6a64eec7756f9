import { ApolloServer } from '@apollo/server';
import { GraphQLError, buildSchema } from 'graphql';
import { requestPlugin, type RequestPart } from '../request-plugin';

// The product's request hooks run as one Apollo plugin (graphql/request-plugin.ts): in the
// order of the parts, every part's hook started even when an earlier one failed, the first
// failure answering, and a hook that waits awaited before the next step.

interface Context {
  log: string[];
  refuse?: string[];
}

const schema = buildSchema('type Query { hello: String }');
const rootValue = { hello: () => 'world' };

async function run(parts: RequestPart<Context>[], query: string, context: Context) {
  const server = new ApolloServer<Context>({ schema, rootValue, plugins: [requestPlugin(parts)] });
  await server.start();
  try {
    const response = await server.executeOperation({ query }, { contextValue: context });
    return response;
  } finally {
    await server.stop();
  }
}

/** A part that logs its hooks as `name:hook` and refuses in didResolveOperation when asked. */
const part = (name: string, options: { wait?: boolean } = {}): RequestPart<Context> => ({
  requestDidStart: ({ contextValue }) => ({
    parsingDidStart() {
      contextValue.log.push(`${name}:parsing`);
      return (error) => {
        contextValue.log.push(`${name}:parsed${error ? ' with error' : ''}`);
      };
    },
    didResolveOperation() {
      contextValue.log.push(`${name}:resolved`);
      const refuse = () => {
        if (contextValue.refuse?.includes(name)) throw new GraphQLError(`refused by ${name}`);
      };
      if (!options.wait) return refuse();
      return new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() => {
        contextValue.log.push(`${name}:waited`);
        refuse();
      });
    },
    executionDidStart() {
      contextValue.log.push(`${name}:executing`);
    },
    willSendResponse({ response }) {
      contextValue.log.push(`${name}:sending`);
      response.http.headers.set('x-last-part', name);
    },
  }),
});

test('the parts run in order; a waiting hook is awaited before execution', async () => {
  const context: Context = { log: [] };
  const quiet: RequestPart<Context> = { requestDidStart: () => undefined };
  const response = await run([part('a', { wait: true }), quiet, part('b')], '{ hello }', context);
  expect(response.body.kind === 'single' && response.body.singleResult.data).toEqual({
    hello: 'world',
  });
  expect(context.log).toEqual([
    'a:parsing',
    'b:parsing',
    // End hooks run last-started first, as Apollo runs its listeners'.
    'b:parsed',
    'a:parsed',
    'a:resolved',
    'b:resolved',
    'a:waited',
    'a:executing',
    'b:executing',
    'a:sending',
    'b:sending',
  ]);
  expect(response.http.headers.get('x-last-part')).toBe('b');
});

test('a refusal does not stop the other parts; the first part to refuse answers', async () => {
  const log: string[] = [];
  const response = await run([part('a'), part('b'), part('c')], '{ hello }', {
    log,
    refuse: ['b', 'c'],
  });
  expect(response.body.kind === 'single' && response.body.singleResult.errors).toEqual([
    expect.objectContaining({ message: 'refused by b' }),
  ]);
  // Every part's didResolveOperation ran, none executed, all sent.
  expect(log.slice(6)).toEqual([
    'a:resolved',
    'b:resolved',
    'c:resolved',
    'a:sending',
    'b:sending',
    'c:sending',
  ]);
});

test('a syntax error reaches the parsing end hooks', async () => {
  const log: string[] = [];
  const response = await run([part('a'), part('b')], '{ hello', { log });
  expect(response.body.kind === 'single' && response.body.singleResult.errors?.[0].message).toMatch(
    /Syntax Error/,
  );
  expect(log).toEqual([
    'a:parsing',
    'b:parsing',
    'b:parsed with error',
    'a:parsed with error',
    'a:sending',
    'b:sending',
  ]);
});
