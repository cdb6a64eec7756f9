import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../apollo/errors';
import {
  BLOCK_USER_MUTATION,
  DELETE_COMMENT_MUTATION,
  EDIT_COMMENT_MUTATION,
  HIDE_COMMENT_MUTATION,
  LIKE_COMMENT_MUTATION,
  PIN_COMMENT_MUTATION,
  POST_COMMENT_MUTATION,
  UNHIDE_COMMENT_MUTATION,
  UNLIKE_COMMENT_MUTATION,
  UNPIN_COMMENT_MUTATION,
} from '../graphql/comments';
import type { CommentFormValues } from '../components/CommentForm';

/**
 * The writes on comments. Likes update the cached comment (its id normalises it); writes that
 * change which comments a list shows call `changed` so the list reloads from the server.
 */
export function useCommentActions(issueId: number, changed: () => Promise<unknown> | void) {
  const [post] = useMutation(POST_COMMENT_MUTATION);
  const [edit] = useMutation(EDIT_COMMENT_MUTATION);
  const [remove] = useMutation(DELETE_COMMENT_MUTATION);
  const [like] = useMutation(LIKE_COMMENT_MUTATION);
  const [unlike] = useMutation(UNLIKE_COMMENT_MUTATION);
  const [hide] = useMutation(HIDE_COMMENT_MUTATION);
  const [unhide] = useMutation(UNHIDE_COMMENT_MUTATION);
  const [pin] = useMutation(PIN_COMMENT_MUTATION);
  const [unpin] = useMutation(UNPIN_COMMENT_MUTATION);
  const [block] = useMutation(BLOCK_USER_MUTATION);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Runs one action; its refusal becomes `error` (the server's message). */
  const run = useCallback(
    async (action: () => Promise<unknown>, reload: boolean) => {
      setBusy(true);
      setError(null);
      try {
        await action();
        if (reload) await changed();
      } catch (e) {
        setError(errorMessage(e, MESSAGES.genericError));
      }
      setBusy(false);
    },
    [changed],
  );

  return {
    busy,
    error,
    /** Posting throws so the form keeps the text and shows the message. */
    post: async (values: CommentFormValues, parentId: number | null) => {
      await post({
        variables: {
          input: {
            issueId,
            body: values.body,
            spoiler: values.spoiler,
            pageNumber: values.pageNumber,
            parentId,
          },
        },
      });
      await changed();
    },
    edit: async (id: number, values: CommentFormValues) => {
      await edit({ variables: { input: { id, body: values.body, spoiler: values.spoiler } } });
    },
    remove: (id: number) => run(() => remove({ variables: { id } }), true),
    toggleLike: (id: number, liked: boolean) =>
      run(() => (liked ? unlike({ variables: { id } }) : like({ variables: { id } })), false),
    toggleHidden: (id: number, hidden: boolean) =>
      run(() => (hidden ? unhide({ variables: { id } }) : hide({ variables: { id } })), true),
    togglePinned: (id: number, pinned: boolean) =>
      run(() => (pinned ? unpin({ variables: { id } }) : pin({ variables: { id } })), true),
    blockAuthor: (userId: number) => run(() => block({ variables: { userId } }), true),
  };
}

export type CommentActions = ReturnType<typeof useCommentActions>;
