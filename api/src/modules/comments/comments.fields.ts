import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { LIMITS } from '../../config/limits';
import {
  AFTER_DESCRIPTION,
  cappedListComplexity,
  connectionComplexity,
  firstDescription,
} from '../../graphql/connections';
import type { GraphQLContext } from '../../graphql/context';
import { childConnection, type ConnectionResult } from '../../shared/paging';
import { Book, type BookView } from '../books/book.entity';
import { Issue, type IssueView } from '../issues/issue.entity';
import { User, type UserView } from '../users/user.entity';
import { commentHtml, commentSegments, type CommentSegment, mentionedNames } from './comment-text';
import {
  canComment,
  canDeleteComment,
  canEditComment,
  canHideComment,
  canPinComment,
  commentState,
  isAuthorShown,
  isCommentPublic,
  isWorkCreator,
} from './comments.policy';
import {
  COMMENTS_FIRST,
  CommentConnection,
  CommentedPage,
  CommentObject,
  CommentSegmentObject,
  CommentSort,
  CommentState,
  CommentViewerCan,
  type CommentNode,
  REPLIES_CURSOR,
  REPLIES_FIRST,
} from './comments.types';

/** The placeholder text clients show where a comment no longer is. */
export const DELETED_PLACEHOLDER = '[deleted]';

/** Fields of Comment, through per-request loaders (a page of comments is a fixed number of statements). */
@Resolver(() => CommentObject)
export class CommentFieldsResolver {
  @FieldResolver(() => Int, { description: 'The issue it is on.' })
  issueId(@Root() c: CommentNode): number {
    return c.issue.id;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'The comment it replies to (top-level only).',
  })
  parentId(@Root() c: CommentNode): number | null {
    return c.parent?.id ?? null;
  }

  @FieldResolver(() => CommentState, { description: 'What everyone sees of it.' })
  state(@Root() c: CommentNode): CommentState {
    return commentState(c);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: `The plain text as written; null where the viewer may not read it (show "${DELETED_PLACEHOLDER}" or a hidden notice by \`state\`). Never markup.`,
  })
  body(@Root() c: CommentNode): string | null {
    return c.readable ? c.body : null;
  }

  @FieldResolver(() => [CommentSegmentObject], {
    description:
      'The text as pieces to show: text (as text), http(s) links and @mentions of existing users; empty where `body` is null.',
  })
  segments(@Root() c: CommentNode, @Ctx() ctx: GraphQLContext): Promise<CommentSegment[]> {
    return segmentsOf(c, ctx);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The text as HTML: everything escaped, links with rel="nofollow ugc noopener", mentions linked to profiles; null where `body` is null.',
  })
  async bodyHtml(@Root() c: CommentNode, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return c.readable ? commentHtml(await segmentsOf(c, ctx)) : null;
  }

  @FieldResolver(() => Boolean, { description: 'Clients hide the text until the reader asks.' })
  spoiler(@Root() c: CommentNode): boolean {
    return c.spoiler;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The page it is about (1-based).' })
  pageNumber(@Root() c: CommentNode): number | null {
    return c.pageNumber ?? null;
  }

  @FieldResolver(() => User, {
    nullable: true,
    description:
      'Its author; null when the text is not shown or the account is deactivated or suspended (show no name or photo).',
  })
  async author(@Root() c: CommentNode, @Ctx() ctx: GraphQLContext): Promise<UserView | null> {
    if (!c.readable) return null;
    const author = await ctx.loaders.userById.load(c.author.id);
    return author && isAuthorShown(author) ? author : null;
  }

  @FieldResolver(() => Date, { description: 'When it was posted.' })
  dateCreated(@Root() c: CommentNode): Date {
    return c.dateCreated;
  }

  @FieldResolver(() => Date, { nullable: true, description: 'When its text was last edited.' })
  editedAt(@Root() c: CommentNode): Date | null {
    return c.editedAt ?? null;
  }

  @FieldResolver(() => Boolean, {
    description: 'Its text was edited after posting (show "edited").',
  })
  edited(@Root() c: CommentNode): boolean {
    return Boolean(c.editedAt);
  }

  @FieldResolver(() => Boolean, { description: 'Pinned to the top of the issue by the creator.' })
  pinned(@Root() c: CommentNode): boolean {
    return Boolean(c.pinnedAt);
  }

  @FieldResolver(() => Int, { description: 'Readers who like it.' })
  likeCount(@Root() c: CommentNode): number {
    return c.likeCount;
  }

  @FieldResolver(() => Int, { description: 'Replies everyone sees (top-level comments).' })
  replyCount(@Root() c: CommentNode): number {
    return c.replyCount;
  }

  @FieldResolver(() => Boolean, { description: 'The viewer likes it (false when signed out).' })
  viewerHasLiked(@Root() c: CommentNode): boolean {
    return c.viewerHasLiked;
  }

  @FieldResolver(() => CommentViewerCan, { description: 'What the viewer may do with it.' })
  async viewerCan(@Root() c: CommentNode, @Ctx() ctx: GraphQLContext): Promise<CommentViewerCan> {
    const viewer = ctx.viewer;
    const rules = { ...c, authorId: c.author.id, parentId: c.parent?.id ?? null };
    const none = {
      edit: false,
      delete: false,
      hide: false,
      pin: false,
      like: false,
      reply: false,
      blockAuthor: false,
    };
    if (!canComment(viewer)) return none;
    const [blocked, book] = await Promise.all([
      ctx.loaders.comments.viewerBlockedBy.load(c.creatorId),
      ctx.loaders.bookById.load(c.bookId),
    ]);
    const takesPart = isCommentPublic(c) && !blocked;
    return {
      edit: !blocked && canEditComment(viewer, rules),
      delete: canDeleteComment(viewer, rules, c.creatorId),
      hide: canHideComment(viewer, c, c.creatorId),
      pin: canPinComment(viewer, rules, c.creatorId),
      like: takesPart,
      reply: takesPart && Boolean(book?.commentsEnabled),
      blockAuthor: isWorkCreator(viewer, c.creatorId) && c.author.id !== viewer.id,
    };
  }

  @FieldResolver(() => CommentConnection, {
    description: `Replies the viewer may read, oldest first, ${REPLIES_FIRST.default} by default (empty for a reply).`,
    complexity: connectionComplexity(REPLIES_FIRST),
  })
  replies(
    @Root() c: CommentNode,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: firstDescription(REPLIES_FIRST) })
    first?: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION })
    after?: string | null,
  ): Promise<ConnectionResult<CommentNode>> {
    return childConnection(
      ctx.loaders.comments.replySlices,
      REPLIES_CURSOR,
      c.id,
      { first, after },
      REPLIES_FIRST,
      (reply) => reply.id,
      c.replyCount,
    );
  }
}

