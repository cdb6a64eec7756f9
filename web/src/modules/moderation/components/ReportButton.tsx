import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { LIMITS } from '@shared/limits';
import type { ReportReason, ReportTarget } from '../../../gql/graphql';
import { FormMessage, type Feedback } from '../../../ui/FormMessage';
import { useAuth } from '../../auth/hooks/useAuth';
import { REPORT_MUTATION } from '../graphql/moderation';
import { REASON_LABELS, TARGET_LABELS } from '../labels';

const REASONS = Object.keys(REASON_LABELS) as ReportReason[];

/**
 * "Report" for a book, issue, comment or user (signed-in readers): a reason, and a text that
 * "Other" needs. Reporting again is harmless (the API keeps one open report per reader).
 */
export function ReportButton({
  targetType,
  targetId,
  ownerId,
}: {
  targetType: ReportTarget;
  targetId: number;
  /** Whose it is: nobody reports their own. */
  ownerId?: number;
}) {
  const { isAuthenticated, user } = useAuth();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>('SPAM');
  const [text, setText] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [report, { loading }] = useMutation(REPORT_MUTATION);
  const id = useId();
  if (!isAuthenticated || (ownerId !== undefined && user?.id === ownerId)) return null;
  const what = TARGET_LABELS[targetType].toLowerCase();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (reason === 'OTHER' && text.trim() === '') {
      setFeedback({ kind: 'error', text: 'Tell us what is wrong.' });
      return;
    }
    try {
      await report({ variables: { targetType, targetId, reason, text: text || null } });
      setFeedback({ kind: 'success', text: 'Thank you. Our moderators will look at it.' });
      setOpen(false);
    } catch (error) {
      setFeedback({ kind: 'error', text: error instanceof Error ? error.message : 'Failed' });
    }
  }

  return (
    <div className="report">
      <button
        type="button"
        className="button button--ghost report__toggle"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((v) => !v)}
      >
        Report this {what}
      </button>
      {open ? (
        <form id={`${id}-form`} className="report__form" onSubmit={onSubmit} noValidate>
          <label htmlFor={`${id}-reason`}>Reason</label>
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value as ReportReason)}
          >
            {REASONS.map((r) => (
              <option key={r} value={r}>
                {REASON_LABELS[r]}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-text`}>
            What is wrong{reason === 'OTHER' ? '' : ' (optional)'}
          </label>
          <textarea
            id={`${id}-text`}
            value={text}
            maxLength={LIMITS.moderation.reportTextMax}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="button" disabled={loading}>
            Send report
          </button>
        </form>
      ) : null}
      <FormMessage feedback={feedback} />
    </div>
  );
}
