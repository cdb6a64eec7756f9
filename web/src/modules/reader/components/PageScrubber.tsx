import { useEffect, useId, useRef, useState } from 'react';
import type { ReadingDirection } from '../layout/pairPages';
import { smallestSource, type ScreenPage } from '../layout/pageLayout';

/**
 * The page scrubber: a slider over the pages and, behind a Thumbnails button, a strip
 * of small page images (the srcset's smallest derivative, loaded lazily, each box reserved).
 * Both run in the reading direction. The slider's value is the first page on screen.
 */
export function PageScrubber({
  pages,
  onScreen,
  direction,
  onGo,
}: {
  pages: readonly ScreenPage[];
  /** The page numbers on screen. */
  onScreen: readonly number[];
  direction: ReadingDirection;
  onGo: (pageNumber: number) => void;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const stripRef = useRef<HTMLOListElement>(null);
  const first = onScreen.length ? Math.min(...onScreen) : 1;
  const count = pages.length;
  useEffect(() => {
    if (!open) return;
    stripRef.current
      ?.querySelector<HTMLElement>('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [open, first]);
  return (
    <div className="reader-scrubber" dir={direction}>
      <input
        type="range"
        className="reader-scrubber__range"
        min={1}
        max={Math.max(count, 1)}
        step={1}
        value={first}
        aria-label="Go to page"
        aria-valuetext={`Page ${first} of ${count}`}
        onChange={(event) => onGo(Number(event.target.value))}
      />
      <button
        type="button"
        className="button button--ghost button--small"
        aria-expanded={open}
        aria-controls={`${id}-thumbs`}
        onClick={() => setOpen((o) => !o)}
      >
        Thumbnails
      </button>
      <ol
        id={`${id}-thumbs`}
        className="reader-thumbs"
        ref={stripRef}
        hidden={!open}
        aria-label="Pages"
      >
        {open
          ? pages.map((page) => (
              <li key={page.id}>
                <button
                  type="button"
                  className="reader-thumbs__button"
                  aria-current={onScreen.includes(page.pageNumber) ? 'page' : undefined}
                  onClick={() => onGo(page.pageNumber)}
                >
                  <img
                    src={smallestSource(page.image)}
                    width={page.image.width}
                    height={page.image.height}
                    loading="lazy"
                    decoding="async"
                    alt=""
                  />
                  <span>Page {page.pageNumber}</span>
                </button>
              </li>
            ))
          : null}
      </ol>
    </div>
  );
}
