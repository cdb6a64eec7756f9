import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useCallback, useState } from 'react';
import { SUBSCRIBE_MUTATION, UNSUBSCRIBE_MUTATION } from '../graphql/userProfile';

/**
 * Subscribes to or unsubscribes from a creator, then rechecks the status with `recheck`
 * (docs/product-rules.md, Flows). `busy` covers the change and the recheck.
 */
export function useSubscription(
  userId: number,
  viewerIsSubscribed: boolean | null | undefined,
  recheck: () => Promise<unknown>,
) {
  const [subscribe] = useMutation(SUBSCRIBE_MUTATION);
  const [unsubscribe] = useMutation(UNSUBSCRIBE_MUTATION);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      if (viewerIsSubscribed) await unsubscribe({ variables: { userId } });
      else await subscribe({ variables: { userId } });
    } catch {
      setError(MESSAGES.profileError);
    }
    try {
      await recheck();
    } catch {
      setError(MESSAGES.profileError);
    }
    setBusy(false);
  }, [subscribe, unsubscribe, userId, viewerIsSubscribed, recheck]);

  return { busy, toggle, error };
}
