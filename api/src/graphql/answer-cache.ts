import type { ServerResponse } from 'node:http';
import type { GraphQLRequest } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/sql';
import type { GraphQLBudget } from './budget';
import { callerKey } from './caller';
import type { GraphQLContext } from './context';
import { costExtension, rateLimitHeaders, requestCostOf, type RequestCost } from './cost-plugin';
import type { RequestedCost } from './cost';
import { PRIVATE_NO_STORE } from './cache-policy';
import { varyOnEncoding, type GraphQLHttpRequest } from './http';
import type { RequestPart } from './request-plugin';

/**
 * The root fields whose answers may be remembered: built from searches only, so the search
 * engine's change mark says when they are out of date. Every other field a search answer
 * can select shows public details that notify nothing (likes, a publisher's photo): those
 * are at most `ttlMs` older than the page of the search cache they were built with.
 */
const REMEMBERED_ROOT_FIELDS = new Set(['search', '__typename']);

/** The body keys of a request whose answer may be remembered (no persisted query, no extensions). */
const PLAIN_BODY_KEYS = new Set(['query', 'operationName', 'variables']);

/** What the remembered answers may hold at most: the characters of their data and keys (about 64 MB). */
const REMEMBERED_CHARS = 32 * 1024 * 1024;

interface RememberedAnswer {
  /** The search engine's change mark when the request started. */
  mark: number;
  /** The answer's `data`, as JSON. */
  data: string;
  requested: RequestedCost;
  actual: number;
}

export interface AnswerCacheOptions {
  /** The search engine's change mark (search-provider.ts); undefined: nothing is remembered. */
  changeMark: () => number | undefined;
  /** The cost budget the cost plugin charges (the same instance: one per process). */
  budget: GraphQLBudget;
  /** The read pool, outside any transaction (graphql/budget.ts). */
  db: () => Db;
  maxEntries: number;
  /** How long an answer is served at most, changes or not. */
  ttlMs: number;
}

/** The key of a request's document, operation and variables; undefined when not plain. */
function keyOf(query: unknown, operationName: unknown, variables: unknown): string | undefined {
  if (typeof query !== 'string') return undefined;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    return undefined;
  if (variables !== undefined && variables !== null && typeof variables !== 'object')
    return undefined;
  return JSON.stringify([query, operationName ?? null, variables ?? null]);
}

const onlyRememberedFields = (operation: OperationDefinitionNode) =>
  operation.operation === 'query' &&
  operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD &&
      REMEMBERED_ROOT_FIELDS.has(selection.name.value) &&
      !selection.directives?.length,
  );

/**
 * Anonymous search answers, ahead of Apollo. A search is the one public query whose every
 * answer is the same for every anonymous caller and whose freshness has a signal (the search
 * engine's change mark), and the header box, popular words and first pages repeat it
 * constantly: remembered as the answer's data and its cost, a repeated search is a budget
 * charge and a write, where Apollo would validate, price, execute 20 books by 12 fields and
 * serialize again (about 100 ms at p99 under load, against about 15 ms for a remembered v1
 * search).
 *
 * An answer is remembered (the request plugin part, after the cost plugin) only when it is
 * an anonymous POST (no Authorization header; the API has no cookies) of a plain body
 * (query, operation name, variables: no persisted query), a query whose root fields are all
 * `search`, answered 200 without errors. It is served (the endpoint's `answer`, for plain
 * JSON POSTs) to the same document, operation name and variables while the engine's change
 * mark is the one its request started under and for at most `ttlMs`; while the engine's
 * listener is down, or on an engine without a result cache, nothing is remembered. A served
 * answer is charged to the caller's budget as Apollo would charge it (the same cost, refund
 * and headers, `extensions.cost` with the caller's own numbers); when the charge does not
 * fit, or fails, the request goes to Apollo, which refuses it in its usual way.
 */
export class AnonymousAnswerCache {
  private readonly answers: LRUCache<string, RememberedAnswer>;

