import { useApolloClient } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  OfflineSaveError,
  offlineSupported,
  saveIssue,
  savedIssueOf,
  type SaveProgress,
  type SavedIssue,
} from '../offlineStorage';

export type SaveState =
  | { status: 'unsupported' }
  | { status: 'checking' }
  | { status: 'idle'; error?: string }
  | { status: 'saving'; progress: SaveProgress }
  | { status: 'saved'; saved: SavedIssue };

/** The message a reader sees for a failed save. */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof OfflineSaveError) {
    if (error.reason === 'quota') return MESSAGES.offlineStorageFull;
    if (error.reason === 'unsupported') return MESSAGES.offlineUnsupported;
  }
  return MESSAGES.offlineSaveFailed;
}

const noSubscription = () => () => undefined;
const assumedSupported = () => true;

/** Whether an issue is saved on this device, and `save()` with its progress and errors. */
export function useSavedIssue(
  issueId: number | null,
  target: { bookId: number; issueNumber: number } | null,
) {
  const client = useApolloClient();
  // The server (and so the first, hydrated frame) assumes the browser can keep issues, so a
  // server-rendered reader hydrates without a mismatch and its toolbar keeps its place; a
  // browser that cannot drops the button right after.
  const supported = useSyncExternalStore(noSubscription, offlineSupported, assumedSupported);
  const [checked, setState] = useState<SaveState>({ status: 'checking' });
  const state: SaveState = supported ? checked : { status: 'unsupported' };
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    if (!offlineSupported() || issueId === null) return;
    let current = true;
    savedIssueOf(issueId).then(
      (saved) => {
        if (current) setState(saved ? { status: 'saved', saved } : { status: 'idle' });
      },
      () => {
        if (current) setState({ status: 'idle' });
      },
    );
    return () => {
      current = false;
    };
  }, [issueId]);

  const save = useCallback(async () => {
    if (!target) return;
    setState({ status: 'saving', progress: { done: 0, total: 0 } });
    try {
      const saved = await saveIssue(client, target, {
        onProgress: (progress) => {
          if (alive.current) setState({ status: 'saving', progress });
        },
      });
      if (alive.current) setState({ status: 'saved', saved });
    } catch (error) {
      if (alive.current) setState({ status: 'idle', error: saveErrorMessage(error) });
    }
  }, [client, target]);

  return { state, save };
}
