import { HttpLink } from '@apollo/client';
import { createApolloClient } from '../client';
import { TOKEN_KEY } from '../token';
import { ME_QUERY } from '../../modules/auth/graphql/session';

function fakeFetch() {
  const fetch = jest.fn(async (_url: string, _init?: RequestInit) => ({
    ok: true,
    status: 200,
    headers: new Headers({ 'content-type': 'application/json' }),
    text: async () => JSON.stringify({ data: { me: null } }),
  }));
  return fetch;
}

function sentHeaders(fetch: jest.Mock): Record<string, string> {
  const init = fetch.mock.calls[0][1] as RequestInit;
  return Object.fromEntries(
    Object.entries(init.headers as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
  );
}

describe('apollo client', () => {
  it('sends JSON to /graphql with the bearer token when one is stored', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc.def');
    const fetch = fakeFetch();
    const client = createApolloClient(
      new HttpLink({ uri: '/graphql', fetch: fetch as unknown as typeof globalThis.fetch }),
    );
    await client.query({ query: ME_QUERY });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe('/graphql');
    const headers = sentHeaders(fetch);
    expect(headers.authorization).toBe('Bearer abc.def');
    expect(headers['content-type']).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    const fetch = fakeFetch();
    const client = createApolloClient(
      new HttpLink({ uri: '/graphql', fetch: fetch as unknown as typeof globalThis.fetch }),
    );
    await client.query({ query: ME_QUERY });
    expect(sentHeaders(fetch).authorization).toBeUndefined();
  });
});
