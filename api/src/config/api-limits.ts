// Limits of the public APIs' transports: query size and cost, page sizes, windows, and the
// largest numbers the database columns hold. Re-exported by limits.ts.

/**
 * Limits of the public GraphQL API (graphql/limits.ts, graphql/cost.ts, graphql/budget.ts).
 * Cost: 1 per field, a list with `first` or `limit` multiplies what each item asks for,
 * mutations start at 10. Nodes: the objects a query could return (the product of the page
 * sizes down each path). Tokens and fields bound the document before it is validated.
 */
export const API_LIMITS = {
  maxQueryCost: 2000,
  maxQueryNodes: 50_000,
  maxQueryDepth: 10,
  /** Lexical tokens of one document (the web's largest operation has about 200). */
  maxQueryTokens: 5000,
  /**
   * Bytes of one document's text as sent, comments and whitespace included (comments are
   * not tokens). The web's largest operation is under 1 KB; 5,000 tokens fit in 32 KB.
   */
  maxQueryBytes: 32 * 1024,
  /**
   * Automatic persisted queries: new entries one caller (token, user or IP) may register
   * per hour (more still run, unstored: a client re-sends its text); entries nobody asked
   * for in this many days are swept; an entry's last use is written at most this often.
   */
  persistedQueryRegistrationsPerHour: 100,
  persistedQueryExpiryDays: 30,
  persistedQueryTouchSeconds: 3600,
  /** Fields (aliases included) of one document, fragments counted where they are spread. */
  maxQueryFields: 500,
  /** Fields answering under one name in one selection set (the web repeats one at most 4 times). */
  maxRepeatedField: 20,
  mutationBaseCost: 10,
  /**
   * What a root search field (`search`, `creditableUsers`) costs at least, whatever it
   * returns: the database scans and ranks matches even when none come back, so a search
   * that finds nothing is no cheaper to run than a page of ten results.
   */
  searchMinimumCost: 10,
  /** The largest page any list serves (an issue's pages); a larger first/limit is priced at it. */
  maxPageSize: 200,
  /** Page size assumed for a list whose `first`/`limit` has neither a value nor a default. */
  defaultPageSize: 100,
  /** The GraphQL cost budget's window: points per caller per hour. */
  budgetWindowSeconds: 3600,
  /** The v1 REST request limit's window (API_RATE_LIMIT requests per IP per window). */
  v1WindowSeconds: 60,
} as const;

/** The largest values the id (int) and number (smallint) columns hold; larger input is refused. */
export const COLUMN_MAX = { id: 2_147_483_647, smallint: 32_767 } as const;
