import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionType } from '../../graphql/connections';
import { NotificationKind } from './notification.entity';
import type { NotificationItem } from './inbox.service';

registerEnumType(NotificationKind, {
  name: 'NotificationKind',
  description: 'What a notification tells about.',
  valuesConfig: {
    COMMENT_REPLY: { description: 'comment.reply: somebody replied to your comment.' },
    COMMENT_MENTION: { description: 'comment.mention: somebody mentioned you in a comment.' },
    COMMENT_LIKED: {
      description: 'comment.liked: people liked your comment (likes gather in one entry).',
    },
    WORK_COMMENTED: { description: 'work.commented: a new comment on one of your works.' },
    ISSUE_PUBLISHED: {
      description: 'issue.published: a creator you subscribe to released an issue.',
    },
    MODERATION_DECISION: {
      description: 'moderation.decision: a moderator acted on your content or account.',
    },
  },
});

@ObjectType('NotificationSubject', {
  description: 'The public work a notification is about (an issue, or a book).',
})
export class NotificationSubjectType {
  @Field(() => Int, { description: 'The book.' })
  bookId!: number;

  @Field(() => String, { description: "The book's title." })
  bookTitle!: string;

  @Field(() => String, { description: "The book's URL slug." })
  urlSlug!: string;

  @Field(() => String, { description: "The creator's username." })
  creatorUsername!: string;

  @Field(() => Int, { nullable: true, description: 'The issue; null when the subject is a book.' })
  issueId!: number | null;

  @Field(() => Int, { nullable: true, description: 'The issue number.' })
  issueNumber!: number | null;

  @Field(() => String, { nullable: true, description: "The issue's title." })
  issueTitle!: string | null;
}

@ObjectType('NotificationData', { description: 'Kind-specific details of a notification.' })
export class NotificationDataType {
  @Field(() => String, {
    nullable: true,
    description: 'The start of the comment (plain text, at most 140 characters).',
  })
  excerpt!: string | null;

  @Field(() => String, { nullable: true, description: "A moderation decision's action." })
  action!: string | null;

  @Field(() => String, { nullable: true, description: "A moderation decision's reason." })
  reason!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'What a moderation decision was about (book, issue, comment, user).',
  })
  targetType!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The title of what a moderation decision was about, as it was then.',
  })
  targetTitle!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'comment.liked: how many people liked the comment since the entry was opened.',
  })
  count!: number | null;
}

@ObjectType('Notification', {
  description: 'Something the viewer is told about (only the recipient ever sees it).',
})
export class NotificationType {
  @Field(() => Int, { description: 'Unique id.' })
  id!: number;

  @Field(() => NotificationKind, { description: 'What it tells about.' })
  kind!: NotificationKind;

  @Field(() => Date, { description: 'When it happened (a grouped entry: the latest).' })
  createdAt!: Date;

  @Field(() => Boolean, { description: 'The viewer has read it.' })
  read!: boolean;

  @Field(() => NotificationSubjectType, {
    nullable: true,
    description:
      'The work it is about while that work is public; null for none, or (moderation decisions) a work no longer public.',
  })
  subject!: NotificationSubjectType | null;

  @Field(() => NotificationDataType, { description: 'Kind-specific details.' })
  data!: NotificationDataType;

  @Field(() => String, {
    nullable: true,
    description: 'The web path it opens (site-relative); null when there is nothing to open.',
  })
  link!: string | null;
}

export const NotificationConnection = connectionType(
  NotificationType as unknown as new () => NotificationItem,
  'Notification',
  'notifications',
);

@ObjectType('NotificationsReadResult', { description: 'What a mark-as-read did.' })
export class NotificationsReadResult {
  @Field(() => Int, { description: 'Notifications newly marked read.' })
  marked!: number;

  @Field(() => Int, { description: "The viewer's unread notifications now." })
  unreadCount!: number;
}

@ObjectType('NotificationPreference', {
  description: 'Whether one kind goes into the daily e-mail digest (the bell shows every kind).',
})
export class NotificationPreferenceType {
  @Field(() => NotificationKind, { description: 'The kind.' })
  kind!: NotificationKind;

  @Field(() => Boolean, { description: 'Mailed in the daily digest (default true).' })
  email!: boolean;
}

@InputType('NotificationPreferenceInput', { description: 'A digest choice for one kind.' })
export class NotificationPreferenceInput {
  @Field(() => NotificationKind, { description: 'The kind.' })
  kind!: NotificationKind;

  @Field(() => Boolean, { description: 'Mail it in the daily digest.' })
  email!: boolean;
}
