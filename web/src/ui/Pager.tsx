import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type PagerItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Page numbers with one sibling on each side; ellipses appear from 5 pages on. */
export function pagerItems(page: number, totalPages: number): PagerItem[] {
  if (totalPages < 5) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const start = Math.max(2, page - 1);
  const end = Math.min(totalPages - 1, page + 1);
  const items: PagerItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < totalPages - 1) items.push('ellipsis-end');
  items.push(totalPages);
  return items;
}

/** Pages are either links (the page lives in the URL) or buttons (the page lives in state). */
export type PagerTarget =
  | { hrefFor: (page: number) => string; onSelect?: never }
  | { onSelect: (page: number) => void; hrefFor?: never };

export type PagerProps = PagerTarget & {
  page: number;
  totalPages: number;
  label?: string;
};

function PagerControl({
  target,
  to,
  label,
  current,
  children,
}: {
  target: PagerTarget;
  to: number | null;
  label: string;
  current?: boolean;
  children: ReactNode;
}) {
  if (to === null) {
    // A disabled end stays in the tab order's reading of the pager, announced as unavailable.
    return (
      <button type="button" className="pager__disabled" aria-label={label} disabled>
        {children}
      </button>
    );
  }
  const ariaCurrent = current ? ('page' as const) : undefined;
  if (target.hrefFor) {
    return (
      <Link to={target.hrefFor(to)} aria-current={ariaCurrent} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-current={ariaCurrent}
      aria-label={label}
      onClick={() => target.onSelect?.(to)}
    >
      {children}
    </button>
  );
}

/** Hidden when everything fits on one page. */
export function Pager({ page, totalPages, label = 'Pagination', ...target }: PagerProps) {
  if (totalPages <= 1) return null;
  const pagerTarget = target as PagerTarget;
  return (
    <nav className="pager" aria-label={label}>
      <ul>
        <li>
          <PagerControl target={pagerTarget} to={page > 1 ? page - 1 : null} label="Previous page">
            ‹
          </PagerControl>
        </li>
        {pagerItems(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PagerControl
                target={pagerTarget}
                to={item}
                label={`Page ${item}`}
                current={item === page}
              >
                {item}
              </PagerControl>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="pager__ellipsis">
              …
            </li>
          ),
        )}
        <li>
          <PagerControl
            target={pagerTarget}
            to={page < totalPages ? page + 1 : null}
            label="Next page"
          >
            ›
          </PagerControl>
        </li>
      </ul>
    </nav>
  );
}

/** Reads a 1-based page number from a query-string value; anything invalid is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Number of pages for `total` items at `size` per page (at least 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
