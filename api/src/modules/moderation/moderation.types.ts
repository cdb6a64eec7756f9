import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionType } from '../../graphql/connections';
import { User } from '../users/user.entity';
import {
  Appeal,
  ModerationAction,
  ModerationActionKind,
  type Report,
  ReportReason,
  ReportTarget,
} from './moderation.entities';
import type { QueueItem } from './moderation.service';
import type { TargetInfo } from './moderation-targets';

registerEnumType(ReportTarget, {
  name: 'ReportTarget',
  description: 'What can be reported and moderated.',
  valuesConfig: {
    BOOK: { description: 'A book (targetId: Book.id).' },
    ISSUE: { description: 'An issue (targetId: Issue.id).' },
    COMMENT: { description: 'A comment (targetId: the comment id).' },
    USER: { description: 'A user account (targetId: User.id).' },
  },
});
registerEnumType(ReportReason, {
  name: 'ReportReason',
  description: 'Why something is reported; OTHER needs a text.',
  valuesConfig: {
    SPAM: { description: 'Spam or advertising.' },
    HARASSMENT: { description: 'Harassment of a person.' },
    HATEFUL_CONTENT: { description: 'Hateful content.' },
    SEXUAL_CONTENT_INVOLVING_MINORS: { description: 'Sexual content involving minors.' },
    COPYRIGHT: { description: "Someone else's work posted without permission." },
    OTHER: { description: 'Something else: the text says what.' },
  },
});
registerEnumType(ModerationActionKind, {
  name: 'ModerationActionKind',
  description: 'What a moderator or admin did (the audit log).',
  valuesConfig: {
    DISMISS: { description: 'Closed the reports and appeals, changing nothing else.' },
    HIDE: { description: 'Hid a comment.' },
    REMOVE: { description: 'Removed a book or issue.' },
    SUSPEND: { description: 'Suspended a user.' },
    RESTORE: { description: 'Undid a hide, removal or suspension.' },
    FEATURE: { description: "Put a book on the home page's Featured shelf." },
    UNFEATURE: { description: 'Took a book off the Featured shelf.' },
    GRANT_MODERATOR: { description: 'Made a user a moderator (admins).' },
    REVOKE_MODERATOR: { description: 'Took the moderator role back (admins).' },
  },
});

/** The actions of the moderation queue. */
export const QueueAction = {
  DISMISS: 'dismiss',
  HIDE: 'hide',
  REMOVE: 'remove',
  SUSPEND: 'suspend',
  RESTORE: 'restore',
} as const;
export type QueueAction = (typeof QueueAction)[keyof typeof QueueAction];
registerEnumType(QueueAction, {
  name: 'QueueAction',
  description: 'An action on a queue item; each needs a reason.',
  valuesConfig: {
    DISMISS: { description: "Close the target's reports and appeals, changing nothing else." },
    HIDE: { description: 'Hide a comment.' },
    REMOVE: { description: 'Remove a book or issue (its creator cannot undo it).' },
    SUSPEND: { description: 'Suspend a user: logged out everywhere, logging in refused.' },
    RESTORE: { description: 'Undo a hide, remove or suspend.' },
  },
});

@ObjectType('Report', {
  description: 'A report you sent. It never names its reporter to anyone but moderators.',
})
export class ReportType {
  @Field(() => Int, { description: 'Unique id of the report.' })
  id!: number;
  @Field(() => ReportTarget, { description: 'What was reported.' })
  targetType!: ReportTarget;
  @Field(() => Int, { description: 'Id of what was reported.' })
  targetId!: number;
  @Field(() => ReportReason, { description: 'Why.' })
  reason!: ReportReason;
  @Field(() => String, { nullable: true, description: 'What the reporter wrote, if anything.' })
  text!: string | null;
  @Field(() => Boolean, { description: 'True until a moderator acts on the target.' })
  open!: boolean;
  @Field(() => Date, { description: 'When it was sent.' })
  dateCreated!: Date;
}

export const presentReport = (r: Report): ReportType => ({
  id: r.id,
  targetType: r.targetType,
  targetId: r.targetId,
  reason: r.reason,
  text: r.text ?? null,
  open: !r.closedAt,
  dateCreated: r.dateCreated,
});

@ObjectType('ModerationTarget', { description: 'A reported or moderated thing, in context.' })
export class ModerationTargetType {
  @Field(() => ReportTarget, { description: 'What it is.' })
  type!: ReportTarget;
  @Field(() => Int, { description: 'Its id.' })
  id!: number;
  @Field(() => String, {
    description: 'A title, "Book #2: Issue title", a comment excerpt or a username.',
  })
  title!: string;
  @Field(() => String, {
    description:
      'visible, removed, hidden, hidden_by_creator, deleted (works and comments); active, deactivated, suspended (users).',
  })
  state!: string;
  @Field(() => String, {
    nullable: true,
    description: "The creator's, author's or user's username.",
  })
  affectedUsername!: string | null;
  @Field(() => Int, {
    nullable: true,
    description: "The book (of a book, an issue or a comment's issue).",
  })
  bookId!: number | null;
  @Field(() => String, { nullable: true, description: "The book's title." })
  bookTitle!: string | null;
  @Field(() => String, { nullable: true, description: "The book's URL slug (for links)." })
  bookSlug!: string | null;
  @Field(() => Int, { nullable: true, description: 'The issue (of an issue or a comment).' })
  issueId!: number | null;
  @Field(() => Int, { nullable: true, description: "The issue's number in its book." })
  issueNumber!: number | null;
  @Field(() => String, { nullable: true, description: "The issue's title." })
  issueTitle!: string | null;
  @Field(() => Int, { nullable: true, description: 'The comment (comments only).' })
  commentId!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "A comment's text, a user's bio, a work's description.",
  })
  text!: string | null;
  @Field(() => String, { nullable: true, description: "A book's or issue's cover." })
  coverUrl!: string | null;
}

