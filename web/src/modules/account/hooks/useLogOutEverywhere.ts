import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useCallback } from 'react';
import { errorMessage } from '../../../apollo/errors';
import { LOG_OUT_EVERYWHERE_MUTATION } from '../graphql/accessTokens';
import { useConfirmThenLogOut } from './useConfirmThenLogOut';

const failure = (error: unknown) => errorMessage(error, MESSAGES.genericError);

/** Ends every session on the server (after a confirmation), then this one locally. */
export function useLogOutEverywhere() {
  const [logOutEverywhere, { loading }] = useMutation(LOG_OUT_EVERYWHERE_MUTATION);
  const action = useCallback(async () => {
    await logOutEverywhere();
  }, [logOutEverywhere]);
  return { ...useConfirmThenLogOut(action, loading, failure), isLoggingOut: loading };
}
