import type { EntityManager } from '@mikro-orm/postgresql';
import { isBookVisible } from '../books/books.policy';
import type { User } from '../users/user.entity';
import { isActiveUser } from '../users/users.policy';
import { bookData, issueData, userData } from '../webhooks/webhook-payloads';
import { Comment } from './comment.entity';
import { isCommentPublic } from './comments.policy';

/**
 * The data of a `comment.created` delivery as of when it is sent, or null when there is
 * nothing to tell any more (the comment was deleted or hidden, or its author is gone). The
 * text is the plain text as written: receivers escape it like any other user text.
 */
export async function commentCreatedContent(
  em: EntityManager,
  commentId: number,
  creator: User,
): Promise<{ data: Record<string, unknown>; publicWork: boolean } | null> {
  const comment = await em.findOne(
    Comment,
    { id: commentId },
    { populate: ['author', 'issue', 'issue.book'] },
  );
  if (!comment || !isCommentPublic(comment) || !isActiveUser(comment.author)) return null;
  const book = comment.issue.book;
  return {
    data: {
      comment: {
        id: comment.id,
        body: comment.body,
        spoiler: comment.spoiler,
        pageNumber: comment.pageNumber ?? null,
        parentId: comment.parent?.id ?? null,
        dateCreated: comment.dateCreated.toISOString(),
      },
      author: userData(comment.author),
      issue: issueData(comment.issue),
      book: bookData(book),
      creator: userData(creator),
    },
    publicWork: isBookVisible({ removed: book.removed, publisher: creator }),
  };
}
