import type { CSSProperties, ReactNode, RefObject } from 'react';
import type { ReaderIssueQuery } from '../../../gql/graphql';
import type { ReaderSettings } from '../hooks/useReaderSettings';

type ReaderPage = NonNullable<ReaderIssueQuery['issue']>['pages']['nodes'][number];

/** The first pages load eagerly (they are on screen at once); the rest wait for scrolling. */
export const EAGER_PAGES = 2;
/** Pages are shown at most 960 px wide (narrower screens: the full width). */
export const PAGE_SIZES = '(max-width: 960px) 100vw, 960px';

/** The generated alt text, used when the creator gave none. */
export function pageAlt(bookTitle: string, issueTitle: string, pageNumber: number): string {
  return `${bookTitle} - ${issueTitle} - Page ${pageNumber}`;
}

export function PageTranscript({
  pageNumber,
  transcripts,
  id,
}: {
  pageNumber: number;
  transcripts: ReadonlyMap<number, string | null> | 'loading';
  id: number;
}) {
  const text = transcripts === 'loading' ? null : transcripts.get(id);
  return (
    <div className="reader-transcript">
      <p className="reader-transcript__label">Page {pageNumber} transcript</p>
      {transcripts === 'loading' ? (
        <p className="reader-transcript__text muted">Loading transcript…</p>
      ) : text ? (
        <p className="reader-transcript__text">{text}</p>
      ) : (
        <p className="reader-transcript__text muted">No transcript for this page.</p>
      )}
    </div>
  );
}

/** The `sizes` the browser picks a srcset candidate by, for the current fit and zoom. */
function pageSizes(page: ReaderPage, settings: ReaderSettings): string {
  const zoom = settings.zoom / 100;
  if (settings.fit === 'original') return `${Math.round(page.image.width * zoom)}px`;
  if (settings.fit === 'height' || settings.fit === 'screen') {
    const ratio = page.image.width / page.image.height;
    return `min(${Math.round(100 * zoom)}vw, ${Math.round(100 * ratio * zoom)}vh)`;
  }
  if (zoom === 1) return PAGE_SIZES;
  return `(max-width: 960px) ${Math.round(100 * zoom)}vw, ${Math.round(960 * zoom)}px`;
}

/**
 * The issue's pages as a vertical list. Width and height come from the stored image, so each
 * page's box is reserved before it loads (no layout shift). With the transcript on, each
 * page's text follows its image, so a screen reader reads picture and words in order.
 */
export function ReaderPages({
  pages,
  bookTitle,
  issueTitle,
  settings,
  altTexts,
  transcripts,
  listRef,
  pageAside,
}: {
  pages: readonly ReaderPage[];
  bookTitle: string;
  issueTitle: string;
  settings: ReaderSettings;
  /** The creators' alt texts by page id (a page without one gets the generated text). */
  altTexts: ReadonlyMap<number, string | null>;
  /** Transcripts by page id while the Transcript toggle is on; null when off. */
  transcripts: ReadonlyMap<number, string | null> | 'loading' | null;
  listRef?: RefObject<HTMLOListElement | null>;
  /** What to show beside a page (the comment markers). */
  pageAside?: (pageNumber: number) => ReactNode;
}) {
  const ordered = [...pages].sort((a, b) => a.pageNumber - b.pageNumber);
  const classes = [
    'reader-pages',
    `reader-pages--${settings.fit}`,
    settings.gaps ? 'reader-pages--gaps' : '',
  ].join(' ');
  const style = {
    '--reader-zoom': String(settings.zoom / 100),
    '--reader-side-padding': `${settings.sidePadding}%`,
  } as CSSProperties;
  return (
    <ol className={classes.trim()} style={style} ref={listRef}>
      {ordered.map((page, index) => (
        <li key={page.id} data-reader-page={page.pageNumber}>
          <img
            src={page.image.url}
            srcSet={page.image.srcset || undefined}
            sizes={pageSizes(page, settings)}
            width={page.image.width}
            height={page.image.height}
            style={{ '--page-width': `${page.image.width}px` } as CSSProperties}
            loading={index < EAGER_PAGES ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            // The first page is the page's largest paint: decoded for the frame that paints it.
            decoding={index === 0 ? 'sync' : 'async'}
            alt={altTexts.get(page.id) || pageAlt(bookTitle, issueTitle, page.pageNumber)}
          />
          {pageAside?.(page.pageNumber)}
          {transcripts ? (
            <PageTranscript pageNumber={page.pageNumber} transcripts={transcripts} id={page.id} />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
