import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LIMITS } from '@shared/limits';
import type { ModerationQueueQuery, QueueAction } from '../../../gql/graphql';
import { FormMessage, type Feedback } from '../../../ui/FormMessage';
import { formatShortDate } from '../../../ui/formatDate';
import { bookDetailsPath, issueDetailsPath, profilePath } from '../../works/utils/paths';
import { MODERATE_MUTATION } from '../graphql/moderation';
import { actionsFor, QUEUE_ACTION_LABELS, REASON_LABELS, TARGET_LABELS } from '../labels';

export type QueueNode = ModerationQueueQuery['moderationQueue']['nodes'][number];

/** Where the target lives on the site, for the moderator to look at it in place. */
function targetLink(node: QueueNode): string | null {
  const t = node.target;
  if (!t) return null;
  if (t.type === 'USER') return profilePath(t.title);
  if (!t.bookSlug || !t.bookId) return null;
  if (t.issueNumber) return issueDetailsPath(t.bookSlug, t.bookId, t.issueNumber);
  return bookDetailsPath(t.bookSlug, t.bookId);
}

/** The target in context: cover, title, where, whose, its state. */
function TargetContext({ node }: { node: QueueNode }) {
  const t = node.target;
  if (!t)
    return (
      <p className="moderation-item__gone">
        This {TARGET_LABELS[node.targetType].toLowerCase()} no longer exists.
      </p>
    );
  const link = targetLink(node);
  return (
    <div className="moderation-item__context">
      {t.coverUrl ? (
        <img className="moderation-item__cover" src={t.coverUrl} alt="" width={64} height={97} />
      ) : null}
      <div>
        <p className="moderation-item__title">
          {link ? <Link to={link}>{t.title}</Link> : t.title}
        </p>
        {t.type === 'COMMENT' ? (
          <p className="moderation-item__where">
            On {t.bookTitle} #{t.issueNumber}, by {t.affectedUsername}
          </p>
        ) : t.affectedUsername && t.type !== 'USER' ? (
          <p className="moderation-item__where">By {t.affectedUsername}</p>
        ) : null}
        {t.text ? <blockquote className="moderation-item__text">{t.text}</blockquote> : null}
        <p className="moderation-item__state">State: {t.state.replace(/_/g, ' ')}</p>
      </div>
    </div>
  );
}

/** One queue item with its action form (an action and a required reason). */
export function QueueItem({ node, onDone }: { node: QueueNode; onDone: () => void }) {
  const actions = actionsFor(node.targetType, node.target?.state ?? null);
  const [action, setAction] = useState<QueueAction>(actions[0]);
  const [reason, setReason] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [moderate, { loading }] = useMutation(MODERATE_MUTATION);
  const id = useId();
  const heading = `${TARGET_LABELS[node.targetType]}: ${node.target?.title ?? `#${node.targetId}`}`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setFeedback({ kind: 'error', text: 'Give a reason for this action.' });
      return;
    }
    try {
      await moderate({
        variables: { targetType: node.targetType, targetId: node.targetId, action, reason },
      });
      setFeedback({ kind: 'success', text: 'Done.' });
      onDone();
    } catch (error) {
      setFeedback({ kind: 'error', text: error instanceof Error ? error.message : 'Failed' });
    }
  }

  return (
    <li className="moderation-item card">
      <article aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="moderation-item__heading">
          {heading}
        </h2>
        {node.kind === 'APPEAL' && node.appeal ? (
          <div className="moderation-item__appeal">
            <p>
              <strong>Appeal</strong> of “{node.appeal.decision.action.toLowerCase()}” (
              {node.appeal.decision.reason}):
            </p>
            <blockquote>{node.appeal.text}</blockquote>
          </div>
        ) : (
          <p className="moderation-item__reports">
            {node.reportCount} {node.reportCount === 1 ? 'report' : 'reports'}:{' '}
            {node.reasons.map((r) => REASON_LABELS[r]).join(', ')} · latest{' '}
            {formatShortDate(String(node.latestAt))}
          </p>
        )}
        {node.texts.length > 0 && node.kind !== 'APPEAL' ? (
          <ul className="moderation-item__notes" aria-label="What reporters wrote">
            {node.texts.map((text, i) => (
              <li key={i}>{text}</li>
            ))}
          </ul>
        ) : null}
        <TargetContext node={node} />
        <form className="moderation-item__form" onSubmit={onSubmit} noValidate>
          <label htmlFor={`${id}-action`}>Action</label>
          <select
            id={`${id}-action`}
            value={action}
            onChange={(e) => setAction(e.target.value as QueueAction)}
          >
            {actions.map((a) => (
              <option key={a} value={a}>
                {QUEUE_ACTION_LABELS[a]}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-reason`}>Reason (told to the affected user)</label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={LIMITS.moderation.reasonMax}
            required
            onChange={(e) => setReason(e.target.value)}
          />
          <button type="submit" className="button" disabled={loading}>
            {loading ? 'Saving…' : 'Apply'}
          </button>
          <FormMessage feedback={feedback} />
        </form>
      </article>
    </li>
  );
}
