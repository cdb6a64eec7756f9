import { MESSAGES } from '@shared/limits';
import { useCallback, useEffect, useState } from 'react';
import {
  listSavedIssues,
  offlineSupported,
  removeSavedIssue,
  type SavedIssue,
} from '../offlineStorage';

export type SavedIssuesState =
  { status: 'unsupported' } | { status: 'loading' } | { status: 'ready'; issues: SavedIssue[] };

/** The saved issues of this device, and `remove()` (with the id being removed and its error). */
export function useSavedIssues() {
  const [state, setState] = useState<SavedIssuesState>(() =>
    offlineSupported() ? { status: 'loading' } : { status: 'unsupported' },
  );
  const [removing, setRemoving] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Bumped after a removal: the list is read again from the device.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!offlineSupported()) return;
    let current = true;
    listSavedIssues()
      .catch(() => [])
      .then((issues) => {
        if (current) setState({ status: 'ready', issues });
      });
    return () => {
      current = false;
    };
  }, [version]);

  const remove = useCallback(async (issueId: number) => {
    setRemoving(issueId);
    setError(null);
    try {
      await removeSavedIssue(issueId);
    } catch {
      setError(MESSAGES.offlineRemoveFailed);
    } finally {
      setRemoving(null);
      setVersion((v) => v + 1);
    }
  }, []);

  return { state, remove, removing, error };
}
