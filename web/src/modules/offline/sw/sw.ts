/// <reference lib="webworker" />
/**
 * The site's service worker (built by vite-plugin-pwa into dist/sw.js, Workbox inside).
 *
 * What it changes, and what it leaves alone:
 * - Navigations still go to the server (it renders each page's head and status); only when
 *   the network fails does the app's shell answer, so a saved issue opens offline.
 * - GraphQL is always asked of the server first. The reader's queries of a saved issue, and the
 *   session check while issues are saved, fall back to the copy kept on this device when the
 *   request fails; a fresh answer of a saved issue refreshes that copy.
 * - Reading progress recorded offline is queued and sent when the connection comes back.
 * - Page images of saved issues come from the device (their URLs never change); others from
 *   the network as before.
 * - The precache holds the shell, the reader and the Saved shelf (offline-precache.ts), not the
 *   whole app: other pages need the network for their data anyway.
 */
import { Queue } from 'workbox-background-sync';
import { clientsClaim } from 'workbox-core';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly, Strategy, type StrategyHandler } from 'workbox-strategies';
import {
  OFFLINE_QUERIES,
  PROGRESS_QUEUE,
  QUEUED_MUTATIONS,
  REPLAY_MESSAGE,
  SESSION_CACHE,
  graphqlAnswerPath,
  imageIdentity,
  isSavedIssueCache,
  operationOf,
  sessionAnswerPath,
  type GraphQLBody,
} from '../offlineKeys';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// A new version takes over at once: hashed assets outside the precache still come from the
// network, so an open page keeps loading its own chunks.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// The navigation request starts while the worker boots, so it costs no extra round trip.
navigationPreload.enable();

const SHELL = 'index.html';
const NOT_THE_APP = /^\/(api|graphql|media|feeds|opds|download|healthz)(\/|$)/;

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache(SHELL)) ?? undefined }],
    }),
    { denylist: [NOT_THE_APP] },
  ),
);

async function savedCacheNames(): Promise<string[]> {
  return (await caches.keys()).filter(isSavedIssueCache);
}

/** The first saved copy of `key` in the saved issues' caches, with the cache holding it. */
async function findSaved(key: string): Promise<{ cache: Cache; response: Response } | null> {
  for (const name of await savedCacheNames()) {
    const cache = await caches.open(name);
    const response = await cache.match(key);
    if (response) return { cache, response };
  }
  return null;
}

/** A page image: the saved copy when there is one; offline, any saved width of the image. */
class SavedImage extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const saved = await findSaved(request.url);
    if (saved) return saved.response;
    try {
      return await handler.fetch(request);
    } catch (error) {
      // The browser picks a srcset width by screen and zoom: a page saved at another width
      // still reads better than a broken image.
      const wanted = imageIdentity(new URL(request.url).pathname);
      for (const name of await savedCacheNames()) {
        const cache = await caches.open(name);
        for (const key of await cache.keys()) {
          if (imageIdentity(new URL(key.url).pathname) !== wanted) continue;
          const response = await cache.match(key);
          if (response) return response;
        }
      }
      throw error;
    }
  }
}

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/media/') &&
    request.destination === 'image',
  new SavedImage(),
);

const progressQueue = new Queue(PROGRESS_QUEUE, {
  // Minutes: a week offline is still worth sending.
  maxRetentionTime: 7 * 24 * 60,
  onSync: () => replayQueued(),
});

let replaying: Promise<void> | null = null;
/** Sends the queued progress in order, once at a time (the sync event and the page both ask). */
function replayQueued(): Promise<void> {
  replaying ??= progressQueue.replayRequests().finally(() => {
    replaying = null;
  });
  return replaying;
}

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === REPLAY_MESSAGE)
    event.waitUntil(replayQueued().catch(() => undefined));
});

async function digestOf(text: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

const isOkAnswer = async (response: Response) => {
  if (!response.ok) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { data?: unknown; errors?: unknown } | null;
  return Boolean(body?.data) && !body?.errors;
};

/** POST /graphql: the server first, always; the device's copy only when the request fails. */
class GraphQLWithOfflineCopies extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const body = (await request
      .clone()
      .json()
      .catch(() => null)) as GraphQLBody | null;
    const operation = body ? operationOf(body) : null;
    if (!body || !operation) return handler.fetch(request);
    const { kind, name } = operation;

    if (kind === 'mutation' && (QUEUED_MUTATIONS as readonly string[]).includes(name)) {
      const copy = request.clone();
      try {
        return await handler.fetch(request);
      } catch (error) {
        await progressQueue.pushRequest({ request: copy });
        throw error;
      }
    }
    if (kind === 'mutation' && name === 'LogOut') {
      await caches.delete(SESSION_CACHE);
      return handler.fetch(request);
    }
    if (kind === 'query' && name === 'Me') return this.session(request, handler);
    if (kind === 'query' && (OFFLINE_QUERIES as readonly string[]).includes(name))
      return this.savedAnswer(request, handler, graphqlAnswerPath(name, body.variables ?? {}));
    return handler.fetch(request);
  }

  private async savedAnswer(
    request: Request,
    handler: StrategyHandler,
    key: string,
  ): Promise<Response> {
    let response: Response;
    try {
      response = await handler.fetch(request);
    } catch (error) {
      const saved = await findSaved(key);
      if (saved) return saved.response;
      throw error;
    }
    // Keeps a saved issue's copy as fresh as the last time it was read online.
    const saved = await findSaved(key);
    if (saved && (await isOkAnswer(response)))
      await saved.cache.put(key, response.clone()).catch(() => undefined);
    return response;
  }

  /**
   * The session check (`Me`). Offline, the app would otherwise take the failed check for a
   * signed-out session; while issues are saved, the last answer for this credential is kept
   * (under a digest of it, so another account's token never finds it) and stands in offline.
   */
  private async session(request: Request, handler: StrategyHandler): Promise<Response> {
    const credential = request.headers.get('Authorization');
    const key = credential ? sessionAnswerPath(await digestOf(credential)) : null;
    let response: Response;
    try {
      response = await handler.fetch(request);
    } catch (error) {
      const kept = key ? await (await caches.open(SESSION_CACHE)).match(key) : undefined;
      if (kept) return kept;
      throw error;
    }
    if (key && (await savedCacheNames()).length > 0 && (await isOkAnswer(response)))
      await (await caches.open(SESSION_CACHE)).put(key, response.clone()).catch(() => undefined);
    return response;
  }
}

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname === '/graphql' &&
    (request.headers.get('Content-Type') ?? '').includes('application/json'),
  new GraphQLWithOfflineCopies(),
  'POST',
);
