import type { ApolloClient } from '@apollo/client';
import { READER_ALT_TEXTS_QUERY, READER_ISSUE_QUERY } from '../reader/graphql/reader';
import {
  SAVED_ISSUE_META_PATH,
  SESSION_CACHE,
  graphqlAnswerPath,
  isSavedIssueCache,
  savedIssueCacheName,
  srcsetCandidates,
} from './offlineKeys';

/**
 * Saved issues live in Cache Storage, one cache per issue (offlineKeys.ts): its page images,
 * its cover, the reader's GraphQL answers and a small record for the Saved shelf. The service
 * worker reads the same caches when the network fails.
 */

/** What the Saved shelf shows of a saved issue. */
export type SavedIssue = {
  issueId: number;
  bookId: number;
  issueNumber: number;
  bookTitle: string;
  issueTitle: string;
  urlSlug: string;
  coverUrl: string;
  pageCount: number;
  /** Bytes stored: images and answers. */
  bytes: number;
  /** ISO time of the save. */
  savedAt: string;
};

export type SaveProgress = { done: number; total: number };

export type SaveFailure = 'quota' | 'network' | 'unsupported';

export class OfflineSaveError extends Error {
  constructor(
    readonly reason: SaveFailure,
    options?: { cause?: unknown },
  ) {
    super(`saving for offline failed: ${reason}`, options);
    this.name = 'OfflineSaveError';
  }
}

/** Pages are shown at most this wide (the reader's PAGE_SIZES), in CSS pixels. */
const READER_MAX_WIDTH = 960;
/** Images fetched at once while saving: fast enough, and gentle on a phone's connection. */
const PARALLEL_DOWNLOADS = 3;

/** Whether this browser can keep issues (Cache Storage) and serve them offline (a worker). */
export function offlineSupported(): boolean {
  return typeof caches !== 'undefined' && 'serviceWorker' in navigator;
}

/** The width in device pixels the reader shows a page at on this screen. */
export function readerDisplayWidth(): number {
  const cssWidth = Math.min(window.innerWidth || READER_MAX_WIDTH, READER_MAX_WIDTH);
  return Math.ceil(cssWidth * (window.devicePixelRatio || 1));
}

/**
 * The derivative the reader's srcset would pick on this screen: the narrowest candidate at
 * least `displayWidth` wide, else the widest; the image's own URL when it has no srcset.
 */
export function pickPageImage(
  image: { url: string; srcset?: string | null },
  displayWidth: number,
): string {
  const candidates = srcsetCandidates(image.srcset).sort((a, b) => a.w - b.w);
  if (candidates.length === 0) return image.url;
  return (candidates.find((c) => c.w >= displayWidth) ?? candidates[candidates.length - 1]).url;
}

const jsonResponse = (value: unknown) =>
  new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } });

async function readMeta(cacheName: string): Promise<SavedIssue | null> {
  const cache = await caches.open(cacheName);
  const response = await cache.match(SAVED_ISSUE_META_PATH);
  if (!response) return null;
  try {
    return (await response.json()) as SavedIssue;
  } catch {
    return null;
  }
}

/** Every saved issue, most recently saved first. A save still under way is not listed. */
export async function listSavedIssues(): Promise<SavedIssue[]> {
  if (!offlineSupported()) return [];
  const names = (await caches.keys()).filter(isSavedIssueCache);
  const metas = await Promise.all(names.map(readMeta));
  return (
    metas
      .filter((meta): meta is SavedIssue => meta !== null)
      // ISO times sort as plain strings (no collator to load).
      .sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0))
  );
}

/** The saved record of one issue, or null. */
export async function savedIssueOf(issueId: number): Promise<SavedIssue | null> {
  if (!offlineSupported()) return null;
  const name = savedIssueCacheName(issueId);
  return (await caches.has(name)) ? readMeta(name) : null;
}

/**
 * Removes a saved issue. With none left, the kept session answer goes too: it is only kept for
 * opening saved issues offline.
 */
