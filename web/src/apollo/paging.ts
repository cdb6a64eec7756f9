type Page = { edges?: readonly unknown[]; nodes?: readonly unknown[] };

/**
 * `fetchMore`'s `updateQuery` for a "Load more" list: the connection at root field `field` of
 * the next page, with its edges (or nodes) after the ones already shown.
 */
export function appendPage<F extends string>(field: F) {
  return <T extends { [K in F]: Page }>(
    previous: T,
    { fetchMoreResult }: { fetchMoreResult?: T | null },
  ): T => {
    if (!fetchMoreResult) return previous;
    const shown = previous[field];
    const next = fetchMoreResult[field];
    return {
      ...fetchMoreResult,
      [field]: {
        ...next,
        ...(next.edges ? { edges: [...(shown.edges ?? []), ...next.edges] } : {}),
        ...(next.nodes ? { nodes: [...(shown.nodes ?? []), ...next.nodes] } : {}),
      },
    };
  };
}
