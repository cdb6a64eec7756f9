import { Arg, Args, ArgsType, Ctx, Field, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Book } from '../books/book.entity';
import {
  AFTER_DESCRIPTION,
  connectionComplexity,
  firstDescription,
} from '../../graphql/connections';
import type { GraphQLContext } from '../../graphql/context';
import type { ConnectionResult } from '../../shared/paging';
import { requireViewer } from '../auth/viewer';
import { User, type UserView } from '../users/user.entity';
import {
  BLOCKED_FIRST,
  BlockedUserConnection,
  CommentObject,
  type CommentNode,
  EditCommentInput,
  PostCommentInput,
} from './comments.types';

@ArgsType()
class BlockedUsersArgs {
  @Field(() => Int, { nullable: true, description: firstDescription(BLOCKED_FIRST) })
  first?: number | null;

  @Field(() => String, { nullable: true, description: AFTER_DESCRIPTION })
  after?: string | null;
}

const COMMENT_ID = { description: 'The comment.' };

/** Comment queries and mutations (thin: CommentsService and CommentControlsService hold the rules). */
@Resolver()
export class CommentsResolver {
  @Query(() => CommentObject, {
    nullable: true,
    description: 'A comment the viewer may read (null otherwise).',
  })
  comment(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, COMMENT_ID) id: number,
  ): Promise<CommentNode | null> {
    return ctx.services.comments.find(ctx.viewer, id);
  }

  @Query(() => BlockedUserConnection, {
    description:
      'Users the viewer blocked from commenting, replying and liking on their works, latest first.',
    complexity: connectionComplexity(BLOCKED_FIRST),
  })
  blockedUsers(
    @Ctx() ctx: GraphQLContext,
    @Args(() => BlockedUsersArgs) args: BlockedUsersArgs,
  ): Promise<ConnectionResult<UserView>> {
    return ctx.services.commentControls.blockedUsers(
      requireViewer(ctx.viewer, ctx.authProblem),
      args,
    );
  }

  @Mutation(() => CommentObject, {
    description:
      'Posts a comment on an issue, or a reply (with parentId). Refused when the book’s comments are off or its creator blocked the viewer.',
  })
  postComment(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => PostCommentInput, { description: 'The comment.' }) input: PostCommentInput,
  ): Promise<CommentNode> {
    return ctx.services.comments.post(requireViewer(ctx.viewer, ctx.authProblem), input, ctx.ip);
  }

  @Mutation(() => CommentObject, {
    description:
      'Changes the text of the viewer’s own comment in its first minutes (it shows as edited).',
  })
  editComment(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => EditCommentInput, { description: 'The new text.' }) input: EditCommentInput,
  ): Promise<CommentNode> {
    return ctx.services.comments.edit(requireViewer(ctx.viewer, ctx.authProblem), input);
  }

  @Mutation(() => CommentObject, {
    description:
      'Deletes a comment: the viewer’s own, or any on the viewer’s works. Its replies stay under "[deleted]".',
  })
  deleteComment(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, COMMENT_ID) id: number,
  ): Promise<CommentNode> {
    return ctx.services.comments.remove(requireViewer(ctx.viewer, ctx.authProblem), id);
  }

  @Mutation(() => CommentObject, { description: 'Likes a comment; idempotent.' })
  likeComment(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, COMMENT_ID) id: number,
  ): Promise<CommentNode> {
    return ctx.services.comments.setLiked(
      requireViewer(ctx.viewer, ctx.authProblem),
      id,
      true,
      ctx.ip,
    );
  }

  @Mutation(() => CommentObject, {
    description: 'Takes back a like; no error when there was none.',
  })
  unlikeComment(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, COMMENT_ID) id: number,
  ): Promise<CommentNode> {
    return ctx.services.comments.setLiked(
      requireViewer(ctx.viewer, ctx.authProblem),
      id,
      false,
      ctx.ip,
    );
  }

  @Mutation(() => CommentObject, { description: 'Hides a comment on one of the viewer’s works.' })
  hideComment(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, COMMENT_ID) id: number,
  ): Promise<CommentNode> {
    return ctx.services.commentControls.setHidden(
      requireViewer(ctx.viewer, ctx.authProblem),
      id,
      true,
    );
  }

  @Mutation(() => CommentObject, { description: 'Shows again a comment the viewer hid.' })
  unhideComment(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, COMMENT_ID) id: number,
  ): Promise<CommentNode> {
    return ctx.services.commentControls.setHidden(
      requireViewer(ctx.viewer, ctx.authProblem),
      id,
      false,
    );
  }

  @Mutation(() => CommentObject, {
    description:
      'Pins a top-level comment to the top of its issue (unpinning the one pinned before).',
  })
  pinComment(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, COMMENT_ID) id: number,
  ): Promise<CommentNode> {
    return ctx.services.commentControls.setPinned(
      requireViewer(ctx.viewer, ctx.authProblem),
      id,
      true,
    );
  }

  @Mutation(() => CommentObject, { description: 'Unpins a comment.' })
  unpinComment(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, COMMENT_ID) id: number,
  ): Promise<CommentNode> {
    return ctx.services.commentControls.setPinned(
      requireViewer(ctx.viewer, ctx.authProblem),
      id,
      false,
    );
  }

  @Mutation(() => User, {
    description:
      'Blocks a user from commenting, replying and liking on all of the viewer’s works; idempotent.',
  })
  blockUser(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int, { description: 'The user to block.' }) userId: number,
  ): Promise<User> {
    return ctx.services.commentControls.block(requireViewer(ctx.viewer, ctx.authProblem), userId);
  }

  @Mutation(() => User, { description: 'Lifts a block; no error when there was none.' })
  unblockUser(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int, { description: 'The blocked user.' }) userId: number,
  ): Promise<User> {
    return ctx.services.commentControls.unblock(requireViewer(ctx.viewer, ctx.authProblem), userId);
  }

  @Mutation(() => Book, {
    description: 'Turns comments on the viewer’s book on or off; existing comments stay readable.',
  })
  setBookComments(
    @Ctx() ctx: GraphQLContext,
    @Arg('bookId', () => Int, { description: 'The book.' }) bookId: number,
    @Arg('enabled', () => Boolean, { description: 'Whether readers may comment.' })
    enabled: boolean,
  ): Promise<Book> {
    return ctx.services.commentControls.setBookComments(
      requireViewer(ctx.viewer, ctx.authProblem),
      bookId,
      enabled,
    );
  }
}
