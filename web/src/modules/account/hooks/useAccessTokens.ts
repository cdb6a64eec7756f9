import { useMutation, useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../apollo/errors';
import { ACCESS_TOKENS_QUERY, REVOKE_ACCESS_TOKEN_MUTATION } from '../graphql/accessTokens';

/** The viewer's access tokens and the revoke flow (one token at a time, after a confirmation). */
export function useAccessTokens() {
  const { data, loading, error, refetch } = useQuery(ACCESS_TOKENS_QUERY, {
    fetchPolicy: 'cache-and-network',
  });
  const [revoke, { loading: isRevoking }] = useMutation(REVOKE_ACCESS_TOKEN_MUTATION);
  const [confirmingId, setConfirmingId] = useState<number | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  const askRevoke = useCallback((id: number) => {
    setRevokeError(null);
    setConfirmingId(id);
  }, []);

  const cancelRevoke = useCallback(() => {
    if (!isRevoking) setConfirmingId(null);
  }, [isRevoking]);

  const confirmRevoke = useCallback(async () => {
    if (confirmingId === null) return;
    setRevokeError(null);
    try {
      // The answer updates the token in the cache (same id), so the list re-renders.
      await revoke({ variables: { id: confirmingId } });
      setConfirmingId(null);
    } catch (err) {
      setRevokeError(errorMessage(err, MESSAGES.genericError));
    }
  }, [confirmingId, revoke]);

  const tokens = data?.accessTokens ?? [];
  return {
    tokens,
    isLoading: loading && !data,
    loadError: error && !data ? errorMessage(error, MESSAGES.genericError) : null,
    retry: () => void refetch().catch(() => undefined),
    confirming: tokens.find((t) => t.id === confirmingId) ?? null,
    askRevoke,
    cancelRevoke,
    confirmRevoke,
    isRevoking,
    revokeError,
  };
}
