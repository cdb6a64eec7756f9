import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../apollo/errors';
import type { IssueLikeStateFragment } from '../../../gql/graphql';
import { useAuth } from '../../auth/hooks/useAuth';
import { loginPath } from '../../works/utils/paths';
import { LIKE_ISSUE_MUTATION, UNLIKE_ISSUE_MUTATION } from '../graphql/reactions';
import { formatCount } from '../format';
import { HeartIcon } from './HeartIcon';
import './reactions.css';

/**
 * Like / unlike one issue, with its count. The count and the pressed state change at once
 * (an optimistic answer) and settle to what the API answers; a refusal puts them back and says
 * why. Signed-out visitors are sent to log in. When the API says the viewer may not like the
 * issue (their own), only the count shows.
 */
export function LikeButton({ issue }: { issue: IssueLikeStateFragment }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [like] = useMutation(LIKE_ISSUE_MUTATION);
  const [unlike] = useMutation(UNLIKE_ISSUE_MUTATION);
  const [error, setError] = useState<string | null>(null);
  const liked = issue.viewerHasLiked === true;
  const label = `${formatCount(issue.likeCount)} ${issue.likeCount === 1 ? 'like' : 'likes'}`;

  if (user && !issue.viewerCanLike)
    return (
      <p className="reaction-like reaction-like--static">
        <HeartIcon filled={false} />
        <span>{label}</span>
      </p>
    );

  const toggle = async () => {
    if (!user) {
      navigate(loginPath());
      return;
    }
    setError(null);
    const next = !liked;
    const optimistic = {
      __typename: 'Issue' as const,
      id: issue.id,
      likeCount: Math.max(0, issue.likeCount + (next ? 1 : -1)),
      viewerHasLiked: next,
      viewerCanLike: issue.viewerCanLike,
    };
    const variables = { issueId: issue.id };
    try {
      if (next) await like({ variables, optimisticResponse: { likeIssue: optimistic } });
      else await unlike({ variables, optimisticResponse: { unlikeIssue: optimistic } });
    } catch (e) {
      setError(errorMessage(e, MESSAGES.genericError));
    }
  };

  return (
    <div className="reaction-like-wrap">
      <button
        type="button"
        className={`reaction-like${liked ? ' reaction-like--on' : ''}`}
        aria-pressed={liked}
        onClick={toggle}
      >
        <HeartIcon filled={liked} />
        {/* The name is the hidden action and the visible count, so the count a speech user
            reads out names the button (WCAG 2.5.3, label in name). */}
        <span className="visually-hidden">{user ? 'Like this issue' : MESSAGES.likeSignIn}, </span>
        <span>{label}</span>
      </button>
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
