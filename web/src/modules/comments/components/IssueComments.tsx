import { useApolloClient, useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { CommentSort, IssueCommentsQuery } from '../../../gql/graphql';
import { useAuth } from '../../auth/hooks/useAuth';
import { loginPath } from '../../works/utils/paths';
import { COMMENTS_PAGE_PARAM } from '../commentPaths';
import { ISSUE_COMMENTS_QUERY } from '../graphql/comments';
import { useCommentActions } from '../hooks/useCommentActions';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { CreatorCommentControls } from './CreatorCommentControls';
import './comments.css';

/** Top-level comments per request ("Load more" asks for the next ones); the query document says 10 too. */
export const COMMENTS_PAGE = 10;

type Page = NonNullable<IssueCommentsQuery['issue']>['comments'];

/** Boxes of a comment's height while the first page loads, so nothing below jumps. */
function CommentsSkeleton() {
  return (
    <ol className="comments__list" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="comment comment--skeleton" />
      ))}
    </ol>
  );
}

/**
 * The comments of one issue on its details page: the form, Top/Newest, the list with
 * replies and "Load more". With `?commentsPage=N` (the reader's markers) only the comments
 * about page N are listed.
 */
export function IssueComments({ bookId, issueNumber }: { bookId: number; issueNumber: number }) {
  const { user } = useAuth();
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const pageFilter = Number(params.get(COMMENTS_PAGE_PARAM)) || null;
  const [sort, setSort] = useState<CommentSort>('TOP');
  const [more, setMore] = useState<Page['nodes']>([]);
  const [next, setNext] = useState<Page['pageInfo'] | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const variables = { bookId, issueNumber, sort, pageNumber: pageFilter };
  const { data, loading, error, refetch } = useQuery(ISSUE_COMMENTS_QUERY, { variables });
  const issue = data?.issue;

  const reload = useCallback(async () => {
    setMore([]);
    setNext(null);
    await refetch();
  }, [refetch]);
  const actions = useCommentActions(issue?.id ?? 0, reload);

  const loadMore = async () => {
    const after = (next ?? issue?.comments.pageInfo)?.endCursor;
    if (!after) return;
    setLoadingMore(true);
    try {
      const result = await client.query({
        query: ISSUE_COMMENTS_QUERY,
        variables: { ...variables, after },
        fetchPolicy: 'network-only',
      });
      const page = result.data?.issue?.comments;
      if (page) {
        setMore((shown) => [...shown, ...page.nodes]);
        setNext(page.pageInfo);
      }
    } finally {
      setLoadingMore(false);
    }
  };

  const pageInfo = next ?? issue?.comments.pageInfo;
  const nodes = [...(issue?.comments.nodes ?? []), ...more];

  return (
    <section className="comments" id="comments" aria-labelledby="comments-heading">
      <div className="comments__head">
        <h2 id="comments-heading">Comments{issue ? ` (${issue.commentCount})` : ''}</h2>
        <div className="button-row" role="group" aria-label="Sort comments">
          {(['TOP', 'NEWEST'] as const).map((s) => (
            <button
              key={s}
              type="button"
              className="button button--small button--ghost"
              aria-pressed={sort === s}
              onClick={() => {
                setSort(s);
                setMore([]);
                setNext(null);
              }}
            >
              {s === 'TOP' ? 'Top' : 'Newest'}
            </button>
          ))}
        </div>
      </div>
      {pageFilter ? (
        <p>
          Comments about page {pageFilter}.{' '}
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => {
              params.delete(COMMENTS_PAGE_PARAM);
              setParams(params);
            }}
          >
            Show all comments
          </button>
        </p>
      ) : null}
      {issue?.viewerCan.edit ? (
        <CreatorCommentControls
          bookId={bookId}
          commentsOpen={issue.commentsOpen}
          changed={reload}
        />
      ) : null}
      {issue ? (
        issue.viewerCanComment ? (
          <CommentForm
            label="Add a comment"
            submitLabel="Post"
            pageCount={issue.pageCount}
            initial={undefined}
            onSubmit={(values) => actions.post(values, null)}
          />
        ) : !user ? (
          <p>
            <Link to={loginPath()}>Log in</Link> to comment.
          </p>
        ) : !issue.commentsOpen ? (
          <p className="muted">{MESSAGES.commentsOff}.</p>
        ) : (
          <p className="muted">You cannot comment on this work.</p>
        )
      ) : null}
      {actions.error ? (
        <p className="form-message form-message--error" role="alert">
          {actions.error}
        </p>
      ) : null}
      {!issue && loading ? <CommentsSkeleton /> : null}
      {!issue && error ? (
        <p className="form-message form-message--error" role="alert">
          {MESSAGES.genericError}
        </p>
      ) : null}
      {issue && nodes.length === 0 ? <p className="muted">No comments yet.</p> : null}
      {nodes.length > 0 ? (
        <ol className="comments__list">
          {nodes.map((c) => (
            <CommentItem key={c.id} comment={c} replies={c.replies} actions={actions} />
          ))}
        </ol>
      ) : null}
      {pageInfo?.hasNextPage ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={loadMore}
          disabled={loadingMore}
          aria-busy={loadingMore || undefined}
        >
          Load more comments
        </button>
      ) : null}
    </section>
  );
}
