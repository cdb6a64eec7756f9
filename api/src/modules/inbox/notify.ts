import { statement, type Db, exec } from '../../db/sql';
import type { NotificationKindValue } from '../../config/vocabulary';
import { LIMITS } from '../../config/product-limits';

/** One notification to record (notification.entity.ts says what each column holds). */
export interface NotificationInput {
  recipientId: number;
  kind: NotificationKindValue;
  actorId?: number | null;
  bookId?: number | null;
  issueId?: number | null;
  commentId?: number | null;
  data?: Record<string, unknown> | null;
}

/**
 * Inserts many notifications in one statement; nobody is told about their own doing. Likes of
 * one comment gather in the recipient's open entry (unread and not mailed yet: the partial
 * unique index `notifications_liked_group_unique`): it moves to the top with the latest liker
 * as its actor, and `data.count` counts the distinct likers (their ids are kept in
 * `data.actorIds`, up to `$2`, so a like taken back and given again counts once).
 */
const insertMany = statement(
  `insert into notifications as t (recipient_id, kind, actor_id, book_id, issue_id, comment_id, data)
   select n.recipient_id, n.kind, n.actor_id, n.book_id, n.issue_id, n.comment_id, n.data
     from jsonb_to_recordset($1::jsonb) as n(recipient_id int, kind text, actor_id int,
          book_id int, issue_id int, comment_id int, data jsonb)
    where n.actor_id is null or n.actor_id <> n.recipient_id
   on conflict (recipient_id, comment_id)
      where kind = 'comment.liked' and read_at is null and emailed_at is null
   do update set
      actor_id = coalesce(excluded.actor_id, t.actor_id),
      date_created = now(),
      data = coalesce(t.data, '{}'::jsonb) || coalesce(excluded.data, '{}'::jsonb) || (
        case when excluded.actor_id is null or coalesce(t.data->'actorIds', '[]'::jsonb) @> to_jsonb(excluded.actor_id)
             then jsonb_build_object('count', coalesce((t.data->>'count')::int, 1),
                                     'actorIds', coalesce(t.data->'actorIds', '[]'::jsonb))
             else jsonb_build_object('count', coalesce((t.data->>'count')::int, 1) + 1,
                                     'actorIds', case when jsonb_array_length(coalesce(t.data->'actorIds', '[]'::jsonb)) >= $2::int
                                                      then t.data->'actorIds'
                                                      else coalesce(t.data->'actorIds', '[]'::jsonb) || to_jsonb(excluded.actor_id) end)
        end)`,
  { pool: 'orm' },
);

/** Likes of one comment for one recipient: one row per insert (ON CONFLICT touches a row once). */
const groupKey = (n: NotificationInput) =>
  n.kind === 'comment.liked' && n.commentId != null ? `${n.recipientId}:${n.commentId}` : null;

/** `insertMany` and its values for `items` (the benchmark's bare handler runs it as notify does). */
export function notificationsInsert(
  items: readonly NotificationInput[],
): [statement: typeof insertMany, values: unknown[]] {
  const grouped = new Map<string, NotificationInput>();
  const rest: NotificationInput[] = [];
  for (const n of items) {
    const key = groupKey(n);
    if (key) grouped.set(key, n);
    else rest.push(n);
  }
  const payload = [...rest, ...grouped.values()].map((n) => ({
    recipient_id: n.recipientId,
    kind: n.kind,
    actor_id: n.actorId ?? null,
    book_id: n.bookId ?? null,
    issue_id: n.issueId ?? null,
    comment_id: n.commentId ?? null,
    data:
      groupKey(n) && n.actorId != null
        ? { ...n.data, count: 1, actorIds: [n.actorId] }
        : (n.data ?? null),
  }));
  return [insertMany, [JSON.stringify(payload), LIMITS.notifications.likersKept]];
}

/**
 * Records notifications for the bell and the digest. Call it inside the transaction of the
 * write that causes them, so a rolled-back write tells nobody.
 */
export async function notify(db: Db, items: readonly NotificationInput[]): Promise<void> {
  if (items.length === 0) return;
  const [insert, values] = notificationsInsert(items);
  await exec(db, insert, values);
}
