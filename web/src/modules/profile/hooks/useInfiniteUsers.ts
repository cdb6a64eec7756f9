import { useApolloClient } from '@apollo/client/react';
import { LIMITS } from '@shared/limits';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UserCardFragment } from '../../../gql/graphql';
import { USER_SUBSCRIBERS_QUERY, USER_SUBSCRIPTIONS_QUERY } from '../graphql/profileTabs';

export type UserListKind = 'subscribers' | 'subscriptions';

async function fetchPage(
  client: ReturnType<typeof useApolloClient>,
  kind: UserListKind,
  userId: number,
  page: number,
): Promise<UserCardFragment[]> {
  const variables = { userId, page, limit: LIMITS.subscriptionsPageSize };
  if (kind === 'subscribers') {
    const { data } = await client.query({
      query: USER_SUBSCRIBERS_QUERY,
      variables,
      fetchPolicy: 'network-only',
    });
    return data?.subscribers.items ?? [];
  }
  const { data } = await client.query({
    query: USER_SUBSCRIPTIONS_QUERY,
    variables,
    fetchPolicy: 'network-only',
  });
  return data?.subscriptions.items ?? [];
}

/**
 * Pages of a user's subscribers (or subscriptions), accumulated until a page comes back
 * empty. `lastItemRef` goes on the last card: when it scrolls into view, the
 * next page loads.
 */
export function useInfiniteUsers(kind: UserListKind, userId: number) {
  const client = useApolloClient();
  const [items, setItems] = useState<UserCardFragment[]>([]);
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const nextPage = useRef(1);
  const inFlight = useRef(false);

  const loadMore = useCallback(async () => {
    if (inFlight.current || done) return;
    inFlight.current = true;
    setLoading(true);
    try {
      const page = await fetchPage(client, kind, userId, nextPage.current);
      if (page.length === 0) {
        setDone(true);
      } else {
        nextPage.current += 1;
        setItems((current) => {
          const seen = new Set(current.map((user) => user.id));
          return [...current, ...page.filter((user) => !seen.has(user.id))];
        });
      }
    } catch {
      setFailed(true);
      setDone(true);
    } finally {
      inFlight.current = false;
      setLoading(false);
    }
  }, [client, kind, userId, done]);

  // The first page loads on mount; later pages when the last card is seen.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void loadMore();
  }, [loadMore]);

  // React calls the ref with null when the card goes away, which disconnects the observer.
  const observer = useRef<IntersectionObserver | null>(null);
  const lastItemRef = useCallback(
    (node: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || done || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      });
      observer.current.observe(node);
    },
    [loadMore, done],
  );

  return { items, done, loading, failed, lastItemRef };
}
