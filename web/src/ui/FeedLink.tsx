import { FeedIcon } from './icons';

/** A visible link to an Atom feed (served by the API: a plain link, not a client route). */
export function FeedLink({ href, what }: { href: string; what: string }) {
  return (
    <p className="feed-link">
      <a href={href} type="application/atom+xml" title={`Atom feed of ${what}`}>
        <FeedIcon />
        Atom feed
      </a>
    </p>
  );
}
