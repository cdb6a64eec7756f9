import { formatCount } from '../../reactions/format';

/** An issue's comment count in a list row or on a card ("💬 12"; "12 comments" to a screen reader). */
export function CommentCount({ count, className }: { count: number; className?: string }) {
  return (
    <span className={['comment-count', className].filter(Boolean).join(' ')}>
      <span aria-hidden="true">💬 </span>
      {formatCount(count)}
      <span className="visually-hidden">{count === 1 ? ' comment' : ' comments'}</span>
    </span>
  );
}
