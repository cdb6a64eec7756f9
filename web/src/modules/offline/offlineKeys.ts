/**
 * The names the page and the service worker agree on: where a saved issue is kept, the keys of
 * the GraphQL answers kept with it, and the messages between the two. Plain data and pure
 * functions, so the service worker's bundle takes nothing else from the app.
 */

/** One Cache Storage cache per saved issue, so removing an issue is one `caches.delete`. */
export const SAVED_ISSUE_CACHE_PREFIX = 'panelhouse-saved-issue-';
export const savedIssueCacheName = (issueId: number) => `${SAVED_ISSUE_CACHE_PREFIX}${issueId}`;
export const isSavedIssueCache = (name: string) => name.startsWith(SAVED_ISSUE_CACHE_PREFIX);

/** The signed-in reader's `Me` answer, kept while issues are saved (see the service worker). */
export const SESSION_CACHE = 'panelhouse-offline-session';

/** Keys under this path never reach the server: they only name entries in the caches. */
const KEY_ROOT = '/__offline__';

/** What the Saved shelf shows of an issue, kept beside its pages. */
export const SAVED_ISSUE_META_PATH = `${KEY_ROOT}/issue.json`;

/** The queries a saved issue answers offline: the reader's issue and its alt texts. */
export const OFFLINE_QUERIES = ['ReaderIssue', 'ReaderAltTexts'] as const;
export type OfflineQuery = (typeof OFFLINE_QUERIES)[number];

/** Mutations queued while offline and sent when the connection comes back. */
export const QUEUED_MUTATIONS = ['RecordReadingProgress'] as const;

/** The Workbox queue of those mutations (its name is also its IndexedDB key). */
export const PROGRESS_QUEUE = 'panelhouse-reading-progress';

export { REPLAY_MESSAGE } from './replayMessage';

/** The path of a saved GraphQL answer: the operation and its variables in a fixed order. */
export function graphqlAnswerPath(operation: string, variables: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(variables).sort())
    params.set(name, JSON.stringify(variables[name]));
  return `${KEY_ROOT}/graphql/${encodeURIComponent(operation)}?${params.toString()}`;
}

/** The path of the session answer for one credential (a digest of it: the key holds no token). */
export const sessionAnswerPath = (credentialDigest: string) =>
  `${KEY_ROOT}/session/${credentialDigest}`;

export type GraphQLBody = {
  operationName?: string | null;
  query?: string;
  variables?: Record<string, unknown> | null;
};

/**
 * The operation a GraphQL request body runs: its `operationName`, else the name in its text
 * (the progress hook's keepalive request sends the text alone).
 */
export function operationOf(body: GraphQLBody): { kind: string; name: string } | null {
  const match = /^\s*(query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(
    body.query ?? '',
  );
  const name = body.operationName ?? match?.[2];
  if (!name) return null;
  return { kind: match?.[1] ?? 'query', name };
}

/**
 * A srcset candidate list (`url 320w, url 640w`) read into url and width pairs; entries
 * without a width are left out.
 */
export function srcsetCandidates(srcset: string | null | undefined): { url: string; w: number }[] {
  if (!srcset) return [];
  return srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url, w: Number(/^(\d+)w$/.exec(descriptor ?? '')?.[1]) }))
    .filter((c) => c.url && Number.isFinite(c.w) && c.w > 0);
}

/**
 * The same image at another width: stored derivatives are named `<key>_w<width>.webp` beside
 * the original `<key>.<ext>`, so the key without that ending names the image.
 */
export const imageIdentity = (url: string) =>
  url.replace(/_w\d+\.webp$/, '').replace(/\.[a-z0-9]+$/i, '');
