import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useCallback } from 'react';
import { DEACTIVATE_ACCOUNT_MUTATION } from '../graphql/profile';
import { useConfirmThenLogOut } from './useConfirmThenLogOut';

const failure = () => MESSAGES.profileFormFailure;

/** Deactivates the account (after a confirmation), then logs out. */
export function useDeactivateAccount() {
  const [deactivate, { loading }] = useMutation(DEACTIVATE_ACCOUNT_MUTATION);
  const action = useCallback(async () => {
    const { data } = await deactivate();
    if (!data?.deactivateAccount) throw new Error('Deactivation failed');
  }, [deactivate]);
  return { ...useConfirmThenLogOut(action, loading, failure), isDeactivating: loading };
}
