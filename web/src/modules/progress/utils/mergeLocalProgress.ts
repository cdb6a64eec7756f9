import type { ApolloClient } from '@apollo/client';
import { MERGE_PROGRESS_MUTATION } from '../graphql/progress';
import { clearLocalProgress, readLocalProgress } from './localProgress';

/**
 * At log-in or sign-up: sends the visitor's local history to the new account, then forgets it
 * here. Best-effort: a failure keeps the local history for the next log-in and never blocks
 * signing in.
 */
export async function mergeLocalProgress(client: ApolloClient): Promise<void> {
  const entries = readLocalProgress();
  if (entries.length === 0) return;
  try {
    await client.mutate({
      mutation: MERGE_PROGRESS_MUTATION,
      variables: {
        entries: entries.map((e) => ({
          issueId: e.issueId,
          page: e.page,
          furthestPage: e.furthestPage,
          readAt: e.readAt,
        })),
      },
    });
    clearLocalProgress();
  } catch {
    // Kept for the next log-in.
  }
}
