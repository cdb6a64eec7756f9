import { Link } from 'react-router-dom';

export type PagerItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Page numbers with one sibling on each side; ellipses appear from 5 pages on (spec §9). */
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

export type PagerProps = {
  page: number;
  totalPages: number;
  /** The link for a page, e.g. `?page=3`. */
  hrefFor: (page: number) => string;
  label?: string;
};

/** Hidden when everything fits on one page. */
export function Pager({ page, totalPages, hrefFor, label = 'Pagination' }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} aria-label="Previous page">
              ‹
            </Link>
          ) : (
            <span aria-hidden="true" className="pager__disabled">
              ‹
            </span>
          )}
        </li>
        {pagerItems(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="pager__ellipsis">
              …
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={hrefFor(page + 1)} aria-label="Next page">
              ›
            </Link>
          ) : (
            <span aria-hidden="true" className="pager__disabled">
              ›
            </span>
          )}
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
