import { CombinedGraphQLErrors, type TypedDocumentNode } from '@apollo/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GraphQLFormattedError } from 'graphql';
import { useNavigate } from 'react-router-dom';
import { ErrorCode } from '../../../apollo/errors';
import { uploadRequest } from '../../../apollo/upload';
import { UPLOAD_REDIRECT_MS, useTimeouts } from '../../../ui/timing';

export type UploadPhase = 'idle' | 'uploading' | 'success' | 'error';
export type UploadState = { phase: UploadPhase; percent: number; error: string | null };

const IDLE: UploadState = { phase: 'idle', percent: 0, error: null };

class PublishFailure extends Error {
  constructor(readonly errors: readonly GraphQLFormattedError[] | undefined) {
    super(errors?.[0]?.message ?? 'Upload failed');
  }
}

// The server's own words are shown only for validation problems the user can fix.
function failureText(error: unknown, fallback: string): string {
  // PublishFailure, or Apollo's CombinedGraphQLErrors from a follow-up mutation: both carry `errors`.
  if (error instanceof PublishFailure || CombinedGraphQLErrors.is(error)) {
    const first = error.errors?.[0];
    if (first?.extensions?.code === ErrorCode.BAD_USER_INPUT && first.message) return first.message;
  }
  return fallback;
}

/**
 * Runs a publishing mutation through the XHR upload helper and drives the progress modal:
 * progress from the upload events, the server's validation message or `failureMessage` on
 * failure (progress back to 0), and on success a redirect after UPLOAD_REDIRECT_MS.
 */
export function usePublishUpload(failureMessage: string) {
  const navigate = useNavigate();
  const schedule = useTimeouts();
  const [state, setState] = useState<UploadState>(IDLE);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const upload = useCallback(
    async <TData, TVariables>(
      document: TypedDocumentNode<TData, TVariables>,
      variables: TVariables,
      destination: (data: TData) => string,
      /** Runs just before the redirect, e.g. to drop cache entries the upload made stale. */
      beforeRedirect?: () => void,
      /** Follow-up writes that need the published work (page texts); a failure shows as the upload's. */
      afterPublish?: (data: TData) => Promise<void>,
    ): Promise<TData | null> => {
      const controller = new AbortController();
      abort.current = controller;
      setState({ phase: 'uploading', percent: 0, error: null });
      try {
        const result = await uploadRequest({
          document,
          variables,
          signal: controller.signal,
          onProgress: ({ percent }) =>
            setState((current) =>
              current.phase === 'uploading' ? { ...current, percent } : current,
            ),
        });
        if (result.errors?.length || !result.data) throw new PublishFailure(result.errors);
        const data = result.data;
        if (afterPublish) await afterPublish(data);
        const path = destination(data);
        setState({ phase: 'success', percent: 100, error: null });
        schedule(() => {
          setState(IDLE);
          beforeRedirect?.();
          navigate(path);
        }, UPLOAD_REDIRECT_MS);
        return data;
      } catch (error) {
        if (controller.signal.aborted) return null;
        setState({ phase: 'error', percent: 0, error: failureText(error, failureMessage) });
        return null;
      } finally {
        if (abort.current === controller) abort.current = null;
      }
    },
    [failureMessage, navigate, schedule],
  );

  const close = useCallback(
    () => setState((current) => (current.phase === 'error' ? IDLE : current)),
    [],
  );

  return { state, upload, close };
}
