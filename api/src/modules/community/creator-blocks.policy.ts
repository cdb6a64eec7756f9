/**
 * Whether a creator has blocked a user from taking part in their works (commenting, liking,
 * rating), with its forms side by side. A blocked user gets the same refusal on every one of
 * the creator's works (creator-blocks.ts `refuseIfBlockedByCreator`).
 */

/** JS: `blockedIds` are the users the creator blocked. */
export const isBlockedByCreator = (
  viewer: { id: number } | null,
  blockedIds: ReadonlySet<number>,
): boolean => viewer !== null && blockedIds.has(viewer.id);

/**
 * SQL: true when the user in `user` (a column or a `$n` parameter) is blocked by the creator in
 * `creator` (e.g. `b.publisher_id`).
 */
export const blockedByCreatorSql = (creator: string, user: string): string =>
  `exists (select 1 from creator_blocks cb where cb.creator_id = ${creator} and cb.blocked_id = ${user})`;
