import { useApolloClient, useMutation } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/hooks/useAuth';
import { profilePath } from '../../works/utils/paths';
import { DELETE_BOOK_MUTATION } from '../graphql/book';
import { DELETE_ISSUE_MUTATION } from '../graphql/issue';

export type DeleteTarget =
  { kind: 'book'; bookId: number } | { kind: 'issue'; bookId: number; issueNumber: number };

/** Confirm, delete, then go to the viewer's profile; a failure keeps the dialog open with an error. */
export function useDeleteWork(target: DeleteTarget) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [deleteBook] = useMutation(DELETE_BOOK_MUTATION);
  const [deleteIssue] = useMutation(DELETE_ISSUE_MUTATION);
  const [isOpen, setOpen] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = useCallback(() => {
    setError(null);
    setOpen(true);
  }, []);

  const cancel = useCallback(() => {
    if (!isDeleting) setOpen(false);
  }, [isDeleting]);

  const confirm = useCallback(async () => {
    setError(null);
    setDeleting(true);
    try {
      const deleted =
        target.kind === 'book'
          ? (await deleteBook({ variables: { bookId: target.bookId } })).data?.deleteBook
          : (
              await deleteIssue({
                variables: { bookId: target.bookId, issueNumber: target.issueNumber },
              })
            ).data?.deleteIssue;
      if (!deleted) throw new Error('Delete failed');
      setDeleting(false);
      setOpen(false);
      navigate(user ? profilePath(user.username) : '/');
      // The book, or its issue list and count, is stale in the cache now.
      const id = client.cache.identify({ __typename: 'Book', id: target.bookId });
      if (target.kind === 'book') {
        client.cache.evict({ id });
      } else {
        client.cache.evict({ id, fieldName: 'issues' });
        client.cache.evict({ id, fieldName: 'issueCount' });
      }
      client.cache.gc();
    } catch {
      setDeleting(false);
      setError(MESSAGES.genericError);
    }
  }, [client, deleteBook, deleteIssue, navigate, target, user]);

  return { isOpen, open, cancel, confirm, isDeleting, error };
}
