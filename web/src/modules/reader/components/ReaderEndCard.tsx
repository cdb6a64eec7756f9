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
import { PAGE_SIZES } from './ReaderPages';

type ReaderBook = NonNullable<ReaderIssueQuery['issue']>['book'];

/** Asks the browser to fetch the next issue's first page now, so it shows at once. */
function usePreloadImage(url: string | undefined, srcset: string | null | undefined) {
  useEffect(() => {
    if (!url) return undefined;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.href = url;
    if (srcset) {
      link.setAttribute('imagesrcset', srcset);
      link.setAttribute('imagesizes', PAGE_SIZES);
    }
    document.head.appendChild(link);
    return () => link.remove();
  }, [url, srcset]);
}

function NextIssueCard({ book, issueNumber }: { book: ReaderBook; issueNumber: number }) {
  const { data } = useQuery(READER_NEXT_ISSUE_QUERY, {
    variables: { bookId: book.id, issueNumber },
  });
  const next = data?.issue;
  const firstPage = next?.pages.nodes[0]?.image;
  usePreloadImage(firstPage?.url, firstPage?.srcset);
  const to = readerPath(book.urlSlug, book.id, issueNumber);
  return (
    <section className="reader-end page" aria-labelledby="reader-end-heading">
      <h2 id="reader-end-heading">Up next</h2>
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
      <h2 id="reader-end-heading">You&apos;re caught up</h2>
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

/** After the last page: the next issue's card, or "You're caught up" on the latest issue. */
export function ReaderEndCard({
  book,
  issueNumber,
  recheck,
}: {
  book: ReaderBook;
  issueNumber: number;
  recheck: () => Promise<unknown>;
}) {
  return (
    <>
      <EndCardLike bookId={book.id} issueNumber={issueNumber} />
      {issueNumber < book.issueCount ? (
        <NextIssueCard book={book} issueNumber={issueNumber + 1} />
      ) : (
        <CaughtUp book={book} recheck={recheck} />
      )}
    </>
  );
}
