import type {
  ModerationActionKind,
  QueueAction,
  ReportReason,
  ReportTarget,
  UserRole,
} from '../../gql/graphql';

/** What the moderation screens call things. */

export const REASON_LABELS: Record<ReportReason, string> = {
  SPAM: 'Spam',
  HARASSMENT: 'Harassment',
  HATEFUL_CONTENT: 'Hateful content',
  SEXUAL_CONTENT_INVOLVING_MINORS: 'Sexual content involving minors',
  COPYRIGHT: 'Copyright',
  OTHER: 'Other',
};

export const TARGET_LABELS: Record<ReportTarget, string> = {
  BOOK: 'Book',
  ISSUE: 'Issue',
  COMMENT: 'Comment',
  USER: 'User',
};

export const ACTION_LABELS: Record<ModerationActionKind, string> = {
  DISMISS: 'Dismissed',
  HIDE: 'Hid',
  REMOVE: 'Removed',
  SUSPEND: 'Suspended',
  RESTORE: 'Restored',
  FEATURE: 'Featured',
  UNFEATURE: 'Unfeatured',
  GRANT_MODERATOR: 'Made moderator',
  REVOKE_MODERATOR: 'Removed moderator',
};

export const QUEUE_ACTION_LABELS: Record<QueueAction, string> = {
  DISMISS: 'Dismiss the reports',
  HIDE: 'Hide the comment',
  REMOVE: 'Remove',
  SUSPEND: 'Suspend the user',
  RESTORE: 'Restore',
};

/** The actions that fit a target in its state (the API refuses the others). */
export function actionsFor(type: ReportTarget, state: string | null): QueueAction[] {
  const restorable = state === 'removed' || state === 'hidden' || state === 'suspended';
  const acts: QueueAction[] = ['DISMISS'];
  if (restorable) acts.push('RESTORE');
  else if (type === 'COMMENT') acts.push('HIDE');
  else if (type === 'BOOK' || type === 'ISSUE') acts.push('REMOVE');
  else if (type === 'USER') acts.push('SUSPEND');
  return acts;
}

export const isStaffRole = (role: UserRole | null | undefined): boolean =>
  role === 'MODERATOR' || role === 'ADMIN';