/** The comment's segments, its mentions resolved through the request's loader. */
async function segmentsOf(c: CommentNode, ctx: GraphQLContext): Promise<CommentSegment[]> {
  if (!c.readable) return [];
  const names = mentionedNames(c.body);
  const users = await Promise.all(names.map((n) => ctx.loaders.comments.mentionedUser.load(n)));
  const byName = new Map<string, { id: number; username: string }>();
  names.forEach((n, i) => {
    const user = users[i];
    if (user) byName.set(n, user);
  });
  return commentSegments(c.body, byName);
}

/** Comment fields of Issue. */
@Resolver(() => Issue)
export class IssueCommentFieldsResolver {
  @FieldResolver(() => Int, { description: 'Comments and replies everyone sees.' })
  commentCount(@Root() issue: IssueView, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.comments.countByIssue.load(issue.id);
  }

  @FieldResolver(() => CommentConnection, {
    description: `Top-level comments (the pinned one first), ${COMMENTS_FIRST.default} by default; \`totalCount\` counts comments and replies.`,
    complexity: connectionComplexity(COMMENTS_FIRST),
  })
  comments(
    @Root() issue: IssueView,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: firstDescription(COMMENTS_FIRST) })
    first?: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION })
    after?: string | null,
    @Arg('sort', () => CommentSort, { nullable: true, description: 'Default: TOP.' })
    sort?: CommentSort | null,
    @Arg('pageNumber', () => Int, {
      nullable: true,
      description: 'Only comments anchored to this page.',
    })
    pageNumber?: number | null,
  ): Promise<ConnectionResult<CommentNode>> {
    return ctx.services.comments.issueComments(
      ctx.viewer,
      issue.id,
      { first, after, sort, pageNumber },
      // Batched with `commentCount` when both are asked.
      () => ctx.loaders.comments.countByIssue.load(issue.id),
    );
  }

  @FieldResolver(() => [CommentedPage], {
    description: `Pages with comments anchored to them (for the reader's markers): a plain list, at most one entry per page (${LIMITS.maxPagesPerIssue}).`,
    complexity: cappedListComplexity(LIMITS.maxPagesPerIssue),
  })
  commentedPages(@Root() issue: IssueView, @Ctx() ctx: GraphQLContext): Promise<CommentedPage[]> {
    return ctx.services.comments.commentedPages(issue.id);
  }

  @FieldResolver(() => Boolean, {
    description:
      'The viewer may comment: signed in, comments on for the book, not blocked by its creator.',
  })
  async viewerCanComment(@Root() issue: IssueView, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    if (!canComment(ctx.viewer)) return false;
    const [book, blocked] = await Promise.all([
      ctx.loaders.bookById.load(issue.book.id),
      ctx.loaders.comments.viewerBlockedBy.load(issue.publisher.id),
    ]);
    return Boolean(book?.commentsEnabled) && !blocked;
  }

  @FieldResolver(() => Boolean, {
    description: 'The book takes new comments (its creator may turn them off).',
  })
  async commentsOpen(@Root() issue: IssueView, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return Boolean((await ctx.loaders.bookById.load(issue.book.id))?.commentsEnabled);
  }
}

/** Comment fields of Book. */
@Resolver(() => Book)
export class BookCommentFieldsResolver {
  @FieldResolver(() => Boolean, {
    description: 'Readers may comment on its issues (existing comments stay readable when off).',
  })
  async commentsEnabled(@Root() book: BookView, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    // Some read models carry fewer columns than the entity; the loader has them all.
    if (typeof book.commentsEnabled === 'boolean') return book.commentsEnabled;
    return (await ctx.loaders.bookById.load(book.id))?.commentsEnabled ?? true;
  }
}
