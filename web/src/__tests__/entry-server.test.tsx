/**
 * @jest-environment node
 */
// The server render (entry-server.tsx) runs in Node, as the API runs it: react-dom/static needs
// Node's streams, which jsdom lacks.
import type { FormattedExecutionResult } from 'graphql';
import { render, type ServerOperation } from '../entry-server';
import { buildBookDetails } from '../test/workFixtures';

const HOSTILE = '</script><script>alert(1)</script>';

function executor(answers: Record<string, FormattedExecutionResult>) {
  const calls: ServerOperation[] = [];
  const execute = (operation: ServerOperation) => {
    calls.push(operation);
    const answer = answers[operation.operationName ?? ''];
    return Promise.resolve(
      answer ?? { data: null, errors: [{ message: `No answer for ${operation.operationName}` }] },
    );
  };
  return { execute, calls };
}

describe('server render', () => {
  it('renders a book page with its data and hands over the cache it used', async () => {
    const book = buildBookDetails({ title: `Robot ${HOSTILE} Dawn` });
    const { execute, calls } = executor({ BookDetails: { data: { book } } });

    const { html, state } = await render({ url: '/details/robot-dawn/book/3', execute });

    // The page's content is in the markup, the visitor's frame (no session) around it.
    expect(html).toContain('Robots wake up.');
    expect(html).toContain('class="site-header"');
    expect(html).toMatch(
      /<h1[^>]*>Robot &lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; Dawn/,
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<script');
    // The query ran once, on the server, with the route's variables.
    expect(calls.filter((c) => c.operationName === 'BookDetails')).toHaveLength(1);
    expect(calls.find((c) => c.operationName === 'BookDetails')?.variables).toEqual({ id: 3 });
    expect(calls.every((c) => c.query.startsWith('query '))).toBe(true);
    // The cache holds the answer, for the browser to hydrate from.
    expect(JSON.stringify(state)).toContain(`Robot ${HOSTILE} Dawn`);
    expect((state as Record<string, { title?: string }>)['Book:3']?.title).toBe(
      `Robot ${HOSTILE} Dawn`,
    );
  });

  it('renders a static page without any query', async () => {
    const { execute, calls } = executor({});
    const { html } = await render({ url: '/articles', execute });
    expect(html).toContain('How to Publish Your Comic Book Online');
    expect(calls).toHaveLength(0);
  });

  it('gives up when aborted, so the server can send the empty shell', async () => {
    const abort = new AbortController();
    const never = () => new Promise<FormattedExecutionResult>(() => undefined);
    const rendering = render({
      url: '/details/robot-dawn/book/3',
      execute: never,
      signal: abort.signal,
    });
    setTimeout(() => abort.abort(), 20);
    await expect(rendering).rejects.toBeDefined();
  });
});
