import { useLazyQuery, useMutation } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../apollo/errors';
import { profilePath } from '../../works/utils/paths';
import {
  BLOCKED_USERS_QUERY,
  SET_BOOK_COMMENTS_MUTATION,
  UNBLOCK_USER_MUTATION,
} from '../graphql/comments';

/**
 * What the creator of the work controls beside its comments: comments on or off for the
 * whole book, and the readers they blocked from all their works (with Unblock).
 */
export function CreatorCommentControls({
  bookId,
  commentsOpen,
  changed,
}: {
  bookId: number;
  commentsOpen: boolean;
  changed: () => Promise<unknown> | void;
}) {
  const [setComments, { loading: switching }] = useMutation(SET_BOOK_COMMENTS_MUTATION);
  const [unblock] = useMutation(UNBLOCK_USER_MUTATION);
  const [loadBlocked, blocked] = useLazyQuery(BLOCKED_USERS_QUERY, { fetchPolicy: 'network-only' });
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e, MESSAGES.genericError));
    }
  };

  return (
    <div className="comments__creator">
      <label className="comment-form__check">
        <input
          type="checkbox"
          checked={commentsOpen}
          disabled={switching}
          onChange={(e) =>
            run(async () => {
              await setComments({ variables: { bookId, enabled: e.target.checked } });
              await changed();
            })
          }
        />{' '}
        Readers may comment on this book
      </label>
      <details
        onToggle={(e) => {
          if ((e.target as HTMLDetailsElement).open) void loadBlocked();
        }}
      >
        <summary>Readers you blocked</summary>
        {blocked.loading ? <p className="muted">Loading…</p> : null}
        {blocked.data?.blockedUsers.nodes.length === 0 ? (
          <p className="muted">You have not blocked anyone.</p>
        ) : null}
        <ul>
          {blocked.data?.blockedUsers.nodes.map((u) => (
            <li key={u.id}>
              <Link to={profilePath(u.username)}>{u.username}</Link>{' '}
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={() =>
                  run(async () => {
                    await unblock({ variables: { userId: u.id } });
                    await blocked.refetch();
                    await changed();
                  })
                }
              >
                Unblock {u.username}
              </button>
            </li>
          ))}
        </ul>
      </details>
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
