import { statement, type Db, exec } from '../../db/sql';
import type { NotificationKindValue } from '../../config/vocabulary';

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

/** Inserts many notifications in one statement; nobody is told about their own doing. */
const insertMany = statement(
  `insert into notifications (recipient_id, kind, actor_id, book_id, issue_id, comment_id, data)
   select n.recipient_id, n.kind, n.actor_id, n.book_id, n.issue_id, n.comment_id, n.data
     from jsonb_to_recordset($1::jsonb) as n(recipient_id int, kind text, actor_id int,
          book_id int, issue_id int, comment_id int, data jsonb)
    where n.actor_id is null or n.actor_id <> n.recipient_id`,
  { pool: 'orm' },
);

/**
 * Records notifications for the bell and the digest. Call it inside the transaction of the
 * write that causes them, so a rolled-back write tells nobody.
 */
export async function notify(db: Db, items: readonly NotificationInput[]): Promise<void> {
  if (items.length === 0) return;
  const payload = items.map((n) => ({
    recipient_id: n.recipientId,
    kind: n.kind,
    actor_id: n.actorId ?? null,
    book_id: n.bookId ?? null,
    issue_id: n.issueId ?? null,
    comment_id: n.commentId ?? null,
    data: n.data ?? null,
  }));
  await exec(db, insertMany, [JSON.stringify(payload)]);
}
