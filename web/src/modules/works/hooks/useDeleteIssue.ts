import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DELETE_LATEST_ISSUE_MUTATION } from '../graphql/details';
import { profilePath } from '../utils/paths';

/** Confirm, delete, then go to the owner's profile. */
export function useDeleteIssue(bookId: number, username: string) {
  const [deleteIssue, { loading }] = useMutation(DELETE_LATEST_ISSUE_MUTATION);
  const navigate = useNavigate();
  const [target, setTarget] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const open = useCallback((issueNumber: number) => {
    setError(null);
    setTarget(issueNumber);
  }, []);

  const cancel = useCallback(() => {
    if (!loading) setTarget(null);
  }, [loading]);

  const confirm = useCallback(async () => {
    if (target === null) return;
    setError(null);
    try {
      const { data } = await deleteIssue({
        variables: { bookId, issueNumber: target },
        // Book pages, profile grids and search results all list this issue.
        update: (cache) => cache.evict({ id: cache.identify({ __typename: 'Book', id: bookId }) }),
      });
      if (!data?.deleteIssue) throw new Error('Delete failed');
      navigate(profilePath(username));
    } catch {
      setError(MESSAGES.genericError);
    }
  }, [deleteIssue, bookId, target, navigate, username]);

  return { target, open, cancel, confirm, isDeleting: loading, error };
}
