import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/hooks/useAuth';
import { DEACTIVATE_ACCOUNT_MUTATION } from '../graphql/profile';

export function useDeactivateAccount() {
  const [deactivate, { loading }] = useMutation(DEACTIVATE_ACCOUNT_MUTATION);
  const { logOut } = useAuth();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = useCallback(() => {
    setError(null);
    setOpen(true);
  }, []);

  const cancel = useCallback(() => {
    if (!loading) setOpen(false);
  }, [loading]);

  const confirm = useCallback(async () => {
    setError(null);
    try {
      const { data } = await deactivate();
      if (!data?.deactivateAccount) throw new Error('Deactivation failed');
      // Leave the login-only page and end the session in the same render.
      navigate('/');
      logOut();
    } catch {
      setError(MESSAGES.profileFormFailure);
    }
  }, [deactivate, logOut, navigate]);

  return { isOpen, open, cancel, confirm, isDeactivating: loading, error };
}
