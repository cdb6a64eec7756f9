import { useLazyQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CommentItemFragment } from '../../../gql/graphql';
import { Avatar } from '../../../ui/Avatar';
import { formatShortDate } from '../../../ui/formatDate';
import { profilePath } from '../../works/utils/paths';
import { COMMENT_REPLIES_QUERY } from '../graphql/comments';
import type { CommentActions } from '../hooks/useCommentActions';
import { CommentBody } from './CommentText';
import { ReportButton } from '../../moderation/components/ReportButton';
import { CommentForm } from './CommentForm';

type Replies = {
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  nodes: CommentItemFragment[];
};

/** What stands where a comment's text is not shown. */
function placeholder(c: CommentItemFragment): string {
  if (c.state === 'DELETED') return '[deleted]';
  return '[hidden]';
}

/** A notice for the few who still read a hidden comment (its author, the creator, staff). */
function hiddenNotice(c: CommentItemFragment): string | null {
  if (c.state === 'HIDDEN_BY_CREATOR')
    return 'Hidden by the creator: only its author, the creator and moderators see it.';
  if (c.state === 'HIDDEN_BY_MODERATOR') return 'Hidden by a moderator.';
  return null;
}

/**
 * One comment with its controls (from `viewerCan`: the web never decides a rule itself) and,
 * for a top-level comment, its replies with "More replies".
 */
export function CommentItem({
  comment,
  replies,
  actions,
}: {
  comment: CommentItemFragment;
  /** A top-level comment's first replies; undefined for a reply. */
  replies?: Replies;
  actions: CommentActions;
}) {
  const [mode, setMode] = useState<'view' | 'edit' | 'reply' | 'confirm-delete'>('view');
  const [more, setMore] = useState<Replies | null>(null);
  const [loadReplies, { loading: loadingReplies }] = useLazyQuery(COMMENT_REPLIES_QUERY);
  const can = comment.viewerCan;
  const author = comment.author;
  const readable = comment.body !== null;
  const hidden = comment.state === 'HIDDEN_BY_CREATOR' || comment.state === 'HIDDEN_BY_MODERATOR';

  const shownReplies = [...(replies?.nodes ?? []), ...(more?.nodes ?? [])];
  const nextReplies = more ? more.pageInfo : replies?.pageInfo;

  const loadMore = async () => {
    const result = await loadReplies({
      variables: { id: comment.id, first: 10, after: nextReplies?.endCursor ?? null },
    });
    const page = result.data?.comment?.replies;
    if (page) setMore({ pageInfo: page.pageInfo, nodes: [...(more?.nodes ?? []), ...page.nodes] });
  };

  return (
    <li
      className={`comment${comment.parentId ? ' comment--reply' : ''}`}
      id={`comment-${comment.id}`}
    >
      <article aria-label={author ? `Comment by ${author.username}` : 'Comment'}>
        <header className="comment__header">
          {author ? (
            <Link to={profilePath(author.username)} className="comment__author">
              <Avatar src={author.photoUrl} name={author.username} size={28} />
              <span>{author.username}</span>
            </Link>
          ) : (
            <span className="comment__author muted">{readable ? 'Deactivated account' : ''}</span>
          )}
          <time className="muted" dateTime={comment.dateCreated}>
            {formatShortDate(comment.dateCreated)}
          </time>
          {comment.edited ? <span className="muted">(edited)</span> : null}
          {comment.pinned ? <span className="comment__badge">Pinned</span> : null}
          {comment.pageNumber ? (
            <span className="comment__badge">On page {comment.pageNumber}</span>
          ) : null}
        </header>
        {hidden && readable ? (
          <p className="comment__notice muted">{hiddenNotice(comment)}</p>
        ) : null}
        {mode === 'edit' ? (
          <CommentForm
            label="Edit your comment"
            submitLabel="Save"
            pageCount={0}
            initial={{ body: comment.body ?? '', spoiler: comment.spoiler }}
            onSubmit={async (values) => {
              await actions.edit(comment.id, values);
              setMode('view');
            }}
            onCancel={() => setMode('view')}
            autoFocus
          />
        ) : readable ? (
          <CommentBody segments={comment.segments} spoiler={comment.spoiler} />
        ) : (
          <p className="comment__text muted">{placeholder(comment)}</p>
        )}
        <div className="comment__actions">
          {can.like || comment.likeCount > 0 ? (
            <button
              type="button"
              className="button button--small button--ghost"
              aria-pressed={comment.viewerHasLiked}
              disabled={!can.like || actions.busy}
              onClick={() => actions.toggleLike(comment.id, comment.viewerHasLiked)}
            >
              {comment.viewerHasLiked ? 'Liked' : 'Like'} ({comment.likeCount})
            </button>
          ) : null}
          {can.reply ? (
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => setMode('reply')}
            >
              Reply
            </button>
          ) : null}
          {can.edit && mode !== 'edit' ? (
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => setMode('edit')}
            >
              Edit
            </button>
          ) : null}
          {can.delete ? (
            mode === 'confirm-delete' ? (
              <>
                <button
                  type="button"
                  className="button button--small button--danger"
                  onClick={() => actions.remove(comment.id)}
                >
                  Confirm delete
                </button>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => setMode('view')}
                >
                  Keep
                </button>
              </>
            ) : (
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={() => setMode('confirm-delete')}
              >
                Delete
              </button>
            )
          ) : null}
          {can.pin ? (
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => actions.togglePinned(comment.id, comment.pinned)}
            >
              {comment.pinned ? 'Unpin' : 'Pin'}
            </button>
          ) : null}
          {can.hide ? (
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() =>
                actions.toggleHidden(comment.id, comment.state === 'HIDDEN_BY_CREATOR')
              }
            >
              {comment.state === 'HIDDEN_BY_CREATOR' ? 'Unhide' : 'Hide'}
            </button>
          ) : null}
          {readable ? (
            <ReportButton targetType="COMMENT" targetId={comment.id} ownerId={author?.id} />
          ) : null}
          {can.blockAuthor && author ? (
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => actions.blockAuthor(author.id)}
            >
              Block {author.username}
            </button>
          ) : null}
        </div>
        {mode === 'reply' ? (
          <CommentForm
            label={author ? `Reply to ${author.username}` : 'Reply'}
            submitLabel="Reply"
            pageCount={0}
            onSubmit={async (values) => {
              await actions.post(values, comment.id);
              setMode('view');
            }}
            onCancel={() => setMode('view')}
            autoFocus
          />
        ) : null}
      </article>
      {replies ? (
        <>
          {shownReplies.length > 0 ? (
            <ol className="comment__replies" aria-label="Replies">
              {shownReplies.map((r) => (
                <CommentItem key={r.id} comment={r} actions={actions} />
              ))}
            </ol>
          ) : null}
          {nextReplies?.hasNextPage ? (
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={loadMore}
              disabled={loadingReplies}
            >
              More replies
            </button>
          ) : null}
        </>
      ) : null}
    </li>
  );
}
