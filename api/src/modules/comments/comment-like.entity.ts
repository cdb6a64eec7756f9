import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { Comment } from './comment.entity';

/** A reader's like of a comment (one per reader; `comments.like_count` counts them). */
@Entity({ tableName: 'comment_likes' })
@Unique({ name: 'comment_likes_pair_unique', properties: ['comment', 'user'] })
export class CommentLike {
  [OptionalProps]?: 'dateCreated';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Comment, { deleteRule: 'cascade', index: false })
  comment!: Comment;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'comment_likes_user_index' })
  user!: User;

  @Property({ type: 'Date', defaultRaw: 'now()' })
  dateCreated: Date = new Date();
}
