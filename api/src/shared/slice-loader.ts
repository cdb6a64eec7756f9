import DataLoader from 'dataloader';

/** One parent's page: its rows after `after` (a position in the parent's list), at most `limit`. */
export interface SliceRequest {
  parentId: number;
  /** Position (issue number, page number) to start after; 0 = from the start. */
  after: number;
  limit: number;
}

/**
 * "First N per parent after a position", batched: every parent asked for in one tick is read
 * by one statement per distinct limit (a lateral join in the module's queries), whatever the
 * number of parents. A parent's whole list, when a statement already brought it (the book
 * details statement brings a book's issues), is primed with `primeAll` and sliced in memory.
 */
export class SliceLoader<V> {
  private readonly complete = new Map<number, V[]>();
  private readonly loader: DataLoader<SliceRequest, V[], string>;

  constructor(
    /** Rows of each request in list order, at most `limit` each, aligned with the requests. */
    fetch: (
      requests: readonly { parentId: number; after: number }[],
      limit: number,
    ) => Promise<V[][]>,
    private readonly positionOf: (row: V) => number,
  ) {
    this.loader = new DataLoader(
      async (requests) => {
        const byLimit = new Map<number, SliceRequest[]>();
        for (const r of requests) byLimit.set(r.limit, [...(byLimit.get(r.limit) ?? []), r]);
        const found = new Map<string, V[]>();
        for (const [limit, group] of byLimit) {
          const result = await fetch(group, limit);
          group.forEach((r, i) => found.set(SliceLoader.key(r), result[i] ?? []));
        }
        return requests.map((r) => found.get(SliceLoader.key(r)) ?? []);
      },
      { cacheKeyFn: SliceLoader.key },
    );
  }

  private static key(r: SliceRequest): string {
    return `${r.parentId}:${r.after}:${r.limit}`;
  }

  /** The parent's whole list in list order, already read: later loads slice it. */
  primeAll(parentId: number, rows: V[]): void {
    this.complete.set(parentId, rows);
  }

  load(request: SliceRequest): Promise<V[]> {
    const all = this.complete.get(request.parentId);
    if (all)
      return Promise.resolve(
        all.filter((row) => this.positionOf(row) > request.after).slice(0, request.limit),
      );
    return this.loader.load(request);
  }
}
