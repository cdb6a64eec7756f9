import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { connectionType, edgeType, PageInfo } from '../../graphql/connections';
import type { Edge } from '../../shared/paging';
import { Issue, type IssueView } from '../issues/issue.entity';
import type { FollowedIssueView, ProgressView } from './progress.queries';

@ObjectType('ReadingProgress', {
  description:
    'How far the viewer got in one issue (private: only the reader sees it). `page` is where they stopped; reopening the issue scrolls there.',
})
export class ReadingProgressType {
  @Field(() => Int, { description: 'The page where the viewer stopped (1-based).' })
  page!: number;

  @Field(() => Int, { description: 'The furthest page the viewer has seen.' })
  furthestPage!: number;

  @Field(() => Date, { description: 'When the viewer last read this issue.' })
  updatedAt!: Date;
}

export const ReadingProgressConnection = connectionType(
  ReadingProgressType as unknown as new () => ProgressView,
  'ReadingProgress',
  'reading progress entries',
);

@InputType('ReadingProgressEntryInput', {
  description: "One issue of a visitor's local reading history, merged into the account at log-in.",
})
export class ReadingProgressEntryInput {
  @Field(() => Int, { description: 'The issue.' })
  issueId!: number;

  @Field(() => Int, { description: 'The page where the reader stopped.' })
  page!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The furthest page seen (default: `page`).',
  })
  furthestPage?: number | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When it was read (default: now); the newer of this and the stored progress gives the page.',
  })
  readAt?: Date | null;
}

@ObjectType('MergeReadingProgressResult', { description: 'What a merge of local history did.' })
export class MergeReadingProgressResult {
  @Field(() => Int, { description: 'Entries merged into the account.' })
  merged!: number;

  @Field(() => Int, {
    description: 'Entries left out: issues that are gone, or pages past their end.',
  })
  skipped!: number;
}

@ObjectType('FollowedIssue', {
  description: 'An issue by a creator the viewer subscribes to, with its unread marker.',
})
export class FollowedIssueType {
  @Field(() => Issue, { description: 'The issue.' })
  issue!: IssueView;

  @Field(() => Boolean, {
    description: 'The viewer has not opened this issue yet (clears when they read it).',
  })
  unread!: boolean;
}

const FollowedIssueEdge = edgeType(
  FollowedIssueType as unknown as new () => FollowedIssueView,
  'FollowedIssue',
  'followed issues',
);

@ObjectType('FollowingConnection', {
  description:
    'A page of new issues from the creators the viewer subscribes to (first/after, newest first), their total and how many are unread.',
})
export class FollowingConnection {
  @Field(() => [FollowedIssueEdge], { description: 'The issues of this page with their cursors.' })
  edges!: Edge<FollowedIssueView>[];

  @Field(() => [FollowedIssueType], { description: 'The issues of this page.' })
  nodes!: FollowedIssueView[];

  @Field(() => PageInfo, { description: 'Cursors and whether more issues follow.' })
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'Number of issues in the whole list.' })
  totalCount!: number;

  @Field(() => Int, { description: 'Number of unread issues in the whole list.' })
  unreadCount!: number;
}

@ObjectType('FollowingFeedLink', {
  description:
    "The viewer's private Atom feed of their Following list. The URL holds a secret and is shown only when the link is made.",
})
export class FollowingFeedLink {
  @Field(() => Date, { description: 'When the current link was made.' })
  createdAt!: Date;

  @Field(() => String, {
    nullable: true,
    description: 'The feed URL: only in the answer of rotateFollowingFeedUrl, null afterwards.',
  })
  url!: string | null;
}
