import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { LIMITS } from '@shared/limits';
import { FormMessage, type Feedback } from '../../../ui/FormMessage';
import { usePageMeta } from '../../../ui/usePageMeta';
import { APPEAL_LINK_DECISION_QUERY, APPEAL_WITH_LINK_MUTATION } from '../graphql/moderation';
import { ACTION_LABELS, TARGET_LABELS } from '../labels';

/** /appeal/:token: the form a decision mail links to; it works without logging in. */
export function AppealPage() {
  const { token = '' } = useParams();
  usePageMeta({ title: 'Appeal a moderation decision', noIndex: true });
  const { data, loading, error } = useQuery(APPEAL_LINK_DECISION_QUERY, { variables: { token } });
  const [send, { loading: sending }] = useMutation(APPEAL_WITH_LINK_MUTATION);
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const id = useId();
  const decision = data?.appealLinkDecision;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') {
      setFeedback({ kind: 'error', text: 'Write your appeal.' });
      return;
    }
    try {
      await send({ variables: { token, text } });
      setSent(true);
      setFeedback({ kind: 'success', text: 'Thank you. A moderator will read your appeal.' });
    } catch (failure) {
      setFeedback({ kind: 'error', text: failure instanceof Error ? failure.message : 'Failed' });
    }
  }

  return (
    <div className="page appeal">
      <h1>Appeal a moderation decision</h1>
      {loading && !decision ? <p role="status">Loading…</p> : null}
      {error ? (
        <p role="alert" className="form-message form-message--error">
          This appeal link is invalid or has expired.
        </p>
      ) : null}
      {decision ? (
        <>
          <p>
            {ACTION_LABELS[decision.action]}: {TARGET_LABELS[decision.targetType].toLowerCase()}{' '}
            {decision.targetTitle ? `“${decision.targetTitle}”` : null}
          </p>
          <p>The moderator&apos;s reason: {decision.reason}</p>
          {decision.appealed && !sent ? (
            <p>You have already appealed this decision; a moderator will read it.</p>
          ) : sent ? (
            <FormMessage feedback={feedback} />
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <label htmlFor={`${id}-text`}>Your appeal (you can send one)</label>
              <textarea
                id={`${id}-text`}
                value={text}
                maxLength={LIMITS.moderation.appealTextMax}
                onChange={(e) => setText(e.target.value)}
              />
              <button type="submit" className="button" disabled={sending}>
                {sending ? 'Sending…' : 'Send appeal'}
              </button>
              <FormMessage feedback={feedback} />
            </form>
          )}
        </>
      ) : null}
    </div>
  );
}
