/**
 * The server render of a public page (api/src/modules/web-head/ssr.ts loads the build of this
 * file, web/dist-server/entry-server.js, once). The app renders for an anonymous visitor inside
 * a StaticRouter; Apollo's prerenderStatic renders again until every `useQuery` of the page has
 * its answer, and the cache it filled goes to the browser, which hydrates from it without
 * asking again (startApp.tsx).
 */
import { ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print, type FormattedExecutionResult } from 'graphql';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { createApolloClient } from './apollo/client';
import { AppShell } from './App';
import { preloadServerRenderedPage } from './routes';

/** Which paths the server renders (the API asks before rendering; the list is routes.tsx's). */
export { isServerRenderedPath } from './routes';

/** One GraphQL operation, run by the server in its own process (no HTTP, anonymous scope). */
export interface ServerOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

export interface RenderRequest {
  /** The path and query string, as the browser asked for them. */
  url: string;
  execute: (operation: ServerOperation) => Promise<FormattedExecutionResult>;
  /** Aborts the render (the server then sends the empty shell). */
  signal?: AbortSignal;
}

export interface RenderResult {
  /** The markup of `#root`. */
  html: string;
  /** The Apollo cache the page was rendered with. */
  state: NormalizedCacheObject;
}

/** Enough for the pages rendered here: the page's queries, then those their answers unlock. */
const MAX_RENDERS = 5;

/** The terminating link of the server's client: each operation goes to `execute`. */
function serverLink(execute: RenderRequest['execute']): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<FormattedExecutionResult>((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

/**
 * Loads the modules of the pages rendered here, once, when the server loads this bundle: the
 * first visitor of a page then waits for its data only, not for its code.
 */
export async function warm(): Promise<void> {
  await Promise.all(
    ['/', '/search', '/articles', '/articles/x', '/profile/x', '/details/x', '/read/x'].map(
      preloadServerRenderedPage,
    ),
  );
}

export async function render({ url, execute, signal }: RenderRequest): Promise<RenderResult> {
  const client = createApolloClient(serverLink(execute), { ssrMode: true });
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  try {
    const { result, aborted } = await prerenderStatic({
      tree: (
        <StrictMode>
          <AppShell client={client} serverRendered router={Router} />
        </StrictMode>
      ),
      signal,
      renderFunction: (tree) =>
        prerenderToNodeStream(tree, {
          signal,
          // Every boundary inline, however large: past this many bytes React would move a
          // boundary's content after the shell and reveal it with an inline script, which the
          // site's Content-Security-Policy (script-src 'self') blocks.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          // An aborted render is the server's decision (it sends the shell), not an error.
          onError: (error) => {
            if (!signal?.aborted) console.error(error);
          },
        }),
      maxRerenders: MAX_RENDERS,
    });
    if (aborted) throw new Error('The server render was aborted');
    return { html: result, state: client.extract() as NormalizedCacheObject };
  } finally {
    client.stop();
  }
}
