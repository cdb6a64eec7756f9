import { useCallback, useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import type { PagedNavigation } from '../hooks/usePagedNavigation';
import { screenLabel } from '../hooks/usePagedNavigation';
import { usePagedKeys, useZoomKeys } from '../hooks/usePagedKeys';
import { usePageZoom } from '../hooks/usePageZoom';
import type { ReaderFit } from '../hooks/useReaderSettings';
import { useStageGestures } from '../hooks/useStageGestures';
import type { ReadingDirection } from '../layout/pairPages';
import { screenPageSizes, type ScreenPage } from '../layout/pageLayout';
import { PageScrubber } from './PageScrubber';
import { pageAlt, PageTranscript } from './ReaderPages';

/** Screens kept ready after the current one (their images fetched and decoded). */
export const SCREENS_AHEAD = 2;
/** And before it, so turning back is as quick. */
export const SCREENS_BEHIND = 1;

const screenKey = (screen: readonly ScreenPage[]) => screen.map((p) => p.id).join('-');

/**
 * The page-turning reader: one screen (a page, a pair or a spread) at a time on a stage the
 * size of the window. The screens just ahead and behind are in the document too, hidden and
 * decoded, so a turn only swaps which one shows: the new image is on screen at once. Every
 * image has its box from its stored size. Under the stage: Previous and Next, the place
 * ("Pages 2 and 3 of 24", also announced to screen readers), zoom and the scrubber.
 */
export function PagedReader({
  pages,
  screens,
  nav,
  direction,
  fit,
  bookTitle,
  issueTitle,
  altTexts,
  transcripts,
  pageAside,
  onEnd,
}: {
  pages: readonly ScreenPage[];
  screens: readonly ScreenPage[][];
  nav: PagedNavigation;
  direction: ReadingDirection;
  fit: ReaderFit;
  bookTitle: string;
  issueTitle: string;
  altTexts: ReadonlyMap<number, string | null>;
  /** Transcripts by page id while the Transcript toggle is on; null when off. */
  transcripts: ReadonlyMap<number, string | null> | 'loading' | null;
  pageAside?: (pageNumber: number) => ReactNode;
  /** Next on the last screen: on to what follows the issue (the end card). */
  onEnd: () => void;
}) {
  const sectionRef = useRef<HTMLElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  // The stage and its controls fill the window under the site bar: bring them into view when
  // the issue opens, but not while the reader is choosing the mode in the settings panel.
  useEffect(() => {
    if (document.activeElement?.closest('.reader-settings')) return;
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  const zoomRef = useRef<HTMLDivElement>(null);
  const current = screens[nav.index] ?? [];
  const zoom = usePageZoom(zoomRef, stageRef, screenKey(current));
  useZoomKeys(zoom, true);

  const forward = nav.atEnd ? onEnd : nav.next;
  const turn = useCallback(
    (side: 'left' | 'right') => {
      const ahead = (side === 'right') === (direction === 'ltr');
      if (ahead) forward();
      else nav.prev();
    },
    [direction, forward, nav],
  );
  const { goToScreen, count } = nav;
  const first = useCallback(() => goToScreen(0), [goToScreen]);
  const last = useCallback(() => goToScreen(count - 1), [goToScreen, count]);
  usePagedKeys(true, direction, { next: forward, prev: nav.prev, first, last });
  useStageGestures(stageRef, {
    turn,
    doubleTap: zoom.toggleAt,
    zoomed: () => zoom.scale > 1.01,
  });

  const from = Math.max(0, nav.index - SCREENS_BEHIND);
  const shown = screens.slice(from, nav.index + SCREENS_AHEAD + 1);
  // Hidden screens are laid out but not painted: decoding them now keeps the turn instant.
  useEffect(() => {
    zoomRef.current
      ?.querySelectorAll<HTMLImageElement>('.reader-screen--ahead img')
      .forEach((img) => void img.decode?.().catch(() => undefined));
  }, [nav.index, screens]);

  const label = screenLabel(current, pages.length);
  const pageNumbers = current.map((p) => p.pageNumber);
  const prevButton = (
    <button
      type="button"
      className="button button--ghost button--small"
      onClick={nav.prev}
      disabled={nav.atStart}
    >
      Previous page
    </button>
  );
  const nextButton = (
    <button type="button" className="button button--ghost button--small" onClick={forward}>
      {nav.atEnd ? 'End of issue' : 'Next page'}
    </button>
  );
  return (
    <section className="reader-paged" aria-label="Pages" data-fit={fit} ref={sectionRef}>
      <div className={`reader-stage reader-stage--${fit}`} ref={stageRef}>
        <div className="reader-zoom" ref={zoomRef}>
          {shown.map((screen, offset) => {
            const isCurrent = from + offset === nav.index;
            return (
              <div
                key={screenKey(screen)}
                className={`reader-screen ${isCurrent ? 'reader-screen--current' : 'reader-screen--ahead'}`}
                style={{ '--screen-pages': String(screen.length) } as CSSProperties}
                aria-hidden={isCurrent ? undefined : true}
                data-screen={from + offset}
              >
                {screen.map((page) => (
                  <figure
                    key={page.id}
                    className="reader-screen__page"
                    data-reader-page={page.pageNumber}
                    data-spread={page.isSpread || undefined}
                  >
                    <img
                      src={page.image.url}
                      srcSet={page.image.srcset || undefined}
                      sizes={screenPageSizes(page, screen.length, fit)}
                      width={page.image.width}
                      height={page.image.height}
                      style={{ '--page-width': `${page.image.width}px` } as CSSProperties}
                      loading="eager"
                      fetchPriority={isCurrent ? 'high' : 'low'}
                      decoding={isCurrent ? 'sync' : 'async'}
                      draggable={false}
                      alt={altTexts.get(page.id) || pageAlt(bookTitle, issueTitle, page.pageNumber)}
                    />
                    {isCurrent ? pageAside?.(page.pageNumber) : null}
                  </figure>
                ))}
              </div>
            );
          })}
        </div>
      </div>
      {transcripts
        ? [...current]
            .sort((a, b) => a.pageNumber - b.pageNumber)
            .map((page) => (
              <PageTranscript
                key={page.id}
                pageNumber={page.pageNumber}
                transcripts={transcripts}
                id={page.id}
              />
            ))
        : null}
      <div className="reader-controls" dir={direction}>
        {prevButton}
        <p className="reader-controls__place" aria-hidden="true">
          {label}
        </p>
        {nextButton}
        <div className="reader-controls__zoom" role="group" aria-label="Zoom" dir="ltr">
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={zoom.zoomOut}
            aria-label="Zoom out"
            disabled={zoom.scale <= 1.01}
          >
            −
          </button>
          <output aria-live="polite">{Math.round(zoom.scale * 100)}%</output>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={zoom.zoomIn}
            aria-label="Zoom in"
          >
            +
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={zoom.reset}
            aria-label="Fit page"
          >
            Fit
          </button>
        </div>
        <PageScrubber pages={pages} onScreen={pageNumbers} direction={direction} onGo={nav.goTo} />
        <progress
          className="reader-controls__progress"
          max={pages.length}
          value={nav.reached}
          aria-label="Reading progress"
        />
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {label}
      </p>
    </section>
  );
}
