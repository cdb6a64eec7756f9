import type { ReaderIssueQuery } from '../../../gql/graphql';
import type { ReaderFit } from '../hooks/useReaderSettings';
import type { PairingLayout } from './pairPages';

type ReaderIssue = NonNullable<ReaderIssueQuery['issue']>;
export type ReaderPageData = ReaderIssue['pages']['nodes'][number];
/**
 * A page as the page-turning reader shows it; `isSpread` comes from the API (the upload job
 * marks pages wider than tall, the creator corrects it), never guessed here.
 */
export type ScreenPage = ReaderPageData;

/** Pages in page order. */
export function screenPages(pages: readonly ReaderPageData[]): ScreenPage[] {
  return [...pages].sort((a, b) => a.pageNumber - b.pageNumber);
}

/** The creator's pairing for the issue. */
export function issuePairing(issue: { layout: PairingLayout }): PairingLayout {
  return { coverStandsAlone: issue.layout.coverStandsAlone, pairOffset: issue.layout.pairOffset };
}

/** The smallest candidate of a srcset (the scrubber's thumbnails), else the full image. */
export function smallestSource(image: { url: string; srcset?: string | null }): string {
  let best: { url: string; width: number } | null = null;
  for (const candidate of (image.srcset ?? '').split(',')) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    // Width descriptors only ("800w"); density ones ("2x") say nothing about size.
    const width = descriptor?.endsWith('w') ? Number.parseInt(descriptor, 10) : Number.NaN;
    if (url && Number.isFinite(width) && (!best || width < best.width)) best = { url, width };
  }
  return best?.url ?? image.url;
}

/**
 * The `sizes` of a page on a screen of `count` pages: the width the page is drawn at, so the
 * browser picks (and preloads) the same srcset candidate it will show. The stage is the
 * window less the reader's controls; `vh` stands for its height (a slight overestimate).
 */
export function screenPageSizes(
  page: { image: { width: number; height: number } },
  count: number,
  fit: ReaderFit,
): string {
  const ratio = page.image.width / page.image.height;
  const byWidth = `${Math.round(100 / count)}vw`;
  const byHeight = `${Math.round(ratio * 100)}vh`;
  if (fit === 'original') return `${page.image.width}px`;
  if (fit === 'width') return byWidth;
  if (fit === 'height') return byHeight;
  return `min(${byWidth}, ${byHeight})`;
}
