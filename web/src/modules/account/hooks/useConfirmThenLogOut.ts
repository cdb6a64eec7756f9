import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/hooks/useAuth';

/**
 * A confirmed account action that ends this session: open a confirmation, run `action` on
 * the server, then leave the login-only page and log out locally in the same render.
 * A failure stays in the dialog as `failureMessage(error)`.
 */
export function useConfirmThenLogOut(
  action: () => Promise<void>,
  loading: boolean,
  failureMessage: (error: unknown) => string,
) {
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
      await action();
      navigate('/');
      logOut();
    } catch (err) {
      setError(failureMessage(err));
    }
  }, [action, failureMessage, logOut, navigate]);

  return { isOpen, open, cancel, confirm, error };
}
