import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { ReaderIssueQuery } from '../../../gql/graphql';
import { useAuth } from '../../auth/hooks/useAuth';
import { useSubscription } from '../../profile/hooks/useSubscription';
import { EndCardLike } from '../../reactions/components/EndCardLike';
import { BookmarkToggle } from '../../works/components/BookmarkToggle';
import { loginPath, readerPath } from '../../works/utils/paths';
import { READER_NEXT_ISSUE_QUERY } from '../graphql/reader';
import type { ReaderFit } from '../hooks/useReaderSettings';
import { screenPageSizes } from '../layout/pageLayout';
import { PAGE_SIZES } from './ReaderPages';

type ReaderBook = NonNullable<ReaderIssueQuery['issue']>['book'];

/** How the page-turning reader will show the next issue's first pages (for their `sizes`). */
export type PreloadSizes = { count: number; fit: ReaderFit };
type PreloadImage = { url: string; srcset?: string | null; width: number; height: number };

/** Asks the browser to fetch one of the next issue's first pages now, so it shows at once. */
function usePreloadImage(
  image: PreloadImage | undefined,
  as: PreloadSizes | undefined,
  on: boolean,
) {
  const url = image?.url;
  const srcset = image?.srcset;
  const sizes = image && as ? screenPageSizes({ image }, as.count, as.fit) : PAGE_SIZES;
  useEffect(() => {
    if (!url || !on) return undefined;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.href = url;
    if (srcset) {
      link.setAttribute('imagesrcset', srcset);
      link.setAttribute('imagesizes', sizes);
    }
    document.head.appendChild(link);
    return () => link.remove();
  }, [url, srcset, sizes, on]);
}

function NextIssueCard({
  book,
  issueNumber,
  preload,
  sizes,
}: {
  book: ReaderBook;
  issueNumber: number;
  preload: boolean;
  sizes?: PreloadSizes;
}) {
  const { data } = useQuery(READER_NEXT_ISSUE_QUERY, {
    variables: { bookId: book.id, issueNumber },
  });
  const next = data?.issue;
  usePreloadImage(next?.pages.nodes[0]?.image, sizes, preload);
  // The second page only where pages turn (the vertical reader shows the first at once).
  usePreloadImage(next?.pages.nodes[1]?.image, sizes, preload && Boolean(sizes));
  const to = readerPath(book.urlSlug, book.id, issueNumber);
  return (
    <section className="reader-end page" aria-labelledby="reader-end-heading">
      <h2 id="reader-end-heading" tabIndex={-1}>
        Up next
      </h2>
      <div className="reader-end__card">
        {next ? (
          <img
            className="reader-end__cover"
            src={next.cover.url}
            width={next.cover.width}
            height={next.cover.height}
            alt=""
          />
        ) : null}
        <div>
          <h3 className="reader-end__title">
            Issue #{issueNumber}
            {next ? `: ${next.title}` : ''}
          </h3>
          <Link className="button" to={to}>
            Read next
          </Link>
        </div>
      </div>
    </section>
  );
}

function SubscribeToggle({ book, recheck }: { book: ReaderBook; recheck: () => Promise<unknown> }) {
  const { busy, toggle, error } = useSubscription(
    book.publisher.id,
    book.publisher.viewerIsSubscribed,
    recheck,
  );
  const subscribed = book.publisher.viewerIsSubscribed;
  return (
    <>
      <button
        type="button"
        className={subscribed ? 'button button--ghost' : 'button'}
        onClick={toggle}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? MESSAGES.working : subscribed ? 'Unsubscribe' : 'Subscribe'}
      </button>
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

function CaughtUp({ book, recheck }: { book: ReaderBook; recheck: () => Promise<unknown> }) {
  const { user } = useAuth();
  const own = book.viewerCan.edit;
  return (
    <section className="reader-end page" aria-labelledby="reader-end-heading">
      <h2 id="reader-end-heading" tabIndex={-1}>
        You&apos;re caught up
      </h2>
      <p>
        This is the latest issue of {book.title}.
        {own ? null : ' Subscribe to hear when the next one is out, or bookmark the book.'}
      </p>
      {user && !own ? (
        <div className="reader-end__actions">
          <SubscribeToggle book={book} recheck={recheck} />
          <BookmarkToggle
            bookId={book.id}
            bookmarked={book.viewerHasBookmarked}
            recheck={recheck}
          />
        </div>
      ) : null}
      {!user ? (
        <p>
          <Link to={loginPath()}>Log in</Link> to subscribe or bookmark.
        </p>
      ) : null}
    </section>
  );
}

/**
 * After the last page: the next issue's card, or "You're caught up" on the latest issue. The
 * next issue's first pages are preloaded while `preloadNext` holds (the page-turning reader
 * asks near the end of the issue), at the size they will be shown (`preloadSizes`).
 */
export function ReaderEndCard({
  book,
  issueNumber,
  recheck,
  preloadNext = true,
  preloadSizes,
}: {
  book: ReaderBook;
  issueNumber: number;
  recheck: () => Promise<unknown>;
  preloadNext?: boolean;
  preloadSizes?: PreloadSizes;
}) {
  return (
    <>
      <EndCardLike bookId={book.id} issueNumber={issueNumber} />
      {issueNumber < book.issueCount ? (
        <NextIssueCard
          book={book}
          issueNumber={issueNumber + 1}
          preload={preloadNext}
          sizes={preloadSizes}
        />
      ) : (
        <CaughtUp book={book} recheck={recheck} />
      )}
    </>
  );
}
