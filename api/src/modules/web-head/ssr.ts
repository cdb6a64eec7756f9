/**
 * Server rendering of the public pages: the web's server bundle (web/dist-server/entry-server.js,
 * built from web/src/entry-server.tsx) renders a page for an anonymous visitor with the answers
 * of its queries, which run in this process (no HTTP) through the function the app gives it.
 * Rendering is optional: without the bundle, with SSR=off, after an error or past the time
 * limit the page goes out as the empty shell and the browser renders it as before.
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FormattedExecutionResult } from 'graphql';
import type { Logger } from '../../shared/logger';

/** One GraphQL operation of the render, run with an anonymous request scope. */
export interface SsrOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}
/** A GraphQL answer as the web's Apollo client reads it. */
export type SsrResult = FormattedExecutionResult;
/** Runs the render's operations for a visitor at `ip` (built by app.ts over Apollo Server). */
export type SsrExecutor = (ip: string) => (operation: SsrOperation) => Promise<SsrResult>;

/** What web/src/entry-server.tsx exports. */
export interface ServerBundle {
  /** Loads the rendered pages' code ahead of the first visitor. */
  warm?(): Promise<void>;
  /**
   * Whether the web renders the page at this path (web/src/routes.tsx holds the one list of
   * them: home, search, the articles, a profile, a work's details, the reader). Every other
   * path goes out as the shell without a render.
   */
  isServerRenderedPath(pathname: string): boolean;
  render(request: {
    url: string;
    execute: (operation: SsrOperation) => Promise<SsrResult>;
    signal?: AbortSignal;
  }): Promise<{ html: string; state: unknown }>;
}

export interface RenderedApp {
  html: string;
  state: unknown;
}

/** The path of a request's URL (path and query string). */
const pathOf = (url: string): string => new URL(url, 'http://localhost').pathname;

/** Loads `web/dist-server/entry-server.js` (an ES module; the API is CommonJS). */
const importBundle = (file: string): Promise<ServerBundle> =>
  import(pathToFileURL(file).href) as Promise<ServerBundle>;

export interface WebRendererOptions {
  /** The bundle's path; missing means no server rendering. */
  bundlePath: string;
  execute: SsrExecutor;
  timeoutMs: number;
  log: Logger;
  /** Tests give their own bundle. */
  load?: (file: string) => Promise<ServerBundle>;
}

/** Renders pages with the server bundle, loaded once (its first load starts right away). */
export class WebRenderer {
  private readonly bundle: Promise<ServerBundle | null>;

  constructor(private readonly options: WebRendererOptions) {
    const load = options.load ?? importBundle;
    this.bundle = fs.existsSync(options.bundlePath)
      ? load(options.bundlePath)
          .then(async (bundle) => {
            await bundle.warm?.();
            return bundle;
          })
          .catch((error: unknown) => {
            options.log.warn('The web server bundle did not load; pages go out as the shell', {
              bundle: options.bundlePath,
              error: error instanceof Error ? error.message : String(error),
            });
            return null;
          })
      : Promise.resolve(null);
  }

  /**
   * The page's markup and the cache it was rendered with, or null: send the shell (also for a
   * page the web does not render). The time limit counts from the request, so a bundle still
   * loading also means the shell.
   */
  async render(url: string, ip: string): Promise<RenderedApp | null> {
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        abort.abort();
        resolve(null);
      }, this.options.timeoutMs);
    });
    const rendered = this.bundle.then((bundle) =>
      bundle && !abort.signal.aborted && bundle.isServerRenderedPath(pathOf(url))
        ? bundle
            .render({ url, execute: this.options.execute(ip), signal: abort.signal })
            .catch((error: unknown) => {
              if (!abort.signal.aborted)
                this.options.log.warn('A server render failed; the page went out as the shell', {
                  url,
                  error: error instanceof Error ? error.message : String(error),
                });
              return null;
            })
        : null,
    );
    try {
      return await Promise.race([rendered, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
