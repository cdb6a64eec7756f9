import { useMutation, useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useState } from 'react';
import { errorMessage } from '../../../apollo/errors';
import { formatShortDate } from '../../../ui/formatDate';
import { TextField } from '../../../ui/TextField';
import { FOLLOWING_FEED_LINK_QUERY, ROTATE_FEED_URL_MUTATION } from '../graphql/progress';

/**
 * The private Atom feed of the Following list, for any feed reader. Its URL holds a secret that
 * the server keeps only hashed, so the URL shows once, right after it is made; "Reset feed link"
 * makes a new one and the old one stops working at once.
 */
export function FollowingFeedSection() {
  const link = useQuery(FOLLOWING_FEED_LINK_QUERY, { fetchPolicy: 'cache-and-network' });
  const [rotate, rotation] = useMutation(ROTATE_FEED_URL_MUTATION);
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const existing = link.data?.followingFeedLink;

  async function reset() {
    setError(null);
    try {
      const { data } = await rotate();
      setUrl(data?.rotateFollowingFeedUrl.url ?? null);
      await link.refetch();
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.genericError));
    }
  }

  return (
    <section className="following-feed" aria-labelledby="following-feed-heading">
      <h2 id="following-feed-heading">Private feed</h2>
      <p>
        Follow this list in any feed reader. Keep the link to yourself: anyone with it can read the
        list.
      </p>
      {url ? (
        <TextField
          label="Your feed link"
          hint="Copy it now: it is shown only once."
          type="text"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
      ) : existing ? (
        <p className="muted">
          Your feed link was made on{' '}
          <time dateTime={existing.createdAt}>{formatShortDate(existing.createdAt)}</time>. Reset it
          to see a new link; the old one stops working.
        </p>
      ) : null}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void reset()}
        disabled={rotation.loading}
        aria-busy={rotation.loading || undefined}
      >
        {existing || url ? 'Reset feed link' : 'Create feed link'}
      </button>
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