export async function removeSavedIssue(issueId: number): Promise<void> {
  await caches.delete(savedIssueCacheName(issueId));
  if (!(await caches.keys()).some(isSavedIssueCache)) await caches.delete(SESSION_CACHE);
}

const isQuotaError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

/**
 * Saves an issue for offline reading: the reader's answers (asked of the server now, as the
 * reader page asks for them), the cover and each page at the width the reader shows on this
 * screen. Reports progress per image. On any failure the partial copy is removed, and the
 * error says whether storage was full.
 */
export async function saveIssue(
  client: ApolloClient,
  target: { bookId: number; issueNumber: number },
  {
    onProgress,
    displayWidth = readerDisplayWidth(),
  }: { onProgress?: (progress: SaveProgress) => void; displayWidth?: number } = {},
): Promise<SavedIssue> {
  if (!offlineSupported()) throw new OfflineSaveError('unsupported');
  const variables = { bookId: target.bookId, issueNumber: target.issueNumber };
  let issueData;
  let altTexts;
  try {
    [issueData, altTexts] = await Promise.all([
      client.query({ query: READER_ISSUE_QUERY, variables, fetchPolicy: 'network-only' }),
      client.query({ query: READER_ALT_TEXTS_QUERY, variables, fetchPolicy: 'network-only' }),
    ]);
  } catch (error) {
    throw new OfflineSaveError('network', { cause: error });
  }
  const issue = issueData.data?.issue;
  if (!issue) throw new OfflineSaveError('network');

  // Ask the browser not to evict saved issues under storage pressure (it may say no).
  void navigator.storage?.persist?.().catch(() => false);

  const cacheName = savedIssueCacheName(issue.id);
  const urls = [
    ...new Set([
      issue.cover.url,
      ...issue.pages.nodes.map((page) => pickPageImage(page.image, displayWidth)),
    ]),
  ];
  let bytes = 0;
  let done = 0;
  onProgress?.({ done, total: urls.length });
  try {
    await caches.delete(cacheName);
    const cache = await caches.open(cacheName);
    for (const [operation, data] of [
      ['ReaderIssue', issueData.data],
      ['ReaderAltTexts', altTexts.data],
    ] as const) {
      const body = JSON.stringify({ data });
      bytes += body.length;
      await cache.put(
        graphqlAnswerPath(operation, variables),
        new Response(body, { headers: { 'Content-Type': 'application/json' } }),
      );
    }
    const queue = [...urls];
    let failed = false;
    const worker = async () => {
      for (let url = queue.shift(); url !== undefined && !failed; url = queue.shift()) {
        const response = await fetch(url);
        if (!response.ok) throw new OfflineSaveError('network');
        const blob = await response.blob();
        const type = response.headers.get('Content-Type') ?? blob.type;
        await cache.put(url, new Response(blob, { headers: { 'Content-Type': type } }));
        bytes += blob.size;
        done += 1;
        onProgress?.({ done, total: urls.length });
      }
    };
    await Promise.all(
      Array.from({ length: PARALLEL_DOWNLOADS }, () =>
        worker().catch((error: unknown) => {
          failed = true;
          throw error;
        }),
      ),
    );
    const saved: SavedIssue = {
      issueId: issue.id,
      bookId: issue.book.id,
      issueNumber: issue.issueNumber,
      bookTitle: issue.book.title,
      issueTitle: issue.title,
      urlSlug: issue.book.urlSlug,
      coverUrl: issue.cover.url,
      pageCount: issue.pages.nodes.length,
      bytes,
      savedAt: new Date().toISOString(),
    };
    // Written last: an issue is listed only once everything it needs is stored.
    await cache.put(SAVED_ISSUE_META_PATH, jsonResponse(saved));
    return saved;
  } catch (error) {
    await caches.delete(cacheName).catch(() => false);
    if (error instanceof OfflineSaveError) throw error;
    throw new OfflineSaveError(isQuotaError(error) ? 'quota' : 'network', { cause: error });
  }
}

/** "12.3 MB": sizes as a reader reads them (decimal units, as storage settings show them). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}
