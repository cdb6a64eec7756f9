import { MESSAGES } from '@shared/limits';
import { useId, useState } from 'react';
import type { CreditRole } from '../../../gql/graphql';
import { Avatar } from '../../../ui/Avatar';
import { useCreditSearch } from '../hooks/useCreditSearch';
import { CREDIT_ROLE_OPTIONS, type WorkCreditValue } from '../validation/credits';

export type CreditErrors = { userId?: string; username?: string; roles?: string } | undefined;

export type WorkCreditPickerProps = {
  credits: WorkCreditValue[];
  onChange: (credits: WorkCreditValue[]) => void;
  /** The list-level problem ('Must have at least one work credit'). */
  error?: string;
  itemErrors?: CreditErrors[];
};

/** Finds users by username and gives each credited user one or more of the eight roles. */
export function WorkCreditPicker({ credits, onChange, error, itemErrors }: WorkCreditPickerProps) {
  const searchId = `credit-search${useId()}`;
  const [text, setText] = useState('');
  const { users, loading, error: searchError } = useCreditSearch(text);

  function choose(user: { id: number; username: string; photoUrl?: string | null }) {
    if (!credits.some((credit) => credit.userId === user.id)) {
      onChange([
        ...credits,
        { userId: user.id, username: user.username, photoUrl: user.photoUrl, roles: [] },
      ]);
    }
    setText('');
  }

  function toggleRole(index: number, role: CreditRole, checked: boolean) {
    onChange(
      credits.map((credit, i) =>
        i !== index
          ? credit
          : {
              ...credit,
              roles: checked
                ? CREDIT_ROLE_OPTIONS.map((o) => o.value).filter(
                    (value) => value === role || credit.roles.includes(value),
                  )
                : credit.roles.filter((value) => value !== role),
            },
      ),
    );
  }

  return (
    <div className="credit-picker">
      <div className="field">
        <label htmlFor={searchId}>Find a user by username</label>
        <input
          id={searchId}
          type="search"
          autoComplete="off"
          value={text}
          placeholder="Username"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {loading ? <p className="muted">Searching…</p> : null}
      {searchError ? <p className="field-error">{MESSAGES.genericError}</p> : null}
      {users.length > 0 ? (
        <ul className="credit-picker__results" aria-label="Matching users">
          {users.map((user) => (
            <li key={user.id}>
              <button
                type="button"
                className="credit-picker__result"
                onClick={() => choose(user)}
                aria-label={`Credit ${user.username}`}
              >
                <Avatar src={user.photoUrl} name={user.username} size={28} />
                <span>{user.username}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : text.trim() && !loading && !searchError ? (
        <p className="muted">No users found.</p>
      ) : null}

      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="credit-picker__credits" aria-label="Work credits">
        {credits.map((credit, index) => {
          const problems = itemErrors?.[index];
          const problem = problems?.userId ?? problems?.username;
          const name = credit.username || 'Unknown user';
          return (
            <li key={credit.userId ?? `unknown-${index}`} className="credit-picker__credit">
              <fieldset aria-invalid={problems ? true : undefined}>
                <legend>
                  <Avatar src={credit.photoUrl} name={name} size={28} />
                  <span>{name}</span>
                </legend>
                <div className="checkbox-grid">
                  {CREDIT_ROLE_OPTIONS.map((option) => (
                    <label key={option.value} className="checkbox">
                      <input
                        type="checkbox"
                        checked={credit.roles.includes(option.value)}
                        onChange={(event) => toggleRole(index, option.value, event.target.checked)}
                      />
                      {option.label}
                    </label>
                  ))}
                </div>
                {problem ? <p className="field-error">{problem}</p> : null}
                {problems?.roles ? <p className="field-error">{problems.roles}</p> : null}
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => onChange(credits.filter((_, i) => i !== index))}
                  aria-label={`Remove credit for ${name}`}
                >
                  Remove
                </button>
              </fieldset>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