export const presentTarget = (t: TargetInfo): ModerationTargetType => ({
  type: t.type,
  id: t.id,
  title: t.title,
  state: t.state,
  affectedUsername: t.affectedUsername,
  bookId: t.bookId,
  bookTitle: t.bookTitle,
  bookSlug: t.bookSlug,
  issueId: t.issueId,
  issueNumber: t.issueNumber,
  issueTitle: t.issueTitle,
  commentId: t.commentId,
  text: t.text,
  coverUrl: t.coverUrl,
});

@ObjectType('ModerationDecision', {
  description: 'An entry of the audit log: who did what, on what, why and when.',
})
export class ModerationDecisionType {
  @Field(() => Int, { description: 'Unique id of the entry (appeal(actionId)).' })
  id!: number;
  @Field(() => ModerationActionKind, { description: 'What was done.' })
  action!: ModerationActionKind;
  @Field(() => ReportTarget, { description: 'What it was done to.' })
  targetType!: ReportTarget;
  @Field(() => Int, { description: 'Id of what it was done to.' })
  targetId!: number;
  @Field(() => String, { nullable: true, description: 'What the target was called at the time.' })
  targetTitle!: string | null;
  @Field(() => String, { description: "The moderator's reason." })
  reason!: string;
  @Field(() => User, { nullable: true, description: 'Null once the account is gone.' })
  moderator!: User | null;
  @Field(() => Date, { description: 'When.' })
  dateCreated!: Date;
}

export const presentDecision = (a: ModerationAction): ModerationDecisionType => ({
  id: a.id,
  action: a.action,
  targetType: a.targetType,
  targetId: a.targetId,
  targetTitle: a.targetTitle ?? null,
  reason: a.reason,
  moderator: a.moderator && a.moderator.username !== undefined ? a.moderator : null,
  dateCreated: a.dateCreated,
});

@ObjectType('Appeal', { description: "An affected user's one reply to a decision." })
export class AppealType {
  @Field(() => Int, { description: 'Unique id of the appeal.' })
  id!: number;
  @Field(() => String, { description: 'What the affected user wrote.' })
  text!: string;
  @Field(() => Date, { description: 'When it was sent.' })
  dateCreated!: Date;
  @Field(() => ModerationDecisionType, { description: 'The decision it answers.' })
  decision!: ModerationDecisionType;
}

export const presentAppeal = (a: Appeal): AppealType => ({
  id: a.id,
  text: a.text,
  dateCreated: a.dateCreated,
  decision: presentDecision(a.action),
});

@ObjectType('AppealLinkDecision', {
  description: 'The decision an appeal link is about, for the appeal form.',
})
export class AppealLinkDecisionType {
  @Field(() => ModerationActionKind, { description: 'What was done.' })
  action!: ModerationActionKind;
  @Field(() => ReportTarget, { description: 'What it was done to.' })
  targetType!: ReportTarget;
  @Field(() => String, { nullable: true, description: 'What the target was called at the time.' })
  targetTitle!: string | null;
  @Field(() => String, { description: "The moderator's reason." })
  reason!: string;
  @Field(() => Date, { description: 'When.' })
  dateCreated!: Date;
  @Field(() => Boolean, { description: 'True once the decision was appealed (only once).' })
  appealed!: boolean;
}

@ObjectType('ModerationQueueItem', {
  description: "A target's open reports, or one open appeal, with the target in context.",
})
export class ModerationQueueItemType {
  @Field(() => String, { description: 'Stable key of the item.' }) id!: string;
  @Field(() => String, { description: 'REPORTS or APPEAL.' }) kind!: string;
  @Field(() => ReportTarget, { description: 'What the item is about.' })
  targetType!: ReportTarget;
  @Field(() => Int, { description: 'Id of what the item is about.' })
  targetId!: number;
  @Field(() => Int, { description: 'Open reports on the target (0 for an appeal).' })
  reportCount!: number;
  @Field(() => [ReportReason], { description: 'The reasons of the open reports.' })
  reasons!: ReportReason[];
  @Field(() => [String], { description: "The latest reporters' texts (at most five)." })
  texts!: string[];
  @Field(() => Date, { description: 'The newest report, or the appeal.' }) latestAt!: Date;
  @Field(() => ModerationTargetType, { nullable: true, description: 'Null when it is gone.' })
  target!: ModerationTargetType | null;
  @Field(() => AppealType, { nullable: true, description: 'The appeal (APPEAL items).' })
  appeal!: AppealType | null;
}

export const presentQueueItem = (item: QueueItem): ModerationQueueItemType => ({
  id: item.itemKey,
  kind: item.kind === 'appeal' ? 'APPEAL' : 'REPORTS',
  targetType: item.targetType,
  targetId: item.targetId,
  reportCount: item.reportCount,
  reasons: item.reasons,
  texts: item.texts,
  latestAt: new Date(Math.floor(item.latestMicros / 1000)),
  target: item.target ? presentTarget(item.target) : null,
  appeal: item.appeal ? presentAppeal(item.appeal) : null,
});

export const ModerationQueueConnection = connectionType(
  ModerationQueueItemType,
  'ModerationQueueItem',
  'queue items',
);
export const ModerationLogConnection = connectionType(
  ModerationDecisionType,
  'ModerationDecision',
  'audit entries',
);