  constructor(private readonly options: AnswerCacheOptions) {
    this.answers = new LRUCache({
      max: Math.max(1, options.maxEntries),
      ttl: options.ttlMs,
      // Bounded in size too: a search may select deep (its cost is limited, not its size).
      maxSize: REMEMBERED_CHARS,
      maxEntrySize: REMEMBERED_CHARS / 16,
      sizeCalculation: (answer, key) => answer.data.length + key.length,
    });
  }

  /** The request plugin part that remembers Apollo's answers; place it after the cost plugin. */
  part(): RequestPart<GraphQLContext> {
    return {
      requestDidStart: ({ request, contextValue }) => {
        // The mark is taken before the search runs: a commit during it makes the answer old.
        const mark = this.options.changeMark();
        if (mark === undefined || !isAnonymousPlainPost(request, contextValue)) return undefined;
        return {
          willSendResponse: ({ response, operation, errors }) => {
            const cost = requestCostOf(contextValue);
            if (
              !operation ||
              !onlyRememberedFields(operation) ||
              errors?.length ||
              (response.http.status ?? 200) !== 200 ||
              response.body.kind !== 'single' ||
              response.body.singleResult.errors?.length ||
              !cost ||
              (cost.budget && !cost.budget.charged)
            )
              return;
            const { data, extensions } = response.body.singleResult;
            if (!data || Object.keys(extensions ?? {}).some((name) => name !== 'cost')) return;
            const key = keyOf(request.query, request.operationName, request.variables);
            if (key === undefined) return;
            this.answers.set(key, {
              mark,
              data: JSON.stringify(data),
              requested: cost.requested,
              actual: cost.actual,
            });
          },
        };
      },
    };
  }

  /**
   * Answers a plain JSON POST from a remembered answer; false when it must go to Apollo (not
   * anonymous, not remembered, out of date, or its charge did not fit or failed).
   */
  async answer(
    req: GraphQLHttpRequest,
    res: ServerResponse,
    ip: string,
    /** Add compression()'s `Vary: Accept-Encoding` here (it did not wrap the response). */
    addVary: boolean,
  ): Promise<boolean> {
    if (req.method !== 'POST' || req.headers.authorization !== undefined) return false;
    const body = req.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
    // Every other anonymous query (book details, shelves) passes here: nothing to key unless
    // something is remembered and the text can select `search` at all.
    if (this.answers.size === 0) return false;
    if (typeof body.query !== 'string' || !body.query.includes('search')) return false;
    for (const name in body) if (!PLAIN_BODY_KEYS.has(name)) return false;
    const key = keyOf(body.query, body.operationName, body.variables);
    const remembered = key === undefined ? undefined : this.answers.get(key);
    if (!remembered || remembered.mark !== this.options.changeMark()) return false;

    const caller = callerKey({ credential: null, viewer: null, ip });
    const cost: RequestCost = { requested: remembered.requested, actual: remembered.actual };
    try {
      cost.budget = await this.options.budget.charge(
        this.options.db,
        caller,
        remembered.requested.cost,
      );
    } catch {
      return false;
    }
    if (cost.budget && !cost.budget.charged) return false;
    if (cost.budget)
      this.options.budget.refund(
        caller,
        cost.budget,
        remembered.requested.cost - remembered.actual,
      );

    const answer = `{"data":${remembered.data},"extensions":${JSON.stringify({ cost: costExtension(cost) })}}\n`;
    res.statusCode = 200;
    // In the order Apollo's answer has them (the plugins' headers, then its content type).
    for (const [name, value] of rateLimitHeaders(cost.budget)) res.setHeader(name, value);
    res.setHeader('cache-control', PRIVATE_NO_STORE);
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('content-length', Buffer.byteLength(answer));
    if (addVary) varyOnEncoding(res);
    res.end(answer);
    return true;
  }
}

/** An anonymous POST with a plain body (no persisted query, no extensions). */
function isAnonymousPlainPost(request: GraphQLRequest, scope: GraphQLContext): boolean {
  const http = request.http;
  if (!http || http.method !== 'POST' || http.headers.has('authorization')) return false;
  if (scope.viewer || scope.credential) return false;
  return !request.extensions || Object.keys(request.extensions).length === 0;
}
