import { LIMITS, TOKEN_SCOPE_DESCRIPTIONS } from '@shared/limits';
import { useState } from 'react';
import type { AccessTokenRowFragment } from '../../../gql/graphql';
import { FormMessage } from '../../../ui/FormMessage';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { formatShortDate } from '../../../ui/formatDate';
import { useAccessTokens } from '../hooks/useAccessTokens';
import { useCreateAccessTokenForm } from '../hooks/useCreateAccessTokenForm';
import { TOKEN_SCOPE_OPTIONS } from '../validation/schemas';
import { useAuth } from '../../auth/hooks/useAuth';
import { isStaffRole } from '../../moderation/labels';

const scopeOf = (value: string) =>
  TOKEN_SCOPE_OPTIONS.find((option) => option.value === value)?.scope ?? value.toLowerCase();

/** Personal access tokens for the public API: create (secret shown once), list, revoke. */
export function DeveloperTokensSection() {
  return (
    <section className="card" aria-labelledby="tokens-heading">
      <h2 id="tokens-heading">Developer tokens</h2>
      <p>
        Personal access tokens let scripts and other tools use the Panelhouse API (
        <code>/graphql</code> and <code>/api/v1</code>) as you. Send one in the{' '}
        <code>Authorization: Bearer</code> header. Give each tool its own token with only the scopes
        it needs, and revoke it when you stop using it.
      </p>
      <CreateAccessTokenForm />
      <AccessTokenList />
    </section>
  );
}

function CreateAccessTokenForm() {
  const { form, onSubmit, feedback, created, dismissCreated } = useCreateAccessTokenForm();
  // Only moderators and admins may give a token the `moderate` scope (the API refuses others).
  const { user } = useAuth();
  const options = TOKEN_SCOPE_OPTIONS.filter(
    (option) => option.scope !== 'moderate' || isStaffRole(user?.role),
  );
  const {
    register,
    formState: { errors, isValid, isSubmitting },
  } = form;

  return (
    <>
      {created ? <CreatedToken {...created} onDismiss={dismissCreated} /> : null}
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Create a token">
        <h3>New token</h3>
        <TextField
          label="Token name"
          hint="What the token is for, e.g. “Backup script”."
          maxLength={LIMITS.accessTokenNameMax + 1}
          error={errors.name?.message}
          {...register('name')}
        />
        <fieldset className="fieldset" aria-invalid={errors.scopes ? true : undefined}>
          <legend>Scopes</legend>
          {options.map((option) => (
            <label key={option.value} className="checkbox">
              <input type="checkbox" value={option.value} {...register('scopes')} />
              <span>
                <code>{option.scope}</code>: {TOKEN_SCOPE_DESCRIPTIONS[option.scope]}
              </span>
            </label>
          ))}
          {errors.scopes?.message ? <p className="field-error">{errors.scopes.message}</p> : null}
        </fieldset>
        <div className="field">
          <label htmlFor="token-expiry">Expiry</label>
          <select id="token-expiry" {...register('expiresInDays')}>
            {LIMITS.accessTokenExpiryDays.map((days) => (
              <option key={days} value={String(days)}>
                {days} days
              </option>
            ))}
            <option value="">No expiry</option>
          </select>
        </div>
        <FormMessage feedback={feedback} />
        <button type="submit" className="button" disabled={!isValid || isSubmitting}>
          {isSubmitting ? 'Creating…' : 'Create token'}
        </button>
      </form>
    </>
  );
}

function CreatedToken({
  token,
  name,
  onDismiss,
}: {
  token: string;
  name: string;
  onDismiss: () => void;
}) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div className="created-token" role="region" aria-label="New token">
      <p>
        <strong>Token “{name}” created.</strong> Copy it now: you won’t be able to see it again.
      </p>
      <TextField
        label="Your new token"
        readOnly
        value={token}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="button-row">
        <button type="button" className="button" onClick={() => void onCopy()}>
          Copy
        </button>
        <button type="button" className="button button--ghost" onClick={onDismiss}>
          Done
        </button>
      </div>
      {copy === 'copied' ? (
        <p className="form-message form-message--success" role="status">
          Copied to the clipboard.
        </p>
      ) : null}
      {copy === 'failed' ? (
        <p className="form-message form-message--error" role="alert">
          Could not copy. Select the token and copy it by hand.
        </p>
      ) : null}
    </div>
  );
}

function AccessTokenList() {
  const {
    tokens,
    isLoading,
    loadError,
    retry,
    confirming,
    askRevoke,
    cancelRevoke,
    confirmRevoke,
    isRevoking,
    revokeError,
  } = useAccessTokens();

  if (isLoading) return <Spinner label="Loading tokens" />;
  if (loadError) {
    return (
      <div role="alert" className="form-message form-message--error">
        <p>Your tokens could not be loaded: {loadError}</p>
        <button type="button" className="button button--small" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <>
      <h3>Your tokens</h3>
      {tokens.length === 0 ? (
        <p>You have no tokens yet.</p>
      ) : (
        <ul className="token-list" aria-label="Your tokens">
          {tokens.map((token) => (
            <TokenItem key={token.id} token={token} onRevoke={() => askRevoke(token.id)} />
          ))}
        </ul>
      )}
      {confirming ? (
        <ConfirmModal
          title={`Revoke the token “${confirming.name}”?`}
          confirmLabel="Revoke token"
          busyLabel="Revoking…"
          busy={isRevoking}
          onConfirm={confirmRevoke}
          onCancel={cancelRevoke}
          error={revokeError}
        >
          <p>Tools using it stop working at once. This cannot be undone.</p>
        </ConfirmModal>
      ) : null}
    </>
  );
}

function TokenItem({ token, onRevoke }: { token: AccessTokenRowFragment; onRevoke: () => void }) {
  const status = token.revokedAt
    ? `Revoked ${formatShortDate(token.revokedAt)}`
    : !token.isActive && token.expiresAt
      ? `Expired ${formatShortDate(token.expiresAt)}`
      : token.expiresAt
        ? `Expires ${formatShortDate(token.expiresAt)}`
        : 'No expiry';
  return (
    <li className="token-list__item">
      <div>
        <strong>{token.name}</strong> <code>{token.prefix}…</code>
      </div>
      <div>Scopes: {token.scopes.map(scopeOf).join(', ')}</div>
      <div className="field-hint">
        Created {formatShortDate(token.createdAt)} · Last used{' '}
        {token.lastUsedAt ? formatShortDate(token.lastUsedAt) : 'never'} · {status}
      </div>
      {token.isActive ? (
        <button
          type="button"
          className="button button--danger button--small"
          onClick={onRevoke}
          aria-label={`Revoke ${token.name}`}
        >
          Revoke
        </button>
      ) : null}
    </li>
  );
}
