import { useMutation, useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useState } from 'react';
import type { NotificationKind } from '../../../gql/graphql';
import {
  NOTIFICATION_PREFERENCES_QUERY,
  UPDATE_NOTIFICATION_PREFERENCES_MUTATION,
} from '../graphql/notifications';
import { kindLabel } from '../utils/notificationText';

/**
 * Account settings: which kinds go into the daily e-mail digest, one checkbox each (saved on
 * change). The bell always shows every kind, so this only decides what is mailed.
 */
export function NotificationPreferencesSection() {
  const { data, loading } = useQuery(NOTIFICATION_PREFERENCES_QUERY);
  const [update] = useMutation(UPDATE_NOTIFICATION_PREFERENCES_MUTATION);
  const [saving, setSaving] = useState<NotificationKind | null>(null);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const preferences = data?.notificationPreferences;

  async function toggle(kind: NotificationKind, email: boolean) {
    setSaving(kind);
    setStatus(null);
    try {
      await update({
        variables: { preferences: [{ kind, email }] },
        // The box shows the click at once (a controlled checkbox would wait for the answer).
        optimisticResponse: preferences
          ? {
              updateNotificationPreferences: preferences.map((p) =>
                p.kind === kind ? { ...p, email } : p,
              ),
            }
          : undefined,
        // The answer is every kind's choice: it replaces the list (its items have no ids).
        update: (cache, { data: result }) => {
          if (result)
            cache.writeQuery({
              query: NOTIFICATION_PREFERENCES_QUERY,
              data: { notificationPreferences: result.updateNotificationPreferences },
            });
        },
      });
      setStatus({ error: false, text: 'Saved.' });
    } catch {
      setStatus({ error: true, text: MESSAGES.genericError });
    } finally {
      setSaving(null);
    }
  }

  return (
    <section className="card notification-preferences" aria-labelledby="digest-heading">
      <h2 id="digest-heading">E-mail digest</h2>
      <p>
        Once a day we mail you what you have not seen yet. Choose what goes into it; the bell always
        shows everything.
      </p>
      {!preferences && loading ? (
        <p className="muted">{MESSAGES.working}</p>
      ) : !preferences ? (
        <p role="alert" className="form-message form-message--error">
          {MESSAGES.genericError}
        </p>
      ) : (
        <fieldset>
          <legend className="visually-hidden">Mail me about</legend>
          <ul>
            {preferences.map((p) => (
              <li key={p.kind}>
                <label>
                  <input
                    type="checkbox"
                    checked={p.email}
                    disabled={saving !== null}
                    onChange={(event) => void toggle(p.kind, event.target.checked)}
                  />{' '}
                  {kindLabel(p.kind)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <p role="status" className={status?.error ? 'form-message form-message--error' : 'muted'}>
        {status?.text ?? ''}
      </p>
    </section>
  );
}
