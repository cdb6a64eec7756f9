import type { ReaderIssueQuery } from '../../../gql/graphql';

type ReaderPage = NonNullable<ReaderIssueQuery['issue']>['pages']['nodes'][number];

/** The first pages load eagerly (they are on screen at once); the rest wait for scrolling. */
export const EAGER_PAGES = 2;
/** Pages are shown at most 960 px wide (narrower screens: the full width). */
export const PAGE_SIZES = '(max-width: 960px) 100vw, 960px';

export function pageAlt(bookTitle: string, issueTitle: string, pageNumber: number): string {
  return `${bookTitle} - ${issueTitle} - Page ${pageNumber}`;
}

/** The issue's pages as a vertical list; width and height reserve the space before loading. */
export function ReaderPages({
  pages,
  bookTitle,
  issueTitle,
}: {
  pages: readonly ReaderPage[];
  bookTitle: string;
  issueTitle: string;
}) {
  const ordered = [...pages].sort((a, b) => a.pageNumber - b.pageNumber);
  return (
    <ol className="reader-pages">
      {ordered.map((page, index) => (
        <li key={page.id}>
          <img
            src={page.image.url}
            srcSet={page.image.srcset || undefined}
            sizes={PAGE_SIZES}
            width={page.image.width}
            height={page.image.height}
            loading={index < EAGER_PAGES ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding="async"
            alt={pageAlt(bookTitle, issueTitle, page.pageNumber)}
          />
        </li>
      ))}
    </ol>
  );
}
