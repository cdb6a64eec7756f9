import DataLoader from 'dataloader';
import type { Db } from '../../db/sql';
import { SliceLoader } from '../../shared/slice-loader';
import { blockersAmong, commentCounts, replySlices, usersByNames } from './comments.queries';
import type { CommentNode } from './comments.types';

/**
 * The comment loaders of one request (scope/loaders.ts builds them for the request's viewer):
 * whatever number of comments a page shows, each of these is one statement per tick.
 */
export class CommentLoaders {
  /** Issue id -> the kept count of comments everyone sees. */
  readonly countByIssue: DataLoader<number, number>;
  /** `Comment.replies`: the replies the viewer may read, first N per parent after a reply id. */
  readonly replySlices: SliceLoader<CommentNode>;
  /** Lower-cased username -> the active user it names, for mentions. */
  readonly mentionedUser: DataLoader<string, { id: number; username: string } | null>;
  /** Creator id -> whether that creator blocked the viewer (false without a viewer). */
  readonly viewerBlockedBy: DataLoader<number, boolean>;

  constructor(db: Db, viewerId: number | null) {
    this.countByIssue = new DataLoader(async (ids) => {
      const counts = await commentCounts(db, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    });
    this.replySlices = new SliceLoader(
      (requests, limit) => replySlices(db, requests, limit, viewerId),
      (reply) => reply.id,
    );
    this.mentionedUser = new DataLoader(async (names) => {
      const found = new Map((await usersByNames(db, names)).map((u) => [u.lower, u]));
      return names.map((n) => {
        const user = found.get(n);
        return user ? { id: Number(user.id), username: user.username } : null;
      });
    });
    this.viewerBlockedBy = new DataLoader(async (creatorIds) => {
      if (viewerId === null) return creatorIds.map(() => false);
      const blockers = await blockersAmong(db, viewerId, creatorIds);
      return creatorIds.map((id) => blockers.has(id));
    });
  }
}
