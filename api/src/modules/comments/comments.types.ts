import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { COMMENT_SORTS, COMMENT_STATES, LIMITS, enumOf } from '../../config/limits';
import type { RowRef } from '../../db/sql';
import { connectionType } from '../../graphql/connections';
import { cursorKind, type FirstBounds } from '../../shared/paging';
import { User } from '../users/user.entity';
import type { Comment } from './comment.entity';

/** From config/vocabulary.ts (COMMENT_SORTS, COMMENT_STATES). */
export const CommentSort = enumOf(COMMENT_SORTS);
export type CommentSort = (typeof CommentSort)[keyof typeof CommentSort];
export const CommentState = enumOf(COMMENT_STATES);
export type CommentState = (typeof CommentState)[keyof typeof CommentState];
export const CommentSegmentKind = enumOf(['text', 'link', 'mention'] as const);
export type CommentSegmentKind = (typeof CommentSegmentKind)[keyof typeof CommentSegmentKind];

registerEnumType(CommentSort, {
  name: 'CommentSort',
  description: 'Order of an issue’s comments (a pinned comment comes first in both).',
  valuesConfig: {
    TOP: { description: 'Most liked first, then newest.' },
    NEWEST: { description: 'Newest first.' },
  },
});
registerEnumType(CommentState, {
  name: 'CommentState',
  description: 'What a comment looks like to everyone.',
  valuesConfig: {
    VISIBLE: { description: 'Shown to everyone.' },
    HIDDEN_BY_CREATOR: { description: 'Hidden by the creator of the work.' },
    HIDDEN_BY_MODERATOR: { description: 'Hidden by a moderator.' },
    DELETED: { description: 'Deleted; its place stays while it has replies.' },
  },
});
registerEnumType(CommentSegmentKind, {
  name: 'CommentSegmentKind',
  description: 'What a piece of a comment’s text is.',
  valuesConfig: {
    TEXT: { description: 'Plain text (show it as text, never as markup).' },
    LINK: { description: 'An http(s) link (rel="nofollow ugc noopener").' },
    MENTION: { description: 'An @mention of an existing user.' },
  },
});

/**
 * A comment as the read paths hand it around: its columns (db/row-view.ts) and what the
 * statements add for the viewer (comments.queries.ts `extras`).
 */
export type CommentNode = Omit<Comment, 'issue' | 'author' | 'parent'> & {
  issue: RowRef;
  author: RowRef;
  parent: RowRef | null;
  creatorId: number;
  bookId: number;
  viewerHasLiked: boolean;
  /** The viewer may read its text (comments.policy.ts `canReadComment`). */
  readable: boolean;
  /** The public sees its issue (lists are reached through a visible issue: true there). */
  workPublic: boolean;
};

@ObjectType('Comment', {
  description:
    'A comment on an issue, or a reply to one (one level). Its text is plain: show `segments` as text and links, or `bodyHtml` (escaped).',
})
export class CommentObject {
  @Field(() => Int, { description: 'Unique id of the comment.' })
  id!: number;
}

@ObjectType('CommentSegment', { description: 'A piece of a comment’s text.' })
export class CommentSegmentObject {
  @Field(() => CommentSegmentKind, { description: 'What the piece is.' })
  kind!: CommentSegmentKind;

  @Field(() => String, { description: 'The text as written.' })
  text!: string;

  @Field(() => String, { nullable: true, description: 'LINK: the address (http or https).' })
  url?: string | null;

  @Field(() => String, { nullable: true, description: 'MENTION: the user’s name.' })
  username?: string | null;

  @Field(() => Int, { nullable: true, description: 'MENTION: the user’s id.' })
  userId?: number | null;
}

/** `Comment.viewerCan`: filled from comments.policy, so the web never re-derives a rule. */
@ObjectType('CommentViewerCan', { description: 'What the viewer may do with a comment.' })
export class CommentViewerCan {
  @Field(() => Boolean, {
    description: `Edit it (its author, in the first ${LIMITS.comment.editWindowMinutes} minutes).`,
  })
  edit!: boolean;

  @Field(() => Boolean, { description: 'Delete it (its author or the creator of the work).' })
  delete!: boolean;

  @Field(() => Boolean, { description: 'Hide it or show it again (the creator of the work).' })
  hide!: boolean;

  @Field(() => Boolean, {
    description: 'Pin it to the top of the issue (the creator of the work).',
  })
  pin!: boolean;

  @Field(() => Boolean, { description: 'Like it.' })
  like!: boolean;

  @Field(() => Boolean, { description: 'Reply to it.' })
  reply!: boolean;

  @Field(() => Boolean, {
    description: 'Block its author from all of the viewer’s works (the creator of the work).',
  })
  blockAuthor!: boolean;
}

@ObjectType('CommentedPage', { description: 'A page of an issue with comments about it.' })
export class CommentedPage {
  @Field(() => Int, { description: 'The page number (1-based).' })
  pageNumber!: number;

  @Field(() => Int, { description: 'Comments anchored to it that everyone sees.' })
  count!: number;
}

@InputType('PostCommentInput', { description: 'A new comment or reply.' })
export class PostCommentInput {
  @Field(() => Int, { description: 'The issue.' })
  issueId!: number;

  @Field(() => String, {
    description: `Plain text, 1 to ${LIMITS.comment.bodyMax} characters after trimming; links and @mentions are found when shown.`,
  })
  body!: string;

  @Field(() => Boolean, { nullable: true, description: 'Hide the text behind a spoiler warning.' })
  spoiler?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'The page it is about (1 to the page count).' })
  pageNumber?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The comment it replies to; a reply to a reply joins the top-level comment.',
  })
  parentId?: number | null;
}

@InputType('EditCommentInput', { description: 'New text of a comment.' })
export class EditCommentInput {
  @Field(() => Int, { description: 'The comment.' })
  id!: number;

  @Field(() => String, { description: 'Plain text (as in postComment).' })
  body!: string;

  @Field(() => Boolean, { nullable: true, description: 'Spoiler (unchanged when left out).' })
  spoiler?: boolean | null;
}

/** `Issue.comments`: a cursor is [issue id, pinned (0/1), likes, comment id] or, newest, without likes. */
export const COMMENTS_TOP_CURSOR = cursorKind('commentsTop', ['int', 'int', 'int', 'int']);
export const COMMENTS_NEWEST_CURSOR = cursorKind('commentsNewest', ['int', 'int', 'int']);
/** `Comment.replies`: oldest first; a cursor is [parent id, reply id]. */
export const REPLIES_CURSOR = cursorKind('commentReplies', ['int', 'int']);
/** `blockedUsers`: latest block first; a cursor is [creator id, block id]. */
export const BLOCKED_CURSOR = cursorKind('blockedUsers', ['int', 'int']);

export const COMMENTS_FIRST: FirstBounds = {
  max: LIMITS.comment.pageMax,
  default: LIMITS.comment.pageSize,
};
export const REPLIES_FIRST: FirstBounds = {
  max: LIMITS.comment.pageMax,
  default: LIMITS.comment.repliesPageSize,
};
export const BLOCKED_FIRST: FirstBounds = {
  max: LIMITS.connectionMaxFirst,
  default: LIMITS.comment.blockedUsersPageSize,
};

export const CommentConnection = connectionType(CommentObject, 'Comment', 'comments');
export const BlockedUserConnection = connectionType(User, 'BlockedUser', 'blocked users');
