import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../apollo/errors';
import { useAuth } from '../../auth/hooks/useAuth';
import { LOG_OUT_EVERYWHERE_MUTATION } from '../graphql/accessTokens';

/** Ends every session on the server (after a confirmation), then this one locally. */
export function useLogOutEverywhere() {
  const [logOutEverywhere, { loading }] = useMutation(LOG_OUT_EVERYWHERE_MUTATION);
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
      await logOutEverywhere();
      // Leave the login-only page and end the local session in the same render.
      navigate('/');
      logOut();
    } catch (err) {
      setError(errorMessage(err, MESSAGES.genericError));
    }
  }, [logOut, logOutEverywhere, navigate]);

  return { isOpen, open, cancel, confirm, isLoggingOut: loading, error };
}
