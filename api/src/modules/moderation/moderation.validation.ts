import { LIMITS, MESSAGES, REPORT_REASONS, REPORT_TARGETS } from '../../config/limits';
import { badInput, notFound } from '../../shared/app-error';
import type { ReportReason, ReportTarget } from './moderation.entities';

/** Server-side checks of moderation input; each refusal names the field. */

const M = LIMITS.moderation;

export function validTarget(type: unknown, id: unknown): { type: ReportTarget; id: number } {
  if (typeof type !== 'string' || !(REPORT_TARGETS as readonly string[]).includes(type))
    throw badInput(MESSAGES.reportTargetNotFound, 'targetType');
  if (!Number.isSafeInteger(id) || (id as number) < 1)
    throw notFound(MESSAGES.reportTargetNotFound);
  return { type: type as ReportTarget, id: id as number };
}

export function validReportReason(
  reason: unknown,
  text: unknown,
): {
  reason: ReportReason;
  text: string | null;
} {
  if (typeof reason !== 'string' || !(REPORT_REASONS as readonly string[]).includes(reason))
    throw badInput(MESSAGES.reportReasonInvalid, 'reason');
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed.length > M.reportTextMax)
    throw badInput(MESSAGES.reportTextTooLong(M.reportTextMax), 'text');
  if (reason === 'other' && trimmed === '') throw badInput(MESSAGES.reportTextRequired, 'text');
  return { reason: reason as ReportReason, text: trimmed === '' ? null : trimmed };
}

/** A moderator's reason: required, at most LIMITS.moderation.reasonMax characters. */
export function validModerationReason(reason: unknown, required = true): string {
  const trimmed = typeof reason === 'string' ? reason.trim() : '';
  if (required && trimmed === '') throw badInput(MESSAGES.moderationReasonRequired, 'reason');
  if (trimmed.length > M.reasonMax)
    throw badInput(MESSAGES.moderationReasonTooLong(M.reasonMax), 'reason');
  return trimmed;
}

export function validAppealText(text: unknown): string {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed === '') throw badInput(MESSAGES.appealTextRequired, 'text');
  if (trimmed.length > M.appealTextMax)
    throw badInput(MESSAGES.appealTextTooLong(M.appealTextMax), 'text');
  return trimmed;
}
