import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { UserRole } from '../../../gql/graphql';
import { FormMessage, type Feedback } from '../../../ui/FormMessage';
import { useAuth } from '../../auth/hooks/useAuth';
import { GRANT_MODERATOR_MUTATION, REVOKE_MODERATOR_MUTATION } from '../graphql/moderation';

/**
 * On a profile, for admins: "Make moderator" or "Remove moderator" (the API checks the role
 * again). Nothing for anyone else, for the admin's own profile, or for other admins.
 */
export function RoleControl({ user }: { user: { id: number; username: string; role: UserRole } }) {
  const { user: viewer } = useAuth();
  const [grant, granting] = useMutation(GRANT_MODERATOR_MUTATION);
  const [revoke, revoking] = useMutation(REVOKE_MODERATOR_MUTATION);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  if (viewer?.role !== 'ADMIN' || viewer.id === user.id || user.role === 'ADMIN') return null;
  const isModerator = user.role === 'MODERATOR';
  const busy = granting.loading || revoking.loading;

  async function onClick() {
    try {
      if (isModerator) await revoke({ variables: { userId: user.id } });
      else await grant({ variables: { userId: user.id } });
      setFeedback({
        kind: 'success',
        text: isModerator
          ? `${user.username} is no longer a moderator.`
          : `${user.username} is now a moderator.`,
      });
    } catch (error) {
      setFeedback({ kind: 'error', text: error instanceof Error ? error.message : 'Failed' });
    }
  }

  return (
    <div className="role-control">
      <button type="button" className="button button--ghost" disabled={busy} onClick={onClick}>
        {isModerator ? 'Remove moderator' : 'Make moderator'}
      </button>
      <FormMessage feedback={feedback} />
    </div>
  );
}
